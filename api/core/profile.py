"""The clinic profile (`content/clinic.json`): everything that names the clinic."""

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from api.core.languages import SOURCE_LANGUAGE


class _Model(BaseModel):
    model_config = ConfigDict(extra="allow")


class Address(_Model):
    street: str
    city: str
    state: str
    postalCode: str
    country: str


class Stat(_Model):
    value: str
    label: str


class HoursLine(_Model):
    days: str
    time: str


class OpeningHours(_Model):
    dayOfWeek: list[str]
    opens: str
    closes: str


class Hours(_Model):
    footerStrip: HoursLine
    business: list[HoursLine]
    openingHoursSpecification: list[OpeningHours] = []


class IntakeForm(_Model):
    fileName: str  # the name the download is saved under
    path: str  # where it lives, relative to the document folder
    label: str


class Social(_Model):
    facebook: str
    x: str
    youtube: str
    instagram: str


class Geo(_Model):
    latitude: float
    longitude: float


class ClinicProfile(_Model):
    name: str
    town: str
    state: str
    tagline: str
    timeZone: str
    address: Address
    geo: Geo | None = None
    phones: list[str]
    fax: str
    email: str
    directionsUrl: str
    mapEmbedUrl: str
    social: Social
    portalLoginUrl: str
    bookingUrl: str
    portalSchedulingUrl: str
    documentBaseUrl: str
    videoEmbedHost: str
    stats: list[Stat]
    hours: Hours
    intakeForm: IntakeForm
    callbackPromise: str  # when the clinic calls back, as the emails and answers promise it
    # When, the day before a booked visit, its reminder goes out (the clinic's time, HH:MM).
    reminderTime: str = Field(default="10:00", pattern=r"^([01]\d|2[0-3]):[0-5]\d$")

    @property
    def full_address(self) -> str:
        a = self.address
        return f"{a.street}, {a.city}, {a.state} {a.postalCode}"

    @property
    def mail_domain(self) -> str:
        """The clinic's own domain: its email address's (millpondpt.example)."""
        return self.email.rpartition("@")[2]

    @property
    def title_suffix(self) -> str:
        """The part after the bar in every page title: "clinic name in the town"."""
        return f"{self.name} in {self.town}"

    def tokens(self) -> dict[str, str]:
        """Values for the {{token}} markers that content files use instead of clinic details."""
        return {
            "clinic_name": self.name,
            "town": self.town,
            "phone": self.phones[0],
            "phone2": self.phones[1] if len(self.phones) > 1 else self.phones[0],
            "fax": self.fax,
            "email": self.email,
        }


def load_profile(content_dir: Path, language: str = SOURCE_LANGUAGE) -> ClinicProfile:
    """The profile (content/clinic.json) in `language`: content/<language>/clinic.json gives
    its words that are not names (hours, figures, visit lengths, the call-back promise) in the
    same shape, as the web app's build of that language reads them."""
    profile = json.loads((content_dir / "clinic.json").read_text())
    translation = content_dir / language / "clinic.json"
    if language != SOURCE_LANGUAGE and translation.is_file():
        profile = _with_words(profile, json.loads(translation.read_text()))
    return ClinicProfile.model_validate(profile)


def _with_words(base: Any, words: Any) -> Any:
    """`base` with the values `words` gives: objects key by key, anything else (lists) whole."""
    if not isinstance(base, dict) or not isinstance(words, dict):
        return words
    return {
        key: _with_words(value, words[key]) if key in words else value
        for key, value in base.items()
    }


@lru_cache
def get_profile(language: str = SOURCE_LANGUAGE) -> ClinicProfile:
    from api.core.settings import get_settings

    return load_profile(get_settings().content_dir, language)

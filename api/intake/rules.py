"""The rules and messages of the two forms, applied on the server.

They are read from `content/site/forms.json`, the one definition the web app's forms use too,
so the browser and the server can never disagree on a rule or a message. `form_field` turns a
field's rules into a pydantic validator, so the request models in `payloads.py` carry them.
A form sent from a Spanish page is refused with the messages of `content/es/site/forms.json`
(the same rules, in Spanish); the rules themselves are always the English file's.
"""

import calendar
import json
import re
import unicodedata
from dataclasses import dataclass
from datetime import date, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from email_validator import EmailNotValidError, validate_email
from pydantic import BeforeValidator
from pydantic_core import PydanticCustomError

from api.core.languages import ENGLISH, form_language
from api.core.models import MAX_ID
from api.core.profile import get_profile
from api.core.settings import get_settings

# Line breaks (CR, LF, NEL and the Unicode separators) never belong in a one-line field; other
# control characters (NUL, VT, FF, the C1 range) belong nowhere.
_LINE_BREAKS = re.compile(r"[\r\n\x00\x85\u2028\u2029]")
# Lone surrogates cannot be stored or sent; they belong nowhere either.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
# In a message too: direction overrides and zero-width spaces hide or reorder what the clinic
# reads. The zero-width joiners stay allowed there (emoji and several scripts need them).
_HIDDEN = re.compile("[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]")


@dataclass(frozen=True)
class FormRules:
    phone_pattern: re.Pattern[str]
    fields: dict[str, dict[str, Any]]
    # The Spanish messages, field by field: {"fullName": {"required": "...", ...}, ...}.
    spanish: dict[str, dict[str, str]]

    def message(self, field: str, rule: str, language: str = ENGLISH) -> str:
        """The field's message for the rule, in `language`; the English one where the Spanish
        file has none."""
        english = str(self.fields[field]["messages"][rule])
        if language == ENGLISH:
            return english
        return str(self.spanish.get(field, {}).get(rule, english))


@lru_cache
def load_rules(content_dir: Path, form: str) -> FormRules:
    data = json.loads((content_dir / "site" / "forms.json").read_text())
    spanish_file = content_dir / "es" / "site" / "forms.json"
    spanish = json.loads(spanish_file.read_text()) if spanish_file.is_file() else {}
    spanish_messages = {
        name: dict(rule.get("messages", {})) for name, rule in spanish.get(form, {}).items()
    }
    # ASCII: \d must not take other scripts' digits in a phone number.
    return FormRules(re.compile(data["phonePattern"], re.ASCII), data[form], spanish_messages)


def clinic_today() -> date:
    """ "Today" for an appointment is the clinic's day (America/New_York), not the server's."""
    return datetime.now(ZoneInfo(get_profile().timeZone)).date()


def form_field(form: str, field: str) -> BeforeValidator:
    """A validator that applies the field's rules and fails with the form's own message, in the
    language of the page it was sent from (`form_language`)."""

    def check(raw: Any) -> Any:
        rules = load_rules(get_settings().content_dir, form)
        rule = rules.fields[field]
        failed, value = _checked(rules, rule, raw)
        if failed:
            message = rules.message(field, failed, form_language.get())
            raise PydanticCustomError("form_rule", "{message}", {"message": message})
        return value

    return BeforeValidator(check)


def fields_of(form: str) -> list[str]:
    return list(load_rules(get_settings().content_dir, form).fields)


def _text(value: Any) -> str | None:
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return None


def _first_failure(rules: FormRules, rule: dict[str, Any], raw: Any) -> str | None:
    """The first rule the value breaks, or None."""
    if "notBeforeToday" in rule:
        return _date_failure(raw, rule.get("notAfterMonths"))
    if _is_id(rule):
        ok = isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw <= MAX_ID
        return None if ok else "required"
    text = _text(raw)
    if not text:
        return "required"
    if rule.get("singleLine") and (_LINE_BREAKS.search(text) or _has_format_characters(text)):
        return "singleLine"
    if _CONTROL.search(text) or "\x00" in text or _HIDDEN.search(text):
        return "required"
    if "minLength" in rule and len(text) < rule["minLength"]:
        return "minLength"
    if "minDigits" in rule and len(re.sub(r"\D", "", text)) < rule["minDigits"]:
        return "minDigits"
    if "maxLength" in rule and len(text) > rule["maxLength"]:
        return "maxLength"
    if rule.get("phone") and not rules.phone_pattern.match(text):
        return "phone"
    return None


def _has_format_characters(text: str) -> bool:
    """Invisible characters that change how text reads (zero-width joiners and spaces,
    right-to-left overrides): a name or a subject has no use for them, a forger does."""
    if text.isascii():
        return False  # no ASCII character is one (and most names are ASCII)
    return any(unicodedata.category(character) == "Cf" for character in text)


def _is_id(rule: dict[str, Any]) -> bool:
    return set(rule) == {"required", "messages"}


def _date_failure(raw: Any, months_ahead: int | None) -> str | None:
    if not isinstance(raw, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", raw.strip()):
        return "required"
    try:
        chosen = date.fromisoformat(raw.strip())
    except ValueError:
        return "required"
    today = clinic_today()
    if chosen < today:
        return "notBeforeToday"
    if months_ahead is not None and chosen > months_later(today, months_ahead):
        return "notAfterMonths"
    return None


def months_later(day: date, months: int) -> date:
    """The same day `months` later (the month's last day where it is shorter)."""
    month_index = day.month - 1 + months
    year, month = day.year + month_index // 12, month_index % 12 + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def ascii_address(text: str) -> str | None:
    """The address as mail servers take it (an international domain in its IDNA form), or None
    if it is not a valid address. Local parts must be ASCII: SMTPUTF8 is not assumed."""
    try:
        checked = validate_email(text, check_deliverability=False, allow_smtputf8=False)
    except EmailNotValidError:
        return None
    return checked.ascii_email


def _checked(rules: FormRules, rule: dict[str, Any], raw: Any) -> tuple[str | None, Any]:
    """The first rule the value breaks, or None and the value as it is stored."""
    failed = _first_failure(rules, rule, raw)
    if failed:
        return failed, None
    if "notBeforeToday" in rule:
        return None, date.fromisoformat(raw.strip())
    if _is_id(rule):
        return None, raw
    text = _text(raw) or ""
    if not rule.get("email"):
        return None, text
    address = ascii_address(text)  # checked once: it is the slowest of the rules
    if address is None:
        return "email", None
    if "maxLength" in rule and len(address) > rule["maxLength"]:
        return "maxLength", None  # an international domain grows in its ASCII form
    return None, address

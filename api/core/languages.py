"""The site's languages: English, and Spanish under /es/ (web/src/i18n/locale.ts keeps the same)."""

from contextvars import ContextVar
from typing import Literal

Language = Literal["en", "es"]
ENGLISH: Language = "en"
SPANISH: Language = "es"
SOURCE_LANGUAGE: Language = ENGLISH  # the language every text is written in first
# Each translation has its own web build (web/dist/<language>) and path prefix.
TRANSLATIONS: tuple[Language, ...] = (SPANISH,)
LANGUAGES = (SOURCE_LANGUAGE, *TRANSLATIONS)
LANGUAGE_NAMES: dict[str, str] = {ENGLISH: "English", SPANISH: "Spanish"}


def prefix_of(language: str) -> str:
    """The path prefix of a language's pages: '' for English, '/es' for Spanish."""
    return "" if language == SOURCE_LANGUAGE else f"/{language}"


def split_language(path: str) -> tuple[str, str]:
    """A page path without its leading slash (`es/home`, `home`) as (language, the path the
    route table knows): ('es', 'home'), ('en', 'home'). `es` alone is Spanish's root."""
    first, _, rest = path.partition("/")
    if first in TRANSLATIONS:
        return first, rest
    return SOURCE_LANGUAGE, path


# The language of the page a form was sent from, for the request being handled: set by the
# form routes' dependency (api/intake/language.py) before the body is validated, read by the
# rules' messages and the refusal's summary (api/core/errors.py). Each request runs in a task
# of its own, so one request's language never reaches another's.
form_language: ContextVar[str] = ContextVar("form_language", default=SOURCE_LANGUAGE)

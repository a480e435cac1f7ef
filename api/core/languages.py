"""The site's languages: English, and Spanish under /es/ (web/src/i18n/locale.ts keeps the same)."""

SOURCE_LANGUAGE = "en"
TRANSLATIONS = ("es",)  # each has its own web build (web/dist/<language>) and path prefix
LANGUAGES = (SOURCE_LANGUAGE, *TRANSLATIONS)
LANGUAGE_NAMES = {"en": "English", "es": "Spanish"}


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

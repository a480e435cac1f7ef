"""The language of the page a form was sent from: the site's English pages and its Spanish
edition (`/es/...`). The web app names it in `Accept-Language` on its calls, from the page the
visitor reads, not from the browser's own preference; a request keeps it, and every email to
the patient and the links in them follow it.

The forms' rules run in pydantic's body validation, where there is no request to read a header
from: the route's dependency puts the language in `form_language` first (FastAPI solves a
route's dependencies before it validates the body), and the rules read their messages in it.
"""

from typing import Annotated

from fastapi import Depends, Header

from api.core.languages import ENGLISH, SPANISH, Language, form_language


def language_of(accept_language: str | None) -> Language:
    """Spanish when the first tag of `Accept-Language` is Spanish (primary subtag `es`: es,
    es-US, es-MX...), English otherwise and with no header. Only the first tag counts: the site
    sends one, its page's, and a later preference is not the page the form was on."""
    if not accept_language:
        return ENGLISH
    first = accept_language.split(",", 1)[0].split(";", 1)[0]
    primary = first.split("-", 1)[0].strip().lower()
    return SPANISH if primary == SPANISH else ENGLISH


async def page_language(
    accept_language: Annotated[
        str | None,
        Header(
            alias="Accept-Language",
            description=(
                "The language of the page the form was sent from: `es` (or es-US, es-MX...) "
                "for the Spanish edition, anything else or none for English. Each bad field's "
                "message, the thanks for a request and the patient's emails are in that language."
            ),
        ),
    ] = None,
) -> Language:
    """A route dependency (async: a plain `def` one would take a trip to the thread pool)."""
    language = language_of(accept_language)
    form_language.set(language)
    return language


PageLanguage = Annotated[Language, Depends(page_language)]

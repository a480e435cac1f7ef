"""Treatment calls: the menus and lists (id 0), one treatment, and lookups by slug."""

from typing import Annotated

from fastapi import APIRouter, Query, Request, Response
from pydantic import TypeAdapter

from api.content import catalog
from api.content.answers import (
    CACHE_BUSTER_MAX_LENGTH,
    AnswersDep,
    LanguageQuery,
    envelope,
    envelope_one,
    id_query,
    in_language,
    slug_query,
)
from api.content.schemas import Envelope, TreatmentOut
from api.core.languages import ENGLISH

router = APIRouter(prefix="/Treatment", tags=["treatments"])
Slug = Annotated[str, slug_query(120)]
TREATMENTS = TypeAdapter(Envelope[list[TreatmentOut]])
ONE_TREATMENT = TypeAdapter(Envelope[TreatmentOut])


@router.get("/GetTreatmentDetails", response_model=Envelope[list[TreatmentOut]])
async def get_treatment_details(
    request: Request,
    answers: AnswersDep,
    treatment_id: Annotated[int, id_query("TreatmentId")],
    ts: Annotated[
        str | None, Query(max_length=CACHE_BUSTER_MAX_LENGTH, description="cache-buster, ignored")
    ] = None,
    language: LanguageQuery = ENGLISH,
) -> Response:
    """Id 0: every treatment (bodies left out); otherwise the one treatment."""
    return await answers.send(
        request,
        in_language(f"treatments:{treatment_id}", language),
        TREATMENTS,
        lambda session: envelope(
            catalog.treatments(session, treatment_id, language), lookup=treatment_id != 0
        ),
    )


@router.get("/GetTreatmentDescriptionBySlug", response_model=Envelope[TreatmentOut])
async def get_treatment_description_by_slug(
    request: Request, answers: AnswersDep, slug: Slug, language: LanguageQuery = ENGLISH
) -> Response:
    return await answers.send(
        request,
        in_language(f"treatment-slug:{slug}", language),
        ONE_TREATMENT,
        lambda session: envelope_one(catalog.treatment_by_slug(session, slug, language)),
    )


@router.get("/GetTreatmentBySlug", response_model=Envelope[TreatmentOut])
async def get_treatment_by_slug(
    request: Request, answers: AnswersDep, slug: Slug, language: LanguageQuery = ENGLISH
) -> Response:
    """The operation the site knows as GetTreatmentBySlug: the same answer."""
    return await get_treatment_description_by_slug(request, answers, slug, language)

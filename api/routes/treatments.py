"""Treatment calls: the menus and lists (id 0), one treatment, and lookups by slug."""

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api import catalog
from api.deps import CacheDep
from api.routes.answers import enveloped_list, enveloped_one, id_query, slug_query
from api.schemas import Envelope, TreatmentOut

router = APIRouter(prefix="/Treatment", tags=["treatments"])
Slug = Annotated[str, slug_query(120)]


@router.get("/GetTreatmentDetails", response_model=Envelope[list[TreatmentOut]])
async def get_treatment_details(
    cache: CacheDep,
    treatment_id: Annotated[int, id_query("TreatmentId")],
    ts: Annotated[str | None, Query(max_length=40, description="cache-buster, ignored")] = None,
) -> Response:
    """Id 0: every treatment (bodies left out); otherwise the one treatment."""
    answer = enveloped_list(
        cache,
        f"treatments:{treatment_id}",
        lambda session: catalog.treatments(session, treatment_id),
        missing_when_empty=treatment_id != 0,
    )
    answer.headers["Cache-Control"] = "no-cache"
    return answer


@router.get("/GetTreatmentDescriptionBySlug", response_model=Envelope[TreatmentOut])
async def get_treatment_description_by_slug(cache: CacheDep, slug: Slug) -> Response:
    return enveloped_one(
        cache, f"treatment-slug:{slug}", lambda session: catalog.treatment_by_slug(session, slug)
    )


@router.get("/GetTreatmentBySlug", response_model=Envelope[TreatmentOut])
async def get_treatment_by_slug(cache: CacheDep, slug: Slug) -> Response:
    return await get_treatment_description_by_slug(cache, slug)

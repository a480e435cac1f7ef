"""Working-hours calls."""

from typing import Annotated

from fastapi import APIRouter, Response

from api import catalog
from api.deps import CacheDep
from api.routes.answers import enveloped_list, id_query
from api.schemas import Envelope, TimingOut

router = APIRouter(prefix="/Treatment", tags=["timings"])
TimeId = Annotated[int, id_query("TimeId")]


@router.get("/GetTimings", response_model=Envelope[list[TimingOut]])
async def get_timings(cache: CacheDep, time_id: TimeId) -> Response:
    return enveloped_list(
        cache,
        f"timings:{time_id}",
        lambda session: catalog.timings(session, time_id),
        missing_when_empty=time_id != 0,
    )


@router.get("/GetTimingDetails", response_model=Envelope[list[TimingOut]])
async def get_timing_details(cache: CacheDep, time_id: TimeId) -> Response:
    """The operation the site knows as GetTimingDetails(0): the same answer as GetTimings."""
    return await get_timings(cache, time_id)

"""Working-hours calls."""

from typing import Annotated

from fastapi import APIRouter, Request, Response
from pydantic import TypeAdapter

from api.content import catalog
from api.content.answers import AnswersDep, envelope, id_query
from api.content.schemas import Envelope, TimingOut

router = APIRouter(prefix="/Treatment", tags=["timings"])
TimeId = Annotated[int, id_query("TimeId")]
TIMINGS = TypeAdapter(Envelope[list[TimingOut]])


@router.get("/GetTimings", response_model=Envelope[list[TimingOut]])
async def get_timings(request: Request, answers: AnswersDep, time_id: TimeId) -> Response:
    return await answers.send(
        request,
        f"timings:{time_id}",
        TIMINGS,
        lambda session: envelope(catalog.timings(session, time_id), lookup=time_id != 0),
    )


@router.get("/GetTimingDetails", response_model=Envelope[list[TimingOut]])
async def get_timing_details(request: Request, answers: AnswersDep, time_id: TimeId) -> Response:
    """The operation the site knows as GetTimingDetails(0): the same answer as GetTimings."""
    return await get_timings(request, answers, time_id)

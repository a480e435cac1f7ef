"""Video gallery calls."""

from typing import Annotated

from fastapi import APIRouter, Request, Response
from pydantic import TypeAdapter

from api.content import catalog
from api.content.answers import AnswersDep, envelope, id_query
from api.content.schemas import Envelope, VideoOut

router = APIRouter(prefix="/PhotoGallery", tags=["videos"])
VideoId = Annotated[int, id_query("videoId")]
VIDEOS = TypeAdapter(Envelope[list[VideoOut]])


@router.get("/GetVideos", response_model=Envelope[list[VideoOut]])
async def get_videos(request: Request, answers: AnswersDep, video_id: VideoId) -> Response:
    return await answers.send(
        request,
        f"videos:{video_id}",
        VIDEOS,
        lambda session: envelope(catalog.videos(session, video_id), lookup=video_id != 0),
    )


@router.get("/getVideos", response_model=Envelope[list[VideoOut]])
async def get_videos_by_name(request: Request, answers: AnswersDep, video_id: VideoId) -> Response:
    """The operation the site knows as getVideos(0): the same answer as GetVideos."""
    return await get_videos(request, answers, video_id)

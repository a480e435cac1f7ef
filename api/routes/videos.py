"""Video gallery calls."""

from typing import Annotated

from fastapi import APIRouter, Response

from api import catalog
from api.deps import CacheDep
from api.routes.answers import enveloped_list, id_query
from api.schemas import Envelope, VideoOut

router = APIRouter(prefix="/PhotoGallery", tags=["videos"])


@router.get("/GetVideos", response_model=Envelope[list[VideoOut]])
async def get_videos(cache: CacheDep, video_id: Annotated[int, id_query("videoId")]) -> Response:
    return enveloped_list(
        cache,
        f"videos:{video_id}",
        lambda session: catalog.videos(session, video_id),
        missing_when_empty=video_id != 0,
    )


@router.get("/getVideos", response_model=Envelope[list[VideoOut]])
async def get_videos_by_name(
    cache: CacheDep, video_id: Annotated[int, id_query("videoId")]
) -> Response:
    """The operation the site knows as getVideos(0): the same answer as GetVideos."""
    return await get_videos(cache, video_id)

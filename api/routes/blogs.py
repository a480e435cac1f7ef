"""Health blog calls: the list, one entry by id or slug."""

from typing import Annotated

from fastapi import APIRouter, Response

from api import catalog
from api.deps import CacheDep
from api.routes.answers import bare_list, enveloped_list, enveloped_one, id_query, slug_query
from api.schemas import BlogOut, Envelope

router = APIRouter(prefix="/Treatment", tags=["blogs"])
CommentId = Annotated[int, id_query("CommentID")]


@router.get("/GetComments", response_model=Envelope[list[BlogOut]])
async def get_comments(cache: CacheDep, comment_id: CommentId) -> Response:
    """Id 0: every blog entry, newest first (bodies left out); otherwise that one entry."""
    return enveloped_list(
        cache,
        f"blogs:{comment_id}",
        lambda session: catalog.blogs(session, comment_id),
        missing_when_empty=comment_id != 0,
    )


@router.get("/GetCommentsBySlug", response_model=Envelope[BlogOut])
async def get_comments_by_slug(
    cache: CacheDep,
    slug: Annotated[str, slug_query()],
) -> Response:
    return enveloped_one(
        cache, f"blog-slug:{slug}", lambda session: catalog.blog_by_slug(session, slug)
    )


@router.get("/GetBlogDetails", response_model=list[BlogOut])
async def get_blog_details(cache: CacheDep, comment_id: CommentId) -> Response:
    """A bare array: 0 gives the whole list; an unknown id gives []."""
    return bare_list(
        cache, f"blog-details:{comment_id}", lambda session: catalog.blogs(session, comment_id)
    )

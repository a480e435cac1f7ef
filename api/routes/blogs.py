"""Health blog calls: the list, one entry by id or slug."""

from typing import Annotated

from fastapi import APIRouter, Request, Response
from pydantic import TypeAdapter

from api.content import catalog
from api.content.answers import AnswersDep, envelope, envelope_one, id_query, slug_query
from api.content.schemas import BlogOut, Envelope

router = APIRouter(prefix="/Treatment", tags=["blogs"])
CommentId = Annotated[int, id_query("CommentID")]
BLOGS = TypeAdapter(Envelope[list[BlogOut]])
ONE_BLOG = TypeAdapter(Envelope[BlogOut])
BARE_BLOGS = TypeAdapter(list[BlogOut])


@router.get("/GetComments", response_model=Envelope[list[BlogOut]])
async def get_comments(request: Request, answers: AnswersDep, comment_id: CommentId) -> Response:
    """Id 0: every blog entry, newest first (bodies left out); otherwise that one entry."""
    return await answers.send(
        request,
        f"blogs:{comment_id}",
        BLOGS,
        lambda session: envelope(catalog.blogs(session, comment_id), lookup=comment_id != 0),
    )


@router.get("/GetCommentsBySlug", response_model=Envelope[BlogOut])
async def get_comments_by_slug(
    request: Request, answers: AnswersDep, slug: Annotated[str, slug_query()]
) -> Response:
    return await answers.send(
        request,
        f"blog-slug:{slug}",
        ONE_BLOG,
        lambda session: envelope_one(catalog.blog_by_slug(session, slug)),
    )


@router.get("/GetBlogDetails", response_model=list[BlogOut])
async def get_blog_details(
    request: Request, answers: AnswersDep, comment_id: CommentId
) -> Response:
    """A bare array: 0 gives the whole list; an unknown id gives []."""
    return await answers.send(
        request,
        f"blog-details:{comment_id}",
        BARE_BLOGS,
        lambda session: catalog.blogs(session, comment_id),
    )

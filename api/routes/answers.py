"""Shaping content answers: the envelope, bare arrays, and the cached bytes behind both.

Content changes only when it is loaded, so an answer is served from the cache without touching
the database; only a miss opens a session (a short read, run inline on the event loop).
"""

from collections.abc import Callable, Sequence
from typing import Any

from fastapi import Query, Response
from pydantic import BaseModel, TypeAdapter
from sqlmodel import Session

from api.cache import AnswerCache
from api.db import get_engine
from api.schemas import Envelope

_LIST = TypeAdapter(list[Any])


def _envelope(found: BaseModel | Sequence[BaseModel] | None, *, is_list: bool) -> bytes:
    if is_list:
        items = list(found or [])
        return Envelope[list[Any]](success=True, data=items).model_dump_json(by_alias=True).encode()
    if found is None:
        return Envelope[None](success=False, data=None).model_dump_json().encode()
    return Envelope[Any](success=True, data=found).model_dump_json(by_alias=True).encode()


def _read(build: Callable[[Session], Any]) -> Any:
    with Session(get_engine()) as session:
        return build(session)


def enveloped_list(
    cache: AnswerCache,
    key: str,
    build: Callable[[Session], Sequence[BaseModel]],
    *,
    missing_when_empty: bool = False,
) -> Response:
    """`{success, data: [...]}`; an empty answer to a lookup by id is `success: false`."""

    def make() -> bytes:
        items = _read(build)
        if missing_when_empty and not items:
            return _envelope(None, is_list=False)
        return _envelope(items, is_list=True)

    return Response(cache.get(key, make), media_type="application/json")


def enveloped_one(
    cache: AnswerCache, key: str, build: Callable[[Session], BaseModel | None]
) -> Response:
    """`{success, data: {...}}`, or `{success: false, data: null}` when nothing matches."""
    return Response(
        cache.get(key, lambda: _envelope(_read(build), is_list=False)),
        media_type="application/json",
    )


def bare_list(
    cache: AnswerCache, key: str, build: Callable[[Session], Sequence[BaseModel]]
) -> Response:
    """A bare JSON array, as the calls known only by name answer."""
    return Response(
        cache.get(key, lambda: _LIST.dump_json(list(_read(build)), by_alias=True)),
        media_type="application/json",
    )


MAX_ID = 2_147_483_647  # the database's integer; a larger id is malformed, not unknown


def id_query(alias: str) -> Any:
    """An id parameter as the specification names it: a whole number, 0 meaning all."""
    return Query(alias=alias, ge=0, le=MAX_ID)


def slug_query(max_length: int = 160) -> Any:
    return Query(alias="Slug", min_length=1, max_length=max_length, pattern=r"^[A-Za-z0-9_-]+$")

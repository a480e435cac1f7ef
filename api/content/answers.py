"""Content answers: serialised by their response models, kept as bytes (plain, gzip and
brotli) with an ETag, and served without touching the database.

Content changes only when it is loaded, so each answer is built once per CONTENT_CACHE_SECONDS
and process. A miss reads the database in the thread pool, never on the event loop; while the
database is away, the last answer built is served. A client
that holds the answer already (If-None-Match) gets 304 and no body.
"""

import asyncio
import gzip
import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar

import brotli
from cachetools import LRUCache, TTLCache
from fastapi import Depends, Query, Request, Response
from pydantic import BaseModel, TypeAdapter
from sqlalchemy.exc import OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlmodel import Session
from starlette.concurrency import run_in_threadpool

from api.content.schemas import Envelope
from api.core.db import session_scope
from api.core.errors import DatabaseAway
from api.core.models import MAX_ID

Item = TypeVar("Item", bound=BaseModel)
COMPRESS_FROM = 512  # bytes; smaller answers gain nothing from compression
DATABASE_WAIT_SECONDS = 2.0  # a content call waits this long for the database at most


@dataclass(frozen=True)
class Answer:
    """One answer in every encoding a browser may ask for."""

    plain: bytes
    gzip: bytes | None
    brotli: bytes | None
    etag: str

    @classmethod
    def of(cls, body: bytes) -> "Answer":
        big = len(body) >= COMPRESS_FROM
        return cls(
            plain=body,
            gzip=gzip.compress(body, 6, mtime=0) if big else None,
            brotli=brotli.compress(body, quality=5) if big else None,
            etag='"' + hashlib.blake2b(body, digest_size=12).hexdigest() + '"',
        )

    def response(self, request: Request) -> Response:
        headers = {"ETag": self.etag, "Vary": "Accept-Encoding"}
        if self.etag in request.headers.get("if-none-match", ""):
            return Response(status_code=304, headers=headers)
        accepted = request.headers.get("accept-encoding", "")
        body = self.plain
        if self.brotli is not None and "br" in accepted:
            body, headers["Content-Encoding"] = self.brotli, "br"
        elif self.gzip is not None and "gzip" in accepted:
            body, headers["Content-Encoding"] = self.gzip, "gzip"
        return Response(body, media_type="application/json", headers=headers)


class ContentAnswers:
    def __init__(self, seconds: float) -> None:
        # Bounded: query values are the client's, and must not grow memory for ever.
        self._fresh: TTLCache[str, Answer] | None = (
            TTLCache(maxsize=2048, ttl=seconds) if seconds > 0 else None
        )
        # The last answer built for each key, served while the database is away.
        self._last_known: LRUCache[str, Answer] = LRUCache(maxsize=2048)
        self._building: dict[str, asyncio.Future[Answer]] = {}

    async def send(
        self,
        request: Request,
        key: str,
        shape: TypeAdapter[Any],
        build: Callable[[Session], Any],
    ) -> Response:
        """The cached answer under `key`, or `build(session)` serialised as `shape`."""
        answer = self._fresh.get(key) if self._fresh is not None else None
        if answer is None:
            answer = await self._built(key, shape, build)
        return answer.response(request)

    async def _built(
        self, key: str, shape: TypeAdapter[Any], build: Callable[[Session], Any]
    ) -> Answer:
        """One build a key at a time, waited for DATABASE_WAIT_SECONDS at most; past that, or
        when the database fails, the last answer known (DatabaseAway without one). A build held
        by a frozen database goes on in its thread and serves the key once it is done."""
        building = self._building.get(key)
        if building is None:
            building = asyncio.ensure_future(run_in_threadpool(_serialise, shape, build))
            self._building[key] = building
            building.add_done_callback(lambda done: self._keep(key, done))
        try:
            return await asyncio.wait_for(asyncio.shield(building), DATABASE_WAIT_SECONDS)
        except (TimeoutError, OperationalError, PoolTimeout) as error:
            stale = self._last_known.get(key)
            if stale is None:
                raise DatabaseAway from error
            return stale

    def _keep(self, key: str, done: "asyncio.Future[Answer]") -> None:
        del self._building[key]
        if done.cancelled() or done.exception() is not None:
            return
        answer = done.result()
        self._last_known[key] = answer
        if self._fresh is not None:
            self._fresh[key] = answer


def _serialise(shape: TypeAdapter[Any], build: Callable[[Session], Any]) -> Answer:
    with session_scope() as session:
        return Answer.of(shape.dump_json(build(session), by_alias=True))


def envelope(items: Sequence[Item], *, lookup: bool) -> Envelope[list[Item]]:
    """`{success, data: [...]}`; a lookup by id that finds nothing is `success: false` with an
    empty list (data is a list on these calls, whatever the answer)."""
    return Envelope(success=not (lookup and not items), data=list(items))


def envelope_one(found: Item | None) -> Envelope[Item]:
    """`{success, data: {...}}`, or `{success: false, data: null}` when nothing matches."""
    return Envelope(success=found is not None, data=found)


async def get_answers(request: Request) -> ContentAnswers:  # async: no thread hop
    answers: ContentAnswers = request.app.state.content_answers
    return answers


AnswersDep = Annotated[ContentAnswers, Depends(get_answers)]


def id_query(alias: str) -> Any:
    """An id parameter as the site names it: a whole number, 0 meaning all."""
    return Query(alias=alias, ge=0, le=MAX_ID)


def slug_query(max_length: int = 160) -> Any:
    return Query(alias="Slug", min_length=1, max_length=max_length, pattern=r"^[A-Za-z0-9_-]+$")

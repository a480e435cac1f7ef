"""Content answers: serialised by their response models, kept as bytes (plain, gzip and
brotli) with an ETag, and served without touching the database.

Content changes only when it is loaded, so each answer is built once per CONTENT_CACHE_SECONDS
and process. A miss reads the database in the thread pool, never on the event loop; while the
database is away, the last answer built is served. A client
that holds the answer already (If-None-Match) gets 304 and no body.

A call asked again with the same query is answered by `CachedContent` before FastAPI's routing,
validation and dependencies, which cost about two thirds of a cached content call: the first
asking went through all of them, and only a query that passed is remembered.
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
from starlette.datastructures import Headers
from starlette.types import ASGIApp, Receive, Scope, Send

from api.content.schemas import Envelope
from api.core.db import session_scope
from api.core.errors import DatabaseAway
from api.core.languages import ENGLISH, Language
from api.core.models import MAX_ID

Item = TypeVar("Item", bound=BaseModel)
COMPRESS_FROM = 512  # bytes; smaller answers gain nothing from compression
# The app's cache-buster (`ts`, any value up to this long) does not change an answer.
CACHE_BUSTER, CACHE_BUSTER_MAX_LENGTH = b"ts", 40
# Queries longer than this (far longer than any the site asks) are answered by the route each
# time: unknown parameters pass validation, and must not grow the memory of what was asked.
REMEMBERED_QUERY_MAX = 256
RequestKey = tuple[str, bytes]
RawHeaders = list[tuple[bytes, bytes]]


@dataclass(frozen=True)
class Encoded:
    """An answer's body in one encoding, with the headers that go with it, made once."""

    body: bytes
    headers: RawHeaders


@dataclass(frozen=True)
class Answer:
    """One answer in every encoding a browser may ask for."""

    etag: str
    plain: Encoded
    gzip: Encoded | None
    brotli: Encoded | None
    not_modified: RawHeaders

    @classmethod
    def of(cls, body: bytes) -> "Answer":
        etag = '"' + hashlib.blake2b(body, digest_size=12).hexdigest() + '"'
        # Content changes when it is loaded: a browser asks again each time (no-cache), and
        # its ETag spares it the body when nothing changed.
        common = [
            (b"etag", etag.encode()),
            (b"vary", b"Accept-Encoding"),
            (b"cache-control", b"no-cache"),
        ]

        def encoded(data: bytes, encoding: bytes | None) -> Encoded:
            headers = [*common, (b"content-type", b"application/json")]
            if encoding is not None:
                headers.append((b"content-encoding", encoding))
            return Encoded(data, [*headers, (b"content-length", b"%d" % len(data))])

        big = len(body) >= COMPRESS_FROM
        return cls(
            etag=etag,
            plain=encoded(body, None),
            gzip=encoded(gzip.compress(body, 6, mtime=0), b"gzip") if big else None,
            brotli=encoded(brotli.compress(body, quality=5), b"br") if big else None,
            not_modified=common,
        )

    def response(self, request: Request) -> Response:
        status, headers, body = self.for_client(request.headers)
        response = Response(body, status_code=status)
        response.raw_headers = headers
        return response

    def for_client(self, asked: Headers) -> tuple[int, RawHeaders, bytes]:
        """Status, headers (a list of the caller's own) and body for a client with these
        request headers."""
        if self.etag in asked.get("if-none-match", ""):
            return 304, list(self.not_modified), b""
        accepted = asked.get("accept-encoding", "")
        chosen = self.plain
        if self.brotli is not None and "br" in accepted:
            chosen = self.brotli
        elif self.gzip is not None and "gzip" in accepted:
            chosen = self.gzip
        return 200, list(chosen.headers), chosen.body


class ContentAnswers:
    def __init__(self, seconds: float, database_wait_seconds: float) -> None:
        self._database_wait_seconds = database_wait_seconds
        # Bounded: query values are the client's, and must not grow memory for ever.
        self._fresh: TTLCache[str, Answer] | None = (
            TTLCache(maxsize=2048, ttl=seconds) if seconds > 0 else None
        )
        # The last answer built for each key, served while the database is away.
        self._last_known: LRUCache[str, Answer] = LRUCache(maxsize=2048)
        self._building: dict[str, asyncio.Future[Answer]] = {}
        # Which answer each query that passed validation asked for (`CachedContent`).
        self._key_of: LRUCache[RequestKey, str] = LRUCache(maxsize=2048)

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
        asked = request_key(request.scope)
        if asked is not None:
            self._key_of[asked] = key
        return answer.response(request)

    def fresh_for(self, scope: Scope) -> Answer | None:
        """The fresh answer to a query asked and validated before, if there is one."""
        if self._fresh is None:
            return None
        asked = request_key(scope)
        key = self._key_of.get(asked) if asked is not None else None
        return self._fresh.get(key) if key is not None else None

    async def _built(
        self, key: str, shape: TypeAdapter[Any], build: Callable[[Session], Any]
    ) -> Answer:
        """One build a key at a time, waited for CONTENT_DATABASE_WAIT_SECONDS at most; past
        that, or when the database fails, the last answer known (DatabaseAway without one). A
        build held by a frozen database goes on in its thread and serves the key once it is
        done."""
        building = self._building.get(key)
        if building is None:
            building = asyncio.ensure_future(run_in_threadpool(_serialise, shape, build))
            self._building[key] = building
            building.add_done_callback(lambda done: self._keep(key, done))
        try:
            return await asyncio.wait_for(asyncio.shield(building), self._database_wait_seconds)
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


class CachedContent:
    """Pure ASGI: a content call asked again with the same query is answered from the cache,
    with the headers and body FastAPI's route would send; anything else goes on to the app."""

    def __init__(self, app: ASGIApp, answers: ContentAnswers) -> None:
        self.app = app
        self.answers = answers

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        answer = None
        if scope["type"] == "http" and scope["method"] == "GET":
            answer = self.answers.fresh_for(scope)
        if answer is None:
            await self.app(scope, receive, send)
            return
        status, headers, body = answer.for_client(Headers(scope=scope))
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def request_key(scope: Scope) -> RequestKey | None:
    """A GET's path and query as the client wrote them, less the cache-buster the app adds to
    some calls (`ts`, a new value each time, which changes no answer). None for a query the fast
    path leaves to the route: a cache-buster longer than the route allows, or a query too long
    to be worth remembering. Read as bytes, not parsed: a percent-encoded `ts` stays in the key,
    which only costs a miss."""
    kept = []
    for part in scope["query_string"].split(b"&"):
        name, _, value = part.partition(b"=")
        if name != CACHE_BUSTER:
            kept.append(part)
        elif len(value) > CACHE_BUSTER_MAX_LENGTH:
            return None
    query = b"&".join(kept)
    return (scope["path"], query) if len(query) <= REMEMBERED_QUERY_MAX else None


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


LanguageQuery = Annotated[
    Language,
    Query(
        description="The edition of the texts: en (English, the default) or es (Spanish). "
        "A text with no Spanish version is given in English; ids, slugs, images and prices "
        "are the same in both."
    ),
]


def in_language(key: str, language: Language) -> str:
    """The cache key of an answer in `language`: English answers keep the key they always had."""
    return key if language == ENGLISH else f"{key}:{language}"

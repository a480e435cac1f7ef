"""Answers to reads compressed as they go out (Starlette's gzip): pages and API reads. Built
assets, documents and content answers come compressed already, and are left alone.

An answer to a write (the CSRF guard's kind: any method but the safe ones) is not compressed:
it is a short message or one request's record, read once, and the compressor's look at it cost
each submit more than it could save."""

from starlette.middleware.gzip import GZipMiddleware
from starlette.types import Receive, Scope, Send

from api.http.csrf import SAFE_METHODS


class CompressedReads(GZipMiddleware):
    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] not in SAFE_METHODS:
            await self.app(scope, receive, send)
            return
        await super().__call__(scope, receive, send)

"""One log line per request, written when the answer has gone out. The request's id comes from
asgi-correlation-id's middleware, which runs just outside this one."""

import logging
import random
import re
import time

from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger("clinic.requests")
_SANE_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")
# What the log says of a request the client abandoned: nginx's number, no answer was sent.
CLIENT_CLOSED_REQUEST = 499


def is_sane_request_id(value: str) -> bool:
    """A proxy's X-Request-ID is kept when it looks like an id; otherwise a new one is made."""
    return bool(_SANE_REQUEST_ID.match(value))


def new_request_id() -> str:
    """32 hex digits, as uuid4().hex but without its system call for randomness: an id only has
    to tell requests apart, and `random` is seeded afresh in each forked process."""
    return f"{random.getrandbits(128):032x}"


class RequestLog:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500
        gone = False  # the client went away before its answer

        async def receive_and_note_leaving() -> Message:
            nonlocal gone
            message = await receive()
            if message["type"] == "http.disconnect" and status == 500:
                gone = True
            return message

        async def send_and_note_status(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start" and not gone:
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive_and_note_leaving, send_and_note_status)
        finally:
            if gone:
                status = CLIENT_CLOSED_REQUEST
            log.info(
                "request",
                extra={
                    "event": "request",
                    "method": scope["method"],
                    "path": scope["path"],
                    "status": status,
                    "duration_ms": round((time.perf_counter() - started) * 1000, 2),
                },
            )

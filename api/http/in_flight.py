"""How much work this server process takes on at once, and how long a form's submit may take.

A process that cannot keep up answers the overflow at once (503 with Retry-After) and keeps its
speed for the requests it took, instead of queueing without bound:

- at most `MAX_REQUESTS` requests are worked on at once;
- at most SUBMIT_QUEUE_LIMIT form submits: each needs a database transaction, which is what
  runs out first. A submit counts from when its whole body is in (a client that sends its
  headers and no body holds no place; the server's body clock closes it) until its work is
  done, even when its answer went out before that;
- a submit not answered within SUBMIT_DEADLINE_SECONDS (the database froze) is answered 503 at
  that moment. Its work goes on where it is, and may still store the request when the database
  wakes: the patient's retry carries the same Idempotency-Key, and finds it stored.
"""

import asyncio
import logging
from collections.abc import Awaitable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.http.csrf import refuse

MAX_REQUESTS = 1000
RETRY_AFTER_SECONDS = 5
BUSY = "We are busy this moment and could not take your request. Please try again in a minute."
NOT_CONFIRMED = (
    "We could not confirm your request this moment. Please try again in a minute; if it did "
    "reach us, sending it again will not make a second one."
)

log = logging.getLogger("clinic.requests")


class InFlightLimits:
    def __init__(
        self, app: ASGIApp, *, submit_paths: frozenset[str], submit_limit: int, deadline: float
    ) -> None:
        self.app = app
        self.submit_paths = submit_paths
        self.submit_limit = submit_limit
        self.deadline = deadline
        self.working = 0
        self.submits = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope["method"] == "POST" and scope["path"] in self.submit_paths:
            await self._submit(scope, receive, send)
            return
        if self.working >= MAX_REQUESTS:
            await _busy(send, BUSY)
            return
        self.working += 1
        try:
            await self.app(scope, receive, send)
        finally:
            self.working -= 1

    async def _submit(self, scope: Scope, receive: Receive, send: Send) -> None:
        replay = await _whole_body(receive)
        if replay is None:
            return  # the client went away while sending
        if self.working >= MAX_REQUESTS or self.submits >= self.submit_limit:
            await _busy(send, BUSY)
            return
        self.working += 1
        self.submits += 1
        answered_late = False

        async def send_unless_late(message: Message) -> None:
            if not answered_late:
                await send(message)

        work = asyncio.ensure_future(self.app(scope, replay, send_unless_late))
        work.add_done_callback(self._submit_done)
        try:
            await asyncio.wait_for(asyncio.shield(work), self.deadline)
        except TimeoutError:
            answered_late = True  # from now on the work's own answer goes nowhere
            log.warning("submit past its deadline", extra={
                "event": "submit_deadline", "path": scope["path"], "seconds": self.deadline,
            })  # fmt: skip
            await _busy(send, NOT_CONFIRMED)

    def _submit_done(self, work: "asyncio.Future[None]") -> None:
        self.working -= 1
        self.submits -= 1
        if not work.cancelled() and work.exception() is not None:
            log.error("submit failed after its deadline", exc_info=work.exception())


async def _whole_body(receive: Receive) -> Receive | None:
    """Read the request's body (its size is capped outside), and give the app a receive that
    hands it over as it came; None when the client disconnected first."""
    messages: list[Message] = []
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        messages.append(message)
        if not message.get("more_body", False):
            break

    def replay() -> Awaitable[Message]:
        return _next(messages, receive)

    return replay


async def _next(messages: list[Message], receive: Receive) -> Message:
    return messages.pop(0) if messages else await receive()


async def _busy(send: Send, message: str) -> None:
    await refuse(send, 503, message, None, (b"retry-after", str(RETRY_AFTER_SECONDS).encode()))

"""How much work this server process takes on at once, and how long a form's submit may take.

A process that cannot keep up answers the overflow at once (503 with Retry-After) and keeps its
speed for the requests it took, instead of queueing without bound:

- at most `MAX_REQUESTS` requests are worked on at once;
- at most SUBMIT_QUEUE_LIMIT form submits: each needs a database transaction, which is what
  runs out first. A submit counts from when its whole body is in (a client that sends its
  headers and no body holds no place; the server's body clock closes it) until its work is
  done, even when its answer went out before that;
- no submit while the event loop runs late: the requests the host has received but this
  process has not read yet wait in the kernel, where no count sees them, and the loop's delay
  is what shows them. Such a submit is refused by the server protocol as soon as its headers
  are in (`shed_at_the_door`), where a refusal costs least;
- no submit whose bytes waited in the kernel, unread, past KERNEL_WAIT_LIMIT_SECONDS while
  others are at work: the kernel says how long (`kernel_wait_seconds`), and it is the wait the
  loop's delay only hints at. On a slow host, the submits taken kept the process at a full core
  and the refusals' own cost tipped it over: the queue in the kernel grew until every answer was
  seconds late. Refusing what waited lets the process catch up;
- a submit not answered within SUBMIT_DEADLINE_SECONDS (the database froze) is answered 503 at
  that moment. Its work goes on where it is, and may still store the request when the database
  wakes: the patient's retry carries the same Idempotency-Key, and finds it stored.
"""

import asyncio
import logging
import socket
import struct
import time
from collections import Counter
from collections.abc import Awaitable
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.http.body_limit import MAX_BODY_BYTES
from api.http.csrf import refuse

MAX_REQUESTS = 1000
# The event loop is looked at this often; late past the limit twice running (once is a pause
# of the collector, or one slow answer), submits are shed.
LAG_CHECK_SECONDS = 0.02
LAG_LIMIT_SECONDS = 0.02
RETRY_AFTER_SECONDS = 5
# Far below the second every answer is promised within, far above a busy moment's wait.
KERNEL_WAIT_LIMIT_SECONDS = 0.2
# Where Linux's struct tcp_info keeps tcpi_last_data_recv: milliseconds since the connection's
# latest bytes came in (linux/tcp.h: eight one-byte fields, then 32-bit ones, this the 12th).
_LAST_DATA_RECV_OFFSET = 52
BUSY = "We are busy this moment and could not take your request. Please try again in a minute."
NOT_CONFIRMED = (
    "We could not confirm your request this moment. Please try again in a minute; if it did "
    "reach us, sending it again will not make a second one."
)
# The forms' submits: each stores a request in a transaction.
SUBMIT_PATHS = frozenset(
    {"/api/Treatment/InsertUpdateOnlineAppointmentRequest", "/api/Communication/SendEmail"}
)

log = logging.getLogger("clinic.requests")


class LoopLag:
    """Whether this process's event loop runs its callbacks late."""

    def __init__(self) -> None:
        self.behind = False
        self._late_once = False
        self._due = 0.0
        self._loop: asyncio.AbstractEventLoop | None = None

    def watch(self) -> None:
        """Start looking, on the running loop (once)."""
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
            self._tick()

    def _tick(self) -> None:
        assert self._loop is not None
        now = self._loop.time()
        if self._due:
            late = now - self._due > LAG_LIMIT_SECONDS
            self.behind, self._late_once = late and self._late_once, late
        self._due = now + LAG_CHECK_SECONDS
        self._loop.call_at(self._due, self._tick)


class Load:
    """What this server process is working on: one for the process, read by the middleware
    below and by the server protocol."""

    def __init__(self) -> None:
        self.working = 0
        self.submits = 0
        self.submit_limit = 8
        self.lag = LoopLag()
        self.shed: Counter[str] = Counter()  # submits answered 503 since the last line, by why
        self._reported_at = 0.0

    def reason_to_shed(self, waited: float = 0.0) -> str | None:
        """Why this process can take no submit now, or None when it can. `waited`: how long the
        submit at the door waited unread in the kernel. A late loop or a long wait sheds only
        while submits are at work: a lone submit on a quiet day is never refused because a page
        took a while."""
        if self.working >= MAX_REQUESTS:
            return "requests at work"
        if self.submits >= self.submit_limit:
            return "submits at work"
        if self.submits > 0 and self.lag.behind:
            return "event loop late"
        if self.submits > 0 and waited > KERNEL_WAIT_LIMIT_SECONDS:
            return "waited unread"
        return None

    def count_shed(self, why: str) -> None:
        """A line a second at most for the submits shed, not one each (a process that sheds is
        busy already), saying how many each reason shed: an operator tells a process at its
        limits from a host that stalled."""
        self.shed[why] += 1
        now = time.monotonic()
        if now - self._reported_at >= 1.0:
            log.warning(
                "submits shed",
                extra={"event": "submits_shed", "count": self.shed.total(), "why": dict(self.shed)},
            )
            self.shed, self._reported_at = Counter(), now


LOAD = Load()


def kernel_wait_seconds(connection: Any) -> float:
    """How long ago the kernel received the latest bytes of this connection: about 0 when the
    process reads them as they come, else how long they waited for it. 0 where the system does
    not say (TCP_INFO is Linux's) or there is no socket."""
    if connection is None or not hasattr(socket, "TCP_INFO"):
        return 0.0
    try:
        info = connection.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 104)
    except OSError:
        return 0.0
    if len(info) < _LAST_DATA_RECV_OFFSET + 4:
        return 0.0
    return float(struct.unpack_from("I", info, _LAST_DATA_RECV_OFFSET)[0]) / 1000


def shed_at_the_door(method: bytes, target: bytes, connection: Any = None) -> bool:
    """For the server protocol, once a request's headers are in: whether it is a submit this
    process is too busy to take (then counted as shed, and answered 503 there). `connection` is
    the request's socket, asked how long the request waited unread."""
    if method != b"POST" or target.split(b"?", 1)[0].decode("latin-1") not in SUBMIT_PATHS:
        return False
    why = LOAD.reason_to_shed(kernel_wait_seconds(connection))
    if why is None:
        return False
    LOAD.count_shed(why)
    return True


class InFlightLimits:
    def __init__(self, app: ASGIApp, *, submit_limit: int, deadline: float) -> None:
        self.app = app
        self.deadline = deadline
        LOAD.submit_limit = submit_limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope["method"] == "POST" and scope["path"] in SUBMIT_PATHS:
            await self._submit(scope, receive, send)
            return
        if LOAD.working >= MAX_REQUESTS:
            await _busy(send, BUSY)
            return
        LOAD.working += 1
        try:
            await self.app(scope, receive, send)
        finally:
            LOAD.working -= 1

    async def _submit(self, scope: Scope, receive: Receive, send: Send) -> None:
        LOAD.lag.watch()
        replay = await _whole_body(receive)
        if replay is None:
            return  # the client went away while sending
        why = LOAD.reason_to_shed()
        if why is not None:
            LOAD.count_shed(why)
            await _busy(send, BUSY)
            return
        place = _Place()
        deadline = _Deadline(send, place, scope["path"], self.deadline)
        try:
            await self.app(scope, replay, deadline.send)
        except Exception:
            if not deadline.passed:
                raise
            # Answered 503 already: the server has nobody left to tell.
            log.exception("submit failed")
        finally:
            await deadline.close()
            place.give_back()


class _Deadline:
    """A submit's deadline, kept by a timer rather than a task of its own: the work runs in the
    request's task, and a timer that is cancelled costs an answer far less than a second task
    awaited with a timeout. Past the deadline with no answer begun, the patient is answered 503
    at once, and the work's own answer, when it comes, goes nowhere."""

    def __init__(self, send: Send, place: "_Place", path: str, seconds: float) -> None:
        self._send, self._place, self._path, self._seconds = send, place, path, seconds
        self.passed = False
        self._begun = False
        self._refusal: asyncio.Task[None] | None = None
        self._timer = asyncio.get_running_loop().call_later(seconds, self._pass)

    async def send(self, message: Message) -> None:
        if self.passed:
            return
        self._begun = True
        await self._send(message)
        if message["type"] == "http.response.body" and not message.get("more_body"):
            self._place.give_back()  # answered: what is left (the emails' hand-over) is light

    async def close(self) -> None:
        """Once the work is done: no deadline any more, and the 503 given, if one is on its
        way, before the server looks at what was answered."""
        self._timer.cancel()
        if self._refusal is not None:
            await self._refusal

    def _pass(self) -> None:
        if self._begun:
            return  # the answer is on its way
        self.passed = True
        log.warning(
            "submit past its deadline",
            extra={"event": "submit_deadline", "path": self._path, "seconds": self._seconds},
        )
        self._refusal = asyncio.ensure_future(_busy(self._send, NOT_CONFIRMED))


class _Place:
    """A submit's place among those at work: taken when it starts, given back once, when its
    answer has gone out or its work is done (past its deadline, the work holds it to the end:
    its thread is still waiting on the database)."""

    def __init__(self) -> None:
        LOAD.working += 1
        LOAD.submits += 1
        self.held = True

    def give_back(self) -> None:
        if self.held:
            self.held = False
            LOAD.working -= 1
            LOAD.submits -= 1


async def _whole_body(receive: Receive) -> Receive | None:
    """Read the request's body, and give the app a receive that hands it over as it came; None
    when the client disconnected first. Past MAX_BODY_BYTES it stops reading and hands the
    rest over as it comes, for the body limit inside to refuse."""
    messages: list[Message] = []
    size = 0
    while size <= MAX_BODY_BYTES:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        messages.append(message)
        size += len(message.get("body", b""))
        if not message.get("more_body", False):
            break

    def replay() -> Awaitable[Message]:
        return _next(messages, receive)

    return replay


async def _next(messages: list[Message], receive: Receive) -> Message:
    return messages.pop(0) if messages else await receive()


async def _busy(send: Send, message: str) -> None:
    await refuse(send, 503, message, None, (b"retry-after", str(RETRY_AFTER_SECONDS).encode()))

"""uvicorn's HTTP protocol (httptools) with the limits it lacks, so that a slow, idle or odd
client costs a bounded amount and never holds the server from others.

Why a subclass of uvicorn's own protocol (not public API): uvicorn has no setting for any of
these, and `tests/stack/test_server_limits.py` and `test_hostile_clients.py` hold the server to
them. Its only timer runs between requests (`timeout_keep_alive`): nothing times a request's
headers or body, so a client that trickles them in (slowloris) holds its connection for ever.
Its `limit_concurrency` counts every connection together, idle ones too, so one address with a
thousand idle connections would turn everyone else away. It never answers 431, and with
httptools it accepts a request with no Host header. What this adds:

- a time limit on each phase of a request: the request line and headers (10 s from the first
  byte, or from the connection when nothing comes), the body (15 s once the headers are in)
  and the answer (60 s once the request is in, for a client that does not read); 408 or a
  closed connection after;
- request line and headers of at most 16 KB (431 beyond);
- at most CLIENT_CONNECTION_LIMIT open connections from one address (503 with Retry-After
  beyond), and at most MAX_CONNECTIONS in all; the reverse proxies in TRUSTED_PROXIES carry
  many clients and cap them themselves;
- one Host header on HTTP/1.1 requests, none repeated, and no HTTP/0.9 (400 otherwise);
- a submit that this process is too busy to take is answered 503 as soon as its headers are
  in, before its body is read (`api.http.in_flight.shed_at_the_door`).

`clinic serve` runs with it (api/cli/processes.py); the reverse proxy in front keeps the same
or tighter limits. How many requests are worked on at once is limited where they are known, in
`api.http.in_flight`. The unit tests are tests/api/test_server_protocol.py; should uvicorn
gain these settings, this module goes.
"""

import asyncio
import json
from collections import Counter
from functools import cache
from typing import Any

from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

from api.core.settings import get_settings
from api.http.in_flight import BUSY, shed_at_the_door

MAX_HEADER_BYTES = 16 * 1024
HEADER_SECONDS = 10.0
BODY_SECONDS = 15.0
# Long enough for a phone on a poor line to take the largest asset (about 150 KB).
ANSWER_SECONDS = 60.0
# Within the file descriptors `clinic serve` asks for (api/cli/processes.py).
MAX_CONNECTIONS = 4096
RETRY_AFTER_SECONDS = 5

# Open connections in this server process, by the address they come from, and in all.
_open_from: Counter[str] = Counter()
_open = 0


@cache
def _client_caps() -> tuple[int, frozenset[str]]:
    """Read once a process: the connections one address may hold, and the proxies exempt."""
    settings = get_settings()
    proxies = frozenset(a.strip() for a in settings.trusted_proxies.split(",")) - {"*"}
    return settings.client_connection_limit, proxies


def _count_open(address: str, change: int) -> None:
    global _open
    _open += change
    _open_from[address] += change
    if _open_from[address] <= 0:
        del _open_from[address]


class Refused(Exception):
    """Raised from a parser callback to stop parsing; the refusal is answered instead of 400."""


class LimitedHttpToolsProtocol(HttpToolsProtocol):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._header_bytes = 0
        self._refusal: tuple[int, str] | None = None
        self._peer: str | None = None
        # One timer a connection (see _start_clock): when the phase in force must end, and
        # what is answered then.
        self._clock: asyncio.TimerHandle | None = None
        self._due: float | None = None
        self._on_due: tuple[int | None, str] = (None, "")

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else ""
        per_client, uncapped = _client_caps()
        too_many = _open >= MAX_CONNECTIONS or (
            address not in uncapped and _open_from[address] >= per_client
        )
        if too_many:
            self._refuse(503, "Too many connections; try again shortly.")
            return
        self._peer = address
        _count_open(address, 1)
        self._start_clock(HEADER_SECONDS, 408, "Request headers took too long.")

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_clock()
        if self._clock is not None:  # it would hold this connection until it rang
            self._clock.cancel()
            self._clock = None
        if self._peer is not None:
            _count_open(self._peer, -1)
            self._peer = None
        super().connection_lost(exc)

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._header_bytes = 0
        self._start_clock(HEADER_SECONDS, 408, "Request headers took too long.")

    def on_url(self, url: bytes) -> None:
        self._count(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self._count(len(name) + len(value) + 4)
        super().on_header(name, value)

    def on_headers_complete(self) -> None:
        version = self.parser.get_http_version()
        hosts = sum(1 for name, _ in self.headers if name == b"host")
        if version not in ("1.0", "1.1") or hosts > 1 or (version == "1.1" and hosts == 0):
            self._refusal = (400, "A request needs HTTP/1.0 or 1.1 and exactly one Host header.")
            raise Refused
        connection = self.transport.get_extra_info("socket")
        if shed_at_the_door(self.parser.get_method(), self.url, connection):
            self._refusal = (503, json.dumps({"message": BUSY}))  # as the API's own refusals
            raise Refused
        self._start_clock(BODY_SECONDS, 408, "The request body took too long.")
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self._start_clock(ANSWER_SECONDS, None, "")
        super().on_message_complete()

    def on_response_complete(self) -> None:
        self._stop_clock()
        super().on_response_complete()

    def send_400_response(self, msg: str) -> None:
        if self._refusal is not None:
            self._refuse(*self._refusal)
        else:
            super().send_400_response(msg)

    def _count(self, size: int) -> None:
        self._header_bytes += size
        if self._header_bytes > MAX_HEADER_BYTES:
            self._refusal = (431, "Request headers too large.")
            raise Refused  # the parser stops; uvicorn answers through send_400_response

    def _start_clock(self, seconds: float, status: int | None, message: str) -> None:
        """Until the phase that starts now ends: then answer `status`, or, with None (the
        answer is under way already), close the connection.

        A connection keeps one timer, set again only when a phase must end before it rings
        (a timer armed and cancelled for each of a request's three phases was a third of what
        these limits cost a request). When it rings early, it is set for the phase then in
        force."""
        self._due = self.loop.time() + seconds
        self._on_due = (status, message)
        if self._clock is not None and self._clock.when() > self._due:
            self._clock.cancel()
            self._clock = None
        if self._clock is None:
            self._clock = self.loop.call_at(self._due, self._ring)

    def _stop_clock(self) -> None:
        self._due = None

    def _ring(self) -> None:
        self._clock = None
        if self._due is None:  # no phase in force: the next one sets the timer again
            return
        if self.loop.time() < self._due:
            self._clock = self.loop.call_at(self._due, self._ring)
            return
        self._too_slow(*self._on_due)

    def _too_slow(self, status: int | None, message: str) -> None:
        self._due = None
        if self.transport.is_closing():
            return
        # An answer half sent cannot become a 408; the one before, on a kept-alive connection,
        # was whole.
        cycle = self.cycle
        started = cycle is not None and cycle.response_started and not cycle.response_complete
        if status is None or started:
            self.transport.abort()  # a client that does not read would hold a close for ever
        else:
            self._refuse(status, message)

    def _refuse(self, status: int, message: str) -> None:
        body = message.encode()
        kind = b"application/json" if message.startswith("{") else b"text/plain; charset=utf-8"
        retry = b"retry-after: %d\r\n" % RETRY_AFTER_SECONDS if status == 503 else b""
        self.transport.write(
            b"".join(
                [
                    STATUS_LINE[status],
                    b"content-type: " + kind + b"\r\n",
                    b"content-length: " + str(len(body)).encode() + b"\r\n",
                    retry,
                    b"connection: close\r\n\r\n",
                    body,
                ]
            )
        )
        self.transport.close()

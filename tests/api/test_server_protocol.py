"""The server protocol's limits (`api/http/server_protocol.py`), unit by unit: bytes fed to the
protocol as a connection would, its answer read from a transport that records what is written.
(tests/stack/test_server_limits.py and test_hostile_clients.py hold the real `clinic serve` to
the same limits over sockets.)"""

import asyncio
import logging
import socket
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from uvicorn.config import Config
from uvicorn.server import ServerState

from api.http import in_flight, server_protocol
from api.http.in_flight import kernel_wait_seconds
from api.http.server_protocol import LimitedHttpToolsProtocol


async def answer_ok(scope: dict[str, Any], receive: Callable[..., Any], send: Any) -> None:
    """The app: reads the whole body, as the site's calls do, then answers."""
    while (await receive()).get("more_body"):
        pass
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"ok"})


class Transport(asyncio.Transport):
    """What the protocol writes, and whether it closed the connection."""

    def __init__(self, address: str, connection: socket.socket | None = None) -> None:
        super().__init__()
        self.address = address
        self.connection = connection  # a real socket, for what the kernel says of it
        self.written = bytearray()
        self.closed = False

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {
            "peername": (self.address, 40000),
            "sockname": ("127.0.0.1", 8000),
            "socket": self.connection,
        }.get(name, default)

    def write(self, data: bytes | bytearray | memoryview) -> None:
        self.written += data

    def close(self) -> None:
        self.closed = True

    def abort(self) -> None:
        self.closed = True

    def is_closing(self) -> bool:
        return self.closed

    def pause_reading(self) -> None:
        pass

    def resume_reading(self) -> None:
        pass

    @property
    def status_line(self) -> bytes:
        return bytes(self.written).split(b"\r\n", 1)[0]


@pytest.fixture
def limits(configure: Callable[..., None]) -> Iterator[None]:
    configure(client_connection_limit="2", trusted_proxies="10.0.0.9")
    server_protocol._client_caps.cache_clear()
    yield
    server_protocol._client_caps.cache_clear()


def connect(
    address: str = "192.0.2.1", connection: socket.socket | None = None
) -> tuple[LimitedHttpToolsProtocol, Transport]:
    config = Config(app=answer_ok, http=LimitedHttpToolsProtocol, lifespan="off")
    protocol = LimitedHttpToolsProtocol(config=config, server_state=ServerState(), app_state={})
    transport = Transport(address, connection)
    protocol.connection_made(transport)
    return protocol, transport


def exchange(request: bytes, connection: socket.socket | None = None) -> Transport:
    """One connection that sends `request`; the transport, once the answer is written."""

    async def run() -> Transport:
        protocol, transport = connect(connection=connection)
        protocol.data_received(request)
        for _ in range(50):  # the app answers on the loop
            if transport.written:
                break
            await asyncio.sleep(0.01)
        protocol.connection_lost(None)
        return transport

    return asyncio.run(run())


def test_headers_over_16_kb_are_answered_431(limits: None) -> None:
    big = b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 17_000 + b"\r\n\r\n"
    refused = exchange(big)
    assert refused.status_line == b"HTTP/1.1 431 Request Header Fields Too Large"
    assert refused.closed
    fine = exchange(b"GET / HTTP/1.1\r\nHost: x\r\nX-Fine: " + b"a" * 8_000 + b"\r\n\r\n")
    assert fine.status_line == b"HTTP/1.1 200 OK"


def test_http_1_1_needs_exactly_one_host_and_http_0_9_is_refused(limits: None) -> None:
    bad = b"HTTP/1.1 400 Bad Request"
    assert exchange(b"GET / HTTP/1.1\r\n\r\n").status_line == bad
    assert exchange(b"GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n").status_line == bad
    assert exchange(b"GET /\r\n\r\n").status_line in (bad, b"")
    assert exchange(b"GET / HTTP/1.0\r\n\r\n").status_line == b"HTTP/1.1 200 OK"


def test_one_address_holds_at_most_its_connections_and_proxies_are_exempt(limits: None) -> None:
    async def run() -> None:
        held = [connect("192.0.2.7") for _ in range(2)]
        protocol, over = connect("192.0.2.7")
        assert over.status_line == b"HTTP/1.1 503 Service Unavailable"
        assert b"retry-after: 5" in over.written and over.closed
        protocol.connection_lost(None)
        assert not connect("192.0.2.8")[1].closed  # another address is not held back
        proxied = [connect("10.0.0.9") for _ in range(5)]
        assert not any(transport.closed for _, transport in proxied)
        held[0][0].connection_lost(None)  # one closes: its place is free again
        assert not connect("192.0.2.7")[1].closed

    asyncio.run(run())


def test_headers_or_a_body_that_trickle_in_are_cut_off_with_408(
    limits: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server_protocol, "HEADER_SECONDS", 0.05)
    monkeypatch.setattr(server_protocol, "BODY_SECONDS", 0.05)

    async def run(sent: bytes) -> Transport:
        protocol, transport = connect()
        protocol.data_received(sent)
        await asyncio.sleep(0.2)
        protocol.connection_lost(None)
        return transport

    slow_headers = asyncio.run(run(b"GET / HTTP/1.1\r\nHost: x\r\n"))
    assert slow_headers.status_line == b"HTTP/1.1 408 Request Timeout"
    assert b"Request headers took too long." in slow_headers.written and slow_headers.closed
    no_body = b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 400\r\n\r\n"
    slow_body = asyncio.run(run(no_body))
    assert slow_body.status_line == b"HTTP/1.1 408 Request Timeout"
    assert b"The request body took too long." in slow_body.written


def test_a_kept_alive_connections_next_request_is_timed_from_its_own_first_byte(
    limits: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The connection's one timer was set during the first request's long answer phase; the
    second request's headers are still cut off at their own, shorter limit, and answered 408
    (the first request's answer, sent whole, does not make this one's half sent)."""
    monkeypatch.setattr(server_protocol, "HEADER_SECONDS", 0.1)
    monkeypatch.setattr(server_protocol, "ANSWER_SECONDS", 30.0)

    async def run() -> Transport:
        protocol, transport = connect()
        protocol.data_received(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        await asyncio.sleep(0.15)  # answered, and past the first request's header limit
        assert transport.status_line == b"HTTP/1.1 200 OK" and not transport.closed
        transport.written.clear()
        protocol.data_received(b"GET / HTTP/1.1\r\nHost: x\r\n")  # and nothing more
        await asyncio.sleep(0.05)
        assert not transport.written  # within its limit still
        await asyncio.sleep(0.2)
        protocol.connection_lost(None)
        assert protocol._clock is None  # nothing left to hold the closed connection
        return transport

    slow_second = asyncio.run(run())
    assert slow_second.status_line == b"HTTP/1.1 408 Request Timeout"
    assert slow_second.closed


linux_only = pytest.mark.skipif(sys.platform != "linux", reason="TCP_INFO is Linux's")


def accepted_after(wait: float) -> tuple[socket.socket, Callable[[], None]]:
    """A real connection whose first bytes came in `wait` seconds before the server accepted
    it (as a request waits in the kernel while a busy process has not read it yet)."""
    listener = socket.create_server(("127.0.0.1", 0))
    client = socket.create_connection(listener.getsockname())
    client.sendall(b"POST /api/Communication/SendEmail HTTP/1.1\r\n")
    time.sleep(wait)
    connection, _ = listener.accept()

    def close() -> None:
        for each in (connection, client, listener):
            each.close()

    return connection, close


@linux_only
def test_the_kernel_says_how_long_a_requests_bytes_waited_unread() -> None:
    waited, close = accepted_after(0.3)
    fresh, close_fresh = accepted_after(0)
    try:
        assert 0.28 <= kernel_wait_seconds(waited) < 1.0
        assert kernel_wait_seconds(fresh) < 0.1
    finally:
        close()
        close_fresh()
    assert kernel_wait_seconds(None) == 0.0


@linux_only
def test_a_submit_that_waited_unread_is_shed_at_the_door_while_others_are_at_work(
    limits: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    submit = b"POST /api/Communication/SendEmail HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}"
    busy = b"HTTP/1.1 503 Service Unavailable"
    waited, close = accepted_after(0.5)
    try:
        # Alone, a submit is taken however long it waited: nothing else was slowing it down.
        assert exchange(submit, waited).status_line == b"HTTP/1.1 200 OK"
        monkeypatch.setattr(in_flight.LOAD, "submits", 1)
        monkeypatch.setattr(in_flight.LOAD, "_reported_at", 0.0)  # the line is due at once
        # The loop is not judged late here: on a busy host that rule, checked first, shed it.
        monkeypatch.setattr(in_flight, "LAG_LIMIT_SECONDS", 60.0)
        monkeypatch.setattr(in_flight.LOAD.lag, "behind", False)
        with caplog.at_level(logging.WARNING, logger="clinic.requests"):
            shed = exchange(submit, waited)
        assert shed.status_line == busy and b"retry-after: 5" in shed.written and shed.closed
        # The operator's line says why: the host kept it waiting, not a process at its limits.
        [line] = [r for r in caplog.records if getattr(r, "event", None) == "submits_shed"]
        assert (line.count, line.why) == (1, {"waited unread": 1})
        # Only a submit is shed so: a page that waited as long is still served.
        page = exchange(b"GET /home HTTP/1.1\r\nHost: x\r\n\r\n", waited)
        assert page.status_line == b"HTTP/1.1 200 OK"
    finally:
        close()
    # A submit read as it came is taken (its connection made just now: the kernel counts from
    # its latest bytes).
    fresh, close_fresh = accepted_after(0)
    try:
        assert exchange(submit, fresh).status_line == b"HTTP/1.1 200 OK"
    finally:
        close_fresh()

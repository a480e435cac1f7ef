"""The server protocol's limits (`api/http/server_protocol.py`), unit by unit: bytes fed to the
protocol as a connection would, its answer read from a transport that records what is written.
(tests/stack/test_server_limits.py and test_hostile_clients.py hold the real `clinic serve` to
the same limits over sockets.)"""

import asyncio
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from uvicorn.config import Config
from uvicorn.server import ServerState

from api.http import server_protocol
from api.http.server_protocol import LimitedHttpToolsProtocol


async def answer_ok(scope: dict[str, Any], receive: Callable[..., Any], send: Any) -> None:
    """The app: reads the whole body, as the site's calls do, then answers."""
    while (await receive()).get("more_body"):
        pass
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"ok"})


class Transport(asyncio.Transport):
    """What the protocol writes, and whether it closed the connection."""

    def __init__(self, address: str) -> None:
        super().__init__()
        self.address = address
        self.written = bytearray()
        self.closed = False

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {"peername": (self.address, 40000), "sockname": ("127.0.0.1", 8000)}.get(
            name, default
        )

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


def connect(address: str = "192.0.2.1") -> tuple[LimitedHttpToolsProtocol, Transport]:
    config = Config(app=answer_ok, http=LimitedHttpToolsProtocol, lifespan="off")
    protocol = LimitedHttpToolsProtocol(config=config, server_state=ServerState(), app_state={})
    transport = Transport(address)
    protocol.connection_made(transport)
    return protocol, transport


def exchange(request: bytes) -> Transport:
    """One connection that sends `request`; the transport, once the answer is written."""

    async def run() -> Transport:
        protocol, transport = connect()
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

"""Clients that hold connections open, send odd requests or walk away, against the real
`clinic serve`: each costs a bounded amount and nobody else waits for them."""

import json
import selectors
import socket
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from tests.stack.conftest import Stack, wait_until

pytestmark = pytest.mark.alone

APPOINTMENT = "/api/Treatment/InsertUpdateOnlineAppointmentRequest"
HEADERS_WITHOUT_BODY = (
    f"POST {APPOINTMENT} HTTP/1.1\r\nHost: clinic.example\r\nContent-Type: application/json\r\n"
    "Content-Length: 400\r\n\r\n"
).encode()


def idle_connections(port: int, count: int, source: str) -> list[socket.socket]:
    """`count` connections from `source` that each send a request's headers and no body."""
    sockets = []
    for _ in range(count):
        connection = socket.socket()
        connection.bind((source, 0))
        connection.connect(("127.0.0.1", port))
        connection.sendall(HEADERS_WITHOUT_BODY)
        sockets.append(connection)
    return sockets


def wait_until_closed(sockets: list[socket.socket], timeout: float) -> list[socket.socket]:
    """Read each socket until the server closes it; the ones still open after `timeout`."""
    selector = selectors.DefaultSelector()
    for connection in sockets:
        connection.setblocking(False)
        selector.register(connection, selectors.EVENT_READ)
    open_ones = set(sockets)
    deadline = time.monotonic() + timeout
    while open_ones and time.monotonic() < deadline:
        for key, _ in selector.select(timeout=0.5):
            connection = key.fileobj
            assert isinstance(connection, socket.socket)
            try:
                data = connection.recv(4096)
            except ConnectionResetError:
                data = b""
            if not data:
                selector.unregister(connection)
                open_ones.discard(connection)
    selector.close()
    return list(open_ones)


def test_a_thousand_idle_connections_starve_nobody_and_are_closed(stack: Stack) -> None:
    stack.serve()
    idle = idle_connections(stack.port, 1000, "127.0.0.2")
    try:
        started = time.monotonic()

        def ordinary(n: int) -> tuple[int, float]:
            path = "/home" if n % 2 else "/api/Treatment/GetTimings?TimeId=0"
            began = time.monotonic()
            answer = httpx.get(stack.base_url + path, timeout=10)
            return answer.status_code, time.monotonic() - began

        with ThreadPoolExecutor(10) as pool:
            answers = list(pool.map(ordinary, range(100)))
        assert [status for status, _ in answers] == [200] * 100
        slowest = max(took for _, took in answers)
        assert slowest < 1.0, f"the slowest ordinary request took {slowest:.2f} s"
        still_open = wait_until_closed(idle, timeout=30)
        assert still_open == [], f"{len(still_open)} idle connections still open"
        assert time.monotonic() - started < 30
    finally:
        for connection in idle:
            connection.close()


def first_line(port: int, request: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=15) as connection:
        connection.sendall(request)
        return connection.recv(200).split(b"\r\n", 1)[0]


def test_a_request_without_one_host_or_in_http_0_9_is_refused(stack: Stack) -> None:
    stack.serve()
    port = stack.port
    assert first_line(port, b"GET /api/health HTTP/1.1\r\nHost: a\r\n\r\n") == b"HTTP/1.1 200 OK"
    assert first_line(port, b"GET /api/health HTTP/1.0\r\n\r\n") == b"HTTP/1.1 200 OK"
    bad = b"HTTP/1.1 400 Bad Request"
    assert first_line(port, b"GET /api/health HTTP/1.1\r\n\r\n") == bad
    assert first_line(port, b"GET /api/health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n") == bad
    assert first_line(port, b"GET /api/health\r\n\r\n") in (bad, b"")


def test_a_request_the_client_abandons_is_logged_as_such(stack: Stack) -> None:
    server = stack.serve()
    with socket.create_connection(("127.0.0.1", stack.port)) as connection:
        connection.sendall(HEADERS_WITHOUT_BODY + b'{"fullName": "Ro')
        time.sleep(0.5)

    def logged() -> list[dict[str, object]]:
        lines = (json.loads(line) for line in server.output().splitlines() if line.startswith("{"))
        return [line for line in lines if line.get("path") == APPOINTMENT]

    wait_until(lambda: logged() != [], "the abandoned request's log line", 10)
    [line] = logged()
    assert line["status"] == 499

"""The server's own limits, on the real `clinic serve`: oversized headers and headers that
trickle in."""

import socket
import time

from tests.stack.conftest import Stack


def exchange(port: int, request: bytes, timeout: float = 15) -> tuple[bytes, float]:
    """The first line the server answers, and how long it took."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        started = time.monotonic()
        connection.sendall(request)
        answer = connection.recv(200)
        return answer.split(b"\r\n", 1)[0], time.monotonic() - started


def test_headers_over_16_kb_are_refused_with_431(stack: Stack) -> None:
    stack.serve()
    big = b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 20_000 + b"\r\n\r\n"
    assert exchange(stack.port, big)[0] == b"HTTP/1.1 431 Request Header Fields Too Large"
    fine = b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Fine: " + b"a" * 8_000 + b"\r\n\r\n"
    assert exchange(stack.port, fine)[0] == b"HTTP/1.1 200 OK"


def test_headers_that_trickle_in_are_cut_off(stack: Stack) -> None:
    stack.serve()
    line, waited = exchange(stack.port, b"GET /api/health HTTP/1.1\r\nHost: x\r\n")
    assert line == b"HTTP/1.1 408 Request Timeout"
    assert 9 < waited < 13

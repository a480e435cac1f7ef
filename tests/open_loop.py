"""An open-loop load of HTTP requests: sent at a fixed rate whatever the answers' speed, each on
a connection of its own (a patient's phone does not share one with the others), or on the
kept-alive connections a reverse proxy holds to the site. Plain asyncio streams: a pooled client
such as httpx spends more time managing hundreds of waiting requests than the server spends
answering them (a third of a core at 100 requests a second here), and then measures itself."""

import asyncio
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Answer:
    status: int  # 0: no answer (refused, reset, timed out)
    seconds: float
    body: bytes
    headers: dict[str, str]


def request_bytes(
    method: str, path: str, body: bytes, headers: dict[str, str], keep_alive: bool = False
) -> bytes:
    lines = [
        f"{method} {path} HTTP/1.1",
        "Host: 127.0.0.1",
        *([] if keep_alive else ["Connection: close"]),
        f"Content-Length: {len(body)}",
        *(f"{k}: {v}" for k, v in headers.items()),
    ]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


async def send_once(port: int, request: bytes, timeout: float) -> Answer:
    began = time.monotonic()
    try:
        async with asyncio.timeout(timeout):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            try:
                writer.write(request)
                answer = await reader.read()  # until the server closes: Connection: close
            finally:
                writer.close()
    except (OSError, TimeoutError):
        return Answer(0, time.monotonic() - began, b"", {})
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1]) if lines[0].startswith("HTTP/") else 0
    headers = dict(line.lower().split(": ", 1) for line in lines[1:] if ": " in line)
    return Answer(status, time.monotonic() - began, body, headers)


async def open_loop(
    port: int, requests: list[bytes], rate: float, timeout: float = 30
) -> list[Answer]:
    """Send `requests` at `rate` a second; their answers in the order sent."""
    tasks = []
    start = time.monotonic()
    for i, request in enumerate(requests):
        delay = start + i / rate - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        tasks.append(asyncio.create_task(send_once(port, request, timeout)))
    return list(await asyncio.gather(*tasks))


# Below uvicorn's keep-alive timeout (5 s in `clinic serve` and by default): an idle connection
# older than this is closed, not used, so that no request meets one the server is closing.
IDLE_CONNECTION_SECONDS = 4


async def kept_alive_open_loop(
    port: int, requests: list[bytes], rate: float, timeout: float = 30
) -> list[Answer]:
    """Send `requests` (HTTP/1.1, kept alive) at `rate` a second, each on an idle
    connection when one is open, else on a new one, as a reverse proxy does; their answers in
    the order sent. Each answer's time runs from when its request was due, not from when the
    client got round to it: a client that falls behind adds its delay, and never hides the
    server's (what wrk2 calls coordinated omission)."""
    idle: deque[tuple[asyncio.StreamReader, asyncio.StreamWriter, float]] = deque()

    async def connection() -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        while idle:
            reader, writer, since = idle.pop()
            if time.monotonic() - since < IDLE_CONNECTION_SECONDS:
                return reader, writer
            writer.close()
        return await asyncio.open_connection("127.0.0.1", port)

    async def send(request: bytes, due: float) -> Answer:
        writer = None
        try:
            async with asyncio.timeout(timeout):
                reader, writer = await connection()
                writer.write(request)
                head = await reader.readuntil(b"\r\n\r\n")
                lines = head.decode("latin-1").split("\r\n")
                headers = dict(line.lower().split(": ", 1) for line in lines[1:] if ": " in line)
                body = await reader.readexactly(int(headers.get("content-length", "0")))
        except (OSError, TimeoutError, asyncio.IncompleteReadError):
            if writer is not None:
                writer.close()
            return Answer(0, time.monotonic() - due, b"", {})
        if headers.get("connection") == "close":
            writer.close()
        else:
            idle.append((reader, writer, time.monotonic()))
        return Answer(int(lines[0].split()[1]), time.monotonic() - due, body, headers)

    tasks = []
    start = time.monotonic()
    for i, request in enumerate(requests):
        due = start + i / rate
        delay = due - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        tasks.append(asyncio.create_task(send(request, due)))
    answers = list(await asyncio.gather(*tasks))
    for _, writer, _ in idle:
        writer.close()
    return answers


async def closed_loop_rate(
    port: int, requests: Iterator[bytes], seconds: float, clients: int
) -> float:
    """Requests a second answered 200 with `clients` each sending the next of `requests` one
    after another, a connection each: the capacity an open loop of the same requests is
    measured against. A 503 (a process shedding) counts for nothing; any other answer is an
    error."""
    done = 0
    stop_at = time.monotonic() + seconds

    async def client() -> None:
        nonlocal done
        while time.monotonic() < stop_at:
            answer = await send_once(port, next(requests), 10)
            if answer.status not in (200, 503):
                raise RuntimeError(f"answered {answer.status}: {answer.body[:200]!r}")
            done += answer.status == 200

    await asyncio.gather(*(client() for _ in range(clients)))
    return done / seconds

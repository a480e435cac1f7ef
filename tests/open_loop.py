"""An open-loop load of HTTP requests: sent at a fixed rate whatever the answers' speed, each on
a connection of its own (a patient's phone does not share one with the others). Plain asyncio
streams: a pooled client such as httpx spends more time managing hundreds of waiting requests
than the server spends answering them, and then measures itself."""

import asyncio
import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Answer:
    status: int  # 0: no answer (refused, reset, timed out)
    seconds: float
    body: bytes
    headers: dict[str, str]


def request_bytes(method: str, path: str, body: bytes, headers: dict[str, str]) -> bytes:
    lines = [
        f"{method} {path} HTTP/1.1",
        "Host: 127.0.0.1",
        "Connection: close",
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


async def closed_loop_rate(port: int, request: bytes, seconds: float, clients: int) -> float:
    """Requests a second answered 200 with `clients` each sending one after another, a
    connection each: the capacity an open loop of the same requests is measured against. A 503
    (a process shedding) counts for nothing; any other answer is an error."""
    done = 0
    stop_at = time.monotonic() + seconds

    async def client() -> None:
        nonlocal done
        while time.monotonic() < stop_at:
            answer = await send_once(port, request, 10)
            if answer.status not in (200, 503):
                raise RuntimeError(f"answered {answer.status}: {answer.body[:200]!r}")
            done += answer.status == 200

    await asyncio.gather(*(client() for _ in range(clients)))
    return done / seconds

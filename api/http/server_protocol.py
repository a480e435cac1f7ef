"""uvicorn's HTTP protocol (httptools) with the two limits it lacks: the request line and
headers may take at most 16 KB (431 beyond), and must arrive within 10 seconds of the first
byte (408 after), so a client that trickles headers cannot hold connections open for ever.
`clinic serve` runs with it; a reverse proxy in front should keep the same or tighter limits."""

import asyncio
from typing import Any

from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

MAX_HEADER_BYTES = 16 * 1024
HEADER_SECONDS = 10.0


class HeadersTooLarge(Exception):
    pass


class LimitedHttpToolsProtocol(HttpToolsProtocol):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._header_bytes = 0
        self._too_large = False
        self._header_deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._start_header_clock()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_header_clock()
        super().connection_lost(exc)

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._header_bytes = 0
        self._start_header_clock()

    def on_url(self, url: bytes) -> None:
        self._count(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self._count(len(name) + len(value) + 4)
        super().on_header(name, value)

    def on_headers_complete(self) -> None:
        self._stop_header_clock()
        super().on_headers_complete()

    def send_400_response(self, msg: str) -> None:
        if self._too_large:
            self._refuse(431, "Request headers too large.")
        else:
            super().send_400_response(msg)

    def _count(self, size: int) -> None:
        self._header_bytes += size
        if self._header_bytes > MAX_HEADER_BYTES:
            self._too_large = True
            raise HeadersTooLarge  # the parser stops; uvicorn answers through send_400_response

    def _start_header_clock(self) -> None:
        self._stop_header_clock()
        self._header_deadline = self.loop.call_later(HEADER_SECONDS, self._headers_too_slow)

    def _stop_header_clock(self) -> None:
        if self._header_deadline is not None:
            self._header_deadline.cancel()
            self._header_deadline = None

    def _headers_too_slow(self) -> None:
        self._header_deadline = None
        if not self.transport.is_closing():
            self._refuse(408, "Request headers took too long.")

    def _refuse(self, status: int, message: str) -> None:
        body = message.encode()
        self.transport.write(b"".join([
            STATUS_LINE[status],
            b"content-type: text/plain; charset=utf-8\r\n",
            b"content-length: " + str(len(body)).encode() + b"\r\n",
            b"connection: close\r\n\r\n",
            body,
        ]))  # fmt: skip
        self.transport.close()

"""A real SMTP server for tests (aiosmtpd), which keeps what it receives and can be told to
defer (451), refuse (550), answer anything else, stall, or be down."""

import socket
import threading
import time
from dataclasses import dataclass, field
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default
from typing import Any

from aiosmtpd.controller import Controller


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Received:
    sender: str
    recipients: list[str]
    message: EmailMessage
    at: float = field(default_factory=time.monotonic)  # when the server took it (before its 250)


@dataclass
class RecordingHandler:
    mode: str = "accept"  # accept, defer, refuse
    reply: str | None = None  # any other answer to DATA, e.g. "535 5.7.8 Authentication failed"
    refuse_recipients: set[str] = field(default_factory=set)  # 550 5.1.1 at RCPT for these
    defer_recipients: set[str] = field(default_factory=set)  # 450 4.2.1 at RCPT for these
    first_rcpt_stall_seconds: float = 0.0  # the first RCPT of all waits this long to answer
    stall_seconds: float = 0.0  # every DATA waits this long, then keeps the message and answers
    drop_after_data: int = 0  # this many messages are kept, then the connection dropped unanswered
    received: list[Received] = field(default_factory=list)
    attempts: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    async def handle_RCPT(
        self, _server: Any, _session: Any, envelope: Any, address: str, _options: Any
    ) -> str:
        import asyncio

        stall, self.first_rcpt_stall_seconds = self.first_rcpt_stall_seconds, 0.0
        if stall:
            await asyncio.sleep(stall)
        if address in self.refuse_recipients:
            return f"550 5.1.1 <{address}>: Recipient address rejected: no such user here"
        if address in self.defer_recipients:
            return "450 4.2.1 Mailbox busy, try again later"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, _session: Any, envelope: Any) -> str:
        import asyncio

        with self.lock:
            self.attempts += 1
            dropping = self.drop_after_data > 0
            self.drop_after_data = max(self.drop_after_data - 1, 0)
        if dropping:
            message = message_from_bytes(envelope.original_content, policy=default)
            kept = Received(envelope.mail_from, list(envelope.rcpt_tos), message)  # type: ignore[arg-type]
            with self.lock:
                self.received.append(kept)
            server.transport.close()
            return "250 OK"  # never reaches the client
        if self.stall_seconds:
            await asyncio.sleep(self.stall_seconds)
        if self.reply:
            return self.reply
        if self.mode == "defer":
            return "451 4.3.0 Mailbox temporarily unavailable, try again later"
        if self.mode == "refuse":
            return "550 5.1.1 No such user here"
        message = message_from_bytes(envelope.original_content, policy=default)
        with self.lock:
            self.received.append(
                Received(envelope.mail_from, list(envelope.rcpt_tos), message)  # type: ignore[arg-type]
            )
        return "250 OK"


class SmtpServer:
    def __init__(self) -> None:
        self.port = free_port()
        self.handler = RecordingHandler()
        self._controller: Controller | None = None

    def start(self) -> None:
        self._controller = Controller(self.handler, hostname="127.0.0.1", port=self.port)
        self._controller.start()

    def stop(self) -> None:
        if self._controller:
            self._controller.stop()
            self._controller = None

    @property
    def received(self) -> list[Received]:
        with self.handler.lock:
            return list(self.handler.received)

    # The stacks' workers run at the lowest priority: beside the parallel suites on a slow host
    # they get only the CPU the suites leave, and a first send can take most of a minute.
    def wait_for(self, count: int, timeout: float = 90.0) -> list[Received]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if len(self.received) >= count:
                return self.received
            time.sleep(0.1)
        raise AssertionError(f"expected {count} messages, got {len(self.received)}")

    def to(self, address: str) -> list[EmailMessage]:
        return [r.message for r in self.received if address in r.recipients]

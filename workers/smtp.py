"""Sending one message over SMTP, telling transient failures from permanent ones.

Transient (worth another try): the server is unreachable, times out, drops the connection,
or answers 4xx. Permanent: a 5xx answer, such as an address the server refuses.
"""

import asyncio
from email.message import EmailMessage

import aiosmtplib
from tenacity import (
    AsyncRetrying,
    retry_if_exception_type,
    stop_after_attempt,
    wait_exponential,
)

from api.settings import Settings


class TransientFailure(Exception):
    pass


class PermanentFailure(Exception):
    pass


def _classify(error: Exception) -> Exception:
    if isinstance(error, aiosmtplib.SMTPRecipientsRefused):
        codes = [refused.code for refused in error.recipients]
        text = "; ".join(f"{r.code} {r.message}" for r in error.recipients)
        if all(400 <= code < 500 for code in codes):
            return TransientFailure(f"recipient deferred: {text}")
        return PermanentFailure(f"recipient refused: {text}")
    if isinstance(error, aiosmtplib.SMTPResponseException) and not isinstance(
        error, aiosmtplib.SMTPServerDisconnected
    ):
        if 400 <= error.code < 500:
            return TransientFailure(f"{error.code} {error.message}")
        return PermanentFailure(f"{error.code} {error.message}")
    if isinstance(error, aiosmtplib.SMTPException | OSError | asyncio.TimeoutError):
        return TransientFailure(f"{type(error).__name__}: {error}")
    return error


class Mailer:
    """One SMTP connection per worker process, kept open between messages and opened again
    after any failure; one event loop per process to run it on."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.loop = asyncio.new_event_loop()
        self.client: aiosmtplib.SMTP | None = None

    async def _connected(self) -> aiosmtplib.SMTP:
        if self.client is None or not self.client.is_connected:
            s = self.settings
            client = aiosmtplib.SMTP(hostname=s.smtp_host, port=s.smtp_port, timeout=s.smtp_timeout,
                                     start_tls=s.smtp_starttls)  # fmt: skip
            await client.connect()
            if s.smtp_username:
                await client.login(s.smtp_username, s.smtp_password)
            self.client = client
        return self.client

    async def _send_once(self, message: EmailMessage) -> None:
        try:
            client = await self._connected()
            await client.send_message(message)
        except Exception as error:
            await self._drop()
            raise _classify(error) from error

    async def _drop(self) -> None:
        client, self.client = self.client, None
        if client is not None and client.is_connected:
            client.close()

    async def send_with_retries(self, message: EmailMessage, tries: int = 3) -> None:
        """A few quick tries inside one attempt; the task retries across attempts."""
        async for attempt in AsyncRetrying(
            retry=retry_if_exception_type(TransientFailure),
            stop=stop_after_attempt(tries),
            wait=wait_exponential(multiplier=0.5, max=4),
            reraise=True,
        ):
            with attempt:
                await self._send_once(message)

    def deliver(self, message: EmailMessage) -> None:
        self.loop.run_until_complete(self.send_with_retries(message))

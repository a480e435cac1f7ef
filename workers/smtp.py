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


async def _send_once(message: EmailMessage, settings: Settings) -> None:
    try:
        await aiosmtplib.send(
            message,
            hostname=settings.smtp_host,
            port=settings.smtp_port,
            username=settings.smtp_username or None,
            password=settings.smtp_password or None,
            start_tls=settings.smtp_starttls,
            timeout=settings.smtp_timeout,
        )
    except Exception as error:
        raise _classify(error) from error


async def send_with_retries(message: EmailMessage, settings: Settings, tries: int = 3) -> None:
    """A few quick tries inside one attempt; the task retries across attempts."""
    async for attempt in AsyncRetrying(
        retry=retry_if_exception_type(TransientFailure),
        stop=stop_after_attempt(tries),
        wait=wait_exponential(multiplier=0.5, max=4),
        reraise=True,
    ):
        with attempt:
            await _send_once(message, settings)


def deliver(message: EmailMessage, settings: Settings) -> None:
    asyncio.run(send_with_retries(message, settings))

"""Sending one message over SMTP, and what a failure means for the message.

- `Undeliverable`: the recipient is refused for good (550, 551 or 553 with an enhanced code
  5.1.x): retrying can never help.
- `SenderProblem`: a 5xx about us, not the recipient (530/535 authentication, 554 5.7.x policy
  or quota, a catcher's 500 with a full disk, any other 5xx): it goes away when an operator
  acts, so the message is held and tried again slowly.
- `TransientFailure`: unreachable, timed out, dropped, or 4xx (421 included): worth another try.
- `OutcomeUnknown`: the message was handed over (DATA sent) and no answer came back: the server
  may have it. Only a later attempt, after a backoff, sends it again.

Each phase has its own time limit, after RFC 5321 (4.5.3.2): the connection and the commands
before the message `SMTP_TIMEOUT`, short because nothing has been handed over yet; the DATA
command and the reply to the final dot `SMTP_DATA_TIMEOUT`, ten minutes by default, because a
server may take that long to take a message in, and giving up sooner is what makes copies.

Error texts never carry an address: they go to logs, Flower and operators' screens.
"""

import asyncio
import re
from collections.abc import Sequence
from email.generator import BytesGenerator
from email.message import Message
from email.policy import Compat32
from io import BytesIO

import aiosmtplib
from celery.exceptions import SoftTimeLimitExceeded
from tenacity import AsyncRetrying, retry_if_exception_type, stop_after_attempt, wait_exponential

from api.core.settings import Settings


class _WirePolicy(Compat32):
    """compat32, as aiosmtplib writes a message, except that a header that is ASCII, one line
    and short enough already is written as it stands: folding it gives the same bytes, and was
    half the cost of writing a message out."""

    def fold_binary(self, name: str, value: str) -> bytes:
        if (
            isinstance(value, str)
            and value.isascii()
            and len(name) + len(value) + 2 <= 78
            and "\n" not in value
            and "\r" not in value
        ):
            return f"{name}: {value}{self.linesep}".encode("ascii")
        return super().fold_binary(name, value)


_WIRE = _WirePolicy(linesep="\r\n")


def wire_bytes(message: Message) -> bytes:
    """The message as it goes over SMTP (CRLF line ends; the client stuffs the dots)."""
    out = BytesIO()
    BytesGenerator(out, policy=_WIRE).flatten(message)
    return out.getvalue()


_ADDRESS = re.compile(r"[^\s<>()\[\]@,;:\"']+@[^\s<>()\[\]@,;:\"']+")
_RECIPIENT_CODES = {550, 551, 553}


class DeliveryError(Exception):
    pass


class TransientFailure(DeliveryError):
    pass


class SenderProblem(DeliveryError):
    pass


class Undeliverable(DeliveryError):
    pass


class OutcomeUnknown(TransientFailure):
    pass


# The start of a row's last error after such a send: the next attempt's log line says so.
OUTCOME_UNKNOWN = "no answer after the message was sent"


def without_addresses(text: str) -> str:
    return _ADDRESS.sub("<address>", text)


def _by_code(code: int, message: str) -> DeliveryError:
    text = without_addresses(f"{code} {message}".strip())
    if 400 <= code < 500:
        return TransientFailure(text)
    if code in _RECIPIENT_CODES and message.strip().startswith("5.1."):
        return Undeliverable(text)
    return SenderProblem(text)


def classify(error: Exception) -> DeliveryError:
    if isinstance(error, aiosmtplib.SMTPRecipientsRefused):
        # One recipient a message: its refusal is the message's.
        refused = error.recipients[0]
        return _by_code(refused.code, refused.message)
    if isinstance(error, aiosmtplib.SMTPResponseException) and not isinstance(
        error, aiosmtplib.SMTPServerDisconnected
    ):
        return _by_code(error.code, error.message)
    return TransientFailure(without_addresses(f"{type(error).__name__}: {error}"))


class Mailer:
    """One SMTP connection per worker process, kept open between messages and opened again
    after any failure; one event loop per process to run it on."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.loop = asyncio.new_event_loop()
        self.client: aiosmtplib.SMTP | None = None
        self.handed_over = False  # the message of the send under way has been sent (DATA)

    async def _connected(self) -> aiosmtplib.SMTP:
        if self.client is None or not self.client.is_connected:
            s = self.settings
            client = aiosmtplib.SMTP(
                hostname=s.smtp_host,
                port=s.smtp_port,
                timeout=s.smtp_timeout,
                start_tls=s.smtp_starttls,
            )
            await client.connect()
            await client.ehlo()
            if s.smtp_username:
                await client.login(s.smtp_username, s.smtp_password)
            self.client = client
        return self.client

    async def _open_envelope(
        self, sender: str, recipients: Sequence[str], size: int
    ) -> aiosmtplib.SMTP:
        """Connect (or reuse the connection) and name the sender and recipients: nothing of the
        message has gone yet, so a failure here can be tried again at once."""
        try:
            client = await self._connected()
            options = [f"SIZE={size}"] if client.supports_extension("size") else []
            await client.mail(sender, options=options)
            for recipient in recipients:
                await client.rcpt(recipient)
            return client
        except SoftTimeLimitExceeded:
            self._drop()
            raise  # the task's time is up, which says nothing of the server: not retried here
        except Exception as error:
            self._drop()
            raise classify(error) from error

    async def _hand_over(self, client: aiosmtplib.SMTP, data: bytes) -> None:
        """DATA and the message: sent once an attempt. A reply is the server's word; no reply
        (a timeout, a dropped connection) leaves it unknown whether the server kept it."""
        self.handed_over = True
        try:
            await client.data(data, timeout=self.settings.smtp_data_timeout)
        except aiosmtplib.SMTPResponseException as error:
            self._drop()
            raise classify(error) from error
        except SoftTimeLimitExceeded:
            self._drop()
            raise  # the task's time is up: the caller knows the message was handed over
        except Exception as error:
            self._drop()
            what = without_addresses(f"{type(error).__name__}: {error}")
            raise OutcomeUnknown(f"{OUTCOME_UNKNOWN}: {what}") from error

    def _drop(self) -> None:
        client, self.client = self.client, None
        if client is not None and client.is_connected:
            client.close()

    async def send_with_retries(
        self, message: Message, sender: str, recipients: Sequence[str], tries: int = 3
    ) -> None:
        """A few quick tries at the envelope inside one attempt, then the message once: once
        DATA has been sent, only the task's next attempt sends it again. The message is written
        out once for all of them."""
        data = wire_bytes(message)
        self.handed_over = False
        async for attempt in AsyncRetrying(
            retry=retry_if_exception_type(TransientFailure),
            stop=stop_after_attempt(tries),
            wait=wait_exponential(multiplier=0.5, max=4),
            reraise=True,
        ):
            with attempt:
                client = await self._open_envelope(sender, recipients, len(data))
        await self._hand_over(client, data)

    def deliver(self, message: Message, sender: str, recipients: Sequence[str]) -> None:
        """Send `message` to `recipients` with `sender` as the envelope's return path (where
        bounces go): the addresses the task already knows, not parsed back out of headers."""
        self.loop.run_until_complete(self.send_with_retries(message, sender, recipients))

    def abandon(self) -> None:
        """After a send was cut short (the task's time limit): cancel what was under way and
        close the connection, so the cut send can never finish later and make a second copy.
        A message whose DATA was not complete is dropped by the server."""
        for task in asyncio.all_tasks(self.loop):
            task.cancel()
        self._drop()
        self.loop.close()
        self.loop = asyncio.new_event_loop()

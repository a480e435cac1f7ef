"""The local mail catcher, and how the worker tells a failure worth retrying from a final one."""

import asyncio
from email.generator import BytesGenerator
from email.header import Header
from email.message import EmailMessage
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.policy import compat32
from io import BytesIO
from pathlib import Path
from typing import Any

import aiosmtplib
import pytest

from api.core.settings import Settings
from api.mailcatcher import start_mail_catcher
from tests.smtp_server import SmtpServer, free_port
from workers.email import backoff_seconds
from workers.smtp import (
    DeliveryError,
    Mailer,
    OutcomeUnknown,
    SenderProblem,
    TransientFailure,
    Undeliverable,
    wire_bytes,
)


def message(to: str = "someone@example.com") -> EmailMessage:
    mail = EmailMessage()
    mail["From"], mail["To"], mail["Subject"] = "site@clinic.example", to, "Hello there"
    mail.set_content("A short note.")
    return mail


def envelope(mail: EmailMessage) -> tuple[EmailMessage, str, list[str]]:
    """The message with its envelope: its sender and its one recipient."""
    return mail, str(mail["From"]), [str(mail["To"])]


def test_the_mail_catcher_keeps_each_message_as_an_eml_file(tmp_path: Path) -> None:
    port = free_port()
    catcher = start_mail_catcher(tmp_path / "mail", "127.0.0.1", port)
    try:
        asyncio.run(aiosmtplib.send(message(), hostname="127.0.0.1", port=port))
    finally:
        catcher.stop()
    [saved] = list((tmp_path / "mail").glob("*.eml"))
    assert saved.name.endswith("-Hello-there.eml")
    assert "A short note." in saved.read_text()


def test_the_mail_page_lists_and_shows_caught_messages(tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from api.mailcatcher import mail_viewer

    port = free_port()
    catcher = start_mail_catcher(tmp_path, "127.0.0.1", port)
    mail = message()
    mail.add_alternative("<p>Hello <script>alert(1)</script></p>", subtype="html")
    try:
        asyncio.run(aiosmtplib.send(mail, hostname="127.0.0.1", port=port))
    finally:
        catcher.stop()
    page = TestClient(mail_viewer(tmp_path))
    inbox = page.get("/").text
    assert "Hello there" in inbox and "someone@example.com" in inbox
    [name] = [p.name for p in tmp_path.glob("*.eml")]
    shown = page.get(f"/messages/{name}").text
    assert "A short note." in shown and "<iframe sandbox" in shown
    frame = page.get(f"/messages/{name}/html")
    assert "default-src 'none'" in frame.headers["content-security-policy"]
    assert page.get("/messages/../../etc/passwd").status_code == 404


def test_eight_attempts_span_more_than_an_hour_at_the_defaults() -> None:
    settings = Settings()
    waits = [backoff_seconds(attempt, settings) for attempt in range(1, 8)]
    assert 3600 <= sum(waits) <= 3600 * 1.3
    assert max(waits) <= settings.email_retry_max_seconds * 1.25


def settings_for(server: SmtpServer) -> Settings:
    return Settings(smtp_host="127.0.0.1", smtp_port=server.port, smtp_timeout=2)


def test_a_550_is_permanent_and_tried_once() -> None:
    server = SmtpServer()
    server.handler.mode = "refuse"
    server.start()
    try:
        with pytest.raises(Undeliverable, match=r"550 5\.1\.1"):
            Mailer(settings_for(server)).deliver(*envelope(message()))
    finally:
        server.stop()
    assert server.handler.attempts == 1


@pytest.mark.parametrize(
    ("reply", "meaning"),
    [
        ("550 5.1.1 <nobody@example.com>: no such user", Undeliverable),
        ("553 5.1.3 Bad recipient address syntax", Undeliverable),
        ("550 Mailbox unavailable", SenderProblem),  # no 5.1.x: not known to be the recipient
        ("530 5.7.0 Authentication required", SenderProblem),
        ("535 5.7.8 Authentication credentials invalid", SenderProblem),
        ("554 5.7.1 Sending quota exceeded for this account", SenderProblem),
        ("500 Error: disk full, message not saved", SenderProblem),
        ("421 4.3.2 Service shutting down", TransientFailure),
        ("452 4.2.2 Mailbox full, try later", TransientFailure),
    ],
)
def test_only_a_recipient_refused_for_good_is_undeliverable(
    reply: str, meaning: type[DeliveryError]
) -> None:
    server = SmtpServer()
    server.handler.reply = reply
    server.start()
    try:
        mailer = Mailer(settings_for(server))
        with pytest.raises(DeliveryError) as raised:
            mailer.loop.run_until_complete(mailer.send_with_retries(*envelope(message()), tries=1))
    finally:
        server.stop()
    assert type(raised.value) is meaning
    assert "@" not in str(raised.value)  # error texts never carry an address


def test_a_451_to_the_message_is_transient_and_not_sent_again_within_the_attempt() -> None:
    server = SmtpServer()
    server.handler.mode = "defer"
    server.start()
    try:
        with pytest.raises(TransientFailure, match="451"):
            mailer = Mailer(settings_for(server))
            mailer.loop.run_until_complete(mailer.send_with_retries(*envelope(message()), tries=2))
    finally:
        server.stop()
    assert server.handler.attempts == 1  # once DATA is sent, only the task's next attempt


def test_a_recipient_deferred_before_the_message_is_tried_again_within_the_attempt() -> None:
    server = SmtpServer()
    server.handler.defer_recipients = {"patient@example.com"}
    server.start()
    calls = 0
    original = server.handler.handle_RCPT

    async def count(*args: Any) -> str:
        nonlocal calls
        calls += 1
        return await original(*args)

    server.handler.handle_RCPT = count  # type: ignore[method-assign]
    try:
        with pytest.raises(TransientFailure, match="450"):
            mailer = Mailer(settings_for(server))
            mailer.loop.run_until_complete(
                mailer.send_with_retries(*envelope(message("patient@example.com")), tries=2)
            )
    finally:
        server.stop()
    assert calls == 2 and server.handler.attempts == 0


def test_no_answer_after_the_message_is_an_unknown_outcome_sent_once() -> None:
    server = SmtpServer()
    server.handler.drop_after_data = 1
    server.start()
    try:
        mailer = Mailer(settings_for(server))
        with pytest.raises(OutcomeUnknown, match="no answer after the message was sent"):
            mailer.loop.run_until_complete(mailer.send_with_retries(*envelope(message()), tries=3))
    finally:
        server.stop()
    assert server.handler.attempts == 1 and len(server.received) == 1


def test_one_connection_carries_many_messages_and_reopens_after_a_drop() -> None:
    server = SmtpServer()
    server.start()
    mailer = Mailer(settings_for(server))
    try:
        mailer.deliver(*envelope(message("a@example.com")))
        first = mailer.client
        mailer.deliver(*envelope(message("b@example.com")))
        assert mailer.client is first
        server.stop()
        server.start()  # the server went away between messages: the next send reconnects
        mailer.deliver(*envelope(message("c@example.com")))
    finally:
        server.stop()
    assert [r.recipients for r in server.received] == [
        ["a@example.com"],
        ["b@example.com"],
        ["c@example.com"],
    ]


def test_a_server_that_is_down_is_transient() -> None:
    settings = Settings(smtp_host="127.0.0.1", smtp_port=free_port(), smtp_timeout=1)
    with pytest.raises(TransientFailure):
        mailer = Mailer(settings)
        mailer.loop.run_until_complete(mailer.send_with_retries(*envelope(message()), tries=1))


def test_a_message_goes_out_as_the_standard_writer_writes_it() -> None:
    """Headers short and plain enough are written as they stand; the bytes are still exactly
    the standard library's (compat32, CRLF), folded and encoded headers included."""
    mail = MIMEMultipart("alternative")
    mail.attach(MIMEText("Plain words.\n", "plain", "utf-8"))
    mail.attach(MIMEText("<p>Caf\u00e9</p>\n", "html", "utf-8"))
    mail["Subject"] = "Your appointment request R-1042 has been received, and we will call you"
    mail["From"] = "Mill Pond PT <no-reply@clinic.example>"
    mail["To"] = "rosa@example.com"
    mail["Reply-To"] = Header("Ros\u00e1 Delgado <rosa@example.com>", "utf-8")  # type: ignore[assignment]
    mail["X-Spaces"] = "  two  spaces  "
    out = BytesIO()
    BytesGenerator(out, policy=compat32.clone(linesep="\r\n")).flatten(mail)
    assert wire_bytes(mail) == out.getvalue()
    headers = out.getvalue().split(b"\r\n\r\n", 1)[0]
    assert b"has been received,\r\n and we will call you\r\n" in headers  # folded
    assert b"Reply-To: =?utf-8?q?Ros=C3=A1_Delgado" in headers  # encoded
    assert b"\r\nX-Spaces:   two  spaces  " in headers  # as it stands

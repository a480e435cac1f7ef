"""The email task run in the test's own process, on a fresh migrated database of each kind, and
sending to a real SMTP server (aiosmtpd) in the test."""

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from api.core.migrations import upgrade
from tests.smtp_server import SmtpServer

SITE_URL = "https://www.clinic.example"
INBOX = "frontdesk@clinic.example"
CLINIC_EMAIL = "info@millpondpt.example"  # content/clinic.json: the clinic's own address


@dataclass
class Mail:
    smtp: SmtpServer

    def send(self, outbox_ids: list[int]) -> str:
        """Run the email task woken for these rows, here and now, as a worker would."""
        from workers.email import send_emails

        return str(send_emails(outbox_ids))


@pytest.fixture
def mail(
    fresh_database: str, configure: Callable[..., None], monkeypatch: pytest.MonkeyPatch
) -> Iterator[Mail]:
    """Settings as a deployment has them (CLINIC_NOTIFICATION unset: its default); a test may
    `configure` more."""
    import workers.email

    server = SmtpServer()
    server.start()
    upgrade(fresh_database)
    monkeypatch.delenv("CLINIC_NOTIFICATION", raising=False)
    configure(
        database_url=fresh_database,
        smtp_host="127.0.0.1",
        smtp_port=str(server.port),
        smtp_timeout="2",
        site_url=SITE_URL,
        clinic_inbox=INBOX,
        mail_from="Mill Pond PT <no-reply@clinic.example>",
    )
    monkeypatch.setattr(workers.email, "_mailer", None)  # this server's, made on the first send
    yield Mail(server)
    mailer = workers.email._mailer
    if mailer is not None:
        mailer.abandon()
        mailer.loop.close()
    server.stop()

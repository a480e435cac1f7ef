"""Who the clinic's email comes from, as the SMTP server sees it (the envelope and the From
header): with MAIL_FROM unset, no-reply@ the clinic's own domain from its profile, in the
clinic's name; with MAIL_FROM set, that address."""

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from api.core.models import Enquiry, NewRequest
from tests.smtp_server import Received
from tests.workers.conftest import CLINIC_EMAIL, Mail
from tests.workers.test_booking_emails import CLINIC, submitted
from tests.workers.test_clinic_notification import TYPED


def sent_enquiry(mail: Mail) -> list[Received]:
    """An enquiry's acknowledgement and notification, as the SMTP server received them."""
    _ref, ids = submitted(NewRequest.of(Enquiry, **TYPED))
    assert mail.send(ids) == "sent, sent"
    received = mail.smtp.received
    assert len(received) == 2
    return received


def assert_from(received: list[Received], name: str, address: str) -> None:
    for each in received:
        assert each.sender == address  # the envelope's MAIL FROM
        [sender] = each.message["From"].addresses
        assert (sender.display_name, sender.addr_spec) == (name, address)
        assert each.message["Message-ID"].endswith(f"@{address.partition('@')[2]}>")


def test_without_mail_from_email_comes_from_no_reply_at_the_clinics_domain(
    mail: Mail, monkeypatch: pytest.MonkeyPatch, configure: Callable[..., None]
) -> None:
    monkeypatch.delenv("MAIL_FROM")
    configure()  # settings read again, without MAIL_FROM
    domain = CLINIC_EMAIL.partition("@")[2]  # millpondpt.example, from content/clinic.json

    assert_from(sent_enquiry(mail), CLINIC, f"no-reply@{domain}")


def test_without_mail_from_another_clinics_email_comes_from_its_own_domain(
    mail: Mail,
    monkeypatch: pytest.MonkeyPatch,
    configure: Callable[..., None],
    content_copy: Path,
) -> None:
    profile = content_copy / "clinic.json"
    clinic = json.loads(profile.read_text())
    clinic |= {"name": "Birch and Stone Therapy", "email": "hello@birchstone.test"}
    profile.write_text(json.dumps(clinic))
    monkeypatch.delenv("MAIL_FROM")
    configure(content_dir=str(content_copy))

    assert_from(sent_enquiry(mail), "Birch and Stone Therapy", "no-reply@birchstone.test")


def test_a_mail_from_that_is_set_is_the_sender(mail: Mail, configure: Callable[..., None]) -> None:
    configure(mail_from="Front Desk <desk@staging.example>")

    # The name shown is the clinic's either way: the email is sent in its name.
    assert_from(sent_enquiry(mail), CLINIC, "desk@staging.example")

"""A staff member's own emails (outbox rows with `staff_id`, no request): the invitation with its
single-use link, and word of a passkey added or removed, sent by the email task to a real SMTP
server like any other row."""

import re
from datetime import UTC, datetime, timedelta
from urllib.parse import urlsplit

from sqlmodel import Session, select

from api.core.db import get_engine, session_scope
from api.core.models import OutboxMessage, StaffInvitation, StaffMember
from api.core.settings import get_settings
from api.staff import accounts
from tests.stack.test_email_delivery import subject, text_and_html, whole_message
from tests.workers.conftest import CLINIC_EMAIL, INBOX, SITE_URL, Mail
from tests.workers.test_clinic_notification import PATIENT, an_appointment, stored
from workers.messages import STAFF_PASSKEY_ADDED, STAFF_PASSKEY_REMOVED

STAFF = "dana.okafor@clinic.example"
LINK = re.compile(rf"{re.escape(SITE_URL)}/staff/invitation#[A-Za-z0-9_-]+")


def invited() -> int:
    """An admin's invitation, written as the console writes it; its outbox row's id."""
    with session_scope() as session:
        done = accounts.invite(
            session,
            get_settings(),
            email=STAFF,
            name="Dana Okafor",
            role=accounts.FRONTDESK,
            invited_by="admin@clinic.example",
            address="127.0.0.1",
        )
        session.commit()
    return done.outbox_id


def staff_row(kind: str, at: datetime) -> int:
    """A passkey email's row for a member, as the console writes it after the change."""
    with Session(get_engine()) as session:
        member = StaffMember(
            email=STAFF, name="Dana Okafor", role="frontdesk", user_handle="handle-of-dana"
        )
        session.add(member)
        session.flush()
        row = OutboxMessage(kind=kind, recipient=STAFF, staff_id=member.id, created_at=at)
        session.add(row)
        session.commit()
        assert row.id is not None
        return row.id


def status_of(outbox_id: int) -> tuple[str, str | None]:
    with Session(get_engine()) as session:
        row = session.get(OutboxMessage, outbox_id)
        assert row is not None
        return row.status, row.last_error


def test_an_invitation_row_reaches_the_smtp_server_with_a_link_that_opens_it(mail: Mail) -> None:
    outbox_id = invited()
    assert mail.send([outbox_id]) == "sent"

    [message] = mail.smtp.to(STAFF)
    assert subject(message) == "Your invitation to the Mill Pond Physical Therapy front desk"
    assert message["Reply-To"] == CLINIC_EMAIL
    text, html = text_and_html(message)
    [link] = LINK.findall(text)
    assert f'href="{link}"' in html
    words = " ".join(text.split())
    assert "Open this link on the computer or phone you will sign in with" in words
    assert "It creates a passkey" in words and "there is no password" in words
    assert "The link works once, for 24 hours" in words
    assert "admin@clinic.example" not in whole_message(message)  # who invited: not needed
    # The link is the invitation's own: its token opens it, as the console's page will.
    with Session(get_engine()) as session:
        opened = accounts.open_invitation(session, urlsplit(link).fragment)
        assert opened is not None and opened[1].email == STAFF
    assert status_of(outbox_id) == ("sent", None)


def test_a_task_with_a_request_and_an_invitation_sends_them_all(mail: Mail) -> None:
    # A row without a request (no appointment_id or enquiry_id) among a request's two rows:
    # a woken worker sends whatever is due, in any mix.
    ref, ids = stored(an_appointment())
    invitation = invited()
    assert mail.send([*ids, invitation]) == "sent, sent, sent"
    assert sorted(r.recipients[0] for r in mail.smtp.received) == sorted([PATIENT, INBOX, STAFF])
    [message] = mail.smtp.to(STAFF)
    assert ref not in whole_message(message)


def test_a_passkey_added_or_removed_is_told_with_the_time_in_the_clinics_zone(
    mail: Mail,
) -> None:
    at = datetime(2025, 1, 14, 19, 5, tzinfo=UTC)  # 2:05 PM in New Jersey
    added = staff_row(STAFF_PASSKEY_ADDED, at)
    assert mail.send([added]) == "sent"
    with Session(get_engine()) as session:
        member = session.exec(select(StaffMember)).one()
        removed = OutboxMessage(
            kind=STAFF_PASSKEY_REMOVED, recipient=STAFF, staff_id=member.id, created_at=at
        )
        session.add(removed)
        session.commit()
        assert removed.id is not None
        removed_id = removed.id
    assert mail.send([removed_id]) == "sent"

    first, second = mail.smtp.to(STAFF)
    assert subject(first) == "A passkey was added to your front desk account"
    assert subject(second) == "A passkey was removed from your front desk account"
    for message in (first, second):
        assert message["Reply-To"] == CLINIC_EMAIL
        text, html = text_and_html(message)
        assert "January 14, 2025 02:05 PM EST" in text and "January 14, 2025 02:05 PM EST" in html
        assert "If this was not you, tell the clinic's admin at once" in text
        assert "tell the clinic's admin at once" in html


def test_an_invitation_that_expired_before_it_could_be_sent_fails_with_its_reason(
    mail: Mail,
) -> None:
    outbox_id = invited()
    with Session(get_engine()) as session:
        invitation = session.exec(select(StaffInvitation)).one()
        invitation.expires_at = datetime.now(UTC) - timedelta(minutes=1)
        session.add(invitation)
        session.commit()
    assert mail.send([outbox_id]) == "failed"
    assert mail.smtp.received == []
    status, reason = status_of(outbox_id)
    assert status == "failed" and reason is not None and "expired" in reason

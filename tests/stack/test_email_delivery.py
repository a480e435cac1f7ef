"""From a submitted request to the SMTP server, through a real Redis and a real Celery worker,
including every way the path can break on the way."""

import re
import signal
import time
from datetime import datetime, timedelta
from email.message import EmailMessage
from typing import Any
from zoneinfo import ZoneInfo

from icalendar import Calendar
from sqlalchemy import text
from sqlmodel import Session

from api.core.settings import Settings
from api.staff import accounts
from tests.stack.conftest import Stack, wait_until

APPOINTMENT = "/api/Treatment/InsertUpdateOnlineAppointmentRequest"
ENQUIRY = "/api/Communication/SendEmail"
PATIENT = "rosa.delgado@example.com"
INBOX = "frontdesk@clinic.example"
STAFF = "dana.okafor@clinic.example"


def appointment(**changes: Any) -> dict[str, Any]:
    day = datetime.now(ZoneInfo("America/New_York")).date() + timedelta(days=3)
    payload: dict[str, Any] = {
        "appointmentRequestId": 0,
        "treatmentId": 2,
        "tariffId": 0,
        "treatmentName": "TMJ Dysfunction",
        "appointmentDate": day.isoformat(),
        "fullName": "Rosa <b>Delgado</b>",
        "phoneNo": "(201) 555-0123",
        "emailId": PATIENT,
        "subject": "Appointment for TMJ Dysfunction",
        "remark": "Jaw clicks & hurts <script>alert('x')</script> when I chew.",
        "isActive": True,
        "createdBy": 0,
    }
    payload.update(changes)
    return payload


SAM = {  # an enquiry
    "firstName": "Sam Patel",
    "phoneNo": "2015550188",
    "toEmail": "sam.patel@example.com",
    "subject": "Do you take Cigna?",
    "htmlContent": "<a href='http://phish.example'>Click</a> Do you accept Cigna plans?",
}


def subject(message: EmailMessage) -> str:
    """The subject as a mail program shows it (a long one arrives folded)."""
    return " ".join(str(message["Subject"]).split())


def text_and_html(message: EmailMessage) -> tuple[str, str]:
    text = message.get_body(("plain",))
    html = message.get_body(("html",))
    assert text is not None and html is not None
    return text.get_content(), html.get_content()


def whole_message(message: EmailMessage) -> str:
    """Every header and every part of `message`, decoded, as one text."""
    texts = [f"{name}: {value}" for name, value in message.items()]
    for part in message.walk():
        payload = part.get_payload(decode=True)
        if isinstance(payload, bytes):
            texts.append(payload.decode(part.get_content_charset() or "utf-8", "replace"))
    return "\n".join(texts)


def test_a_request_delivers_a_confirmation_and_a_notification(stack: Stack) -> None:
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    answer = stack.site().post(APPOINTMENT, json=appointment())
    assert answer.status_code == 200, answer.text
    [reference] = re.findall(r"R-\d{4,}", answer.json()["message"])

    stack.smtp.wait_for(2)
    [confirmation] = stack.smtp.to(PATIENT)
    [notification] = stack.smtp.to(INBOX)
    assert len(stack.smtp.received) == 2

    # Subject lines show on lock screens and shared inboxes: a reference, never a name or
    # anything typed. Both messages are sent in the clinic's name.
    assert subject(confirmation) == f"We received your appointment request {reference}"
    assert subject(notification) == f"New appointment request {reference}"
    for message in (confirmation, notification):
        assert message["From"].addresses[0].display_name == "Mill Pond Physical Therapy"
        assert reference in text_and_html(message)[0]
    assert confirmation["Reply-To"] == "info@millpondpt.example"
    text, html = text_and_html(confirmation)
    # It goes to whatever address was typed: it carries nothing else that was typed.
    everything = whole_message(confirmation)
    for typed in ("Rosa", "Delgado", "555-0123", "Jaw clicks", "Appointment for TMJ"):
        assert typed not in everything
    assert "TMJ Dysfunction" in text  # chosen from the clinic's own list
    assert "We will call you within one business day to confirm" in html
    assert "arrive 15 minutes early" in text

    [ics] = [
        part
        for part in confirmation.iter_attachments()
        if part.get_content_type() == "text/calendar"
    ]
    event = Calendar.from_ical(ics.get_content()).walk("VEVENT")[0]
    assert str(event["STATUS"]) == "TENTATIVE"
    assert event.decoded("DTSTART").isoformat() == appointment()["appointmentDate"]

    # The clinic's notification (CLINIC_NOTIFICATION=summary, the default) carries no health
    # information: the reference and the console's link, nothing the patient typed or chose.
    everything = whole_message(notification)
    for typed in (
        "Rosa",
        "Delgado",
        "555-0123",
        PATIENT,
        "Jaw clicks",
        "Appointment for TMJ",
        "TMJ Dysfunction",
        appointment()["appointmentDate"],
    ):
        assert typed not in everything
    assert notification["Reply-To"] == "info@millpondpt.example"  # never the patient
    text, html = text_and_html(notification)
    console = f"http://localhost:{stack.port}/staff/requests/{reference}"
    assert console in text and f'href="{console}"' in html

    ids = {m["Message-ID"] for m in (confirmation, notification)}
    assert all(i.startswith("<outbox-") for i in ids) and len(ids) == 2
    assert {row["status"] for row in stack.outbox()} == {"sent"}


def test_with_full_notifications_the_clinic_gets_the_request_as_typed_and_escaped(
    stack: Stack,
) -> None:
    stack.env |= {"CLINIC_NOTIFICATION": "full"}
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    answer = stack.site().post(APPOINTMENT, json=appointment())
    assert answer.status_code == 200, answer.text
    [reference] = re.findall(r"R-\d{4,}", answer.json()["message"])

    stack.smtp.wait_for(2)
    [notification] = stack.smtp.to(INBOX)
    assert subject(notification) == f"Appointment request {reference}"
    assert PATIENT in notification["Reply-To"]
    text, html = text_and_html(notification)
    assert "Jaw clicks & hurts <script>alert('x')</script> when I chew." in text
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in html
    assert "<script>" not in html
    assert "(201) 555-0123" in text and "TMJ Dysfunction" in text
    [confirmation] = stack.smtp.to(PATIENT)  # the patient's is the same either way
    assert "Rosa" not in whole_message(confirmation)


def test_names_and_messages_in_any_script_arrive_as_typed(stack: Stack) -> None:
    stack.env |= {"CLINIC_NOTIFICATION": "full"}  # the clinic's email carries what was typed
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    remark = "Zoë's knee hurts after the café stairs — 膝が痛い. " + "A long line. " * 40
    answer = stack.site().post(
        APPOINTMENT, json=appointment(fullName="Zoë Ångström-Núñez", remark=remark)
    )
    assert answer.status_code == 200, answer.text
    stack.smtp.wait_for(2)
    [confirmation] = stack.smtp.to(PATIENT)
    [notification] = stack.smtp.to(INBOX)
    assert notification["Reply-To"].addresses[0].display_name == "Zoë Ångström-Núñez"
    text, html = text_and_html(notification)
    assert remark.strip() in text and "Zoë Ångström-Núñez" in text
    assert "膝が痛い" in html
    assert "Zoë" not in whole_message(confirmation) and "膝" not in whole_message(confirmation)


def test_an_enquiry_reaches_the_inbox_and_only_an_acknowledgement_reaches_the_visitor(
    stack: Stack,
) -> None:
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    answer = stack.site().post(ENQUIRY, json=SAM)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/plain")
    [reference] = re.findall(r"E-\d{4,}", answer.text)
    assert answer.text == (
        f"Thank you for your enquiry {reference}. We will get back to you within one business day."
    )

    stack.smtp.wait_for(2)
    [acknowledgement] = stack.smtp.to("sam.patel@example.com")
    [notification] = stack.smtp.to(INBOX)
    assert subject(acknowledgement) == f"We received your message {reference}"
    assert subject(notification) == f"New enquiry {reference}"
    text, html = text_and_html(acknowledgement)
    # The visitor's address may be anyone's: the acknowledgement repeats nothing they typed.
    for typed in ("Sam", "Patel", "Cigna", "phish.example", "Click"):
        assert typed not in text and typed not in html
    assert "within one business day" in text
    # Nor does the clinic's notification (summary, the default): the console has the enquiry.
    for typed in ("Sam", "Patel", "555-0188", "sam.patel", "Cigna", "phish.example", "Click"):
        assert typed not in whole_message(notification)
    assert f"/staff/requests/{reference}" in text_and_html(notification)[0]


def test_with_full_notifications_an_enquiry_reaches_the_inbox_escaped(stack: Stack) -> None:
    stack.env |= {"CLINIC_NOTIFICATION": "full"}
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    answer = stack.site().post(ENQUIRY, json=SAM)
    assert answer.status_code == 200
    [reference] = re.findall(r"E-\d{4,}", answer.text)
    stack.smtp.wait_for(2)
    [notification] = stack.smtp.to(INBOX)
    assert subject(notification) == f"Website enquiry {reference}"
    assert "sam.patel@example.com" in notification["Reply-To"]
    _text, html = text_and_html(notification)
    assert "&lt;a href=&#39;http://phish.example&#39;&gt;" in html  # escaped, for the clinic


def test_a_staff_invitation_written_to_the_database_is_sent_by_the_worker(stack: Stack) -> None:
    # The console writes the row (no request: a staff member and an invitation); beat's sweeper
    # hands it to the worker, as it does any row nobody published.
    stack.process("worker", "--concurrency", "1").start()
    stack.process("beat").start()
    with stack.connection() as connection, Session(bind=connection) as session:
        invited = accounts.invite(
            session,
            Settings(),
            email=STAFF,
            name="Dana Okafor",
            role=accounts.FRONTDESK,
            invited_by="admin@clinic.example",
            address="127.0.0.1",
        )
        session.commit()
        expected_hash = invited.invitation.token_hash

    [received] = stack.smtp.wait_for(1)
    assert received.recipients == [STAFF]
    invitation = received.message
    assert subject(invitation) == "Your invitation to the Mill Pond Physical Therapy front desk"
    text, _html = text_and_html(invitation)
    [token] = re.findall(rf"http://localhost:{stack.port}/staff/invitation#(\S+)", text)
    assert accounts.token_hash(token) == expected_hash  # the link opens the invitation
    wait_until(lambda: {row["status"] for row in stack.outbox()} == {"sent"}, "the row sent")


def test_smtp_down_then_up_is_delivered_after_retries(stack: Stack) -> None:
    stack.smtp.stop()
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    assert stack.site().post(APPOINTMENT, json=appointment()).status_code == 200
    wait_until(lambda: any(row["attempts"] >= 2 for row in stack.outbox()), "retries", 40)
    assert {row["status"] for row in stack.outbox()} <= {"pending", "sending"}
    stack.smtp.start()
    stack.smtp.wait_for(2)
    wait_until(lambda: {row["status"] for row in stack.outbox()} == {"sent"}, "sent rows")


def test_a_deferring_server_451_is_retried_until_it_accepts(stack: Stack) -> None:
    stack.smtp.handler.mode = "defer"
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    assert stack.site().post(APPOINTMENT, json=appointment()).status_code == 200
    wait_until(lambda: stack.smtp.handler.attempts >= 4, "deferred attempts", 40)
    stack.smtp.handler.mode = "accept"
    stack.smtp.wait_for(2)


def test_one_deferred_email_neither_holds_back_nor_repeats_the_other(stack: Stack) -> None:
    # A request's two emails go out in one task: the patient's mailbox is busy, the clinic's
    # notification must still go at once, and only the patient's is tried again.
    stack.smtp.handler.defer_recipients = {PATIENT}
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    assert stack.site().post(APPOINTMENT, json=appointment()).status_code == 200
    [notification] = stack.smtp.wait_for(1)
    assert notification.recipients == [INBOX]
    wait_until(
        lambda: any(
            r["status"] == "pending" and r["attempts"] >= 1 and r["last_error"]
            for r in stack.outbox()
        ),
        "the patient's email deferred",
    )
    stack.smtp.handler.defer_recipients = set()
    stack.smtp.wait_for(2)
    wait_until(lambda: {row["status"] for row in stack.outbox()} == {"sent"}, "sent rows")
    assert sorted(r.recipients[0] for r in stack.smtp.received) == [INBOX, PATIENT]
    rows = {row["recipient"]: row for row in stack.outbox()}
    assert rows[INBOX]["attempts"] == 1 and rows[PATIENT]["attempts"] >= 2


def test_worker_down_at_submit_delivers_when_it_starts(stack: Stack) -> None:
    stack.serve()
    assert stack.site().post(APPOINTMENT, json=appointment()).status_code == 200
    time.sleep(1)
    assert stack.smtp.received == []
    assert {row["status"] for row in stack.outbox()} == {"pending"}
    stack.process("worker", "--concurrency", "1").start()
    stack.smtp.wait_for(2)


def test_redis_down_at_submit_still_answers_and_the_sweeper_delivers(stack: Stack) -> None:
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    stack.process("beat").start()
    site = stack.site()
    stack.redis.stop()
    started = time.monotonic()
    answer = site.post(APPOINTMENT, json=appointment())
    elapsed = time.monotonic() - started
    assert answer.status_code == 200
    assert elapsed < 1.5, f"the answer took {elapsed:.2f} s with the broker down"
    assert {row["status"] for row in stack.outbox()} == {"pending"}
    time.sleep(2)
    assert stack.smtp.received == []
    stack.redis.start()
    stack.smtp.wait_for(2)
    wait_until(lambda: {row["status"] for row in stack.outbox()} == {"sent"}, "sent rows")


def test_a_worker_killed_mid_send_loses_nothing(stack: Stack) -> None:
    stack.smtp.handler.stall_seconds = 3  # the kill lands while the SMTP server holds the mail
    stack.serve()
    stack.process("beat").start()
    worker = stack.process("worker", "--concurrency", "1").start()
    assert stack.site().post(APPOINTMENT, json=appointment()).status_code == 200
    wait_until(lambda: stack.smtp.handler.attempts >= 1, "the first send to start")
    worker.stop(signal.SIGKILL)
    assert any(row["status"] == "sending" for row in stack.outbox())
    stack.smtp.handler.stall_seconds = 0
    stack.process("worker", "--concurrency", "1").start()
    wait_until(lambda: {row["status"] for row in stack.outbox()} == {"sent"}, "sent rows", 60)
    delivered = {tuple(r.recipients) for r in stack.smtp.received}
    assert delivered == {(PATIENT,), (INBOX,)}


def test_a_send_the_mail_server_holds_keeps_no_transaction_open(stack: Stack) -> None:
    """A slow mail server never holds the database: while a message waits for its 250, the
    worker's connection is idle (no transaction held open through the send) and its rows take
    an operator's or the sweeper's lock at once."""
    stack.smtp.handler.stall_seconds = 3
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    assert stack.site().post(APPOINTMENT, json=appointment()).status_code == 200
    wait_until(lambda: stack.smtp.handler.attempts >= 1, "the first send to start")
    with stack.connection() as connection:
        held_open = connection.execute(
            text(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                "AND state LIKE 'idle in transaction%'"
            )
        ).scalar_one()
        sending = (
            connection.execute(
                text("SELECT id FROM outbox WHERE status = 'sending' FOR UPDATE NOWAIT")
            )
            .scalars()
            .all()
        )
        connection.rollback()
    assert held_open == 0
    # The request's two rows, claimed together and committed before the first send: an
    # operator or the sweeper takes their locks at once.
    assert len(sending) == 2
    assert stack.smtp.handler.attempts == 1 and stack.smtp.received == []  # still held
    stack.smtp.handler.stall_seconds = 0
    wait_until(lambda: {row["status"] for row in stack.outbox()} == {"sent"}, "sent rows", 30)


def test_a_550_refusal_fails_for_good_with_its_error(stack: Stack) -> None:
    stack.smtp.handler.mode = "refuse"
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    assert stack.site().post(APPOINTMENT, json=appointment()).status_code == 200
    # The patient's address fails for good; the clinic's own inbox is a setting to mend, and
    # its notification is held until then.
    wait_until(
        lambda: {row["status"] for row in stack.outbox()} == {"failed", "held"},
        "a failed and a held row",
    )
    rows = stack.outbox()
    assert {row["recipient"] for row in rows if row["status"] == "failed"} == {PATIENT}
    assert all(row["attempts"] == 1 for row in rows)
    assert all("550" in row["last_error"] for row in rows)
    time.sleep(3)
    assert stack.smtp.handler.attempts == 2  # one try per message, never retried

"""The day-before reminder through the real stack: `clinic beat` looks for due reminders (every
second here, REMINDER_SWEEP_SECONDS), `clinic worker` queues and sends them. A reminder reaches
the mail server once, however the processes die and restart around it; never for a cancelled
visit, a patient who turned reminders off, or a clinic with APPOINTMENT_REMINDERS=false.

The clinic profile's reminderTime is 00:00 in a copy of the content, so that a visit booked for
tomorrow is due as soon as beat looks."""

import json
import re
import signal
import time
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import update
from sqlmodel import Session, col

from api.core.models import AppointmentRequest, OutboxMessage
from api.core.queue import SEND_REMINDERS_TASK
from api.core.settings import Settings
from api.follow_up import status_page
from api.follow_up.booking_emails import APPOINTMENT_REMINDER
from api.follow_up.moves import record_move
from api.follow_up.statuses import BOOKED
from api.intake.references import reference
from api.intake.status_key import new_status_key
from tests.stack.conftest import Process, Stack, wait_until
from tests.stack.test_email_delivery import subject, text_and_html

REMINDED = "ada.reminded@example.com"
CANCELLED = "cy.cancelled@example.com"
TURNED_OFF = "ola.turned-off@example.com"
# One log line per task the worker ran (workers/task_logs.py).
_REMINDER_RUN = re.compile(rf'"task":\s*"{re.escape(SEND_REMINDERS_TASK)}"')


@pytest.fixture
def due_at_once(stack: Stack, content_copy: Path) -> Stack:
    """The stack, with reminders due from midnight on and beat looking every second."""
    profile = content_copy / "clinic.json"
    clinic = json.loads(profile.read_text())
    clinic["reminderTime"] = "00:00"
    profile.write_text(json.dumps(clinic))
    stack.env |= {
        "CONTENT_DIR": str(content_copy),
        "REMINDER_SWEEP_SECONDS": "1",
        "BEAT_SCHEDULE_FILE": str(stack.tmp / "celerybeat-schedule"),
    }
    return stack


def tomorrow_at_10_30() -> datetime:
    zone = ZoneInfo("America/New_York")
    day = datetime.now(zone).date() + timedelta(days=1)
    return datetime(day.year, day.month, day.day, 10, 30, tzinfo=zone)


def booked(stack: Stack, email: str, *, cancel: bool = False, reminders: bool = True) -> str:
    """A visit booked for tomorrow as the console books it (`record_move`), then cancelled by
    the patient or its reminder turned off; its reference. The emails of the booking and the
    cancel are set aside (cancelled, as an operator would), so that only reminders go out."""
    settings = Settings()
    with stack.connection() as connection, Session(bind=connection) as session:
        request = AppointmentRequest(
            full_name="Pat Example",
            phone="(201) 555-0100",
            email=email,
            subject="Back pain",
            message="Hurts.",
            treatment_id=2,
            treatment_name="TMJ Dysfunction",
            appointment_date=tomorrow_at_10_30().date(),
            reminders=reminders,
            **new_status_key(settings),
        )
        session.add(request)
        session.flush()
        emails = record_move(
            session,
            settings,
            request,
            BOOKED,
            author="dana@clinic.example",
            address="127.0.0.1",
            booked_for=tomorrow_at_10_30(),
        )
        if cancel:
            emails += status_page.cancel(session, settings, request, "192.0.2.7")
        session.execute(
            update(OutboxMessage)
            .where(col(OutboxMessage.id).in_(emails))
            .values(status="cancelled")
        )
        session.commit()
        return reference(request)


def reminder_rows(stack: Stack) -> list[dict[str, object]]:
    return [row for row in stack.outbox() if row["kind"] == APPOINTMENT_REMINDER]


def runs(worker: Process) -> int:
    """How many times the worker has run the reminder sweep."""
    return len(_REMINDER_RUN.findall(worker.output()))


def test_a_reminder_reaches_the_patient_once_across_a_killed_worker_and_a_restarted_beat(
    due_at_once: Stack,
) -> None:
    stack = due_at_once
    ref = booked(stack, REMINDED)
    booked(stack, CANCELLED, cancel=True)
    booked(stack, TURNED_OFF, reminders=False)
    # The reminder's send hangs at the mail server's RCPT (before any message is taken),
    # long enough for the worker to be killed in the middle of it.
    stack.smtp.handler.first_rcpt_stall_seconds = 8
    worker = stack.process("worker", "--concurrency", "1").start()
    beat = stack.process("beat").start()
    wait_until(
        lambda: [row["status"] for row in reminder_rows(stack)] == ["sending"],
        "the reminder to be on its way",
    )
    time.sleep(0.5)
    worker.stop(signal.SIGKILL)
    beat.stop()
    assert stack.smtp.received == []

    beat = stack.process("beat").start()
    worker = stack.process("worker", "--concurrency", "1").start()
    # The sweeper hands the dead worker's row on once its claim is stale (EMAIL_SEND_TIME_LIMIT).
    [received] = stack.smtp.wait_for(1)
    seen = runs(worker)
    wait_until(lambda: runs(worker) >= seen + 2, "two more reminder sweeps", 20)

    assert [r.recipients for r in stack.smtp.received] == [[REMINDED]]
    reminder = received.message
    assert subject(reminder) == "Reminder: your appointment tomorrow at 10:30 AM"
    text, _html = text_and_html(reminder)
    assert ref in text and f"/requests/{ref}?key=" in text
    assert "TMJ" not in text and "Pat Example" not in text
    rows = reminder_rows(stack)
    assert len(rows) == 1 and rows[0]["status"] == "sent" and rows[0]["recipient"] == REMINDED
    assert rows[0]["attempts"] == 2  # the killed worker's try, and the one that went


def test_no_reminder_goes_out_when_the_clinic_turned_them_off(due_at_once: Stack) -> None:
    stack = due_at_once
    stack.env |= {"APPOINTMENT_REMINDERS": "false"}
    booked(stack, REMINDED)
    worker = stack.process("worker", "--concurrency", "1").start()
    stack.process("beat").start()
    wait_until(lambda: runs(worker) >= 3, "three reminder sweeps", 30)

    assert reminder_rows(stack) == []
    assert stack.smtp.received == []

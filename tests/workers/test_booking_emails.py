"""The emails a booking causes (docs/follow-up.md), as they reach a real SMTP server: booked,
moved, cancelled and the day-before reminder to the patient, and word of a cancel to the
clinic. Each names the reference; the patient's carry their status link, the time in the
clinic's zone and (but the reminder) a calendar file that updates the confirmation's entry in
place. None carries the treatment or anything the patient typed."""

from collections.abc import Callable
from datetime import UTC, datetime, time, timedelta
from email.message import EmailMessage
from zoneinfo import ZoneInfo

import pytest
from icalendar import Calendar, Event
from sqlmodel import Session, col, select

from api.core.db import get_engine, session_scope
from api.core.models import Enquiry, NewRequest, OutboxMessage
from api.core.profile import get_profile
from api.core.settings import get_settings
from api.follow_up import reminders, status_page
from api.follow_up.moves import record_move
from api.follow_up.statuses import BOOKED
from api.intake import receipt, references
from api.intake.status_key import status_url
from tests.stack.test_email_delivery import subject, text_and_html, whole_message
from tests.workers.conftest import CLINIC_EMAIL, INBOX, SITE_URL, Mail
from tests.workers.test_clinic_notification import PATIENT, PIECES, TYPED, an_appointment

ZONE = ZoneInfo("America/New_York")
FRONT_DESK = "dana.okafor@clinic.example"
CLINIC = "Mill Pond Physical Therapy"
ADDRESS = "120 Mill Pond Road, Suite 2, Willow Falls, NJ 07099"  # content/clinic.json
PHONE = "(201) 555-0142"


def submitted(request: NewRequest) -> tuple[str, list[int]]:
    """The request stored as the intake stores it (with its status key): reference, rows."""
    with session_scope() as session:
        given = receipt.receipt_for(session, request, get_settings(), "{reference}")
        session.commit()
    return given.message, given.outbox_ids


def visit(days: int, hour: int = 10, minute: int = 30) -> datetime:
    """A visit `days` from today at the clinic's `hour`:`minute`."""
    day = datetime.now(ZONE).date() + timedelta(days=days)
    return datetime.combine(day, time(hour, minute), ZONE)


def moved(ref: str, to: str, at: datetime | None = None) -> list[int]:
    """The front desk's move in the console; the rows it writes."""
    with session_scope() as session:
        request = references.find(session, ref)
        assert request is not None
        ids = record_move(
            session,
            get_settings(),
            request,
            to,
            author=FRONT_DESK,
            address="127.0.0.1",
            booked_for=at,
        )
        session.commit()
    return ids


def cancelled_by_patient(ref: str) -> list[int]:
    """The patient cancels from their status page: the clinic's row, then the patient's."""
    with session_scope() as session:
        request = references.find(session, ref)
        assert request is not None
        ids = status_page.cancel(session, get_settings(), request, "192.0.2.7")
        session.commit()
    return ids


def link_of(ref: str) -> str:
    with session_scope() as session:
        request = references.find(session, ref)
        assert request is not None
        return status_url(get_settings(), request, ref)


def sent(mail: Mail, ids: list[int]) -> list[EmailMessage]:
    """The rows sent now, as the SMTP server received them."""
    before = len(mail.smtp.received)
    assert mail.send(ids) == ", ".join(["sent"] * len(ids))
    return [received.message for received in mail.smtp.received[before:]]


def all_but_to(message: EmailMessage) -> str:
    """Every header but To (the recipient's address, the one typed value an email must carry)
    and every part, the calendar file decoded."""
    return "\n".join(
        line for line in whole_message(message).splitlines() if not line.startswith("To: ")
    )


def assert_carries_nothing_typed(message: EmailMessage) -> None:
    everything = all_but_to(message)
    for value in (*TYPED.values(), *PIECES):
        assert value not in everything, f"{value!r} is in the email"
    assert "General appointment" not in everything  # nor the treatment's stand-in


def assert_to_the_patient(message: EmailMessage, ref: str) -> tuple[str, str]:
    """From the clinic, to the patient, answered by the clinic; the reference and the status
    link in both parts. The text and HTML parts."""
    assert message["From"].addresses[0].display_name == CLINIC
    assert message["To"] == PATIENT and message["Reply-To"] == CLINIC_EMAIL
    text, html = text_and_html(message)
    link = link_of(ref)
    assert link.startswith(f"{SITE_URL}/requests/{ref}?key=")
    assert f"Follow your request: {link}" in text and f'href="{link}"' in html
    assert ref in text and ref in html
    assert_carries_nothing_typed(message)
    return text, html


def calendar_of(message: EmailMessage) -> tuple[Calendar, Event]:
    """The email's one calendar file, checked against RFC 5545's rules, and its event; its MIME
    part names the calendar's METHOD."""
    [part] = [p for p in message.iter_attachments() if p.get_content_type() == "text/calendar"]
    calendar = Calendar.from_ical(part.get_content())
    assert str(calendar["VERSION"]) == "2.0" and str(calendar["PRODID"])
    assert part.get_param("method") == str(calendar["METHOD"])
    [event] = calendar.walk("VEVENT")
    for required in ("UID", "DTSTAMP", "DTSTART"):
        assert required in event, f"the event has no {required}"
    tzid = event["DTSTART"].params.get("TZID")
    if tzid is not None:  # a timed event in a zone carries that zone's VTIMEZONE
        assert tzid in {str(zone["TZID"]) for zone in calendar.walk("VTIMEZONE")}
    return calendar, event


def assert_the_booked_time(event: Event, at: datetime) -> None:
    """A timed event at `at` in the clinic's zone, 1 h 15 long (a first visit)."""
    assert event["DTSTART"].params["TZID"] == "America/New_York"
    start, end = event.decoded("DTSTART"), event.decoded("DTEND")
    assert start == at and start.utcoffset() == at.utcoffset()
    assert end - start == timedelta(minutes=75)
    assert str(event["SUMMARY"]) == f"Appointment at {CLINIC}"
    assert str(event["LOCATION"]) == ADDRESS


def day_of(at: datetime) -> str:
    return f"{at:%A, %B} {at.day}"


def clock(at: datetime) -> str:
    return f"{at:%I:%M %p}".removeprefix("0")


def test_a_booking_reaches_the_patient_with_its_time_the_address_and_the_status_link(
    mail: Mail,
) -> None:
    ref, _ = submitted(an_appointment())
    at = visit(4)
    [booked] = sent(mail, moved(ref, BOOKED, at))

    assert subject(booked) == f"Your appointment on {day_of(at)}"
    text, html = assert_to_the_patient(booked, ref)
    when = f"{day_of(at)} at {clock(at)}"
    for said in (when, ADDRESS, PHONE, "Before your first visit", "arrive 15 minutes early"):
        assert said in text and said in html
    assert f"To change or cancel it, call us at {PHONE} and mention {ref}." in (
        " ".join(text.split())
    )


def test_the_booked_calendar_entry_updates_the_confirmations_entry_in_place(mail: Mail) -> None:
    ref, intake_ids = submitted(an_appointment())
    confirmation, _notification = sent(mail, intake_ids)
    at = visit(4, 14, 0)
    [booked] = sent(mail, moved(ref, BOOKED, at))

    calendar, tentative = calendar_of(confirmation)
    # The first email's tentative day names no treatment either: a calendar is often shared.
    assert "TMJ" not in calendar.to_ical().decode() and ref in str(tentative["DESCRIPTION"])
    assert str(tentative["STATUS"]) == "TENTATIVE" and tentative.get("SEQUENCE", 0) == 0
    calendar, event = calendar_of(booked)
    assert str(calendar["METHOD"]) == "PUBLISH"
    assert str(event["UID"]) == str(tentative["UID"])
    assert str(tentative["UID"]) == confirmation["Message-ID"].strip("<>")
    assert event["SEQUENCE"] == 1 and str(event["STATUS"]) == "CONFIRMED"
    assert_the_booked_time(event, at)
    assert PHONE in str(event["DESCRIPTION"]) and ref in str(event["DESCRIPTION"])
    assert event.decoded("DTSTAMP").tzinfo is not None  # in UTC, as RFC 5545 asks


def test_a_moved_booking_names_the_new_time_and_raises_the_sequence(mail: Mail) -> None:
    ref, intake_ids = submitted(an_appointment())
    first = sent(mail, intake_ids)[0]
    sent(mail, moved(ref, BOOKED, visit(4)))
    later = visit(6, 9, 15)
    [moved_email] = sent(mail, moved(ref, BOOKED, later))

    assert subject(moved_email) == f"Your appointment has moved to {day_of(later)}"
    text, html = assert_to_the_patient(moved_email, ref)
    when = f"{day_of(later)} at {clock(later)}"
    for said in (when, ADDRESS, PHONE, "Before your first visit"):
        assert said in text and said in html
    calendar, event = calendar_of(moved_email)
    assert str(calendar["METHOD"]) == "PUBLISH" and str(event["STATUS"]) == "CONFIRMED"
    assert str(event["UID"]) == first["Message-ID"].strip("<>")
    assert event["SEQUENCE"] == 2
    assert_the_booked_time(event, later)


def test_a_patients_cancel_cancels_the_calendar_entry_and_tells_the_clinic_by_reference(
    mail: Mail,
) -> None:
    ref, intake_ids = submitted(an_appointment())
    first = sent(mail, intake_ids)[0]
    at = visit(5, 16, 45)
    sent(mail, moved(ref, BOOKED, at))
    to_clinic, to_patient = sent(mail, cancelled_by_patient(ref))

    assert subject(to_patient) == f"Your appointment on {at:%B} {at.day} is cancelled"
    text, html = assert_to_the_patient(to_patient, ref)
    assert f"{day_of(at)} at {clock(at)}" in text and PHONE in text and PHONE in html
    calendar, event = calendar_of(to_patient)
    assert str(calendar["METHOD"]) == "CANCEL" and str(event["STATUS"]) == "CANCELLED"
    assert str(event["UID"]) == first["Message-ID"].strip("<>")
    assert event["SEQUENCE"] == 2  # above the booking's 1: the entry is removed
    assert_the_booked_time(event, at)

    assert to_clinic["To"] == INBOX
    assert subject(to_clinic) == f"{ref} cancelled by the patient"
    assert to_clinic["Reply-To"] == CLINIC_EMAIL
    assert_carries_nothing_typed(to_clinic)
    text, html = text_and_html(to_clinic)
    console = f"{SITE_URL}/staff/requests/{ref}"
    assert console in text and f'href="{console}"' in html
    assert "key=" not in whole_message(to_clinic)  # the patient's link is the patient's
    assert not list(to_clinic.iter_attachments())


@pytest.mark.parametrize("notification", ["summary", "full"])
def test_the_clinic_hears_of_a_cancel_by_reference_only_whatever_the_notification_setting(
    mail: Mail, configure: Callable[..., None], notification: str
) -> None:
    configure(clinic_notification=notification)
    for request in (an_appointment(), NewRequest.of(Enquiry, **TYPED)):
        ref, _ = submitted(request)
        [to_clinic] = sent(mail, cancelled_by_patient(ref))  # not booked: nothing to the patient

        assert to_clinic["To"] == INBOX and subject(to_clinic) == f"{ref} cancelled by the patient"
        assert to_clinic["Reply-To"] == CLINIC_EMAIL
        assert_carries_nothing_typed(to_clinic)
        everything = whole_message(to_clinic)
        assert "key=" not in everything and "/requests/" + ref + "?" not in everything
        text, _html = text_and_html(to_clinic)
        assert f"{SITE_URL}/staff/requests/{ref}" in text and ("EST" in text or "EDT" in text)
    assert mail.smtp.to(PATIENT) == []


def test_a_reminder_names_tomorrow_the_address_and_how_to_turn_reminders_off(mail: Mail) -> None:
    ref, _ = submitted(an_appointment())
    at = visit(1, 10, 30)
    moved(ref, BOOKED, at)
    due_now = get_profile().model_copy(update={"reminderTime": "00:00"})
    with session_scope() as session:
        ids = reminders.queue_due(session, get_settings(), due_now)
    [reminder] = sent(mail, ids)

    assert subject(reminder) == "Reminder: your appointment tomorrow at 10:30 AM"
    text, html = assert_to_the_patient(reminder, ref)
    for said in (
        f"{day_of(at)} at 10:30 AM",
        ADDRESS,
        PHONE,
        "You can turn these reminders off on that page.",
    ):
        assert said in text and said in html
    assert not list(reminder.iter_attachments())  # the calendar has the visit already


def test_a_booked_enquiry_gets_a_calendar_entry_of_its_own_kept_through_a_move(
    mail: Mail,
) -> None:
    ref, _ = submitted(NewRequest.of(Enquiry, **TYPED))
    [booked] = sent(mail, moved(ref, BOOKED, visit(3)))
    later = visit(3, 15, 0)
    [moved_email] = sent(mail, moved(ref, BOOKED, later))

    assert_to_the_patient(booked, ref)
    _calendar, first = calendar_of(booked)
    _calendar, second = calendar_of(moved_email)
    uid = str(first["UID"])
    assert uid.startswith(f"request-{ref}-") and uid.endswith("@clinic.example")
    assert str(second["UID"]) == uid
    assert (first["SEQUENCE"], second["SEQUENCE"]) == (1, 2)
    assert_the_booked_time(second, later)


def test_an_email_the_booking_has_overtaken_is_not_sent(mail: Mail) -> None:
    ref, _ = submitted(an_appointment())
    booked = moved(ref, BOOKED, visit(1, 11, 0))
    due_now = get_profile().model_copy(update={"reminderTime": "00:00"})
    with session_scope() as session:
        reminder = reminders.queue_due(session, get_settings(), due_now)
    cancel = cancelled_by_patient(ref)

    # The worker was down meanwhile: "booked" and the reminder would now be untrue.
    assert mail.send([*booked, *reminder, *cancel]) == "failed, failed, sent, sent"
    with Session(get_engine()) as session:
        rows = session.exec(
            select(OutboxMessage).where(col(OutboxMessage.id).in_([*booked, *reminder]))
        ).all()
    assert {row.status for row in rows} == {"failed"}
    assert all("cancelled now" in (row.last_error or "") for row in rows)
    [cancelled] = mail.smtp.to(PATIENT)
    assert str(calendar_of(cancelled)[0]["METHOD"]) == "CANCEL"


def test_a_reminder_turned_off_before_it_went_is_not_sent(mail: Mail) -> None:
    ref, _ = submitted(an_appointment())
    moved(ref, BOOKED, visit(1, 11, 0))
    due_now = get_profile().model_copy(update={"reminderTime": "00:00"})
    with session_scope() as session:
        ids = reminders.queue_due(session, get_settings(), due_now)
        request = references.find(session, ref)
        assert request is not None
        status_page.set_reminders(session, request, False, "192.0.2.7")
        session.commit()

    assert mail.send(ids) == "failed"
    assert mail.smtp.received == []


def test_the_booked_time_is_the_clinics_whatever_the_zone_it_was_typed_in(mail: Mail) -> None:
    ref, _ = submitted(an_appointment())
    at = visit(4, 10, 30)
    [booked] = sent(mail, moved(ref, BOOKED, at.astimezone(UTC)))  # stored in UTC

    assert f"{day_of(at)} at 10:30 AM" in text_and_html(booked)[0]
    assert_the_booked_time(calendar_of(booked)[1], at)

"""The patient's private status page (`/requests/R-1042?key=…`, linked from their own emails):
what it shows, cancelling, and turning the reminder off. It shows the reference and the status
in plain words, and nothing the patient typed. A wrong key is the same as no such request."""

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from sqlmodel import Session

from api.core import audit
from api.core.models import AppointmentRequest, Enquiry, as_utc
from api.core.profile import ClinicProfile
from api.core.settings import Settings
from api.follow_up.moves import MoveRefused, record_move
from api.follow_up.statuses import (
    BOOKED,
    CALLED_BACK,
    CANCELLED,
    CLOSED,
    PATIENT,
    PATIENT_MAY_CANCEL,
)
from api.intake.receipt import find, reference
from api.intake.status_key import opens

CANNOT_CANCEL = "This request can no longer be cancelled here. Please call us."


def open_request(
    session: Session, ref: str, key: str | None
) -> AppointmentRequest | Enquiry | None:
    """The request, when `key` is its own; None for an unknown reference or a wrong key alike."""
    request = find(session, ref)
    if request is None or request.is_spam or not opens(request, key):
        return None
    return request


def visit_time(at: datetime, zone: ZoneInfo) -> str:
    """ "Tuesday, March 3 at 10:30 AM", in the clinic's time."""
    local = as_utc(at).astimezone(zone)
    return f"{local:%A, %B} {local.day} at {local:%I:%M %p}".replace(" at 0", " at ")


def view(request: AppointmentRequest | Enquiry, profile: ClinicProfile) -> dict[str, Any]:
    """What the page shows: the reference, the status in plain words, and what the patient can
    do. Nothing the patient typed."""
    zone = ZoneInfo(profile.timeZone)
    status = request.status
    booked = status == BOOKED and request.booked_for is not None
    if booked:
        assert request.booked_for is not None
        words = f"Booked: {visit_time(request.booked_for, zone)}"
    elif status == CALLED_BACK:
        words = "We tried to call you. Please call us if we missed you."
    elif status == CLOSED:
        words = "Closed"
    elif status == CANCELLED:
        words = "Cancelled at your request"
    else:  # new (and anything the front desk has not moved yet)
        verb = "call you" if isinstance(request, AppointmentRequest) else "get back to you"
        words = f"Received, we will {verb} {profile.callbackPromise}"
    booked_for = as_utc(request.booked_for).isoformat() if booked and request.booked_for else None
    return {
        "reference": reference(request),
        "kind": "appointment" if isinstance(request, AppointmentRequest) else "enquiry",
        "status": "new" if status not in (CALLED_BACK, BOOKED, CLOSED, CANCELLED) else status,
        "words": words,
        "bookedFor": booked_for,
        "mayCancel": status in PATIENT_MAY_CANCEL,
        "reminders": request.reminders if booked else None,
    }


def cancel(
    session: Session, settings: Settings, request: AppointmentRequest | Enquiry, address: str
) -> list[int]:
    """The patient cancels: the request moves to cancelled, by the patient; the clinic hears of
    it by reference, and a booked patient's calendar entry is cancelled. The caller commits."""
    if request.status not in PATIENT_MAY_CANCEL:
        raise MoveRefused(CANNOT_CANCEL)
    return record_move(session, settings, request, CANCELLED, author=PATIENT, address=address)


def set_reminders(
    session: Session, request: AppointmentRequest | Enquiry, on: bool, address: str
) -> None:
    request.reminders = on
    session.add(request)
    audit.record(
        session,
        action=audit.REMINDERS_CHANGED,
        actor=PATIENT,
        address=address,
        references=[reference(request)],
        detail="on" if on else "off",
    )

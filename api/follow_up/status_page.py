"""The patient's private status page (`/requests/R-1042?key=…`, linked from their own emails):
what it shows, cancelling, and turning the reminder off. It shows the reference and the status
in plain words, and nothing the patient typed. A wrong key is the same as no such request."""

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from sqlmodel import Session

from api.core import audit
from api.core.dates import at_time, day
from api.core.languages import SOURCE_LANGUAGE
from api.core.models import AppointmentRequest, Enquiry, as_utc
from api.core.profile import ClinicProfile, get_profile
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
from api.intake.references import find, reference
from api.intake.status_key import opens

# What the page says of a request, in the language of the page it was sent from.
WORDS = {
    "en": {
        "booked": "Booked: {visit}",
        "called_back": "We tried to call you. Please call us if we missed you.",
        "closed": "Closed",
        "cancelled": "Cancelled at your request",
        "appointment": "Received, we will call you {promise}",
        "enquiry": "Received, we will get back to you {promise}",
        "cannot_cancel": "This request can no longer be cancelled here. Please call us.",
    },
    "es": {
        "booked": "Cita confirmada: {visit}",
        "called_back": "Intentamos llamarle. Llámenos si no pudo contestar.",
        "closed": "Cerrada",
        "cancelled": "Cancelada a petición suya",
        "appointment": "Recibida: le llamaremos {promise}",
        "enquiry": "Recibido: le responderemos {promise}",
        "cannot_cancel": "Esta solicitud ya no se puede cancelar aquí. Llámenos, por favor.",
    },
}


def _words(request: AppointmentRequest | Enquiry) -> dict[str, str]:
    return WORDS.get(request.language, WORDS[SOURCE_LANGUAGE])


def open_request(
    session: Session, ref: str, key: str | None
) -> AppointmentRequest | Enquiry | None:
    """The request, when `key` is its own; None for an unknown reference or a wrong key alike."""
    request = find(session, ref)
    if request is None or request.is_spam or not opens(request, key):
        return None
    return request


def visit_time(at: datetime, zone: ZoneInfo, language: str = SOURCE_LANGUAGE) -> str:
    """ "Tuesday, March 3 at 10:30 AM", "martes, 3 de marzo a las 10:30 a.m.": the clinic's
    time."""
    local = as_utc(at).astimezone(zone)
    return f"{day(local, language)} {at_time(local, language)}"


def view(request: AppointmentRequest | Enquiry, profile: ClinicProfile) -> dict[str, Any]:
    """What the page shows: the reference, the status in plain words, and what the patient can
    do. Nothing the patient typed."""
    zone = ZoneInfo(profile.timeZone)
    said = _words(request)
    promise = get_profile(request.language).callbackPromise
    status = request.status
    booked = status == BOOKED and request.booked_for is not None
    if booked:
        assert request.booked_for is not None
        words = said["booked"].format(visit=visit_time(request.booked_for, zone, request.language))
    elif status == CALLED_BACK:
        words = said["called_back"]
    elif status == CLOSED:
        words = said["closed"]
    elif status == CANCELLED:
        words = said["cancelled"]
    else:  # new (and anything the front desk has not moved yet)
        kind = "appointment" if isinstance(request, AppointmentRequest) else "enquiry"
        words = said[kind].format(promise=promise)
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
        raise MoveRefused(_words(request)["cannot_cancel"])
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

"""The emails a change of status causes: the booked time in writing (with the calendar entry of
the first email updated in place), a booking moved, a booking the patient cancelled, and the
clinic's word that a patient cancelled. Each is an outbox row written in the transaction that
makes the change; the caller commits, then publishes the ids."""

from sqlmodel import Session

from api.core.models import AppointmentRequest, Enquiry, OutboxMessage
from api.core.settings import Settings
from api.follow_up.statuses import BOOKED, CANCELLED

APPOINTMENT_BOOKED = "appointment_booked"
APPOINTMENT_MOVED = "appointment_moved"
APPOINTMENT_CANCELLED = "appointment_cancelled"
APPOINTMENT_REMINDER = "appointment_reminder"
CLINIC_CANCELLED = "clinic_cancelled"  # to the clinic inbox: a reference, nothing typed
# The emails that carry the calendar entry, and so raise its SEQUENCE.
CALENDAR_KINDS = (APPOINTMENT_BOOKED, APPOINTMENT_MOVED, APPOINTMENT_CANCELLED)


def after_move(
    session: Session,
    settings: Settings,
    request: AppointmentRequest | Enquiry,
    was: str,
) -> list[int]:
    """The rows `request`'s move from `was` to its status now causes (it is spam-free: spam
    never reaches booked)."""
    kinds: list[tuple[str, str]] = []
    if request.status == BOOKED:
        kinds.append((APPOINTMENT_MOVED if was == BOOKED else APPOINTMENT_BOOKED, request.email))
    elif request.status == CANCELLED:
        kinds.append((CLINIC_CANCELLED, settings.clinic_inbox_address))
        if was == BOOKED:
            kinds.append((APPOINTMENT_CANCELLED, request.email))
    return [_add(session, request, kind, to) for kind, to in kinds]


def reminder(session: Session, request: AppointmentRequest | Enquiry) -> int:
    return _add(session, request, APPOINTMENT_REMINDER, request.email)


def _add(session: Session, request: AppointmentRequest | Enquiry, kind: str, to: str) -> int:
    is_appointment = isinstance(request, AppointmentRequest)
    row = OutboxMessage(
        kind=kind,
        recipient=to,
        appointment_id=request.id if is_appointment else None,
        enquiry_id=None if is_appointment else request.id,
    )
    session.add(row)
    session.flush()
    assert row.id is not None
    return row.id

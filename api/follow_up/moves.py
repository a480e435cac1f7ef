"""Moving a request from one status to another, whoever moves it (the front desk in the
console, the patient from the status page): one conditional UPDATE, a history row, an audit
row and the emails the move causes, in the caller's transaction (the caller commits, then
publishes the ids it gets back)."""

from datetime import datetime

from sqlalchemy import update
from sqlmodel import Session, col

from api.core import audit
from api.core.models import AppointmentRequest, Enquiry, RequestEvent
from api.core.settings import Settings
from api.follow_up import booking_emails
from api.follow_up.statuses import BOOKED, CANCELLED
from api.intake.references import reference


class MoveRefused(ValueError):
    """The move is not allowed, or someone else moved the request first: nothing changed."""


def record_move(
    session: Session,
    settings: Settings,
    request: AppointmentRequest | Enquiry,
    to: str,
    *,
    author: str,
    address: str,
    booked_for: datetime | None = None,
) -> list[int]:
    """The UPDATE names the status it moves from, so two people moving one request at once
    cannot both win. A change to the calendar entry (booked, moved, cancelled when booked)
    raises its SEQUENCE; a new booked time may be reminded of again."""
    was = request.status
    table = type(request)
    values: dict[str, object] = {"status": to}
    if to == BOOKED:
        values |= {"booked_for": booked_for, "reminder_sent_at": None}
    if to == BOOKED or (to == CANCELLED and was == BOOKED):
        values["calendar_sequence"] = col(table.calendar_sequence) + 1
    moved = session.execute(
        update(table)
        .where(col(table.id) == request.id)
        .where(col(table.status) == was)
        .values(**values)
    )
    if moved.rowcount != 1:  # type: ignore[attr-defined]
        raise MoveRefused("Someone else changed this request just now. Look at it again.")
    is_appointment = isinstance(request, AppointmentRequest)
    event = RequestEvent(
        appointment_id=request.id if is_appointment else None,
        enquiry_id=None if is_appointment else request.id,
        kind="status",
        from_status=was,
        to_status=to,
        booked_for=booked_for if to == BOOKED else None,
        author=author,
    )
    session.add(event)
    when = f" for {booked_for:%Y-%m-%d %H:%M} UTC" if to == BOOKED and booked_for else ""
    audit.record(
        session,
        action=audit.STATUS_CHANGED,
        actor=author,
        address=address,
        references=[reference(request)],
        detail=f"{was} -> {to}{when}",
    )
    session.refresh(request)
    return booking_emails.after_move(session, settings, request, was)

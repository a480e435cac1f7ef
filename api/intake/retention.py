"""Retention: requests, enquiries and their email rows are kept RETENTION_DAYS, then purged, as
are the rows of staff members' own emails (invitations, passkeys added or removed), which no
request holds; idempotency records and used proof-of-work challenges only as long as they
matter."""

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from sqlalchemy import delete, or_, select
from sqlmodel import Session, col

from api.core.models import AppointmentRequest, Enquiry, IdempotencyRecord, OutboxMessage, utcnow
from api.intake.altcha import purge_used_challenges
from api.intake.idempotency import KEEP_FOR


@dataclass
class Purged:
    appointments: int
    enquiries: int
    outbox: int
    idempotency: int
    used_challenges: int


def purge_old_requests(session: Session, days: int) -> Purged:
    cutoff = utcnow() - timedelta(days=days)
    old_appointments = select(col(AppointmentRequest.id)).where(
        col(AppointmentRequest.created_at) < cutoff
    )
    old_enquiries = select(col(Enquiry.id)).where(col(Enquiry.created_at) < cutoff)

    def removed(statement: Any) -> int:
        return int(session.execute(statement).rowcount)  # type: ignore[attr-defined]

    purged = Purged(
        outbox=removed(
            delete(OutboxMessage).where(
                or_(
                    col(OutboxMessage.appointment_id).in_(old_appointments),
                    col(OutboxMessage.enquiry_id).in_(old_enquiries),
                    col(OutboxMessage.staff_id).is_not(None)
                    & (col(OutboxMessage.created_at) < cutoff),
                )
            )
        ),
        appointments=removed(
            delete(AppointmentRequest).where(col(AppointmentRequest.created_at) < cutoff)
        ),
        enquiries=removed(delete(Enquiry).where(col(Enquiry.created_at) < cutoff)),
        idempotency=removed(
            delete(IdempotencyRecord).where(col(IdempotencyRecord.created_at) < utcnow() - KEEP_FOR)
        ),
        used_challenges=purge_used_challenges(session),
    )
    session.commit()
    return purged

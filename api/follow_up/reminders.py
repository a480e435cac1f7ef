"""The reminder of a booked visit, the day before, at the clinic profile's `reminderTime`
(10:00 by default, in the clinic's time zone). Beat looks every few minutes; each reminder is
claimed by one conditional UPDATE in the transaction that writes its outbox row, so however
often beat looks, restarts or runs twice, a booked time is reminded of once. Never for a
cancelled or past booking, nor for a patient who turned reminders off, nor at all when
APPOINTMENT_REMINDERS is off."""

from collections.abc import Sequence
from datetime import datetime, time, timedelta
from typing import cast
from zoneinfo import ZoneInfo

from sqlalchemy import update
from sqlmodel import Session, col, select

from api.core.models import AppointmentRequest, Enquiry, utcnow
from api.core.profile import ClinicProfile
from api.core.settings import Settings
from api.follow_up import booking_emails
from api.follow_up.statuses import BOOKED


def queue_due(
    session: Session, settings: Settings, profile: ClinicProfile, now: datetime | None = None
) -> list[int]:
    """The outbox ids of the reminders due now, written and committed."""
    if not settings.appointment_reminders:
        return []
    now = now or utcnow()
    zone = ZoneInfo(profile.timeZone)
    local_now = now.astimezone(zone)
    hour, minute = (int(part) for part in profile.reminderTime.split(":"))
    if local_now.time() < time(hour, minute):
        return []
    tomorrow = local_now.date() + timedelta(days=1)
    day_starts = datetime.combine(tomorrow, time(0), zone)
    day_ends = datetime.combine(tomorrow + timedelta(days=1), time(0), zone)
    queued: list[int] = []
    for table in (AppointmentRequest, Enquiry):
        due = session.exec(
            select(table)
            .where(col(table.status) == BOOKED)
            .where(col(table.reminders).is_(True))
            .where(col(table.reminder_sent_at).is_(None))
            .where(col(table.booked_for) >= max(day_starts, now))
            .where(col(table.booked_for) < day_ends)
        ).all()
        for request in cast(Sequence[AppointmentRequest | Enquiry], due):
            claimed = session.execute(
                update(table)
                .where(col(table.id) == request.id)
                .where(col(table.reminder_sent_at).is_(None))
                .where(col(table.status) == BOOKED)
                .values(reminder_sent_at=now)
            )
            if claimed.rowcount == 1:  # type: ignore[attr-defined]
                queued.append(booking_emails.reminder(session, request))
    session.commit()
    return queued

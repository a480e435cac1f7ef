"""The transactional outbox: each email a request must cause is a row, written with the request.

The broker only wakes a worker up; the row is the record. A row is `pending` until a worker
claims it (`sending`), then `sent`, or `failed` with its error. The sweeper re-enqueues pending
rows whose turn has come and rows whose worker died mid-send.
"""

import logging
import threading
import time
from datetime import datetime, timedelta

from sqlalchemy import insert, or_, update
from sqlmodel import Session, col, select

from api.models import OutboxMessage, utcnow

log = logging.getLogger("clinic.outbox")

SEND_TASK = "workers.email.send_email"
APPOINTMENT_CONFIRMATION = "appointment_confirmation"
APPOINTMENT_NOTIFICATION = "appointment_notification"
ENQUIRY_ACKNOWLEDGEMENT = "enquiry_acknowledgement"
ENQUIRY_NOTIFICATION = "enquiry_notification"


def add_appointment_messages(
    session: Session, request_id: int, patient: str, inbox: str, sweep_at: datetime
) -> list[int]:
    """`sweep_at`: when the sweeper may take a row the worker has not sent by then."""
    return _insert(session, sweep_at, [
        {"kind": APPOINTMENT_CONFIRMATION, "appointment_id": request_id, "recipient": patient},
        {"kind": APPOINTMENT_NOTIFICATION, "appointment_id": request_id, "recipient": inbox},
    ])  # fmt: skip


def add_enquiry_messages(
    session: Session, enquiry_id: int, enquirer: str, inbox: str, sweep_at: datetime
) -> list[int]:
    return _insert(session, sweep_at, [
        {"kind": ENQUIRY_ACKNOWLEDGEMENT, "enquiry_id": enquiry_id, "recipient": enquirer},
        {"kind": ENQUIRY_NOTIFICATION, "enquiry_id": enquiry_id, "recipient": inbox},
    ])  # fmt: skip


def _insert(session: Session, sweep_at: datetime, rows: list[dict[str, object]]) -> list[int]:
    now = utcnow()
    for row in rows:
        row.update(status="pending", attempts=0, next_attempt_at=sweep_at, created_at=now)
        row.setdefault("appointment_id", None)
        row.setdefault("enquiry_id", None)
    result = session.execute(insert(OutboxMessage).returning(col(OutboxMessage.id)), rows)
    return [int(i) for i in result.scalars().all()]


class _BrokerBreaker:
    """After a failed publish, skip publishing for a while: the sweeper delivers those rows."""

    def __init__(self, pause_seconds: float) -> None:
        self.pause_seconds = pause_seconds
        self._open_until = 0.0
        self._lock = threading.Lock()

    def is_open(self) -> bool:
        return time.monotonic() < self._open_until

    def trip(self) -> None:
        with self._lock:
            self._open_until = time.monotonic() + self.pause_seconds


_breaker = _BrokerBreaker(pause_seconds=5.0)


def enqueue(outbox_ids: list[int], *, request_id: str | None = None) -> int:
    """Publish one task per row (only its id). Never raises: a row not published stays pending."""
    if not outbox_ids or _breaker.is_open():
        return 0
    from workers.celery_app import celery_app

    published = 0
    try:
        with celery_app.producer_or_acquire() as producer:  # one connection for all the rows
            for outbox_id in outbox_ids:
                celery_app.send_task(
                    SEND_TASK,
                    args=[outbox_id],
                    retry=False,
                    producer=producer,
                    headers={"request_id": request_id},
                )
                published += 1
    except Exception as error:  # any broker failure: the sweeper delivers the rest later
        _breaker.trip()
        log.warning(
            "broker unavailable, outbox rows left pending",
            extra={"event": "enqueue_failed", "error": type(error).__name__},
        )
    return published


def claim(session: Session, outbox_id: int, stale_after: timedelta) -> OutboxMessage | None:
    """Take the row for sending; None if it is sent, failed, or being sent by a live worker."""
    now = utcnow()
    claimed = session.execute(
        update(OutboxMessage)
        .where(col(OutboxMessage.id) == outbox_id)
        .where(
            or_(
                col(OutboxMessage.status) == "pending",
                (col(OutboxMessage.status) == "sending")
                & (col(OutboxMessage.claimed_at) < now - stale_after),
            )
        )
        .values(status="sending", claimed_at=now, attempts=col(OutboxMessage.attempts) + 1)
        .returning(OutboxMessage)
    ).scalar_one_or_none()
    session.commit()
    return claimed


def mark_sent(session: Session, outbox_id: int) -> None:
    _set(session, outbox_id, status="sent", sent_at=utcnow(), last_error=None)


def mark_failed(session: Session, outbox_id: int, error: str) -> None:
    _set(session, outbox_id, status="failed", last_error=error[:1000])


def mark_retry(session: Session, outbox_id: int, error: str, at: datetime) -> None:
    _set(session, outbox_id, status="pending", next_attempt_at=at, last_error=error[:1000])


def _set(session: Session, outbox_id: int, **values: object) -> None:
    session.execute(
        update(OutboxMessage).where(col(OutboxMessage.id) == outbox_id).values(**values)
    )
    session.commit()


def due_for_sweep(
    session: Session, *, stale_after: timedelta, hold_for: timedelta, limit: int = 500
) -> list[int]:
    """Rows whose turn has come, or whose worker died mid-send; they are held back from the
    next sweep for `hold_for`, so a worker that is down does not get a pile of duplicates."""
    now = utcnow()
    due = or_(
        (col(OutboxMessage.status) == "pending") & (col(OutboxMessage.next_attempt_at) <= now),
        (col(OutboxMessage.status) == "sending")
        & (col(OutboxMessage.claimed_at) < now - stale_after),
    )
    ids = list(
        session.exec(
            select(OutboxMessage.id).where(due).order_by(col(OutboxMessage.id)).limit(limit)
        ).all()
    )
    if ids:
        session.execute(
            update(OutboxMessage)
            .where(col(OutboxMessage.id).in_(ids))
            .values(status="pending", next_attempt_at=now + hold_for)
        )
        session.commit()
    return [i for i in ids if i is not None]


def retry_failed(session: Session, outbox_ids: list[int] | None = None) -> list[int]:
    """An operator's retry: failed rows (all, or the given ones) go back to pending now."""
    query = select(OutboxMessage.id).where(col(OutboxMessage.status) == "failed")
    if outbox_ids is not None:
        query = query.where(col(OutboxMessage.id).in_(outbox_ids))
    ids = [i for i in session.exec(query).all() if i is not None]
    if ids:
        session.execute(
            update(OutboxMessage)
            .where(col(OutboxMessage.id).in_(ids))
            .values(status="pending", attempts=0, next_attempt_at=utcnow(), last_error=None)
        )
        session.commit()
    return ids

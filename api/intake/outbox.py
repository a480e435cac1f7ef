"""The transactional outbox: each email a request must cause is a row, written with the request.

The broker only wakes a worker up; the row is the record. A row moves through one state machine:

    pending ──claim──▶ sending ──▶ sent
       ▲                  │
       │                  ├──▶ pending   a failure not the recipient's fault: again after a
       │                  │              backoff (connection, timeout, 4xx, a crash of any kind)
       │                  ├──▶ held      the same, past EMAIL_MAX_ATTEMPTS, or a sender-side 5xx
       │                  │              (authentication, quota, policy): tried again every
       └────sweeper───────┘              OUTBOX_HOLD_RETRY_SECONDS until it goes or is cancelled
                          └──▶ failed    never deliverable: the recipient refused for good
                                         (550/551/553 with 5.1.x) or the message cannot be built
    held or failed ──operator──▶ pending (retry) or cancelled

Every attempt is counted when it is claimed, so a worker that dies mid-send still moves the row
on: the sweeper takes a row left `sending` past its stale time. Several workers and the sweeper
may reach for one row at once: every change of state is one conditional UPDATE, so the database
decides who wins and a loser finds nothing to do. Every time another host compares (claims,
stale sends, due rows) comes from the database's clock, not the host's.
"""

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

from sqlalchemy import Interval, bindparam, func, insert, or_, update
from sqlmodel import Session, col, select

from api.core.models import AppointmentRequest, Enquiry, OutboxMessage, utcnow

APPOINTMENT_CONFIRMATION = "appointment_confirmation"
APPOINTMENT_NOTIFICATION = "appointment_notification"
ENQUIRY_ACKNOWLEDGEMENT = "enquiry_acknowledgement"
ENQUIRY_NOTIFICATION = "enquiry_notification"

PENDING, SENDING, SENT, HELD, FAILED, CANCELLED = (
    "pending", "sending", "sent", "held", "failed", "cancelled"
)  # fmt: skip
MAX_ERROR = 1000
# An address typed in the contact form may be anyone's: it gets at most this many of our fixed
# acknowledgements a day, however many enquiries name it (the clinic hears of every one).
ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3

# What each kind of request sends: first to the visitor, then to the clinic inbox.
_KINDS: dict[type, tuple[str, str]] = {
    AppointmentRequest: (APPOINTMENT_CONFIRMATION, APPOINTMENT_NOTIFICATION),
    Enquiry: (ENQUIRY_ACKNOWLEDGEMENT, ENQUIRY_NOTIFICATION),
}


def database_now(session: Session) -> Any:
    """Now, by the database's clock (PostgreSQL's now()); SQLite is one machine's file, whose
    processes share one clock."""
    if session.get_bind().dialect.name == "postgresql":
        return func.now()
    return utcnow()


def add_request(
    session: Session, request: AppointmentRequest | Enquiry, inbox: str, grace: timedelta
) -> list[int]:
    """Add the request and, unless it is spam, its two emails: the visitor's confirmation (or
    fixed acknowledgement) and the clinic's notification. Returns the emails' outbox ids.
    `grace`: how long the sweeper leaves a new row to the worker it was published to.

    Written with two prepared INSERT ... RETURNING statements on the session's connection, not
    the ORM's unit of work: this runs on every submit, and the new rows are final, so there is
    nothing for the ORM to track (it costs several times the database's own time here)."""
    connection = session.connection()
    request.id = connection.execute(
        _INSERT_REQUEST[type(request)], request.model_dump(exclude={"id"})
    ).scalar_one()
    if request.is_spam:  # answered like a success, kept for review, emails nobody
        return []
    is_appointment = isinstance(request, AppointmentRequest)
    rows = [
        OutboxMessage(
            kind=kind,
            recipient=recipient,
            appointment_id=request.id if is_appointment else None,
            enquiry_id=None if is_appointment else request.id,
        ).model_dump(exclude={"id", "next_attempt_at"})
        for kind, recipient in zip(_KINDS[type(request)], (request.email, inbox), strict=True)
        if kind != ENQUIRY_ACKNOWLEDGEMENT or _may_acknowledge(session, recipient)
    ]
    if connection.dialect.name == "postgresql":  # due by the database's clock
        inserted = connection.execute(_INSERT_DUE_BY_DATABASE, [row | {"grace": grace}
                                                                for row in rows])  # fmt: skip
    else:
        due = utcnow() + grace
        inserted = connection.execute(_INSERT_OUTBOX, [row | {"next_attempt_at": due}
                                                       for row in rows])  # fmt: skip
    return [outbox_id for outbox_id in inserted.scalars() if outbox_id is not None]


_INSERT_REQUEST = {
    table: insert(table).returning(col(table.id)) for table in (AppointmentRequest, Enquiry)
}
_INSERT_OUTBOX = insert(OutboxMessage).returning(col(OutboxMessage.id),
                                                 sort_by_parameter_order=True)  # fmt: skip
_INSERT_DUE_BY_DATABASE = _INSERT_OUTBOX.values(
    next_attempt_at=func.now() + bindparam("grace", type_=Interval())
)


def _may_acknowledge(session: Session, address: str) -> bool:
    """`address` is as the validator leaves it (ASCII, the domain in lower case); mailboxes that
    differ only in letter case are one person's in practice, and count as one."""
    sent_today = session.exec(
        select(func.count())
        .select_from(OutboxMessage)
        .where(col(OutboxMessage.kind) == ENQUIRY_ACKNOWLEDGEMENT)
        .where(func.lower(col(OutboxMessage.recipient)) == address.lower())
        .where(col(OutboxMessage.created_at) > utcnow() - timedelta(days=1))
    ).one()
    return sent_today < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY


def claim(session: Session, outbox_id: int, stale_after: timedelta) -> OutboxMessage | None:
    """Take the row for sending and count the attempt; None if it is not this worker's to send
    (sent, held, failed, cancelled, or in a live worker's hands).

    This and the marks below run for every email: they are statements built once, sent to the
    session's connection without the ORM's bookkeeping of objects it does not hold."""
    connection = session.connection()
    if connection.dialect.name == "postgresql":
        claimed = connection.execute(
            _CLAIM_BY_DATABASE_CLOCK, {"outbox_id": outbox_id, "stale_after": stale_after}
        )
    else:
        now = utcnow()
        claimed = connection.execute(
            _CLAIM, {"outbox_id": outbox_id, "now": now, "stale_before": now - stale_after}
        )
    row = claimed.mappings().one_or_none()
    session.commit()
    return OutboxMessage(**row) if row is not None else None


def _claim_statement(now: Any, stale_before: Any) -> Any:
    return (
        update(OutboxMessage)
        .where(col(OutboxMessage.id) == bindparam("outbox_id"))
        .where(
            or_(
                col(OutboxMessage.status) == PENDING,
                (col(OutboxMessage.status) == SENDING)
                & (col(OutboxMessage.claimed_at) < stale_before),
            )
        )
        .values(status=SENDING, claimed_at=now, attempts=col(OutboxMessage.attempts) + 1)
        .returning(*OutboxMessage.__table__.columns)  # type: ignore[attr-defined]
    )


_TIMESTAMP = OutboxMessage.__table__.c.claimed_at.type  # type: ignore[attr-defined]
_CLAIM_BY_DATABASE_CLOCK = _claim_statement(
    func.now(), func.now() - bindparam("stale_after", type_=Interval())
)
_CLAIM = _claim_statement(bindparam("now", type_=_TIMESTAMP),
                          bindparam("stale_before", type_=_TIMESTAMP))  # fmt: skip


@contextmanager
def marked_sent_on_success(session: Session, outbox_id: int) -> Iterator[None]:
    """Around the SMTP send: the row is sent once the block returns, and untouched if it raises.

    SMTP cannot tell a sender whether a message whose reply was cut off arrived, so a worker
    killed between the server's 250 and the durable "sent" leaves a row that will be sent again.
    That window is one statement long: the email task's session commits each statement as it
    runs (`session_scope(autocommit=True)`), so after the 250 only this UPDATE is left to go.
    "Sent is sent, whoever holds the row now": the mark has no condition on the status, so a
    race can never lose it."""
    try:
        yield
    except BaseException:
        session.rollback()
        raise
    _write_sent(session, outbox_id)
    session.commit()


def _write_sent(session: Session, outbox_id: int) -> None:
    connection = session.connection()
    if connection.dialect.name == "postgresql":
        connection.execute(_SENT_BY_DATABASE_CLOCK, {"outbox_id": outbox_id})
    else:
        connection.execute(_SENT, {"outbox_id": outbox_id, "now": utcnow()})


def _sent_statement(now: Any) -> Any:
    return (
        update(OutboxMessage)
        .where(col(OutboxMessage.id) == bindparam("outbox_id"))
        .values(status=SENT, sent_at=now, last_error=None)
    )


_SENT_BY_DATABASE_CLOCK = _sent_statement(func.now())
_SENT = _sent_statement(bindparam("now", type_=_TIMESTAMP))


def mark_failed(session: Session, outbox_id: int, reason: str) -> None:
    _set(session, outbox_id, status=FAILED, last_error=reason[:MAX_ERROR])


def mark_retry(session: Session, outbox_id: int, error: str, after: timedelta) -> None:
    _set(session, outbox_id, status=PENDING, next_attempt_at=database_now(session) + after,
         last_error=error[:MAX_ERROR])  # fmt: skip


def mark_held(session: Session, outbox_id: int, reason: str, after: timedelta) -> None:
    _set(session, outbox_id, status=HELD, next_attempt_at=database_now(session) + after,
         last_error=reason[:MAX_ERROR])  # fmt: skip


def _set(session: Session, outbox_id: int, **values: object) -> None:
    """Only a row this worker holds (`sending`) moves on."""
    session.connection().execute(
        update(OutboxMessage)
        .where(col(OutboxMessage.id) == outbox_id)
        .where(col(OutboxMessage.status) == SENDING)
        .values(**values)
    )
    session.commit()


def due_for_sweep(
    session: Session, *, stale_after: timedelta, quiet_for: timedelta, limit: int = 500
) -> list[int]:
    """Rows whose turn has come (pending or held), or whose worker died mid-send. They become
    pending and are left out of the next sweeps for `quiet_for`, so that a worker that is down
    does not get a pile of duplicates."""
    now = database_now(session)
    due = or_(
        col(OutboxMessage.status).in_([PENDING, HELD])
        & (col(OutboxMessage.next_attempt_at) <= now),
        (col(OutboxMessage.status) == SENDING)
        & (col(OutboxMessage.claimed_at) < now - stale_after),
    )
    ids = [
        i
        for i in session.exec(
            select(OutboxMessage.id).where(due).order_by(col(OutboxMessage.id)).limit(limit)
        ).all()
        if i is not None
    ]
    if ids:
        session.execute(
            update(OutboxMessage)
            .where(col(OutboxMessage.id).in_(ids))
            .where(due)  # unless a worker took it meanwhile
            .values(status=PENDING, next_attempt_at=now + quiet_for)
        )
        session.commit()
    return ids


def retry_now(session: Session, outbox_ids: list[int] | None = None) -> list[int]:
    """An operator's retry: held or failed rows (all, or the given ones) go back to pending now,
    with their attempts counted afresh."""
    return _operator_moves(session, outbox_ids, status=PENDING, attempts=0,
                           next_attempt_at=database_now(session), last_error=None)  # fmt: skip


def cancel(session: Session, outbox_ids: list[int]) -> list[int]:
    """An operator gives up on held or failed rows: they are never sent."""
    return _operator_moves(session, outbox_ids, status=CANCELLED)


def _operator_moves(session: Session, outbox_ids: list[int] | None, **values: object) -> list[int]:
    query = select(OutboxMessage.id).where(col(OutboxMessage.status).in_([HELD, FAILED]))
    if outbox_ids is not None:
        query = query.where(col(OutboxMessage.id).in_(outbox_ids))
    ids = [i for i in session.exec(query).all() if i is not None]
    if ids:
        session.execute(
            update(OutboxMessage)
            .where(col(OutboxMessage.id).in_(ids))
            .where(col(OutboxMessage.status).in_([HELD, FAILED]))
            .values(**values)
        )
        session.commit()
    return ids

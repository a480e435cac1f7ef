"""The transactional outbox: each email a request must cause is a row, written with the request.

The broker only wakes a worker up; the row is the record. A woken worker claims the due rows
its wake-up names (beat's names none: every due row), a few at a time, and each row moves
through one state machine:

    pending ──claim──▶ sending ──▶ sent
    held ─────claim──▶    │
       ▲                  ├──▶ pending   a failure not the recipient's fault: due again after a
       │                  │              backoff (connection, timeout, 4xx, a crash of any kind)
       │                  ├──▶ held      the same, past EMAIL_MAX_ATTEMPTS, or a sender-side 5xx
       │                  │              (authentication, quota, policy): due again every
       │                  │              OUTBOX_HOLD_RETRY_SECONDS until it goes or is cancelled
       │                  └──▶ failed    never deliverable: the recipient refused for good
       │                                 (550/551/553 with 5.1.x) or the message cannot be built
    held or failed ──operator──▶ pending (retry) or cancelled
    sending, never begun ──task stops early──▶ pending, its attempt not counted

A row is due when it is pending and never tried (a new row: at once), pending or held and its
`next_attempt_at` has come, or sending for longer than the stale time: its worker died
mid-send, and the claim takes it over. Every attempt is counted when it is claimed.

Several workers claim at once, and a claim is one statement: UPDATE the first due rows (at most
CLAIM_BATCH), chosen by a sub-SELECT ... FOR UPDATE SKIP LOCKED. On PostgreSQL the row locks
make two workers take different rows (each skips a row another is taking, and a locked row is
checked again for being due);
SQLite runs one writing statement at a time, so no other write comes between its SELECT and
its UPDATE. A row moves on from `sending` only with a condition on that status, so the database
decides every race and a loser finds nothing to do.

Every time a claim compares (due, stale) or a move writes (claimed, sent, due again) is the
database's clock (`DatabaseNow`), never a host's. A new row's times are its writer's: nothing
compares them with the database's (a new row is due at once), and only the daily count of
acknowledgements reads `created_at`, a day wide.
"""

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cache
from typing import Any

from asgi_correlation_id import correlation_id
from sqlalchemy import (
    Connection,
    DateTime,
    Float,
    Insert,
    Select,
    String,
    bindparam,
    exists,
    func,
    insert,
    inspect,
    literal,
    literal_column,
    or_,
    true,
    union_all,
    update,
)
from sqlalchemy import Sequence as DatabaseSequence
from sqlalchemy import select as sql_select  # SQLModel's select types at most four columns
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement
from sqlmodel import Session, col, select

from api.core.models import (
    AppointmentRequest,
    Enquiry,
    IdempotencyRecord,
    NewRequest,
    OutboxMessage,
    UsedChallenge,
    utcnow,
)
from api.intake.altcha import Proof
from api.intake.references import reference, reference_in_sql

APPOINTMENT_CONFIRMATION = "appointment_confirmation"
APPOINTMENT_NOTIFICATION = "appointment_notification"
ENQUIRY_ACKNOWLEDGEMENT = "enquiry_acknowledgement"
ENQUIRY_NOTIFICATION = "enquiry_notification"

PENDING = "pending"
SENDING = "sending"
SENT = "sent"
HELD = "held"
FAILED = "failed"
CANCELLED = "cancelled"
MAX_ERROR = 1000
# An address typed in the contact form may be anyone's: it gets at most this many of our fixed
# acknowledgements a day, however many enquiries name it (the clinic hears of every one).
ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3

# What each kind of request sends: first to the visitor, then to the clinic inbox.
_KINDS: dict[type, tuple[str, str]] = {
    AppointmentRequest: (APPOINTMENT_CONFIRMATION, APPOINTMENT_NOTIFICATION),
    Enquiry: (ENQUIRY_ACKNOWLEDGEMENT, ENQUIRY_NOTIFICATION),
}


class DatabaseNow(FunctionElement[datetime]):
    """Now by the database's clock, plus a number of seconds when given one (a bound value).

    PostgreSQL: now(). SQLite: its own clock (UTC) written as SQLAlchemy writes the times it
    stores there ('2026-11-26 12:00:00.123000'), so that comparing the texts compares times."""

    type = DateTime(timezone=True)
    inherit_cache = True
    name = "database_now"  # how SQLAlchemy names it; each database gets its own text below


@compiles(DatabaseNow)
def _now_on_postgresql(element: DatabaseNow, compiler: SQLCompiler, **kw: Any) -> str:
    if not element.clauses.clauses:
        return "now()"
    return f"(now() + make_interval(secs => {compiler.process(element.clauses, **kw)}))"


@compiles(DatabaseNow, "sqlite")
def _now_on_sqlite(element: DatabaseNow, compiler: SQLCompiler, **kw: Any) -> str:
    shift = ""
    if element.clauses.clauses:
        shift = f", printf('%+.3f seconds', {compiler.process(element.clauses, **kw)})"
    return f"strftime('%Y-%m-%d %H:%M:%f000', 'now'{shift})"


@dataclass(frozen=True)
class AnswerKey:
    """An Idempotency-Key to keep with the answer to the request it came with: the key as kept
    (the call's name and the client's key), the hash of the request, and the time before which
    a key kept already is forgotten (its row then takes this answer)."""

    key: str
    payload_hash: str
    kept_since: datetime


@dataclass(frozen=True)
class Stored:
    outbox_ids: list[int]
    repeat: bool = False  # its answer key was kept already: the request was stored before
    proof_used_already: bool = False  # its proof of work was spent before: nothing stored


# Where the request's reference goes in the answer an answer key keeps.
REFERENCE_MARK = "{reference}"


def add_request(
    session: Session,
    request: NewRequest,
    inbox: str,
    answer_key: AnswerKey | None = None,
    answer: str = "",
    proof: Proof | None = None,
) -> Stored:
    """Add the request, unless it is spam its two emails (the visitor's confirmation or fixed
    acknowledgement and the clinic's notification), with `answer_key` the `answer` it keeps
    (REFERENCE_MARK standing for the request's reference), and with `proof` its proof of work
    spent. Sets the request's id. The new emails are due at once. Nothing is stored when the
    key was kept already (a repeat) or the proof was spent already.

    Written with prepared statements on the session's connection, not the ORM's unit of work:
    this runs on every submit, and the new rows are final, so there is nothing for the ORM to
    track (it costs several times the database's own time here). On PostgreSQL everything is
    one statement (`_store_in_one_statement`), which commits itself where the session's
    connection is in autocommit, as a submit's is (`api.core.deps.submit_session`): one round
    trip to the database a submit rather than three (BEGIN, the statement and COMMIT), each of
    which waits for the database's process to be scheduled on a busy host. SQLite allows no
    INSERT in a WITH clause: there the proof, the request, its emails and its key are a
    statement each, in the caller's transaction."""
    # Spam is answered like a success, kept for review, and emails nobody (nor is the day's
    # count of acknowledgements read for it).
    table, values = request.table, request.values
    emails = (
        []
        if values["is_spam"]
        else [
            (kind, recipient)
            for kind, recipient in zip(_KINDS[table], (values["email"], inbox), strict=True)
            if kind != ENQUIRY_ACKNOWLEDGEMENT or _may_acknowledge(session, recipient)
        ]
    )
    connection = session.connection()
    if connection.dialect.name == "postgresql":
        return _store_on_postgresql(connection, request, emails, answer_key, answer, proof)
    if proof is not None:
        spent = {"signature": proof.signature, "expires_at": proof.expires_at}
        if connection.execute(_SPEND_PROOF_ON_SQLITE, spent).first() is None:
            return Stored([], proof_used_already=True)
    request_id = connection.execute(_INSERT_REQUEST[table], values).scalar_one()
    request.id = request_id if request_id is not None else 0  # RETURNING id: never NULL
    outbox_ids = []
    if emails:
        refers_to = _REQUEST_COLUMN[table]
        rows = [{"kind": kind, "recipient": to, refers_to: request.id} for kind, to in emails]
        inserted = connection.execute(_INSERT_OUTBOX, rows).scalars()
        outbox_ids = [outbox_id for outbox_id in inserted if outbox_id is not None]
    if answer_key is None:
        return Stored(outbox_ids)
    parameters = _answer_parameters(answer_key, answer.replace(REFERENCE_MARK, reference(request)))
    parameters["written_at"] = utcnow()
    kept = connection.execute(_KEEP_ANSWER_ON_SQLITE, parameters).first()
    return Stored(outbox_ids, repeat=kept is None)


def _store_on_postgresql(
    connection: Connection,
    request: NewRequest,
    emails: list[tuple[str, str]],
    answer_key: AnswerKey | None,
    answer: str,
    proof: Proof | None,
) -> Stored:
    parameters = {f"request_{name}": value for name, value in request.values.items()}
    parameters["written_at"], parameters["http_request_id"] = utcnow(), correlation_id.get()
    for position, (kind, recipient) in enumerate(emails):
        parameters[f"kind_{position}"], parameters[f"recipient_{position}"] = kind, recipient
    if answer_key is not None:
        parameters.update(_answer_parameters(answer_key, answer))
    if proof is not None:
        parameters["proof_signature"], parameters["proof_expires_at"] = (
            proof.signature,
            proof.expires_at,
        )
    statement = _store_in_one_statement(
        request.table, len(emails), answer_key is not None, proof is not None
    )
    stored = connection.execute(statement, parameters).one()
    if proof is not None and not stored.proof_spent:
        return Stored([], proof_used_already=True)
    if stored.request_id is None:  # only where a key was kept already
        return Stored([], repeat=True)
    request.id = stored.request_id
    return Stored(list(stored.outbox_ids or []))


def _answer_parameters(answer_key: AnswerKey, answer: str) -> dict[str, Any]:
    return {
        "answer_key": answer_key.key,
        "payload_hash": answer_key.payload_hash,
        "answer": answer,
        "kept_since": answer_key.kept_since,
    }


_INSERT_REQUEST = {
    table: insert(table).returning(col(table.id)) for table in (AppointmentRequest, Enquiry)
}
_INSERT_OUTBOX = insert(OutboxMessage).returning(
    col(OutboxMessage.id), sort_by_parameter_order=True
)
# The outbox column that names a request of each kind.
_REQUEST_COLUMN = {AppointmentRequest: "appointment_id", Enquiry: "enquiry_id"}


def _keep_answer(statement: Any) -> Any:
    """`statement`, an INSERT of an answer key's row, made to do nothing where the key is kept
    already, unless it was kept before `kept_since` (a forgotten key's row takes the new
    answer); RETURNING the key when the row was written."""
    return statement.on_conflict_do_update(
        index_elements=[col(IdempotencyRecord.key)],
        set_={name: statement.excluded[name] for name in ("payload_hash", "message", "created_at")},
        where=col(IdempotencyRecord.created_at) < bindparam("kept_since"),
    ).returning(col(IdempotencyRecord.key))


def _spend_proof(statement: Any) -> Any:
    """`statement`, an INSERT of a used challenge's row, made to do nothing where the challenge
    was used already; RETURNING its signature when the row was written."""
    return statement.on_conflict_do_nothing().returning(col(UsedChallenge.signature))


_KEEP_ANSWER_ON_SQLITE = _keep_answer(
    sqlite_insert(IdempotencyRecord).values(
        key=bindparam("answer_key"),
        payload_hash=bindparam("payload_hash"),
        message=bindparam("answer"),
        created_at=bindparam("written_at"),
    )
)
_SPEND_PROOF_ON_SQLITE = _spend_proof(sqlite_insert(UsedChallenge))


@cache
def _store_in_one_statement(
    table: type[AppointmentRequest | Enquiry], emails: int, keeps_answer: bool, spends_proof: bool
) -> Select[Any]:
    """One statement that stores a request, each of its writes a WITH clause:

        new_id        the request's id, drawn from its sequence before anything is written
        spent_proof   (with `spends_proof`) the challenge's row; none if it was used already
        kept_answer   (with `keeps_answer`) the key's row, its answer naming new_id's
                      reference, only if the proof was spent; none if the key is kept already
                      (as `_keep_answer`)
        new_request   the request, with new_id, only if the proof was spent and the key kept
        new_email     its `emails` emails in order, only with the request, due at once

    and then SELECT what was stored: request_id (NULL if nothing), outbox_ids and proof_spent.
    A clause written only if another was reads that one's rows, so a spent proof or a kept key
    stores nothing after it (PostgreSQL runs every clause to its end once, read or not). A
    repeat sent while its first try is at work waits for that try's key, then finds it.

    The request's values are bound as request_<column>, each email's as kind_<n> and
    recipient_<n>, the key's as answer_key, payload_hash, answer and kept_since, the proof's
    as proof_signature and proof_expires_at; written_at and http_request_id are the writer's."""
    sequence = DatabaseSequence(f"{table.__tablename__}_id_seq")
    new_id = sql_select(sequence.next_value().label("id")).cte("new_id")
    written_at = bindparam("written_at", type_=DateTime(timezone=True))
    spent_before: Any = new_id  # and each write the request's row must follow
    proof_spent: Any = literal(True)
    if spends_proof:
        spent_proof = _spend_proof(
            postgresql_insert(UsedChallenge).values(
                signature=bindparam("proof_signature"),
                expires_at=bindparam("proof_expires_at"),
            )
        ).cte("spent_proof")
        spent_before = spent_before.join(spent_proof, true())
        proof_spent = exists().select_from(spent_proof)
    if keeps_answer:
        answer = func.replace(
            bindparam("answer", type_=String), REFERENCE_MARK, reference_in_sql(table, new_id.c.id)
        )
        kept_answer = _keep_answer(
            postgresql_insert(IdempotencyRecord).from_select(
                ["key", "payload_hash", "message", "created_at"],
                sql_select(
                    bindparam("answer_key", type_=String),
                    bindparam("payload_hash", type_=String),
                    answer,
                    written_at,
                ).select_from(spent_before),
            )
        ).cte("kept_answer")
        spent_before = spent_before.join(kept_answer, true())
    columns = inspect(table).columns
    names = [
        column.key
        for column in columns
        if column.key != "id" and column.computed is None  # the database makes those
    ]
    new_request = (
        insert(table)
        .from_select(
            ["id", *names],
            sql_select(
                new_id.c.id,
                *(bindparam(f"request_{name}", type_=columns[name].type) for name in names),
            ).select_from(spent_before),
        )
        .returning(col(table.id))
        .cte("new_request")
    )
    stored = [
        sql_select(new_request.c.id).scalar_subquery().label("request_id"),
        proof_spent.label("proof_spent"),
    ]
    if emails:
        new_email = _insert_emails(table, new_request, emails, written_at).cte("new_email")
        outbox_ids = sql_select(new_email.c.id).order_by(new_email.c.id).scalar_subquery()
        stored.append(func.array(outbox_ids).label("outbox_ids"))
    else:
        stored.append(literal(None).label("outbox_ids"))
    return sql_select(*stored)


def _insert_emails(
    table: type[AppointmentRequest | Enquiry], new_request: Any, emails: int, written_at: Any
) -> Insert:
    """INSERT INTO outbox (kind, recipient, appointment_id or enquiry_id, and a new row's state)
    SELECT each email's kind and recipient with new_request.id, in order, RETURNING the id."""
    email = union_all(
        *(
            select(
                bindparam(f"kind_{n}", type_=String).label("kind"),
                bindparam(f"recipient_{n}", type_=String).label("recipient"),
                literal_column(str(n)).label("position"),
            )
            for n in range(emails)
        )
    ).subquery("email")
    refers_to = _REQUEST_COLUMN[table]
    # A new row's state, as OutboxMessage's defaults would set it: pending, never tried, due at
    # once (`written_at`, the writer's now), naming the HTTP request that wrote it.
    rows = sql_select(
        email.c.kind,
        email.c.recipient,
        new_request.c.id,
        literal(PENDING),
        literal(0),
        written_at,
        written_at,
        bindparam("http_request_id", type_=String),
    )
    rows = rows.select_from(email.join(new_request, true())).order_by(email.c.position)
    columns = [
        "kind",
        "recipient",
        refers_to,
        "status",
        "attempts",
        "next_attempt_at",
        "created_at",
        "request_id",
    ]
    return (
        insert(OutboxMessage)
        .from_select(columns, rows, include_defaults=False)
        .returning(col(OutboxMessage.id))
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


# Rows one claim takes. One statement for a few rows, not one a row, cost the worker and the
# database an eighth less CPU an email in a drain of 2,000. Few: a task holds the rows it took
# until it sends them, and a worker that dies holds them until the claim is stale.
CLAIM_BATCH = 8


def claim_due(
    session: Session,
    stale_after: timedelta,
    among: Sequence[int] | None = None,
    after_id: int = 0,
) -> list[OutboxMessage]:
    """Take the oldest due rows past `after_id` for sending (at most CLAIM_BATCH), of `among`
    when given, and count an attempt of each; oldest first, none when none is due. The rows are
    committed as `sending` before this returns, so no transaction stays open while they are
    sent. Whatever the task does not begin to send it gives back (`release`).

    A wake-up names the rows its waker wrote, and the worker claims `among` them: the database
    reads those by id. Without `among` (beat's wake-up) it reads the index of unsettled rows,
    which keeps the entries of recently sent rows until vacuum removes them: `after_id`, the
    task's last row, makes each claim start where the last one stopped."""
    params: dict[str, Any] = {
        "after_id": after_id,
        "minus_stale_seconds": -stale_after.total_seconds(),
        "batch": CLAIM_BATCH,
    }
    if among is None:
        statement = _CLAIM_OLDEST_DUE
    else:
        statement, params["among"] = _CLAIM_OLDEST_DUE_AMONG, list(among)
    claimed = session.connection().execute(statement, params).mappings().all()
    session.commit()
    return sorted((OutboxMessage(**row) for row in claimed), key=lambda row: row.id or 0)


def release(session: Session, outbox_ids: Sequence[int]) -> None:
    """Rows a task claimed and stops before sending go back as they were due: pending, with the
    attempt their claim counted taken back. (A row claimed from `held` was due; pending and due
    at its `next_attempt_at`, or at once if never tried, it is due the same.)"""
    if outbox_ids:
        _run(session, _RELEASE, outbox_ids=list(outbox_ids))


def _claim_statement(among: bool) -> Any:
    _id, attempts = col(OutboxMessage.id), col(OutboxMessage.attempts)
    stale_before = DatabaseNow(bindparam("minus_stale_seconds", type_=Float))
    due = _status_in(PENDING, SENDING, HELD) & or_(
        _status_in(PENDING) & (attempts == 0),
        _status_in(PENDING, HELD) & (col(OutboxMessage.next_attempt_at) <= DatabaseNow()),
        _status_in(SENDING) & (col(OutboxMessage.claimed_at) < stale_before),
    )
    oldest_due = select(_id).where(due).where(_id > bindparam("after_id"))
    if among:
        oldest_due = oldest_due.where(_id.in_(bindparam("among", expanding=True)))
    oldest_due = oldest_due.order_by(_id).limit(bindparam("batch"))
    oldest_due = oldest_due.with_for_update(skip_locked=True)
    return (
        update(OutboxMessage)
        .where(_id.in_(oldest_due.correlate(None)))
        .values(status=SENDING, claimed_at=DatabaseNow(), attempts=attempts + 1)
        .returning(*OutboxMessage.__table__.columns)  # type: ignore[attr-defined]
    )


def _status_in(*statuses: str) -> Any:
    """The statuses written into the SQL, not bound: the first line of `due` is then, word for
    word, the condition of the index of unsettled rows (`OutboxMessage`), which the database
    reads instead of the whole table."""
    return col(OutboxMessage.status).in_([literal_column(f"'{status}'") for status in statuses])


_CLAIM_OLDEST_DUE = _claim_statement(among=False)
_CLAIM_OLDEST_DUE_AMONG = _claim_statement(among=True)


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
    session.connection().execute(_SENT, {"outbox_id": outbox_id})
    session.commit()


_SENT = (
    update(OutboxMessage)
    .where(col(OutboxMessage.id) == bindparam("outbox_id"))
    .values(status=SENT, sent_at=DatabaseNow(), last_error=None)
)


def mark_failed(session: Session, outbox_id: int, reason: str) -> None:
    _run(session, _FAILED, outbox_id=outbox_id, error=reason[:MAX_ERROR])


def mark_retry(session: Session, outbox_id: int, error: str, after: timedelta) -> None:
    _due_again(session, outbox_id, PENDING, error, after)


def mark_held(session: Session, outbox_id: int, reason: str, after: timedelta) -> None:
    _due_again(session, outbox_id, HELD, reason, after)


def _due_again(session: Session, outbox_id: int, status: str, error: str, after: timedelta) -> None:
    moved = {"outbox_id": outbox_id, "new_status": status, "error": error[:MAX_ERROR]}
    _run(session, _DUE_AGAIN, **moved, after_seconds=after.total_seconds())


def _run(session: Session, statement: Any, **params: object) -> None:
    session.connection().execute(statement, params)
    session.commit()


def _from_sending(**values: Any) -> Any:
    """Only a row this worker holds (`sending`) moves on."""
    return (
        update(OutboxMessage)
        .where(col(OutboxMessage.id) == bindparam("outbox_id"))
        .where(col(OutboxMessage.status) == SENDING)
        .values(last_error=bindparam("error"), **values)
    )


_FAILED = _from_sending(status=FAILED)
_RELEASE = (
    update(OutboxMessage)
    .where(col(OutboxMessage.id).in_(bindparam("outbox_ids", expanding=True)))
    .where(col(OutboxMessage.status) == SENDING)
    .values(status=PENDING, attempts=col(OutboxMessage.attempts) - 1)
)
_DUE_AGAIN = _from_sending(
    status=bindparam("new_status"),
    next_attempt_at=DatabaseNow(bindparam("after_seconds", type_=Float)),
)


def retry_now(session: Session, outbox_ids: list[int] | None = None) -> list[int]:
    """An operator's retry: held or failed rows (all, or the given ones) go back to pending now,
    with their attempts counted afresh."""
    return _operator_moves(
        session,
        outbox_ids,
        status=PENDING,
        attempts=0,
        next_attempt_at=DatabaseNow(),
        last_error=None,
    )


def cancel(session: Session, outbox_ids: list[int]) -> list[int]:
    """An operator gives up on held or failed rows: they are never sent."""
    return _operator_moves(session, outbox_ids, status=CANCELLED)


def _operator_moves(session: Session, outbox_ids: list[int] | None, **values: object) -> list[int]:
    """One conditional UPDATE: a row a worker took meanwhile is no longer held or failed."""
    statement = (
        update(OutboxMessage)
        .where(col(OutboxMessage.status).in_([HELD, FAILED]))
        .values(**values)
        .returning(col(OutboxMessage.id))
    )
    if outbox_ids is not None:
        statement = statement.where(col(OutboxMessage.id).in_(outbox_ids))
    moved = session.connection().execute(statement).scalars().all()
    session.commit()
    return sorted(outbox_id for outbox_id in moved if outbox_id is not None)

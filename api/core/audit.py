"""The audit trail: every look at or change of a patient's request, and every staff sign-in,
as one append-only table (`AuditEvent`), so that the clinic can say who saw what and when.

Each row carries a SHA-256 of its own fields and of the row before it, and `previous_hash` is
unique, so two writers can never both follow the same row: the chain is one line, whatever the
database. `verify` walks it and names the first row that was changed, or after which rows were
removed. A row names requests by reference (R-1042), never by patient: the retention purge
keeps it, and it holds no health details.
"""

import getpass
import hashlib
import json
import socket
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import text
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from api.core.models import AuditEvent, utcnow

GENESIS = "0" * 64  # what the first row follows

# What the trail records.
LIST_VIEWED = "list_viewed"  # a list of requests was shown; `reference` holds what it showed
REQUEST_OPENED = "request_opened"
STATUS_CHANGED = "status_changed"
NOTE_ADDED = "note_added"
EXPORTED = "export"
SIGN_IN = "sign_in"
SIGN_OUT = "sign_out"
SESSION_EXPIRED = "session_expired"
PASSKEY_ADDED = "passkey_added"
PASSKEY_REMOVED = "passkey_removed"
INVITATION_ISSUED = "invitation_issued"
INVITATION_USED = "invitation_used"
STAFF_REVOKED = "staff_revoked"
REMINDERS_CHANGED = "reminders_changed"  # a patient turned the reminder on or off

OK, REFUSED = "ok", "refused"  # outcomes

_CHAIN_RETRIES = 20  # another writer took the row this one was to follow: read the end again
_APPEND_LOCK = 0x61756474  # PostgreSQL advisory lock key of the trail's end ("audt")


def record(
    session: Session,
    *,
    action: str,
    actor: str,
    address: str,
    references: Iterable[str] = (),
    detail: str = "",
    outcome: str = "ok",
) -> AuditEvent:
    """Add a row at the end of the chain, in the caller's transaction (the caller commits, with
    what the row records). On PostgreSQL writers take turns (a lock held to their commit); on
    SQLite, one machine's file, the unique `previous_hash` makes a writer that lost the race
    read the end again."""
    on_postgresql = session.get_bind().dialect.name == "postgresql"
    if on_postgresql:
        session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _APPEND_LOCK})
    for _ in range(_CHAIN_RETRIES):
        last = session.exec(
            select(AuditEvent.hash).order_by(col(AuditEvent.id).desc()).limit(1)
        ).first()
        event = AuditEvent(
            at=utcnow(),
            action=action,
            outcome=outcome,
            actor=actor,
            address=address,
            reference=",".join(references),
            detail=detail[:500],
            previous_hash=last or GENESIS,
            hash="",
        )
        event.hash = hash_of(event)
        if on_postgresql:  # the lock is held to the commit: nobody else can follow `last`
            session.add(event)
            return event
        try:
            with session.begin_nested():
                session.add(event)
        except IntegrityError:
            continue  # another row follows `last` now
        return event
    raise RuntimeError("the audit trail stayed busy; nothing was recorded")


def about(reference: str) -> Any:
    """The rows that name `reference` (R-1042), alone or among the references a list showed."""
    ref = reference.strip().upper()
    column = col(AuditEvent.reference)
    return (
        (column == ref)
        | column.startswith(f"{ref},")
        | column.endswith(f",{ref}")
        | column.contains(f",{ref},")
    )


def hash_of(event: AuditEvent) -> str:
    fields = [
        event.previous_hash,
        _instant(event.at),
        event.action,
        event.outcome,
        event.actor,
        event.address,
        event.reference,
        event.detail,
    ]
    canonical = json.dumps(fields, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def _instant(at: datetime) -> str:
    """The same text for a time however the database hands it back (SQLite: without zone)."""
    aware = at if at.tzinfo is not None else at.replace(tzinfo=UTC)
    return aware.astimezone(UTC).isoformat(timespec="microseconds")


def verify(session: Session) -> tuple[int, str | None, str]:
    """The rows checked, the first break in the chain (None when it is whole), and the hash of
    the newest row: kept somewhere else, it shows whether rows were later cut off the end."""
    expected, checked, previous_id = GENESIS, 0, None
    for event in session.exec(select(AuditEvent).order_by(col(AuditEvent.id))):
        if event.previous_hash != expected:
            where = f"after row {previous_id}" if previous_id else "before it"
            return (
                checked,
                (
                    f"row {event.id} does not follow the row before it: a row {where} was changed "
                    "or removed"
                ),
                expected,
            )
        if hash_of(event) != event.hash:
            return checked, f"row {event.id} was changed after it was written", expected
        expected, previous_id = event.hash, event.id
        checked += 1
    return checked, None, expected


def command_line_actor() -> tuple[str, str]:
    """Who ran a `clinic` command, and where: the trail's actor and address for the CLI."""
    return f"cli:{getpass.getuser()}", f"cli@{socket.gethostname()}"[:64]

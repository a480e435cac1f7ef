"""Idempotency-Key: the same key again within 24 hours gets the first answer back, and nothing
is stored twice. A key is per call; the same key with a different request is refused."""

import hashlib
import json
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from pydantic import BaseModel
from sqlalchemy import bindparam
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlmodel import Session, col, select

from api.core.errors import InvalidRequest
from api.core.models import IdempotencyRecord, utcnow
from api.intake.receipt import Receipt

KEEP_FOR = timedelta(hours=24)
MAX_KEY_LENGTH = 100


def submit_once(
    session: Session,
    call: str,
    client_key: str | None,
    payload: BaseModel,
    submit: Callable[[], Receipt],
) -> Receipt:
    """`submit()` unless this key was seen with this payload: then the first answer, with no
    new outbox rows. The key is remembered in the caller's transaction.

    The app sends a key with every submit, and nearly every key is new: the request is stored
    first and its key written after it in one statement that does nothing where the key is
    already kept, rather than looked for before and written after. Only a repeat pays more:
    its work is rolled back and the first answer read. A repeat sent while its first try is
    still at work waits for that try's key to be committed, then gets its answer. Statements
    prepared once and run on the session's connection, as the submit's own rows are
    (`outbox.add_request`): the ORM's query and unit of work cost a keyed submit half as much
    again as all the rest."""
    if client_key is None:
        return submit()
    key = _record_key(call, client_key)
    digest = _digest(payload)
    try:
        receipt = submit()
    except InvalidRequest:
        # A repeat can be refused for what its first try used up (its proof of work).
        session.rollback()
        if (first := _first_answer(session, key, digest)) is not None:
            return first
        raise
    if _kept(session, key, digest, receipt):
        return receipt
    session.rollback()
    if (first := _first_answer(session, key, digest)) is not None:
        return first
    # Kept a moment ago, purged since: the key is free again.
    return submit_once(session, call, client_key, payload, submit)


def _kept(session: Session, key: str, digest: str, receipt: Receipt) -> bool:
    """Keep the first answer under `key`, unless the key is kept already (a key kept longer than
    KEEP_FOR is forgotten: its row takes this answer)."""
    connection = session.connection()
    keep = _KEEP[connection.dialect.name]
    now = utcnow()
    values = {"key": key, "payload_hash": digest, "message": receipt.message, "created_at": now}
    return connection.execute(keep, {**values, "kept_since": now - KEEP_FOR}).first() is not None


def _first_answer(session: Session, key: str, digest: str) -> Receipt | None:
    """The answer kept under `key` for this payload; None if none is kept within KEEP_FOR.
    Another payload under the key is refused."""
    record = session.connection().execute(_FIND, {"key": key}).first()
    if record is None or record.created_at < utcnow() - KEEP_FOR:
        return None
    if record.payload_hash != digest:
        raise InvalidRequest(
            "This Idempotency-Key was already used for a different request.",
            errors={"Idempotency-Key": "already used for a different request"},
        )
    return Receipt(record.message)


_FIND = select(
    col(IdempotencyRecord.payload_hash),
    col(IdempotencyRecord.message),
    col(IdempotencyRecord.created_at),
).where(col(IdempotencyRecord.key) == bindparam("key"))


def _keep_statement(insert_for: Any) -> Any:
    """INSERT ... ON CONFLICT (key) DO UPDATE, only where the kept row is older than
    `kept_since`, RETURNING key: a row back when the key was new or forgotten."""
    statement = insert_for(IdempotencyRecord)
    return statement.on_conflict_do_update(
        index_elements=[col(IdempotencyRecord.key)],
        set_={name: statement.excluded[name] for name in ("payload_hash", "message", "created_at")},
        where=col(IdempotencyRecord.created_at) < bindparam("kept_since"),
    ).returning(col(IdempotencyRecord.key))


_KEEP = {
    "postgresql": _keep_statement(postgresql_insert),
    "sqlite": _keep_statement(sqlite_insert),
}


def _digest(payload: BaseModel) -> str:
    """The request's content. A proof of work is not content: a form sent again with a fresh one
    is the same request."""
    content = payload.model_dump(mode="json", by_alias=True, exclude={"altcha"})
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def _record_key(call: str, client_key: str) -> str:
    if not client_key or len(client_key) > MAX_KEY_LENGTH or not client_key.isprintable():
        raise InvalidRequest(
            "The Idempotency-Key header must be 1 to 100 printable characters.",
            errors={"Idempotency-Key": "must be 1 to 100 printable characters"},
        )
    return f"{call}:{client_key}"

"""Idempotency-Key: the same key again within 24 hours gets the first answer back, and nothing
is stored twice. A key is per call; the same key with a different request is refused."""

import hashlib
import json
from collections.abc import Callable
from datetime import timedelta

from pydantic import BaseModel
from sqlalchemy import bindparam
from sqlmodel import Session, col, select

from api.core.errors import InvalidRequest
from api.core.models import IdempotencyRecord, utcnow
from api.intake.outbox import AnswerKey
from api.intake.receipt import Receipt

KEEP_FOR = timedelta(hours=24)
MAX_KEY_LENGTH = 100


def submit_once(
    session: Session,
    call: str,
    client_key: str | None,
    payload: BaseModel,
    submit: Callable[[AnswerKey | None], Receipt],
) -> Receipt:
    """`submit(answer_key)` unless this key was seen with this payload: then the first answer,
    with no new outbox rows. The key is remembered in the caller's transaction.

    The app sends a key with every submit, and nearly every key is new: the request is stored
    and its answer kept under its key in the same statement (`outbox.add_request`), which
    stores nothing where the key is kept already, rather than the key looked for before and
    written after. Only a repeat pays more: the first answer is read. A repeat sent while its
    first try is still at work waits for that try's key to be committed, then gets its
    answer."""
    if client_key is None:
        return submit(None)
    key = _record_key(call, client_key)
    digest = _digest(payload)
    try:
        receipt = submit(AnswerKey(key, digest, kept_since=utcnow() - KEEP_FOR))
    except InvalidRequest:
        # A repeat can be refused for what its first try used up (its proof of work).
        session.rollback()
        if (first := _first_answer(session, key, digest)) is not None:
            return first
        raise
    if not receipt.repeat:
        return receipt
    session.rollback()  # on SQLite the repeat's rows are in the transaction (PostgreSQL wrote none)
    if (first := _first_answer(session, key, digest)) is not None:
        return first
    # Kept a moment ago, purged since: the key is free again.
    return submit_once(session, call, client_key, payload, submit)


def _first_answer(session: Session, key: str, digest: str) -> Receipt | None:
    """The answer kept under `key` for this payload; None if none is kept within KEEP_FOR.
    Another payload under the key is refused. A prepared statement on the session's
    connection, as the key's row is written."""
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

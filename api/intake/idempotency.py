"""Idempotency-Key: the same key again within 24 hours gets the first answer back, and nothing
is stored twice. A key is per call; the same key with a different request is refused."""

import hashlib
import json
from collections.abc import Callable
from datetime import timedelta

from pydantic import BaseModel
from sqlalchemy import bindparam, delete, insert
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

    Read and written with prepared statements on the session's connection, as the submit's own
    rows are (`outbox.add_request`): the app sends a key with every submit, and the ORM's
    query and unit of work cost such a submit half as much again as all the rest."""
    if client_key is None:
        return submit()
    key = _record_key(call, client_key)
    digest = _digest(payload)
    connection = session.connection()
    record = connection.execute(_FIND, {"key": key}).first()
    if record is not None and record.created_at < utcnow() - KEEP_FOR:
        connection.execute(_FORGET, {"key": key})
        record = None
    if record is not None:
        if record.payload_hash != digest:
            raise InvalidRequest(
                "This Idempotency-Key was already used for a different request.",
                errors={"Idempotency-Key": "already used for a different request"},
            )
        return Receipt(record.message)
    receipt = submit()
    remembered = {"key": key, "payload_hash": digest, "message": receipt.message}
    connection.execute(_REMEMBER, {**remembered, "created_at": utcnow()})
    return receipt


_FIND = select(
    col(IdempotencyRecord.payload_hash),
    col(IdempotencyRecord.message),
    col(IdempotencyRecord.created_at),
).where(col(IdempotencyRecord.key) == bindparam("key"))
_FORGET = delete(IdempotencyRecord).where(col(IdempotencyRecord.key) == bindparam("key"))
_REMEMBER = insert(IdempotencyRecord)


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

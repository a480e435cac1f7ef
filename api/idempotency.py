"""Idempotency-Key: the same key again within 24 hours gets the first answer back."""

import hashlib
import json
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from sqlalchemy import delete, insert, select
from sqlmodel import Session, col

from api.errors import InvalidRequest
from api.models import IdempotencyRecord, utcnow

KEEP_FOR = timedelta(hours=24)
MAX_KEY_LENGTH = 100


@dataclass(frozen=True)
class Answer:
    status_code: int
    body: str
    media_type: str


def payload_hash(payload: Any) -> str:
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def record_key(endpoint: str, client_key: str) -> str:
    if not client_key or len(client_key) > MAX_KEY_LENGTH or not client_key.isprintable():
        raise InvalidRequest(
            "The Idempotency-Key header must be 1 to 100 printable characters.",
            errors={"Idempotency-Key": "must be 1 to 100 printable characters"},
        )
    return f"{endpoint}:{client_key}"


def earlier_answer(session: Session, key: str, digest: str) -> Answer | None:
    """The first answer to this key, if it is fresh; a different payload is refused. (Core
    statements: a key stored earlier in the same, uncommitted batch is seen too.)"""
    record = session.execute(
        select(IdempotencyRecord).where(col(IdempotencyRecord.key) == key)
    ).scalar_one_or_none()
    if record is None:
        return None
    if record.created_at < utcnow() - KEEP_FOR:
        session.execute(delete(IdempotencyRecord).where(col(IdempotencyRecord.key) == key))
        return None
    if record.payload_hash != digest:
        raise InvalidRequest(
            "This Idempotency-Key was already used for a different request.",
            errors={"Idempotency-Key": "already used for a different request"},
        )
    return Answer(record.status_code, record.body, record.media_type)


def remember(session: Session, key: str, digest: str, answer: Answer) -> None:
    session.execute(
        insert(IdempotencyRecord).values(
            key=key,
            payload_hash=digest,
            status_code=answer.status_code,
            body=answer.body,
            media_type=answer.media_type,
            created_at=utcnow(),
        )
    )

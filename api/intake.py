"""What the two intake calls share: read the body, limit the rate, replay an idempotent answer,
store in one transaction, answer, and only then publish the outbox rows to the broker."""

import json
from collections.abc import Callable
from datetime import date, datetime
from typing import Any
from zoneinfo import ZoneInfo

from fastapi import Request, Response
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session
from starlette.background import BackgroundTask
from starlette.concurrency import run_in_threadpool

from api import idempotency, outbox
from api.db import get_engine
from api.errors import InvalidRequest, TooLarge
from api.idempotency import Answer
from api.profile import get_profile
from api.security import MAX_BODY_BYTES, BodyTooLarge, SubmitRateLimiter
from api.settings import Settings

Submit = Callable[[Session, dict[str, Any], Settings, date], tuple[str, list[int]]]


def clinic_today() -> date:
    """ "Today" for an appointment is the clinic's day (America/New_York), not the server's."""
    return datetime.now(ZoneInfo(get_profile().timeZone)).date()


async def handle_submission(
    request: Request,
    settings: Settings,
    endpoint: str,
    submit: Submit,
    shape: Callable[[str], Answer],
) -> Response:
    try:
        raw = await request.body()
    except BodyTooLarge:
        raise TooLarge("The request is too large.") from None
    if len(raw) > MAX_BODY_BYTES:
        raise TooLarge("The request is too large.")
    limiter: SubmitRateLimiter = request.app.state.rate_limiter
    limiter.check(endpoint, request.client.host if request.client else "unknown")
    try:
        payload = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        payload = None
    if not isinstance(payload, dict):
        raise InvalidRequest("The request body must be a JSON object.")

    key = request.headers.get("Idempotency-Key")
    answer, outbox_ids = await run_in_threadpool(
        _store, payload, key, settings, endpoint, submit, shape
    )
    request_id = getattr(request.state, "request_id", None)
    return Response(
        answer.body,
        status_code=answer.status_code,
        media_type=answer.media_type,
        background=BackgroundTask(outbox.enqueue, outbox_ids, request_id=request_id),
    )


def _store(
    payload: dict[str, Any],
    client_key: str | None,
    settings: Settings,
    endpoint: str,
    submit: Submit,
    shape: Callable[[str], Answer],
) -> tuple[Answer, list[int]]:
    digest = idempotency.payload_hash(payload)
    key = idempotency.record_key(endpoint, client_key) if client_key is not None else None
    with Session(get_engine(), expire_on_commit=False) as session:
        if key:
            earlier = idempotency.earlier_answer(session, key, digest)
            if earlier:
                return earlier, []
        message, outbox_ids = submit(session, payload, settings, clinic_today())
        answer = shape(message)
        if key:
            idempotency.remember(session, key, digest, answer)
        try:
            session.commit()
        except IntegrityError:
            # The same key arrived twice at once: the other one stored it; answer as it did.
            session.rollback()
            earlier = idempotency.earlier_answer(session, key, digest) if key else None
            if earlier is None:
                raise
            return earlier, []
    return answer, outbox_ids

"""What the two intake calls share: read the body, limit the rate, check the request, store it
(replaying an idempotent answer) through the batch writer, answer, and only then publish the
outbox rows to the broker."""

import asyncio
import json
from collections.abc import Callable
from datetime import date, datetime
from typing import Any
from zoneinfo import ZoneInfo

from fastapi import Request, Response
from sqlmodel import Session
from starlette.background import BackgroundTask
from starlette.concurrency import run_in_threadpool

from api import idempotency, outbox
from api.errors import InvalidRequest, TooLarge
from api.idempotency import Answer
from api.profile import get_profile
from api.security import MAX_BODY_BYTES, BodyTooLarge, SubmitRateLimiter
from api.settings import Settings
from api.writer import BatchWriter

Check = Callable[[dict[str, Any], Settings, date], dict[str, Any]]
Store = Callable[[Session, dict[str, Any], Settings], tuple[str, list[int]]]


def clinic_today() -> date:
    """ "Today" for an appointment is the clinic's day (America/New_York), not the server's."""
    return datetime.now(ZoneInfo(get_profile().timeZone)).date()


async def handle_submission(
    request: Request,
    settings: Settings,
    endpoint: str,
    check: Check,
    store: Store,
    shape: Callable[[str], Answer],
) -> Response:
    try:
        raw = await request.body()
    except BodyTooLarge:
        raise TooLarge("The request is too large.") from None
    if len(raw) > MAX_BODY_BYTES:
        raise TooLarge("The request is too large.")
    limiter: SubmitRateLimiter = request.app.state.rate_limiter
    client = request.client.host if request.client else "unknown"
    if limiter.needs_network:
        await run_in_threadpool(limiter.check, endpoint, client)
    else:
        limiter.check(endpoint, client)
    try:
        payload = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        payload = None
    if not isinstance(payload, dict):
        raise InvalidRequest("The request body must be a JSON object.")

    values = check(payload, settings, clinic_today())
    client_key = request.headers.get("Idempotency-Key")
    key = idempotency.record_key(endpoint, client_key) if client_key is not None else None
    digest = idempotency.payload_hash(payload)

    def stored(session: Session) -> tuple[Answer, list[int]]:
        if key:
            earlier = idempotency.earlier_answer(session, key, digest)
            if earlier:
                return earlier, []
        message, outbox_ids = store(session, values, settings)
        answer = shape(message)
        if key:
            idempotency.remember(session, key, digest, answer)
        return answer, outbox_ids

    writer: BatchWriter = request.app.state.batch_writer
    answer, outbox_ids = await asyncio.wrap_future(writer.run(stored))
    return Response(
        answer.body,
        status_code=answer.status_code,
        media_type=answer.media_type,
        background=BackgroundTask(
            outbox.enqueue, outbox_ids, request_id=getattr(request.state, "request_id", None)
        ),
    )

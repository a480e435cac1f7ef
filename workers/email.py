"""The email task: claim an outbox row, build its message, send it, record the outcome."""

import logging
import random
from datetime import timedelta

from celery import Task
from celery.exceptions import Retry
from sqlalchemy import Engine
from sqlmodel import Session

from api import outbox
from api.db import make_engine
from api.models import OutboxMessage, utcnow
from api.profile import get_profile
from api.settings import Settings, get_settings
from workers.celery_app import celery_app
from workers.messages import MessageError, build_message
from workers.smtp import Mailer, PermanentFailure, TransientFailure

log = logging.getLogger("clinic.email")
_mailer: Mailer | None = None


_engine: Engine | None = None


def worker_engine(settings: Settings) -> Engine:
    global _engine
    if _engine is None:
        _engine = make_engine(settings.database_url, durable=False)
    return _engine


def mailer(settings: Settings) -> Mailer:
    """This worker process's SMTP connection, made after the fork, kept between tasks."""
    global _mailer
    if _mailer is None:
        _mailer = Mailer(settings)
    return _mailer


def backoff_seconds(attempt: int, settings: Settings) -> float:
    """Exponential with jitter, never shorter than the plain doubling: eight attempts at the
    defaults span more than an hour (30 s, 1, 2, 4, 8, 16, 30 and 30 minutes apart)."""
    plain = min(settings.email_retry_base_seconds * 2 ** (attempt - 1),
                settings.email_retry_max_seconds)  # fmt: skip
    return plain * random.uniform(1.0, 1.25)


@celery_app.task(name=outbox.SEND_TASK, bind=True, max_retries=None)
def send_email(self: Task, outbox_id: int) -> str:
    settings = get_settings()
    with Session(worker_engine(settings), expire_on_commit=False) as session:
        row = outbox.claim(session, outbox_id, settings.stale_claim_after)
        if row is None:
            return "skipped"  # sent already, failed for good, or in a live worker's hands
        extra = {"outbox_id": outbox_id, "kind": row.kind, "attempt": row.attempts}
        try:
            mailer(settings).deliver(build_message(session, row, settings, get_profile()))
        except (MessageError, PermanentFailure) as error:
            outbox.mark_failed(session, outbox_id, str(error))
            log.error(
                "email failed for good",
                extra=extra | {"event": "email_failed", "error": str(error)},
            )
            return "failed"
        except TransientFailure as error:
            return _retry_later(self, session, row, str(error), settings)
        outbox.mark_sent(session, outbox_id)
        log.info("email sent", extra=extra | {"event": "email_sent"})
        return "sent"


def _retry_later(
    task: Task, session: Session, row: OutboxMessage, error: str, settings: Settings
) -> str:
    assert row.id is not None
    extra = {"outbox_id": row.id, "kind": row.kind, "attempt": row.attempts, "error": error}
    if row.attempts >= settings.email_max_attempts:
        outbox.mark_failed(session, row.id, f"gave up after {row.attempts} attempts: {error}")
        log.error("email failed for good", extra=extra | {"event": "email_failed"})
        return "failed"
    countdown = backoff_seconds(row.attempts, settings)
    grace = timedelta(seconds=countdown + settings.outbox_sweep_grace_seconds)
    outbox.mark_retry(session, row.id, error, at=utcnow() + grace)
    log.warning("email deferred", extra=extra | {"event": "email_retry", "countdown": countdown})
    try:
        raise task.retry(countdown=countdown)
    except Retry:
        raise
    except Exception:  # the broker is down too: the row is pending, the sweeper takes it
        return "deferred"

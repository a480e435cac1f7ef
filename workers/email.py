"""The email task: claim an outbox row, build its message, send it, and move the row on
whatever happens (the state machine is in `api/intake/outbox.py`)."""

import logging
import random
from datetime import timedelta

from celery import Task
from celery.exceptions import Retry, SoftTimeLimitExceeded
from sqlmodel import Session

from api.core.db import session_scope
from api.core.models import OutboxMessage
from api.core.profile import get_profile
from api.core.queue import SEND_EMAIL_TASK, celery_app
from api.core.settings import Settings, get_settings
from api.intake import outbox
from workers.messages import build_message
from workers.smtp import Mailer, SenderProblem, Undeliverable, without_addresses

log = logging.getLogger("clinic.email")
_mailer: Mailer | None = None


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


@celery_app.task(name=SEND_EMAIL_TASK, bind=True, max_retries=None)
def send_email(self: Task, outbox_id: int) -> str:
    settings = get_settings()
    with session_scope() as session:
        row = outbox.claim(session, outbox_id, settings.stale_claim_after)
        if row is None:
            return "skipped"  # sent already, held, failed, or in a live worker's hands
        extra = {"outbox_id": outbox_id, "kind": row.kind, "attempt": row.attempts}
        try:
            message = build_message(session, row, settings, get_profile())
        except Exception as error:  # a message that cannot be built never will be
            reason = f"cannot be built: {without_addresses(str(error))}"
            outbox.mark_failed(session, outbox_id, reason)
            log.error("email failed for good", extra=extra | {"event": "email_failed",
                                                              "error": reason})  # fmt: skip
            return "failed"
        try:
            with outbox.marked_sent_on_success(session, outbox_id):
                mailer(settings).deliver(message)
        except Undeliverable as error:
            outbox.mark_failed(session, outbox_id, str(error))
            log.error("email failed for good", extra=extra | {"event": "email_failed",
                                                              "error": str(error)})  # fmt: skip
            return "failed"
        except SenderProblem as error:
            return _hold(session, row, str(error), settings)
        except SoftTimeLimitExceeded:
            mailer(settings).abandon()
            return _retry_later(self, session, row, "the send took too long", settings)
        except Exception as error:  # transient, or anything unforeseen: the row moves on
            return _retry_later(self, session, row, without_addresses(str(error)), settings)
        log.info("email sent", extra=extra | {"event": "email_sent"})
        return "sent"


def _hold(session: Session, row: OutboxMessage, reason: str, settings: Settings) -> str:
    """Not the recipient's fault, and not going away by itself: try again slowly, and say so
    once, loudly, for whoever watches the logs."""
    assert row.id is not None
    outbox.mark_held(session, row.id, reason, settings.hold_retry_after)
    log.error("email held: an operator should look at the mail server", extra={
        "event": "email_held", "outbox_id": row.id, "kind": row.kind, "attempt": row.attempts,
        "error": reason, "retry_in_seconds": settings.outbox_hold_retry_seconds,
    })  # fmt: skip
    return "held"


def _retry_later(
    task: Task, session: Session, row: OutboxMessage, error: str, settings: Settings
) -> str:
    assert row.id is not None
    if row.attempts >= settings.email_max_attempts:
        return _hold(session, row, f"still failing after {row.attempts} attempts: {error}",
                     settings)  # fmt: skip
    countdown = backoff_seconds(row.attempts, settings)
    after = timedelta(seconds=countdown) + settings.sweep_grace
    outbox.mark_retry(session, row.id, error, after)
    log.warning("email deferred", extra={
        "event": "email_retry", "outbox_id": row.id, "kind": row.kind, "attempt": row.attempts,
        "error": error, "countdown": countdown,
    })  # fmt: skip
    try:
        raise task.retry(countdown=countdown)
    except Retry:
        raise
    except Exception:  # the broker is down too: the row is pending, the sweeper takes it
        return "deferred"

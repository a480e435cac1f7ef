"""The email task: for each of a request's outbox rows, claim it, build its message, send it,
and move the row on whatever happens (the state machine is in `api/intake/outbox.py`)."""

import logging
import random
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import NamedTuple

from asgi_correlation_id import correlation_id
from celery import Task
from celery.exceptions import Retry, SoftTimeLimitExceeded
from sqlmodel import Session

from api.core.db import session_scope
from api.core.models import OutboxMessage
from api.core.profile import get_profile
from api.core.queue import SEND_EMAILS_TASK, celery_app
from api.core.settings import Settings, get_settings
from api.intake import outbox
from workers.messages import RequestsRead, build_message
from workers.smtp import (
    OUTCOME_UNKNOWN,
    Mailer,
    OutcomeUnknown,
    SenderProblem,
    Undeliverable,
    without_addresses,
)

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


class Result(NamedTuple):
    outcome: str  # sent, skipped, failed, held or deferred
    retry_in: float | None = None  # seconds before this task tries the row again
    time_is_up: bool = False  # the task's time limit cut the send: leave the rest for later


@celery_app.task(name=SEND_EMAILS_TASK, bind=True, max_retries=None)
def send_emails(self: Task, outbox_ids: list[int]) -> str:
    """Send the emails of a request (the visitor's and the clinic's), or of the requests
    answered together (`api.core.queue`), one after the other on this process's SMTP
    connection: what the queue costs is paid once a task, not once an email. Each row is
    claimed, sent and moved on by itself; the rows that must wait are retried together once
    the others are done. Nothing here depends on a row's request: a staff member's email (no
    request, `staff_id` set) is sent the same way, and `build_message` reads whom it is for."""
    settings = get_settings()
    outcomes: list[str] = []
    waits: dict[int, float] = {}  # outbox id: seconds to wait
    requests_read: RequestsRead = {}
    # A task that serves several HTTP requests says which one each row came from, for the logs.
    row_request_ids: dict[str, str | None] = getattr(self.request, "row_request_ids", None) or {}
    with session_scope(autocommit=True) as session:  # each state change is one statement
        for position, outbox_id in enumerate(outbox_ids):
            with _logged_for(row_request_ids.get(str(outbox_id))):
                result = _send_one(session, outbox_id, settings, requests_read)
            outcomes.append(result.outcome)
            if result.retry_in is not None:
                waits[outbox_id] = result.retry_in
            if result.time_is_up:
                waits |= dict.fromkeys(
                    outbox_ids[position + 1 :], settings.email_retry_base_seconds
                )
                break
    if waits:
        _retry_together(self, waits)
    return ", ".join(outcomes)


@contextmanager
def _logged_for(request_id: str | None) -> Iterator[None]:
    """A row's log lines carry the id of its own HTTP request while it is sent, when the task
    says (it served several); the task's own line keeps the task's."""
    if request_id is None:
        yield
        return
    token = correlation_id.set(request_id)
    try:
        yield
    finally:
        correlation_id.reset(token)


def _retry_together(task: Task, waits: dict[int, float]) -> None:
    """One retry for the rows that must wait, after the longest of their waits: a row's
    backoff is the least it waits, and the rows of one request are usually on the same try."""
    try:
        raise task.retry(args=[list(waits)], countdown=max(waits.values()))
    except Retry:
        raise
    except Exception:  # the broker is down too: the rows are pending, the sweeper takes them
        return


def _send_one(
    session: Session, outbox_id: int, settings: Settings, requests_read: RequestsRead
) -> Result:
    row = outbox.claim(session, outbox_id, settings.stale_claim_after)
    if row is None:
        return Result("skipped")  # sent already, held, failed, or in a live worker's hands
    extra = {"outbox_id": outbox_id, "kind": row.kind, "attempt": row.attempts}
    try:
        message = build_message(session, row, settings, get_profile(), requests_read)
    except Exception as error:  # a message that cannot be built never will be
        reason = f"cannot be built: {without_addresses(str(error))}"
        outbox.mark_failed(session, outbox_id, reason)
        log.error("email failed for good", extra=extra | {"event": "email_failed",
                                                          "error": reason})  # fmt: skip
        return Result("failed")
    try:
        with outbox.marked_sent_on_success(session, outbox_id):
            mailer(settings).deliver(message, settings.mail_from_address, [row.recipient])
    except Undeliverable as error:
        if row.recipient == settings.clinic_inbox_address:
            # The clinic's own inbox is a setting: refused, it is mistyped or closed, and
            # mending it makes the notification deliverable. Hold it and say so.
            return _hold(session, row, f"the clinic's inbox (CLINIC_INBOX) refused it: {error}",
                         settings)  # fmt: skip
        outbox.mark_failed(session, outbox_id, str(error))
        log.error("email failed for good", extra=extra | {"event": "email_failed",
                                                          "error": str(error)})  # fmt: skip
        return Result("failed")
    except SenderProblem as error:
        return _hold(session, row, str(error), settings)
    except OutcomeUnknown as error:
        return _retry_later(session, row, str(error), settings)
    except SoftTimeLimitExceeded:
        sender = mailer(settings)
        handed_over = sender.handed_over
        sender.abandon()
        reason = "the send took too long"
        if handed_over:
            reason = f"{OUTCOME_UNKNOWN}: {reason}"
        return _retry_later(session, row, reason, settings)._replace(time_is_up=True)
    except Exception as error:  # transient, or anything unforeseen: the row moves on
        return _retry_later(session, row, without_addresses(str(error)), settings)
    if (row.last_error or "").startswith(OUTCOME_UNKNOWN):
        # The server may also have kept the copy of the attempt before: say so, for whoever
        # counts duplicates.
        extra |= {"sent_again_after_unknown_outcome": True}
    log.info("email sent", extra=extra | {"event": "email_sent"})
    return Result("sent")


def _hold(session: Session, row: OutboxMessage, reason: str, settings: Settings) -> Result:
    """Not the recipient's fault, and not going away by itself: try again slowly, and say so
    once, loudly, for whoever watches the logs."""
    assert row.id is not None
    outbox.mark_held(session, row.id, reason, settings.hold_retry_after)
    log.error("email held: an operator should look at the mail server", extra={
        "event": "email_held", "outbox_id": row.id, "kind": row.kind, "attempt": row.attempts,
        "error": reason, "retry_in_seconds": settings.outbox_hold_retry_seconds,
    })  # fmt: skip
    return Result("held")


def _retry_later(session: Session, row: OutboxMessage, error: str, settings: Settings) -> Result:
    assert row.id is not None
    if row.attempts >= settings.email_max_attempts:
        return _hold(session, row, f"still failing after {row.attempts} attempts: {error}",
                     settings)  # fmt: skip
    countdown = backoff_seconds(row.attempts, settings)
    # Due for the sweeper a little after this task's own retry, in case that never comes.
    outbox.mark_retry(session, row.id, error, timedelta(seconds=countdown) + settings.sweep_grace)
    unknown = error.startswith(OUTCOME_UNKNOWN)
    log.warning(
        "email outcome unknown: the mail server may have it; sent again after the wait"
        if unknown else "email deferred",
        extra={"event": "email_outcome_unknown" if unknown else "email_retry",
               "outbox_id": row.id, "kind": row.kind, "attempt": row.attempts,
               "error": error, "countdown": countdown},
    )  # fmt: skip
    return Result("deferred", countdown)

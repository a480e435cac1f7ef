"""The email task: woken by the broker, a worker claims the email that is due, a few rows at a
time, builds each message, sends it on this process's SMTP connection, and moves the row on
whatever happens (the state machine is in `api/intake/outbox.py`)."""

import logging
import random
import time
from datetime import timedelta
from typing import NamedTuple

from celery.exceptions import SoftTimeLimitExceeded
from celery.signals import worker_init
from sqlalchemy.engine import make_url
from sqlmodel import Session

from api.core.db import session_scope
from api.core.languages import LANGUAGES
from api.core.models import OutboxMessage
from api.core.profile import get_profile
from api.core.queue import SEND_EMAILS_TASK, celery_app, wake_email_worker
from api.core.settings import SOFT_TIME_LIMIT_SHARE, Settings, get_settings
from api.intake import outbox
from workers.messages import RequestsRead, build_message, compile_templates
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


@worker_init.connect
def ready_before_the_pool(**_: object) -> None:
    """In the worker's main process, before it forks its sending processes, what each one's
    first email would otherwise spend (about 0.2 s of CPU: a second and more at the worker's low
    priority on a busy host, which the next emails wait behind), done once and shared by all:
    the database driver imported, every template compiled, the clinic's profile read. No
    connection is opened here: each process opens its own."""
    settings = get_settings()
    make_url(settings.database_url).get_dialect().import_dbapi()
    compile_templates(settings.email_templates_dir)
    for language in LANGUAGES:
        get_profile(language)


def backoff_seconds(attempt: int, settings: Settings) -> float:
    """Exponential with jitter, never shorter than the plain doubling: eight attempts at the
    defaults span more than an hour (30 s, 1, 2, 4, 8, 16, 30 and 30 minutes apart)."""
    doubled = settings.email_retry_base_seconds * 2 ** (attempt - 1)
    return min(doubled, settings.email_retry_max_seconds) * random.uniform(1.0, 1.25)


def sending_window(settings: Settings) -> float:
    """Seconds from its start during which a task may begin another send: after that, a send
    that takes its whole SMTP_DATA_TIMEOUT could be cut by the task's soft time limit, and a
    cut send may leave a copy with the mail server. (The settings keep this above zero.)"""
    soft_limit = settings.email_send_time_limit * SOFT_TIME_LIMIT_SHARE
    return soft_limit - settings.smtp_data_timeout


class Result(NamedTuple):
    outcome: str  # sent, failed, held or deferred
    retry_in: float | None = None  # seconds before the row is due again
    time_is_up: bool = False  # the task's time limit cut the send: leave the rest for later


@celery_app.task(name=SEND_EMAILS_TASK)
def send_emails(outbox_ids: list[int] | None = None) -> str:
    """Send the rows a wake-up names that are due, oldest first; with none named (beat's
    wake-up), every row that is due. They are claimed a few at a time, and each is sent and
    moved on by itself, on this process's SMTP connection. Nothing here depends on a row's
    request: a staff member's email (no request, `staff_id` set) is sent the same way, and
    `build_message` reads whom it is for.

    A send is started only while the sending window is open; a task that stops with rows left
    gives back those it claimed and wakes another worker for them at once, and one that
    deferred rows wakes one for when the last of their backoffs is over. What a lost wake-up
    (the broker was down) would have sent, beat's wake-up (`sweep-outbox`) sends."""
    settings = get_settings()
    closes = time.monotonic() + sending_window(settings)
    outcomes: list[str] = []
    waits: dict[int, float] = {}  # outbox id: seconds before it is due again
    requests_read: RequestsRead = {}
    stopped_after: int | None = None  # the last row sent by a task that stops early
    with session_scope(autocommit=True) as session:  # each state change is one statement
        claimed = outbox.claim_due(session, settings.stale_claim_after, outbox_ids)
        more_due = len(claimed) == outbox.CLAIM_BATCH  # a claim that took fewer took all
        try:
            while claimed:
                row = claimed.pop(0)
                assert row.id is not None
                result = _send_one(session, row, settings, requests_read)
                outcomes.append(result.outcome)
                if result.retry_in is not None:
                    waits[row.id] = result.retry_in
                if result.time_is_up or time.monotonic() > closes:
                    stopped_after = row.id
                    break
                if not claimed and more_due:
                    stale = settings.stale_claim_after
                    claimed = outbox.claim_due(session, stale, outbox_ids, after_id=row.id)
                    more_due = len(claimed) == outbox.CLAIM_BATCH
        finally:
            # Before any wake-up for them: rows not begun must be due when it comes.
            outbox.release(session, [row.id for row in claimed if row.id is not None])
    if stopped_after is not None:
        wake_email_worker([i for i in outbox_ids if i > stopped_after] if outbox_ids else None)
    if waits:
        wake_email_worker(list(waits), countdown=max(waits.values()))
    if outbox_ids is None and outcomes:
        # Beat's wake-up found email due: most often a wake-up was lost (the broker was down),
        # which operators want to see.
        log.info("outbox swept", extra={"event": "outbox_swept", "due": len(outcomes)})
    return ", ".join(outcomes)


def _send_one(
    session: Session, row: OutboxMessage, settings: Settings, requests_read: RequestsRead
) -> Result:
    """Build and send a claimed row, and move it on whatever happens."""
    assert row.id is not None
    extra = _about(row)
    try:
        message = build_message(session, row, settings, get_profile(), requests_read)
    except Exception as error:
        if time_ran_out(error):
            # The task's time ran out while the message was being built (a slow database or
            # host), which says nothing of the message: nothing was sent, and it is tried again.
            return _out_of_time(session, row, "the task's time ran out before the send", settings)
        # Otherwise a message that cannot be built never will be.
        reason = f"cannot be built: {without_addresses(str(error))}"
        outbox.mark_failed(session, row.id, reason)
        log.error("email failed for good", extra=extra | {"event": "email_failed", "error": reason})
        return Result("failed")
    try:
        with outbox.marked_sent_on_success(session, row.id):
            mailer(settings).deliver(message, settings.mail_from_address, [row.recipient])
    except Undeliverable as error:
        if row.recipient == settings.clinic_inbox_address:
            # The clinic's own inbox is a setting: refused, it is mistyped or closed, and
            # mending it makes the notification deliverable. Hold it and say so.
            reason = f"the clinic's inbox (CLINIC_INBOX) refused it: {error}"
            return _hold(session, row, reason, settings)
        outbox.mark_failed(session, row.id, str(error))
        log.error(
            "email failed for good", extra=extra | {"event": "email_failed", "error": str(error)}
        )
        return Result("failed")
    except SenderProblem as error:
        return _hold(session, row, str(error), settings)
    except OutcomeUnknown as error:
        return _retry_later(session, row, str(error), settings)
    except Exception as error:
        if time_ran_out(error):
            sender = mailer(settings)
            handed_over = sender.handed_over
            sender.abandon()
            reason = "the send took too long"
            if handed_over:
                reason = f"{OUTCOME_UNKNOWN}: {reason}"
            return _out_of_time(session, row, reason, settings)
        # Transient, or anything unforeseen: the row moves on.
        return _retry_later(session, row, without_addresses(str(error)), settings)
    if (row.last_error or "").startswith(OUTCOME_UNKNOWN):
        # The server may also have kept the copy of the attempt before: say so, for whoever
        # counts duplicates.
        extra |= {"sent_again_after_unknown_outcome": True}
    log.info("email sent", extra=extra | {"event": "email_sent"})
    return Result("sent")


def _about(row: OutboxMessage) -> dict[str, object]:
    """What a log line says of a row: never its address. `request_id` is the HTTP request that
    wrote it, which need not be the one that woke this task."""
    return {
        "outbox_id": row.id,
        "kind": row.kind,
        "attempt": row.attempts,
        "request_id": row.request_id,
    }


def _hold(session: Session, row: OutboxMessage, reason: str, settings: Settings) -> Result:
    """Not the recipient's fault, and not going away by itself: try again slowly, and say so
    once, loudly, for whoever watches the logs."""
    assert row.id is not None
    outbox.mark_held(session, row.id, reason, settings.hold_retry_after)
    log.error(
        "email held: an operator should look at the mail server",
        extra=_about(row)
        | {
            "event": "email_held",
            "error": reason,
            "retry_in_seconds": settings.outbox_hold_retry_seconds,
        },
    )
    return Result("held")


def time_ran_out(error: BaseException) -> bool:
    """Whether Celery's soft time limit is behind `error`. It strikes wherever the task is, and
    a library interrupted by it may raise an error of its own that wraps it: Jinja2 compiling a
    template gives a TemplateSyntaxError, SQLAlchemy running a statement a StatementError."""
    seen: set[int] = set()
    cause: BaseException | None = error
    while cause is not None and id(cause) not in seen:
        if isinstance(cause, SoftTimeLimitExceeded):
            return True
        seen.add(id(cause))
        cause = cause.__cause__ or cause.__context__
    return False


def _out_of_time(session: Session, row: OutboxMessage, reason: str, settings: Settings) -> Result:
    """The task's soft time limit struck: the row is tried again, and the task stops."""
    return _retry_later(session, row, reason, settings)._replace(time_is_up=True)


def _retry_later(session: Session, row: OutboxMessage, error: str, settings: Settings) -> Result:
    assert row.id is not None
    if row.attempts >= settings.email_max_attempts:
        reason = f"still failing after {row.attempts} attempts: {error}"
        return _hold(session, row, reason, settings)
    countdown = backoff_seconds(row.attempts, settings)
    outbox.mark_retry(session, row.id, error, timedelta(seconds=countdown))
    unknown = error.startswith(OUTCOME_UNKNOWN)
    if unknown:
        what = "email outcome unknown: the mail server may have it; sent again after the wait"
    else:
        what = "email deferred"
    event = "email_outcome_unknown" if unknown else "email_retry"
    log.warning(what, extra=_about(row) | {"event": event, "error": error, "countdown": countdown})
    return Result("deferred", countdown)

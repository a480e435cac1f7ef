"""The queue's one home: the Celery app, configured from the settings, and the one function
that publishes outbox rows to it.

The broker only wakes a worker up; the outbox row in the database is the record. The tasks
live in `workers/` and are found by name (`include` below), so nothing here imports them.
"""

import logging
import threading
import time
from pathlib import Path
from typing import Any

from asgi_correlation_id import correlation_id
from celery import Celery
from kombu import Connection

from api.core.settings import SOFT_TIME_LIMIT_SHARE, Settings, get_settings

log = logging.getLogger("clinic.queue")

SEND_EMAILS_TASK = "workers.email.send_emails"
SWEEP_OUTBOX_TASK = "workers.sweeper.sweep_outbox"
PURGE_OLD_REQUESTS_TASK = "workers.retention.purge_old_requests"
END_STAFF_SESSIONS_TASK = "workers.retention.end_staff_sessions"
SEND_REMINDERS_TASK = "workers.reminders.send_reminders"
STAFF_SESSION_SWEEP_SECONDS = 60
EMAIL_QUEUE = "email"
EMAILS_PER_TASK = 2  # a request's: the visitor's email and the clinic's
# Requests answered together share one task, up to this many: what the queue costs a task (the
# publish, the worker's bookkeeping) is then paid once for them all.
REQUESTS_PER_TASK = 8
# The sweeper and the purge have a queue of their own: a backlog of email never delays them.
HOUSEKEEPING_QUEUE = "housekeeping"


def broker_options(settings: Settings) -> tuple[str, dict[str, object]]:
    """The broker URL and its transport options. `filesystem://PATH` is the embedded default:
    a folder that worker, beat and API share, so no server is needed on one machine."""
    url = settings.celery_broker_url
    if url.startswith("filesystem://"):
        folder = Path(url.removeprefix("filesystem://") or "var/broker")
        for sub in ("queue", "processed", "control"):
            (folder / sub).mkdir(parents=True, exist_ok=True)
        queue = str(folder / "queue")
        return "filesystem://", {
            "data_folder_in": queue,
            "data_folder_out": queue,
            "processed_folder": str(folder / "processed"),
            "control_folder": str(folder / "control"),
            "store_processed": False,
            "polling_interval": 0.1,  # mail reaches the catcher within a fraction of a second
        }
    # Longer than any retry countdown, or a delayed task would be delivered twice.
    visibility = int(settings.email_retry_max_seconds * 1.25) + 3600
    return url, {
        "visibility_timeout": visibility,
        "socket_connect_timeout": 0.5,  # a publish to a dead broker gives up at once
        "socket_timeout": 5,
        "max_retries": 0,
    }


def celery_config(settings: Settings) -> dict[str, object]:
    url, transport_options = broker_options(settings)
    return dict(
        broker_url=url,
        task_default_queue=EMAIL_QUEUE,
        task_routes={
            SWEEP_OUTBOX_TASK: {"queue": HOUSEKEEPING_QUEUE},
            PURGE_OLD_REQUESTS_TASK: {"queue": HOUSEKEEPING_QUEUE},
            END_STAFF_SESSIONS_TASK: {"queue": HOUSEKEEPING_QUEUE},
            SEND_REMINDERS_TASK: {"queue": HOUSEKEEPING_QUEUE},
        },
        task_serializer="json",
        accept_content=["json"],
        result_serializer="json",
        task_ignore_result=True,
        result_backend=None,
        # Safe because the email task claims its row first: a redelivered task finds it taken.
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_time_limit=settings.email_send_time_limit,
        task_soft_time_limit=settings.email_send_time_limit * SOFT_TIME_LIMIT_SHARE,
        broker_transport_options=transport_options,
        broker_connection_retry_on_startup=True,
        task_publish_retry=False,
        # No task events until a monitor asks: Flower turns them on in every worker within
        # seconds of starting (and keeps them on). Publishing them took a third of the Celery
        # consumer's time per task, for nobody when no Flower runs.
        worker_send_task_events=False,
        worker_hijack_root_logger=False,
        timezone="UTC",
        beat_schedule={
            "sweep-outbox": {"task": SWEEP_OUTBOX_TASK, "schedule": settings.outbox_sweep_seconds},
            "purge-old-requests": {"task": PURGE_OLD_REQUESTS_TASK, "schedule": 24 * 3600},
            "send-reminders": {
                "task": SEND_REMINDERS_TASK,
                "schedule": settings.reminder_sweep_seconds,
            },
            "end-staff-sessions": {
                "task": END_STAFF_SESSIONS_TASK,
                "schedule": STAFF_SESSION_SWEEP_SECONDS,
            },
        },
    )


celery_app = Celery(
    "clinic",
    include=[
        "workers.task_logs",
        "workers.email",
        "workers.sweeper",
        "workers.retention",
        "workers.reminders",
    ],
)


@celery_app.on_configure.connect
def _configure(sender: Celery, **_: object) -> None:
    """Read the settings when the app is first used, not when this module is imported."""
    sender.conf.update(celery_config(get_settings()))


class _BrokerBreaker:
    """After a failed publish, skip publishing for a while: the sweeper delivers those rows."""

    def __init__(self, pause_seconds: float) -> None:
        self.pause_seconds = pause_seconds
        self._open_until = 0.0
        self._lock = threading.Lock()

    def is_open(self) -> bool:
        return time.monotonic() < self._open_until

    def trip(self) -> None:
        with self._lock:
            self._open_until = time.monotonic() + self.pause_seconds


_breaker = _BrokerBreaker(pause_seconds=5.0)


def publish_outbox(
    outbox_ids: list[int],
    emails_per_task: int = EMAILS_PER_TASK,
    request_ids: dict[int, str | None] | None = None,
) -> int:
    """Hand the rows' ids (and nothing else) to the broker in tasks of `emails_per_task` (a
    sweep's many rows a request's worth at a time, spread over the workers). Never raises: a
    row that is not published stays pending and the sweeper publishes it later. Returns how
    many rows went out. `request_ids`: the HTTP request each row came from, for the logs
    (by default, the current request's)."""
    if not outbox_ids or _breaker.is_open():
        return 0
    published = 0
    try:
        with celery_app.producer_or_acquire() as producer:  # one connection for all the tasks
            for first in range(0, len(outbox_ids), emails_per_task):
                batch = outbox_ids[first : first + emails_per_task]
                celery_app.send_task(
                    SEND_EMAILS_TASK,
                    args=[batch],
                    retry=False,
                    producer=producer,
                    headers=_log_headers(batch, request_ids),
                )
                published += len(batch)
    except Exception as error:  # any broker failure: the sweeper delivers the rest later
        _breaker.trip()
        log.warning(
            "broker unavailable, outbox rows left pending",
            extra={"event": "enqueue_failed", "error": type(error).__name__},
        )
    return published


def _log_headers(batch: list[int], request_ids: dict[int, str | None] | None) -> dict[str, Any]:
    """`request_id`: the id of the HTTP request (or requests, space-separated) behind the
    task; `row_request_ids`, when it served several, which one each row came from."""
    if request_ids is None:
        return {"request_id": correlation_id.get()}
    rows = {str(outbox_id): request_ids.get(outbox_id) for outbox_id in batch}
    distinct = list(dict.fromkeys(rid for rid in rows.values() if rid))
    headers: dict[str, Any] = {"request_id": " ".join(distinct) or None}
    if len(distinct) > 1:
        headers["row_request_ids"] = rows
    return headers


class _Gathering:
    """The emails of requests answered at about the same time, published together.

    The first request to get here waits `EMAIL_GATHER_SECONDS` (its patient has the answer
    already), then publishes what every request gathered meanwhile, in tasks of up to
    `REQUESTS_PER_TASK` requests; the others only add their rows and return. Under load that
    turns many one-request tasks into a few larger ones; a request on its own is published
    after the wait, by itself. Rows gathered but lost with the process are pending in the
    database: the sweeper publishes them, as it does any row whose publish failed."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._rows: dict[int, str | None] = {}  # outbox id: the HTTP request's id
        self._gathering = False

    def publish(self, outbox_ids: list[int]) -> None:
        """After a request's answer has gone out: publish its rows, with those of the requests
        answered at the same time."""
        if not outbox_ids:
            return
        with self._lock:
            self._rows |= dict.fromkeys(outbox_ids, correlation_id.get())
            if self._gathering:
                return  # the request gathering now publishes these with its own
            self._gathering = True
        time.sleep(get_settings().email_gather_seconds)
        with self._lock:
            rows, self._rows, self._gathering = self._rows, {}, False
        publish_outbox(list(rows), EMAILS_PER_TASK * REQUESTS_PER_TASK, rows)


publish_request_emails = _Gathering().publish


def broker_is_reachable() -> str:
    """ "ok", or why not: for the readiness check."""
    url, options = broker_options(get_settings())
    try:
        with Connection(url, transport_options=options, connect_timeout=1) as connection:
            connection.ensure_connection(max_retries=1, timeout=1)
    except Exception as error:
        return f"unreachable ({type(error).__name__})"
    return "ok"

"""The queue's one home: the Celery app, configured from the settings, and the one call that
wakes a worker to send email.

The broker only wakes a worker up: the outbox rows in the database are the record, and the
woken worker claims the rows it is woken for itself, if they are still due (`workers/email.py`).
The tasks live in `workers/` and are found by name (`include` below), so nothing here imports
them.
"""

import logging
import os
import queue
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from asgi_correlation_id import correlation_id
from celery import Celery
from kombu import Connection

from api.core.settings import SOFT_TIME_LIMIT_SHARE, Settings, get_settings

log = logging.getLogger("clinic.queue")

SEND_EMAILS_TASK = "workers.email.send_emails"
PURGE_OLD_REQUESTS_TASK = "workers.retention.purge_old_requests"
END_STAFF_SESSIONS_TASK = "workers.retention.end_staff_sessions"
SEND_REMINDERS_TASK = "workers.reminders.send_reminders"
STAFF_SESSION_SWEEP_SECONDS = 60
EMAIL_QUEUE = "email"
# The purge, the reminders and the sessions' end have a queue of their own: a backlog of email
# never delays them.
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
    # Longer than any retry's countdown: Redis hands a task held unacknowledged for longer to
    # a worker again (a wake-up twice is harmless, but a pointless one).
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
            PURGE_OLD_REQUESTS_TASK: {"queue": HOUSEKEEPING_QUEUE},
            END_STAFF_SESSIONS_TASK: {"queue": HOUSEKEEPING_QUEUE},
            SEND_REMINDERS_TASK: {"queue": HOUSEKEEPING_QUEUE},
        },
        task_serializer="json",
        accept_content=["json"],
        result_serializer="json",
        task_ignore_result=True,
        result_backend=None,
        # A task lost with its worker is delivered again; for a wake-up that costs one claim.
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
            # The outbox's sweep is a plain wake-up: the claim finds what a lost wake-up left
            # (the broker was down, the API died before publishing, a retry's delayed wake-up
            # went with its worker), held rows whose turn has come, and rows whose worker died.
            "sweep-outbox": {"task": SEND_EMAILS_TASK, "schedule": settings.outbox_sweep_seconds},
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
        "workers.retention",
        "workers.reminders",
    ],
)


# Read the settings when the app is first used, not when this module is imported. (Updating
# the configuration from the on_configure signal instead recurses when a publish is a process's
# first use of the app.)
celery_app.add_defaults(lambda: celery_config(get_settings()))


def wake_email_worker(
    outbox_ids: Sequence[int] | None,
    countdown: float | None = None,
    request_id: str | None = None,
) -> bool:
    """Wake a worker, now or in `countdown` seconds, to send the rows `outbox_ids` names (the
    rows the caller wrote; nothing is published for none), or, with None, every row that is
    due, as beat's wake-up does. The task carries the rows' ids and nothing else.

    Never raises: when the broker cannot take it, the rows stay due in the database and beat's
    next wake-up (`sweep-outbox`) sends them. Returns whether the broker took it. The task
    carries an HTTP request's id for its own log line (`request_id`, by default the current
    request's); each email's line names the request that wrote its row
    (`OutboxMessage.request_id`)."""
    if outbox_ids is not None and not outbox_ids:
        return True
    try:
        celery_app.send_task(
            SEND_EMAILS_TASK,
            args=[sorted(outbox_ids)] if outbox_ids is not None else [],
            countdown=countdown,
            retry=False,
            headers={"request_id": request_id or correlation_id.get()},
        )
    except Exception as error:  # any broker failure: the rows wait for the next wake-up
        log.warning(
            "broker unavailable, email left for the next wake-up",
            extra={"event": "enqueue_failed", "error": type(error).__name__},
        )
        return False
    return True


# How long a wake-up waits for others to go with it: far below what a patient notices of an email,
# and at a few hundred submits a second long enough to gather several.
GATHER_SECONDS = 0.005
# While submits keep coming, at most one wake-up this often, naming every row handed over
# meanwhile. At 100 submits a second one wake-up a submit cost the web process a publish each
# and the worker a task and a claim each, and the sending of a burst's email crowded the host
# its submits were answered on; an email a tenth of a second later is nothing to a patient.
PUBLISH_EVERY_SECONDS = 0.1


class WakeUpPublisher:
    """The submits' wake-ups, published by a thread of their own. A submit hands its rows' ids
    over and answers: it makes no second trip to the thread pool after its transaction, and a
    broker that hangs never holds its answer. While one publish is on its way, and until
    PUBLISH_EVERY_SECONDS have passed since it, the ids handed over meanwhile wait, and go in
    one task together: under load a worker is woken once for many requests and claims their
    rows a batch at a time.

    What is handed over and not yet published when the process ends is still due in the
    database, and beat's next wake-up sends it."""

    def __init__(self) -> None:
        self._waiting: queue.SimpleQueue[tuple[list[int], str | None]] = queue.SimpleQueue()
        self._started_in: int | None = None  # the process whose thread runs (none after a fork)
        self._unpublished = 0
        self._changed = threading.Condition()

    def hand_over(self, outbox_ids: Sequence[int]) -> None:
        if not outbox_ids:
            return
        with self._changed:
            self._unpublished += 1
            if self._started_in != os.getpid():
                self._started_in = os.getpid()
                threading.Thread(target=self._publish, name="wake-ups", daemon=True).start()
        self._waiting.put((list(outbox_ids), correlation_id.get()))

    def wait_until_published(self, timeout: float) -> bool:
        """Whether every wake-up handed over was published within `timeout` seconds."""
        with self._changed:
            return self._changed.wait_for(lambda: self._unpublished == 0, timeout)

    def _publish(self) -> None:
        next_due = 0.0  # when the next wake-up may go: at once after a quiet spell
        while True:
            batch = [self._waiting.get()]
            # The submits answered within a moment of this one go in its task, and while they
            # keep coming, those of the next PUBLISH_EVERY_SECONDS too: under load the broker is
            # written to, and a worker woken, once for many, and this thread is woken once for
            # them rather than by each. After a quiet spell the first goes at once.
            time.sleep(max(GATHER_SECONDS, next_due - time.monotonic()))
            while not self._waiting.empty():
                batch.append(self._waiting.get())
            next_due = time.monotonic() + PUBLISH_EVERY_SECONDS
            ids = sorted(i for outbox_ids, _ in batch for i in outbox_ids)
            wake_email_worker(ids, request_id=batch[0][1])
            with self._changed:
                self._unpublished -= len(batch)
                self._changed.notify_all()


wake_ups = WakeUpPublisher()


def broker_is_reachable() -> str:
    """ "ok", or why not: for the readiness check."""
    url, options = broker_options(get_settings())
    try:
        with Connection(url, transport_options=options, connect_timeout=1) as connection:
            connection.ensure_connection(max_retries=1, timeout=1)
    except Exception as error:
        return f"unreachable ({type(error).__name__})"
    return "ok"

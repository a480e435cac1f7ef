"""The one Celery app: configuration from the settings, tasks from workers.email and friends."""

import logging
import time
from pathlib import Path
from typing import Any

from celery import Celery, Task
from celery.signals import setup_logging, task_postrun, task_prerun

from api.logs import configure_logging, task_context
from api.settings import Settings, get_settings


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
        }
    # Longer than any retry countdown, or a delayed task would be delivered twice.
    visibility = int(settings.email_retry_max_seconds * 1.25) + 3600
    return url, {
        "visibility_timeout": visibility,
        "socket_connect_timeout": 0.5,  # a publish to a dead broker gives up at once
        "socket_timeout": 5,
        "max_retries": 0,
    }


def make_celery(settings: Settings) -> Celery:
    url, transport_options = broker_options(settings)
    app = Celery(
        "clinic", broker=url, include=["workers.email", "workers.sweeper", "workers.retention"]
    )
    app.conf.update(
        task_serializer="json",
        accept_content=["json"],
        result_serializer="json",
        task_ignore_result=True,
        result_backend=None,
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_time_limit=settings.email_send_time_limit,
        task_soft_time_limit=settings.email_send_time_limit * 0.8,
        broker_transport_options=transport_options,
        broker_connection_retry_on_startup=True,
        task_publish_retry=False,
        worker_send_task_events=True,
        worker_hijack_root_logger=False,
        timezone="UTC",
        beat_schedule={
            "sweep-outbox": {
                "task": "workers.sweeper.sweep_outbox",
                "schedule": settings.outbox_sweep_seconds,
            },
            "purge-old-requests": {
                "task": "workers.retention.purge_old_requests",
                "schedule": 24 * 3600,
            },
        },
    )
    return app


celery_app = make_celery(get_settings())


@setup_logging.connect
def _json_logs(**_: Any) -> None:
    configure_logging()


_started: dict[str, float] = {}
task_log = logging.getLogger("clinic.tasks")


@task_prerun.connect
def _task_started(task_id: str, task: Task, **_: Any) -> None:
    _started[task_id] = time.perf_counter()
    task_context.set({"task_id": task_id, "request_id": getattr(task.request, "request_id", None)})


@task_postrun.connect
def _task_finished(task_id: str, task: Task, retval: Any = None, state: str = "", **_: Any) -> None:
    started = _started.pop(task_id, None)
    task_log.info("task", extra={
        "event": "task",
        "task": task.name,
        "outcome": retval if isinstance(retval, str) else state,
        "state": state,
        "duration_ms": round((time.perf_counter() - started) * 1000, 2) if started else None,
    })  # fmt: skip
    task_context.set(None)

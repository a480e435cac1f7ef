"""A JSON log line per task, carrying the id of the HTTP request that woke it (the
`request_id` header `api.core.queue.wake_email_worker` puts on the message)."""

import logging
import time
from typing import Any

from asgi_correlation_id import correlation_id
from celery import Task
from celery.signals import setup_logging, task_postrun, task_prerun

from api.core.logs import configure_logging, task_context

log = logging.getLogger("clinic.tasks")
_started: dict[str, float] = {}


@setup_logging.connect
def _json_logs(**_: Any) -> None:
    configure_logging()


@task_prerun.connect
def _task_started(task_id: str, task: Task, **_: Any) -> None:
    _started[task_id] = time.perf_counter()
    correlation_id.set(getattr(task.request, "request_id", None))
    task_context.set({"task_id": task_id})


@task_postrun.connect
def _task_finished(task_id: str, task: Task, retval: Any = None, state: str = "", **_: Any) -> None:
    started = _started.pop(task_id, None)
    log.info(
        "task",
        extra={
            "event": "task",
            "task": task.name,
            "outcome": retval if isinstance(retval, str) else state,
            "state": state,
            "duration_ms": round((time.perf_counter() - started) * 1000, 2) if started else None,
        },
    )
    task_context.set(None)
    correlation_id.set(None)

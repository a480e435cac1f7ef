"""Logs as one JSON object a line (python-json-logger): a line per request and per task, each
carrying the HTTP request's id (`request_id`, the X-Request-ID of asgi-correlation-id).

Personal data never goes in: request lines carry the method, the path without its query, the
status and the time; tasks carry the outbox row's id and kind, never an address or a name.
"""

import logging
import sys
from contextvars import ContextVar
from typing import Any

from asgi_correlation_id import correlation_id
from pythonjsonlogger.orjson import OrjsonFormatter

# Set while a task runs (by workers.task_logs), so each of its lines names its task.
task_context: ContextVar[dict[str, Any] | None] = ContextVar("task_context", default=None)


class _Context(logging.Filter):
    """Adds the request's id, and the running task's fields, to every line."""

    def filter(self, record: logging.LogRecord) -> bool:
        request_id = correlation_id.get()
        if request_id and not hasattr(record, "request_id"):
            record.request_id = request_id
        for key, value in (task_context.get() or {}).items():
            if not hasattr(record, key):
                setattr(record, key, value)
        return True


# A line names no thread, process or source line: not gathering them when each record is made
# saves a few microseconds a line (the logging HOWTO's "Optimization" table).
logging.logThreads = logging.logProcesses = logging.logMultiprocessing = False
logging._srcfile = None


def json_formatter() -> OrjsonFormatter:
    return OrjsonFormatter(
        "{asctime}{levelname}{name}{message}",
        style="{",
        rename_fields={"asctime": "time", "levelname": "level", "name": "logger"},
        json_default=str,
    )


LOG_CONFIG: dict[str, Any] = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"context": {"()": _Context}},
    "formatters": {"json": {"()": json_formatter}},
    "handlers": {
        "stderr": {"class": "logging.StreamHandler", "formatter": "json", "filters": ["context"]}
    },
    "root": {"handlers": ["stderr"], "level": "INFO"},
    "loggers": {"uvicorn.access": {"level": "WARNING"}},
}


def configure_logging(level: int = logging.INFO) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(json_formatter())
    handler.addFilter(_Context())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    # Our own line per request and per task says what these would say again, at some cost.
    for repeated in ("uvicorn.access", "celery.app.trace", "celery.worker.strategy"):
        logging.getLogger(repeated).setLevel(logging.WARNING)

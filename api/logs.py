"""Logs as one JSON object a line: a line per request and per task, with timing and outcome.

Personal data never goes in: request lines carry the method, the path without its query, the
status and the time; tasks carry the outbox row's id and kind, never an address or a name.
"""

import itertools
import json
import logging
import re
import sys
import time
import uuid
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any

from api.security import ASGIApp, Message, Receive, Scope, Send

_STANDARD = set(vars(logging.makeLogRecord({}))) | {"message", "asctime"}
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")
log = logging.getLogger("clinic.requests")
# Set while a task runs, so each of its lines names the request that caused it.
task_context: ContextVar[dict[str, Any] | None] = ContextVar("task_context", default=None)


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        line.update(task_context.get() or {})
        line.update({k: v for k, v in vars(record).items() if k not in _STANDARD})
        if record.exc_info:
            line["error"] = self.formatException(record.exc_info)
        return json.dumps(line, default=str)


LOG_CONFIG: dict[str, Any] = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"json": {"()": "api.logs.JsonFormatter"}},
    "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "json"}},
    "root": {"handlers": ["stderr"], "level": "INFO"},
    "loggers": {"uvicorn.access": {"level": "WARNING"}},
}


def configure_logging(level: int = logging.INFO) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    # Our own line per request and per task says what these would say again, at some cost.
    for repeated in ("uvicorn.access", "celery.app.trace", "celery.worker.strategy"):
        logging.getLogger(repeated).setLevel(logging.WARNING)


_PROCESS = uuid.uuid4().hex[:8]
_counter = itertools.count(1)


def _new_request_id() -> str:
    """Unique per process start and request, without a random draw on every request."""
    return f"{_PROCESS}-{next(_counter):x}"


class RequestLog:
    """ASGI middleware: a request id for every request (kept if the proxy sent a sane one),
    returned as X-Request-ID, and one log line when the answer has gone out."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given = dict(scope["headers"]).get(b"x-request-id", b"").decode("latin-1")
        request_id = given if _REQUEST_ID.match(given) else _new_request_id()
        scope.setdefault("state", {})["request_id"] = request_id
        started = time.perf_counter()
        status = 500

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", []),
                                      (b"x-request-id", request_id.encode())]  # fmt: skip
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            log.info(
                "request",
                extra={
                    "event": "request",
                    "request_id": request_id,
                    "method": scope["method"],
                    "path": scope["path"],
                    "status": status,
                    "duration_ms": round((time.perf_counter() - started) * 1000, 2),
                },
            )

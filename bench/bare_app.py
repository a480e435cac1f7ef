"""The baselines the benchmark compares against, served the same way as the site:
a bare FastAPI endpoint, an endpoint that sends its email inside the request, and the floor of
a submit on this stack (one transaction and one publish, nothing else)."""

import os
from datetime import date, timedelta
from email.message import EmailMessage
from functools import lru_cache
from typing import Any

import aiosmtplib
from fastapi import FastAPI
from sqlalchemy import Engine, create_engine, func, insert
from sqlmodel import col

from api.core.models import AppointmentRequest, OutboxMessage
from api.core.queue import SEND_EMAILS_TASK, celery_app
from api.core.settings import get_settings, normalise_database_url
from api.intake.outbox import APPOINTMENT_CONFIRMATION, APPOINTMENT_NOTIFICATION, PENDING

app = FastAPI()
SMTP_PORT = int(os.environ.get("SMTP_PORT", "8025"))


# The fastest honest baselines: `async` handlers returning a constant, which FastAPI calls on
# the event loop (a plain `def` would run in the thread pool at about a third of the rate).
@app.get("/bare")
async def bare() -> dict[str, bool]:
    return {"success": True}


@app.post("/bare")
async def bare_post(payload: dict[str, object]) -> dict[str, str]:
    return {"message": "ok"}


@app.post("/send-in-request")
async def send_in_request(payload: dict[str, object]) -> dict[str, str]:
    """What many sites do: talk to the mail server before answering."""
    for to in ("patient@example.com", "frontdesk@clinic.example"):
        message = EmailMessage()
        message["From"], message["To"], message["Subject"] = "site@clinic.example", to, "Request"
        message.set_content(str(payload))
        await aiosmtplib.send(message, hostname="127.0.0.1", port=SMTP_PORT)
    return {"message": "sent"}


@lru_cache
def _engine() -> Engine:
    # A plain engine, not the site's `get_engine()`: its checkout check and pool sizes are the
    # site's own choices, and the floor is the stack before any.
    return create_engine(normalise_database_url(os.environ["DATABASE_URL"]), pool_size=20)


_INSERT_REQUEST = (
    insert(AppointmentRequest).values(created_at=func.now()).returning(col(AppointmentRequest.id))
)
_INSERT_OUTBOX = (  # due for the sweeper a minute on, as the site's rows are a little later
    insert(OutboxMessage)
    .values(created_at=func.now(), next_attempt_at=func.now() + timedelta(minutes=1))
    .returning(col(OutboxMessage.id), sort_by_parameter_order=True)
)


@app.post("/store-and-publish")
def store_and_publish(payload: dict[str, Any]) -> dict[str, str]:
    """What a submit costs on FastAPI, SQLAlchemy and Celery before any work of its own: the
    request and its two outbox rows in one transaction, then one task published. No validation,
    middleware, idempotency, rate limit or log line; the site's worker sends the emails."""
    with _engine().begin() as connection:
        request_id = connection.execute(
            _INSERT_REQUEST,
            {
                "treatment_id": 0,
                "treatment_name": "",
                "tariff_id": 0,
                "is_spam": False,
                "appointment_date": date.fromisoformat(str(payload["appointmentDate"])),
                "full_name": payload["fullName"],
                "phone": payload["phoneNo"],
                "email": payload["emailId"],
                "subject": payload["subject"],
                "message": payload["remark"],
            },
        ).scalar_one()
        emails = (
            (APPOINTMENT_CONFIRMATION, payload["emailId"]),
            (APPOINTMENT_NOTIFICATION, get_settings().clinic_inbox_address),
        )
        pending = {"appointment_id": request_id, "status": PENDING, "attempts": 0}
        rows = [{**pending, "kind": kind, "recipient": to} for kind, to in emails]
        outbox_ids = connection.execute(_INSERT_OUTBOX, rows).scalars().all()
    celery_app.send_task(SEND_EMAILS_TASK, args=[list(outbox_ids)])
    return {"message": "ok"}

"""The appointment request call."""

from typing import Annotated

from fastapi import APIRouter, BackgroundTasks, Header

from api.core.deps import SessionDep, SettingsDep
from api.core.queue import publish_request_emails
from api.http.rate_limit import SubmitLimit
from api.intake.appointments import submit_appointment
from api.intake.idempotency import submit_once
from api.intake.payloads import AppointmentRequestIn, Message

router = APIRouter(prefix="/Treatment", tags=["requests"])


@router.post("/InsertUpdateOnlineAppointmentRequest", dependencies=[SubmitLimit("appointment")])
def insert_online_appointment_request(
    payload: AppointmentRequestIn,
    session: SessionDep,
    settings: SettingsDep,
    background: BackgroundTasks,
    idempotency_key: Annotated[str | None, Header(alias="Idempotency-Key")] = None,
) -> Message:
    """Store a new appointment request and queue its emails; 0 is the only id accepted."""
    receipt = submit_once(session, "appointment", idempotency_key, payload,
                          lambda: submit_appointment(session, payload, settings))  # fmt: skip
    session.commit()
    background.add_task(publish_request_emails, receipt.outbox_ids)  # after the answer has gone out
    return Message(message=receipt.message)

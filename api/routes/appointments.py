"""The appointment request call."""

from typing import Annotated

from fastapi import APIRouter, Header

from api.core.deps import SettingsDep, submit_session
from api.core.queue import wake_ups
from api.http.rate_limit import client_rate_limit
from api.intake.appointments import submit_appointment
from api.intake.idempotency import submit_once
from api.intake.language import PageLanguage
from api.intake.payloads import AppointmentRequestIn, Message

router = APIRouter(prefix="/Treatment", tags=["requests"])


@router.post(
    "/InsertUpdateOnlineAppointmentRequest", dependencies=[client_rate_limit("appointment")]
)
async def insert_online_appointment_request(
    payload: AppointmentRequestIn,
    settings: SettingsDep,
    language: PageLanguage,
    idempotency_key: Annotated[str | None, Header(alias="Idempotency-Key")] = None,
) -> Message:
    """Store a new appointment request and queue its emails; 0 is the only id accepted. Its
    field messages, its thanks and the patient's emails are in the page's language."""
    receipt = await submit_session(
        lambda session: submit_once(
            session,
            "appointment",
            idempotency_key,
            payload,
            lambda answer_key: submit_appointment(session, payload, settings, language, answer_key),
        )
    )
    wake_ups.hand_over(receipt.outbox_ids)
    return Message(message=receipt.message)

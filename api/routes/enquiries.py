"""The contact enquiry call; it answers with the text the site shows."""

from typing import Annotated

from fastapi import APIRouter, Header
from fastapi.responses import PlainTextResponse

from api.core.deps import SettingsDep, submit_session
from api.core.queue import wake_ups
from api.http.rate_limit import client_rate_limit
from api.intake.enquiries import submit_enquiry
from api.intake.idempotency import submit_once
from api.intake.language import PageLanguage
from api.intake.payloads import EnquiryIn

router = APIRouter(prefix="/Communication", tags=["requests"])


@router.post(
    "/SendEmail", response_class=PlainTextResponse, dependencies=[client_rate_limit("enquiry")]
)
async def send_email(
    payload: EnquiryIn,
    settings: SettingsDep,
    language: PageLanguage,
    idempotency_key: Annotated[str | None, Header(alias="Idempotency-Key")] = None,
) -> PlainTextResponse:
    """Store an enquiry for the clinic and queue its emails. Its field messages, its thanks and
    the patient's acknowledgement are in the page's language."""
    receipt = await submit_session(
        lambda session: submit_once(
            session,
            "enquiry",
            idempotency_key,
            payload,
            lambda answer_key: submit_enquiry(session, payload, settings, language, answer_key),
        )
    )
    wake_ups.hand_over(receipt.outbox_ids)
    return PlainTextResponse(receipt.message)

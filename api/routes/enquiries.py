"""The contact enquiry call."""

from fastapi import APIRouter, Request, Response
from fastapi.responses import PlainTextResponse
from pydantic import BaseModel

from api.deps import SettingsDep
from api.enquiries import check_enquiry, store_enquiry
from api.idempotency import Answer
from api.intake import handle_submission

router = APIRouter(prefix="/Communication", tags=["requests"])


class EnquiryIn(BaseModel):
    """The enquiry payload (specification, section 3); `toEmail` is the enquirer's address."""

    firstName: str
    phoneNo: str
    toEmail: str
    subject: str
    htmlContent: str
    website: str = ""


def _answer(message: str) -> Answer:
    return Answer(200, message, "text/plain; charset=utf-8")


@router.post(
    "/SendEmail",
    response_class=PlainTextResponse,
    openapi_extra={"requestBody": {"content": {"application/json": {
        "schema": EnquiryIn.model_json_schema()}}, "required": True}},
)  # fmt: skip
async def send_email(request: Request, settings: SettingsDep) -> Response:
    """Store an enquiry for the clinic and queue its emails; answers with a text message."""
    return await handle_submission(
        request, settings, "enquiry", check_enquiry, store_enquiry, _answer
    )

"""The appointment request call."""

from datetime import date

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel

from api.appointments import check_appointment, store_appointment
from api.deps import SettingsDep
from api.idempotency import Answer
from api.intake import handle_submission

router = APIRouter(prefix="/Treatment", tags=["requests"])


class AppointmentRequestIn(BaseModel):
    """The appointment request payload (specification, section 3), for the documentation;
    the body is checked by the form rules so that every message matches the site's."""

    appointmentRequestId: int = 0
    tariffId: int = 0
    treatmentId: int = 0
    treatmentName: str = ""
    appointmentDate: date
    fullName: str
    phoneNo: str
    emailId: str
    subject: str
    remark: str
    isActive: bool = True
    createdBy: int = 0
    website: str = ""


class Message(BaseModel):
    message: str


def _answer(message: str) -> Answer:
    return Answer(200, Message(message=message).model_dump_json(), "application/json")


@router.post(
    "/InsertUpdateOnlineAppointmentRequest",
    response_model=Message,
    openapi_extra={"requestBody": {"content": {"application/json": {
        "schema": AppointmentRequestIn.model_json_schema()}}, "required": True}},
)  # fmt: skip
async def insert_online_appointment_request(request: Request, settings: SettingsDep) -> Response:
    """Store a new appointment request and queue its emails; 0 is the only id accepted."""
    return await handle_submission(
        request, settings, "appointment", check_appointment, store_appointment, _answer
    )

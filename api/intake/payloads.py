"""The two request bodies, with the field names the site sends (the wire) and snake_case in
Python. Each field carries its form's rules (`rules.form_field`), so a bad field is refused with
the form's own message before a route runs."""

from datetime import date
from typing import Annotated, Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from api.intake.rules import fields_of, form_field

ALTCHA = (
    "The browser's proof of work: a solution of a challenge from GET /api/Security/GetChallenge "
    "(ALTCHA v2, base64 JSON of the challenge and its solution). Required when ALTCHA_ENABLED "
    "is on; each solution is accepted once."
)


class _Form(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    form: ClassVar[str]  # its section of forms.json

    @model_validator(mode="before")
    @classmethod
    def _missing_fields_are_empty(cls, data: Any) -> Any:
        """A missing field is checked like an empty one, so it gets its "required" message."""
        if isinstance(data, dict):
            return {**{name: None for name in fields_of(cls.form)}, **data}
        return data


class AppointmentRequestIn(_Form):
    """An appointment request. `appointmentRequestId` must be 0: stored requests are never
    changed online. The treatment's name and tariff are taken from the database, not from here;
    `treatmentName`, `isActive` and `createdBy` are accepted and ignored."""

    form = "appointment"
    appointment_request_id: int = Field(default=0, alias="appointmentRequestId")
    tariff_id: int = Field(default=0, alias="tariffId")
    treatment_id: Annotated[int, form_field("appointment", "treatmentId")] = Field(
        alias="treatmentId"
    )
    treatment_name: str = Field(default="", alias="treatmentName")
    appointment_date: Annotated[date, form_field("appointment", "appointmentDate")] = Field(
        alias="appointmentDate"
    )
    full_name: Annotated[str, form_field("appointment", "fullName")] = Field(alias="fullName")
    phone_no: Annotated[str, form_field("appointment", "phoneNo")] = Field(alias="phoneNo")
    email_id: Annotated[str, form_field("appointment", "emailId")] = Field(alias="emailId")
    subject: Annotated[str, form_field("appointment", "subject")]
    remark: Annotated[str, form_field("appointment", "remark")]
    is_active: bool = Field(default=True, alias="isActive")
    created_by: int = Field(default=0, alias="createdBy")
    website: str = Field(default="", description="a field people never see; bots fill it in")
    altcha: str | None = Field(default=None, description=ALTCHA)


class EnquiryIn(_Form):
    """A contact enquiry. `toEmail` is the enquirer's own address: it only ever receives the
    clinic's fixed acknowledgement; the enquiry itself goes to the clinic inbox."""

    form = "enquiry"
    first_name: Annotated[str, form_field("enquiry", "firstName")] = Field(alias="firstName")
    phone_no: Annotated[str, form_field("enquiry", "phoneNo")] = Field(alias="phoneNo")
    to_email: Annotated[str, form_field("enquiry", "toEmail")] = Field(alias="toEmail")
    subject: Annotated[str, form_field("enquiry", "subject")]
    html_content: Annotated[str, form_field("enquiry", "htmlContent")] = Field(alias="htmlContent")
    website: str = Field(default="", description="a field people never see; bots fill it in")
    altcha: str | None = Field(default=None, description=ALTCHA)


class Message(BaseModel):
    """The answer to a request: what the site shows the patient."""

    message: str

"""Appointment requests: check them, then store each with its outbox rows."""

from datetime import date
from typing import Any

from sqlalchemy import insert
from sqlmodel import Session, col

from api import outbox
from api.catalog import requestable_treatments
from api.errors import Forbidden, InvalidRequest
from api.forms import check_form, load_rules
from api.models import AppointmentRequest, utcnow
from api.settings import Settings

RECEIVED = "Thank you! Your appointment request has been received. We will call you to confirm."
NOT_UPDATABLE = "Appointment requests cannot be changed online. Please call the office."
INVALID = "Please correct the highlighted fields."


def check_appointment(payload: dict[str, Any], settings: Settings, today: date) -> dict[str, Any]:
    """The request's clean values, or the refusal: 403 for an update, 422 naming each field."""
    if payload.get("appointmentRequestId", 0) not in (0, None):
        raise Forbidden(NOT_UPDATABLE)
    values, errors = check_form(load_rules(settings.content_dir, "appointment"), payload,
                                today=today)  # fmt: skip
    if errors:
        raise InvalidRequest(INVALID, errors=errors)
    tariff = payload.get("tariffId")
    values["tariffId"] = tariff if isinstance(tariff, int) and not isinstance(tariff, bool) else 0
    values["spam"] = bool(payload.get("website"))
    return values


def store_appointment(
    session: Session, values: dict[str, Any], settings: Settings
) -> tuple[str, list[int]]:
    """Insert the request and its two emails (the caller commits); the message and outbox ids.
    The stored treatment and tariff come from the database, never from the client."""
    treatment_id = values["treatmentId"]
    known = requestable_treatments(session, settings.content_cache_seconds)
    treatment = known.get(treatment_id) if treatment_id else None
    if treatment_id and treatment is None:
        message = load_rules(settings.content_dir, "appointment").message("treatmentId", "required")
        raise InvalidRequest(INVALID, errors={"treatmentId": message})
    tariff_id = (
        values["tariffId"] if treatment and values["tariffId"] in treatment.tariff_ids else 0
    )
    request_id = session.execute(
        insert(AppointmentRequest)
        .values(
            treatment_id=treatment_id if treatment else 0,
            treatment_name=treatment.name if treatment else "",
            tariff_id=tariff_id,
            appointment_date=values["appointmentDate"],
            full_name=values["fullName"],
            phone=values["phoneNo"],
            email=values["emailId"],
            subject=values["subject"],
            message=values["remark"],
            is_spam=values["spam"],
            created_at=utcnow(),
        )
        .returning(col(AppointmentRequest.id))
    ).scalar_one()
    if values["spam"]:  # answered like a success, kept for review, emails nobody
        return RECEIVED, []
    return RECEIVED, outbox.add_appointment_messages(
        session, request_id, values["emailId"], settings.clinic_inbox_address,
        settings.first_sweep_at(),
    )  # fmt: skip

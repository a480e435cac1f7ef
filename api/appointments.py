"""Appointment requests: check, store with their outbox rows, and say what to answer."""

from datetime import date
from typing import Any

from sqlalchemy import insert
from sqlmodel import Session, col

from api import outbox
from api.errors import Forbidden, InvalidRequest
from api.forms import check_form, load_rules
from api.models import AppointmentRequest, Tariff, Treatment, utcnow
from api.settings import Settings

RECEIVED = "Thank you! Your appointment request has been received. We will call you to confirm."
NOT_UPDATABLE = "Appointment requests cannot be changed online. Please call the office."
INVALID = "Please correct the highlighted fields."


def submit_appointment(
    session: Session, payload: dict[str, Any], settings: Settings, today: date
) -> tuple[str, list[int]]:
    """Store the request and its emails (not committed); the answer's message and outbox ids."""
    if payload.get("appointmentRequestId", 0) not in (0, None):
        raise Forbidden(NOT_UPDATABLE)
    rules = load_rules(settings.content_dir, "appointment")
    values, errors = check_form(rules, payload, today=today)
    treatment: Treatment | None = None
    if values.get("treatmentId"):
        treatment = session.get(Treatment, values["treatmentId"])
        if treatment is None:
            errors["treatmentId"] = rules.message("treatmentId", "required")
    if errors:
        raise InvalidRequest(INVALID, errors=errors)

    tariff_id = 0  # the stored treatment and tariff come from the database, never the client
    if treatment is not None and payload.get("tariffId"):
        tariff = session.get(Tariff, payload["tariffId"])
        if tariff is not None and tariff.treatment_id == treatment.id:
            tariff_id = tariff.id
    is_spam = bool(payload.get("website"))
    request_id = session.execute(
        insert(AppointmentRequest)
        .values(
            treatment_id=treatment.id if treatment else 0,
            treatment_name=treatment.name if treatment else "",
            tariff_id=tariff_id,
            appointment_date=values["appointmentDate"],
            full_name=values["fullName"],
            phone=values["phoneNo"],
            email=values["emailId"],
            subject=values["subject"],
            message=values["remark"],
            is_spam=is_spam,
            created_at=utcnow(),
        )
        .returning(col(AppointmentRequest.id))
    ).scalar_one()
    if is_spam:  # answered like a success, kept for review, emails nobody
        return RECEIVED, []
    return RECEIVED, outbox.add_appointment_messages(
        session, request_id, values["emailId"], settings.clinic_inbox_address,
        settings.first_sweep_at(),
    )  # fmt: skip

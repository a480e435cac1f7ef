"""Appointment requests: store each with the two emails it must cause."""

from sqlmodel import Session

from api.content.catalog import requestable_treatments
from api.core.errors import Forbidden, InvalidRequest, invalid_summary
from api.core.languages import ENGLISH, SPANISH, Language
from api.core.models import AppointmentRequest, NewRequest
from api.core.settings import Settings
from api.intake import altcha
from api.intake.outbox import AnswerKey
from api.intake.payloads import AppointmentRequestIn
from api.intake.receipt import Receipt, receipt_for
from api.intake.rules import load_rules

RECEIVED = {
    ENGLISH: (
        "Thank you! Your appointment request {reference} has been received. "
        "We will call you {promise} to confirm."
    ),
    SPANISH: (
        "¡Gracias! Recibimos su solicitud de cita {reference}. Le llamaremos {promise} para "
        "confirmarla."
    ),
}
NOT_UPDATABLE = "Appointment requests cannot be changed online. Please call the office."


def submit_appointment(
    session: Session,
    payload: AppointmentRequestIn,
    settings: Settings,
    language: Language = ENGLISH,
    answer_key: AnswerKey | None = None,
) -> Receipt:
    """Store the request and its outbox rows, spending its proof of work once accepted; with
    `answer_key`, its answer is kept under it. The stored treatment and tariff come from the
    database, never from the client; the request keeps the language of the page it was sent
    from."""
    if payload.appointment_request_id != 0:
        raise Forbidden(NOT_UPDATABLE)
    proof = altcha.required_proof(payload.altcha, settings)
    known = requestable_treatments(session, settings.content_cache_seconds)
    treatment = known.get(payload.treatment_id) if payload.treatment_id else None
    if payload.treatment_id and treatment is None:
        rules = load_rules(settings.content_dir, "appointment")
        unknown = rules.message("treatmentId", "required", language)
        raise InvalidRequest(invalid_summary(), errors={"treatmentId": unknown})
    known_tariff = treatment is not None and payload.tariff_id in treatment.tariff_ids
    request = NewRequest.of(
        AppointmentRequest,
        treatment_id=payload.treatment_id if treatment else 0,
        treatment_name=treatment.name if treatment else "",
        tariff_id=payload.tariff_id if known_tariff else 0,
        appointment_date=payload.appointment_date,
        full_name=payload.full_name,
        phone=payload.phone_no,
        email=payload.email_id,
        subject=payload.subject,
        message=payload.remark,
        is_spam=bool(payload.website),
        status="spam" if payload.website else "new",
        language=language,
    )
    return receipt_for(session, request, settings, RECEIVED[language], answer_key, proof)

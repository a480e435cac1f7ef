"""A request sent from the Spanish edition gets every email to the patient in Spanish, as it
reaches a real SMTP server: the confirmation and its calendar file, the enquiry's
acknowledgement, and later the booking, its move, its cancel and the reminder, each linking the
Spanish status page (`/es/requests/...`). The clinic's own emails stay English and say which
language the patient reads."""

import re
from collections.abc import Callable
from datetime import date, datetime
from email.message import EmailMessage
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlmodel import Session, col, select

from api.content.loader import load_content
from api.core.db import get_engine, session_scope
from api.core.models import (
    AppointmentRequest,
    Enquiry,
    NewRequest,
    OutboxMessage,
    Treatment,
    TreatmentTranslation,
)
from api.core.profile import get_profile
from api.core.settings import get_settings
from api.follow_up import reminders
from api.follow_up.statuses import BOOKED
from api.intake.status_key import opens
from tests.api.conftest import APPOINTMENT, ENQUIRY, post_form
from tests.stack.test_email_delivery import SAM, subject, text_and_html, whole_message
from tests.workers.conftest import CLINIC_EMAIL, INBOX, SITE_URL, Mail
from tests.workers.test_booking_emails import (
    ADDRESS,
    CLINIC,
    PHONE,
    assert_carries_nothing_typed,
    calendar_of,
    cancelled_by_patient,
    moved,
    sent,
    submitted,
    visit,
)
from tests.workers.test_clinic_notification import PATIENT, TYPED, an_appointment

SPANISH = {"Accept-Language": "es-US"}
DAYS = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
MONTHS = (
    *("enero", "febrero", "marzo", "abril", "mayo", "junio"),
    *("julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"),
)
# The clinic's hours (content/clinic.json's opening hours) as the Spanish footer says them.
HOURS = ("Lunes a viernes: 9:00 a.m. a 7:00 p.m.", "Sábado: 9:00 a.m. a 12:00 p.m.")
# Words of the English emails that a Spanish one never says.
ENGLISH = (
    "Hello",
    "Reference",
    "Thank you",
    "Before your first visit",
    "Follow your request",
    "We look forward",
    "Phone:",
    "Monday",
)


def dia(day: date) -> str:
    """martes, 3 de marzo"""
    return f"{DAYS[day.weekday()]}, {day.day} de {MONTHS[day.month - 1]}"


def hora(at: datetime) -> str:
    """a las 10:30 a.m.; a la 1:00 p.m."""
    hour = at.hour % 12 or 12
    return f"{'a la' if hour == 1 else 'a las'} {hour}:{at:%M} {'a.m.' if at.hour < 12 else 'p.m.'}"


def spanish(request: NewRequest) -> NewRequest:
    request.values["language"] = "es"
    return request


def status_key(text: str, ref: str) -> str:
    """The key of the Spanish status page the text links, which must open the request."""
    prefix = f"{SITE_URL}/es/requests/{ref}?key="
    [key] = re.findall(re.escape(prefix) + r"([0-9a-f]{32})", text)
    with Session(get_engine()) as session:
        table = AppointmentRequest if ref.startswith("R-") else Enquiry
        request = session.get(table, int(ref[2:]))
        assert request is not None and opens(request, key)
    return key


def assert_in_spanish_to_the_patient(message: EmailMessage, ref: str) -> tuple[str, str]:
    """From the clinic, to the patient, in Spanish from its greeting to its footer, with the
    reference and the Spanish status page in both parts. The text and HTML parts."""
    assert message["From"].addresses[0].display_name == CLINIC
    assert message["Reply-To"] == CLINIC_EMAIL
    text, html = text_and_html(message)
    assert text.splitlines()[0] == "Hola:" and "<p>Hola:</p>" in html
    assert '<html lang="es">' in html
    key = status_key(text, ref)
    link = f"{SITE_URL}/es/requests/{ref}?key={key}"
    assert f"Vea el estado de su solicitud: {link}" in text and f'href="{link}"' in html
    for said in (ref, ADDRESS, PHONE, CLINIC, *HOURS, "Teléfono: ", "Correo electrónico: "):
        assert said in text and said in html, said
    for word in ENGLISH:
        assert word not in text and word not in html, f"{word!r} is in a Spanish email"
    return text, html


def submit(
    configure: Callable[..., None], path: str, body: dict[str, Any]
) -> tuple[str, list[int]]:
    """A form sent through the site's call from a Spanish page: the reference its answer gave,
    and its outbox rows."""
    from api.main import create_app

    configure(submit_rate_limit="", challenge_rate_limit="")
    with TestClient(create_app()) as client:
        answer = post_form(client, path, body, headers=SPANISH)
    assert answer.status_code == 200, answer.text
    [ref] = re.findall(r"[RE]-\d{4,}", answer.text)
    column = OutboxMessage.appointment_id if ref.startswith("R-") else OutboxMessage.enquiry_id
    with Session(get_engine()) as session:
        rows = select(OutboxMessage).where(column == int(ref[2:])).order_by(col(OutboxMessage.id))
        return ref, [row.id for row in session.exec(rows) if row.id is not None]


def test_a_spanish_request_is_confirmed_in_spanish_with_a_spanish_calendar_file(
    mail: Mail, configure: Callable[..., None]
) -> None:
    day = visit(3).date()
    body = {
        "appointmentRequestId": 0,
        "treatmentId": 0,
        "appointmentDate": day.isoformat(),
        "fullName": "Lucía Ramírez",
        "phoneNo": "(201) 555-0123",
        "emailId": "lucia.ramirez@example.com",
        "subject": "Dolor de rodilla",
        "remark": "Me duele la rodilla derecha al subir escaleras.",
    }
    ref, ids = submit(configure, APPOINTMENT, body)
    assert mail.send(ids) == "sent, sent"
    [confirmation] = mail.smtp.to("lucia.ramirez@example.com")

    assert subject(confirmation) == f"Recibimos su solicitud de cita {ref}"
    text, html = assert_in_spanish_to_the_patient(confirmation, ref)
    requested = f"{dia(day)} de {day.year}"  # jueves, 3 de diciembre de 2026
    assert f"  Fecha solicitada:   {requested}" in text.splitlines()
    assert f"Fecha solicitada</td><td><strong>{requested}</strong>" in html
    for said in (
        "Recibimos su solicitud de cita:",
        "Cita general (le ayudaremos a elegir)",
        "Antes de su primera visita",
        "Le llamaremos en un plazo de un día hábil",
        "Llegue 15 minutos antes",
    ):
        assert said in text and said in html, said
    _calendar, event = calendar_of(confirmation)
    assert str(event["SUMMARY"]) == f"Cita solicitada en {CLINIC} (por confirmar)"
    assert str(event["DESCRIPTION"]) == (
        f"Referencia: {ref}. Le llamaremos para confirmar la hora. "
        f"Si tiene preguntas, llame al {PHONE}."
    )
    assert event.decoded("DTSTART") == day


def test_a_spanish_request_names_its_treatment_in_spanish(
    mail: Mail, configure: Callable[..., None]
) -> None:
    configure(submit_rate_limit="", challenge_rate_limit="")
    load_content(get_engine(), get_settings().content_dir)
    with session_scope() as session:
        treatment, spanish = session.exec(
            select(Treatment, TreatmentTranslation)
            .join(TreatmentTranslation, col(TreatmentTranslation.treatment_id) == Treatment.id)
            .where(TreatmentTranslation.language == "es", Treatment.treatment_type_id == 1)
            .where(col(TreatmentTranslation.name) != Treatment.name)
        ).first() or (None, None)
    assert treatment and spanish, "the shipped content translates the treatments"
    body = {
        "appointmentRequestId": 0,
        "treatmentId": treatment.id,
        "appointmentDate": visit(3).date().isoformat(),
        "fullName": "Lucía Ramírez",
        "phoneNo": "(201) 555-0123",
        "emailId": "lucia.ramirez@example.com",
        "subject": "Dolor",
        "remark": "Me duele la espalda desde hace una semana.",
    }
    _ref, ids = submit(configure, APPOINTMENT, body)
    assert mail.send(ids) == "sent, sent"
    [confirmation] = mail.smtp.to("lucia.ramirez@example.com")
    text, html = text_and_html(confirmation)
    assert spanish.name in text and spanish.name in html
    assert treatment.name not in text
    [notification] = mail.smtp.to(INBOX)
    assert "Patient's language: Spanish" in text_and_html(notification)[0]


def test_a_spanish_enquiry_is_acknowledged_in_spanish(
    mail: Mail, configure: Callable[..., None]
) -> None:
    ref, ids = submit(configure, ENQUIRY, SAM)
    assert mail.send(ids) == "sent, sent"
    [acknowledgement] = mail.smtp.to(SAM["toEmail"])

    assert subject(acknowledgement) == f"Recibimos su mensaje {ref}"
    text, html = assert_in_spanish_to_the_patient(acknowledgement, ref)
    assert f"  Referencia: {ref}" in text.splitlines()
    for said in ("Gracias por comunicarse con", f"y mencione {ref}.", "llame al 911"):
        assert said in text and said in html, said
    assert not list(acknowledgement.iter_attachments())


@pytest.mark.parametrize("notification", ["summary", "full"])
def test_the_clinic_is_told_in_english_which_language_the_patient_reads(
    mail: Mail, configure: Callable[..., None], notification: str
) -> None:
    configure(clinic_notification=notification)
    for request, language in (
        (spanish(an_appointment()), "Spanish"),
        (spanish(NewRequest.of(Enquiry, **TYPED)), "Spanish"),
        (an_appointment(), "English"),
    ):
        ref, ids = submitted(request)
        before = len(mail.smtp.to(INBOX))
        assert mail.send(ids) == "sent, sent"
        to_clinic = mail.smtp.to(INBOX)[before]

        text, html = text_and_html(to_clinic)
        assert f"Patient's language: {language}" in text.splitlines()
        assert f"Patient's language</td><td>{language}</td>" in html
        assert subject(to_clinic).split()[-1] == ref  # the subject, as before: no language
        assert "Hola" not in text and "Referencia" not in text and "Reference" in text
        assert "/es/requests/" not in whole_message(to_clinic)


def test_a_spanish_booking_its_move_the_reminder_and_the_cancel_are_in_spanish(
    mail: Mail,
) -> None:
    ref, intake_ids = submitted(spanish(an_appointment()))
    confirmation = sent(mail, intake_ids)[0]
    at = visit(1, 10, 30)
    [booked] = sent(mail, moved(ref, BOOKED, at))

    assert subject(booked) == f"Su cita del {dia(at.date())}"
    text, html = assert_in_spanish_to_the_patient(booked, ref)
    assert_carries_nothing_typed(booked)
    when = f"{dia(at.date())} a las 10:30 a.m."
    for said in (when, "Confirmamos su cita en", "Para cambiar o cancelar su cita, llámenos al"):
        assert said in text and said in html, said
    _calendar, event = calendar_of(booked)
    assert str(event["UID"]) == confirmation["Message-ID"].strip("<>")
    assert str(event["SUMMARY"]) == f"Cita en {CLINIC}"
    assert str(event["DESCRIPTION"]) == (
        f"Referencia: {ref}. Para cambiar o cancelar su cita, llame al {PHONE}."
    )

    due_now = get_profile().model_copy(update={"reminderTime": "00:00"})
    with session_scope() as session:
        [reminder] = sent(mail, reminders.queue_due(session, get_settings(), due_now))
    assert subject(reminder) == "Recordatorio: su cita mañana a las 10:30 a.m."
    text, html = assert_in_spanish_to_the_patient(reminder, ref)
    for said in (when, "En esa página puede desactivar estos recordatorios."):
        assert said in text and said in html, said

    later = visit(2, 13, 0)
    [moved_email] = sent(mail, moved(ref, BOOKED, later))
    assert subject(moved_email) == f"Su cita cambió al {dia(later.date())}"
    text, html = assert_in_spanish_to_the_patient(moved_email, ref)
    assert f"{dia(later.date())} a la 1:00 p.m." in text and hora(later) == "a la 1:00 p.m."

    to_clinic, to_patient = sent(mail, cancelled_by_patient(ref))
    short = f"{later.day} de {MONTHS[later.month - 1]}"
    assert subject(to_patient) == f"Su cita del {short} está cancelada"
    text, html = assert_in_spanish_to_the_patient(to_patient, ref)
    assert f"cancelamos su cita del {dia(later.date())} {hora(later)}" in " ".join(text.split())
    _calendar, event = calendar_of(to_patient)
    assert str(event["DESCRIPTION"]).startswith(f"Cancelada a petición suya. Referencia: {ref}.")
    assert to_clinic["To"] == INBOX and subject(to_clinic) == f"{ref} cancelled by the patient"
    assert "Patient's language: Spanish" in text_and_html(to_clinic)[0]
    assert mail.smtp.to(PATIENT) == [confirmation, booked, reminder, moved_email, to_patient]

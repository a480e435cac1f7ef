"""The clinic's notification of a request, as it reaches the SMTP server: with
CLINIC_NOTIFICATION=summary (the default) a reference and a link to the console, nothing the
patient typed; with `full`, every field of the request, as before."""

from collections.abc import Callable
from datetime import date, datetime, timedelta
from email.message import EmailMessage
from zoneinfo import ZoneInfo

from api.core.dates import long_date
from api.core.db import session_scope
from api.core.models import AppointmentRequest, Enquiry, NewRequest
from api.core.settings import get_settings
from api.intake import outbox
from api.intake.references import reference
from tests.stack.test_email_delivery import subject, text_and_html, whole_message
from tests.workers.conftest import CLINIC_EMAIL, INBOX, SITE_URL, Mail

PATIENT = "quentin.zebulon@example.com"
# What a patient typed, each value found nowhere else in a clinic's email.
TYPED = {
    "full_name": "Quentin Zebulon-Marchetti",
    "phone": "(201) 555-0199",
    "email": PATIENT,
    "subject": "Sciatica flare-up after gardening",
    "message": "My left leg goes numb when I sit for more than ten minutes.",
}
TREATMENT = "TMJ Dysfunction"
PIECES = (
    "Quentin",
    "Zebulon",
    "Marchetti",
    "555-0199",
    "quentin.zebulon",
    "Sciatica",
    "gardening",
    "left leg goes numb",
    TREATMENT,
    "TMJ",
)


def requested_day() -> date:
    return datetime.now(ZoneInfo("America/New_York")).date() + timedelta(days=3)


def stored(request: NewRequest) -> tuple[str, list[int]]:
    """The request stored with its emails as the intake stores it: its reference, its rows."""
    settings = get_settings()
    with session_scope() as session:
        ids = outbox.add_request(session, request, settings.clinic_inbox_address).outbox_ids
        session.commit()
    return reference(request), ids


def an_appointment() -> NewRequest:
    return NewRequest.of(
        AppointmentRequest,
        **TYPED,
        treatment_id=2,
        treatment_name=TREATMENT,
        appointment_date=requested_day(),
    )


def notification(mail: Mail, ids: list[int]) -> EmailMessage:
    assert mail.send(ids) == "sent, sent"
    [message] = mail.smtp.to(INBOX)
    return message


def assert_carries_nothing_typed(message: EmailMessage) -> None:
    everything = whole_message(message)
    for value in (*TYPED.values(), *PIECES):
        assert value not in everything, f"{value!r} is in the clinic's email"
    day = requested_day()
    assert long_date(day) not in everything and day.isoformat() not in everything


def test_by_default_the_clinic_hears_of_an_appointment_request_by_reference_only(
    mail: Mail,
) -> None:
    ref, ids = stored(an_appointment())
    message = notification(mail, ids)

    assert subject(message) == f"New appointment request {ref}"
    assert_carries_nothing_typed(message)
    assert message["Reply-To"] == CLINIC_EMAIL  # a reply never reaches the patient
    text, html = text_and_html(message)
    console = f"{SITE_URL}/staff/requests/{ref}"
    assert console in text and f'href="{console}"' in html
    assert ref in text and "Received:" in text and ("EST" in text or "EDT" in text)
    # The patient's own confirmation is unchanged: it names the treatment they chose.
    [confirmation] = mail.smtp.to(PATIENT)
    assert TREATMENT in text_and_html(confirmation)[0]


def test_by_default_the_clinic_hears_of_an_enquiry_by_reference_only(mail: Mail) -> None:
    ref, ids = stored(NewRequest.of(Enquiry, **TYPED))
    message = notification(mail, ids)

    assert subject(message) == f"New enquiry {ref}"
    assert ref.startswith("E-")
    assert_carries_nothing_typed(message)
    assert message["Reply-To"] == CLINIC_EMAIL
    text, html = text_and_html(message)
    assert f"{SITE_URL}/staff/requests/{ref}" in text
    assert f"{SITE_URL}/staff/requests/{ref}" in html


def test_with_full_notifications_the_clinic_gets_every_field_and_replies_to_the_patient(
    mail: Mail, configure: Callable[..., None]
) -> None:
    configure(clinic_notification="full")
    ref, ids = stored(an_appointment())
    message = notification(mail, ids)

    assert subject(message) == f"Appointment request {ref}"
    assert message["Reply-To"].addresses[0].addr_spec == PATIENT
    assert message["Reply-To"].addresses[0].display_name == TYPED["full_name"]
    text, html = text_and_html(message)
    for value in (*TYPED.values(), TREATMENT, long_date(requested_day())):
        assert value in text and value in html
    assert "Reply to this email to answer the patient." in text
    assert "/staff/requests/" not in text


def test_with_full_notifications_an_enquiry_arrives_as_typed_and_escaped(
    mail: Mail, configure: Callable[..., None]
) -> None:
    configure(clinic_notification="full")
    typed = TYPED | {"message": "<a href='http://phish.example'>Click</a> Do you take Cigna?"}
    ref, ids = stored(NewRequest.of(Enquiry, **typed))
    message = notification(mail, ids)

    assert subject(message) == f"Website enquiry {ref}"
    assert PATIENT in message["Reply-To"]
    text, html = text_and_html(message)
    assert typed["message"] in text and TYPED["phone"] in text
    assert "&lt;a href=&#39;http://phish.example&#39;&gt;" in html and "<a href='" not in html

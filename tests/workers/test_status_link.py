"""The first emails to the patient (the appointment confirmation, the enquiry acknowledgement)
link their private status page, with the key that opens their request and nothing else; the
clinic's emails never carry it."""

from collections.abc import Callable

import pytest
from sqlmodel import Session, col, select

from api.core.db import get_engine
from api.core.models import AppointmentRequest, Enquiry, NewRequest
from api.intake.status_key import opens
from tests.stack.test_email_delivery import subject, text_and_html, whole_message
from tests.workers.conftest import INBOX, SITE_URL, Mail
from tests.workers.test_booking_emails import calendar_of, submitted
from tests.workers.test_clinic_notification import PATIENT, TREATMENT, TYPED, an_appointment


def key_in(text: str, ref: str) -> str:
    prefix = f"Follow your request: {SITE_URL}/requests/{ref}?key="
    [line] = [line for line in text.splitlines() if line.startswith(prefix)]
    return line.removeprefix(prefix)


def opened_by(key: str, table: type[AppointmentRequest] | type[Enquiry]) -> list[int | None]:
    """The ids of the requests `key` opens."""
    with Session(get_engine()) as session:
        requests = session.exec(select(table).order_by(col(table.id))).all()
    return [request.id for request in requests if opens(request, key)]


def test_the_confirmation_links_the_status_page_its_key_opens(mail: Mail) -> None:
    submitted(an_appointment())  # another patient's, which the key must not open
    ref, ids = submitted(an_appointment())
    assert mail.send(ids) == "sent, sent"
    [confirmation] = mail.smtp.to(PATIENT)

    text, html = text_and_html(confirmation)
    key = key_in(text, ref)
    assert opened_by(key, AppointmentRequest) == [int(ref.removeprefix("R-"))]
    assert f'href="{SITE_URL}/requests/{ref}?key={key}"' in html
    assert TREATMENT in text  # the body names the treatment the patient chose, as before
    _calendar, event = calendar_of(confirmation)
    assert str(event["STATUS"]) == "TENTATIVE"
    assert "TMJ" not in str(event["DESCRIPTION"]) and "TMJ" not in str(event["SUMMARY"])


def test_the_enquiry_acknowledgement_links_the_status_page_its_key_opens(mail: Mail) -> None:
    ref, ids = submitted(NewRequest.of(Enquiry, **TYPED))
    assert mail.send(ids) == "sent, sent"
    [acknowledgement] = mail.smtp.to(PATIENT)

    assert subject(acknowledgement) == f"We received your message {ref}"
    text, html = text_and_html(acknowledgement)
    key = key_in(text, ref)
    assert opened_by(key, Enquiry) == [int(ref.removeprefix("E-"))]
    assert f'href="{SITE_URL}/requests/{ref}?key={key}"' in html
    for typed in ("Quentin", "Zebulon", "555-0199", "Sciatica", "numb"):
        assert typed not in text and typed not in html


@pytest.mark.parametrize("notification", ["summary", "full"])
def test_the_clinics_notification_never_carries_the_patients_link(
    mail: Mail, configure: Callable[..., None], notification: str
) -> None:
    configure(clinic_notification=notification)
    for request in (an_appointment(), NewRequest.of(Enquiry, **TYPED)):
        _ref, ids = submitted(request)
        assert mail.send(ids) == "sent, sent"
    for message in mail.smtp.to(INBOX):
        assert "key=" not in whole_message(message)
        assert "/requests/R-" not in whole_message(message).replace("/staff/requests/", "")

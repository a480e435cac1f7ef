"""The forms of the Spanish edition in a real Chromium against the real stack: every message in
Spanish on an empty submit, a request sent from /es/ thanked in Spanish, its confirmation and
calendar file in Spanish at the SMTP server, and the clinic's notification in English naming the
patient's language."""

import json
import re
from collections.abc import Callable

from playwright.sync_api import Locator, Page, expect

from tests.api.test_spanish_pages import catalog_pairs
from tests.conftest import CONTENT
from tests.e2e.conftest import PageProblems, open_app
from tests.e2e.test_empty_forms import Sent
from tests.e2e.test_forms import (
    INBOX,
    PATIENT,
    in_three_days,
    plain_text,
    rows,
    submit_button,
    type_date,
    type_into,
)
from tests.stack.conftest import Stack
from tests.stack.test_email_delivery import subject
from tests.workers.test_booking_emails import calendar_of

SPANISH_FORMS = json.loads((CONTENT / "es" / "site" / "forms.json").read_text())
WORDS = catalog_pairs()


def es(english: str) -> str:
    """The Spanish build's words for an English string of the interface."""
    spanish = WORDS.get(english)
    assert spanish, f"the Spanish catalog has no {english!r}"
    return spanish


def required(form: str, *fields: str) -> list[str]:
    return [SPANISH_FORMS[form][field]["messages"]["required"] for field in fields]


def press_on_empty(page: Page, scope: Locator, button: str, messages: list[str]) -> None:
    sent = Sent(page)
    for message in messages:
        expect(scope.get_by_text(message, exact=True)).to_have_count(0)
    # Announced as disabled, as in English: a patient's click reaches it all the same.
    submit_button(scope, button).click(force=True)
    for message in messages:
        expect(scope.get_by_text(message, exact=True)).to_be_visible()
    expect(scope.locator("[aria-invalid=true]")).to_have_count(len(messages))
    page.wait_for_timeout(300)
    assert sent.calls == []


def test_the_empty_spanish_enquiry_shows_every_message_in_spanish(page: Page) -> None:
    open_app(page, "/es/contact-us")
    assert page.locator("html").get_attribute("lang") == "es"
    form = page.get_by_role("region", name=es("Send Us a Message"))
    messages = required("enquiry", "firstName", "toEmail", "phoneNo", "subject", "htmlContent")
    press_on_empty(page, form, es("Send Message"), messages)


def test_the_empty_spanish_request_shows_every_message_in_spanish(page: Page) -> None:
    open_app(page, "/es/home")
    page.get_by_role("button", name=es("Send Us Query")).click()
    dialog = page.get_by_role("dialog", name=es("Request an Appointment"))
    messages = required(
        "appointment", "appointmentDate", "fullName", "phoneNo", "emailId", "subject", "remark"
    )
    press_on_empty(page, dialog, es("Send Request"), messages)


def test_a_request_from_a_spanish_page_is_thanked_and_confirmed_in_spanish(
    visit: Callable[..., tuple[Page, PageProblems]], live: Stack
) -> None:
    page, _ = visit("/es/home")
    page.get_by_role("button", name=es("Send Us Query")).click()
    dialog = page.get_by_role("dialog", name=es("Request an Appointment"))
    dialog.get_by_label(es("Appointment date")).focus()
    type_date(page, in_three_days())
    type_into(page, "Lucía Ramírez")
    page.keyboard.type("2015550123")
    page.keyboard.press("Tab")
    type_into(page, PATIENT)
    type_into(page, "Dolor de rodilla")
    page.keyboard.type("Me duele la rodilla derecha al subir escaleras.")
    page.keyboard.press("Tab")
    submit_button(dialog, es("Send Request")).click()

    result = page.get_by_role("alertdialog", name=es("Success!"))
    expect(result).to_contain_text(re.compile(r"¡Gracias! Recibimos su solicitud de cita R-\d{4,}"))
    [stored] = rows(live, "appointment_request")
    assert stored["language"] == "es" and stored["full_name"] == "Lucía Ramírez"
    ref = f"R-{stored['id']:04d}"

    live.smtp.wait_for(2)
    [confirmation] = live.smtp.to(PATIENT)
    [notification] = live.smtp.to(INBOX)
    assert subject(confirmation) == f"Recibimos su solicitud de cita {ref}"
    assert "Fecha solicitada" in plain_text(confirmation)
    _calendar, event = calendar_of(confirmation)
    assert str(event["SUMMARY"]).startswith("Cita solicitada en")
    notice = plain_text(notification)
    assert "Patient's language: Spanish" in notice
    assert "A new appointment request" in notice  # the clinic reads English

"""A form sent from the Spanish edition (`Accept-Language: es`, from the page, not the browser):
refused with the Spanish messages of content/es/site/forms.json, answered in Spanish, stored
with its language. From an English page, or with no header, everything is as it always was."""

import json
import uuid
from datetime import UTC, date, datetime
from typing import Any

import pytest
from alembic import command
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text
from sqlmodel import Session, col, select

from api.core.db import get_engine
from api.core.migrations import alembic_config
from api.core.models import AppointmentRequest, Enquiry, OutboxMessage
from api.intake.language import language_of
from tests.api import test_appointment_intake, test_enquiry_intake
from tests.api.conftest import APPOINTMENT, ENQUIRY, post_form
from tests.conftest import CONTENT

SPANISH = {"Accept-Language": "es"}
ENGLISH = {"Accept-Language": "en"}
FORMS = {
    language: json.loads((CONTENT / folder / "site" / "forms.json").read_text())
    for language, folder in (("en", "."), ("es", "es"))
}
CALLS = {
    "appointment": (APPOINTMENT, test_appointment_intake.valid),
    "enquiry": (ENQUIRY, test_enquiry_intake.valid),
}
# A value that breaks each rule of each field: (form, field, value, the rule it breaks).
BROKEN = [
    ("appointment", "treatmentId", None, "required"),
    ("appointment", "treatmentId", "2", "required"),
    ("appointment", "treatmentId", 99999, "required"),  # unknown: refused after validation
    ("appointment", "appointmentDate", "", "required"),
    ("appointment", "appointmentDate", "2020-01-01", "notBeforeToday"),
    ("appointment", "appointmentDate", "9999-12-31", "notAfterMonths"),
    ("appointment", "fullName", "", "required"),
    ("appointment", "fullName", "R", "minLength"),
    ("appointment", "fullName", "R" * 51, "maxLength"),
    ("appointment", "fullName", "Rosa\r\nBcc: victim@example.com", "singleLine"),
    ("appointment", "phoneNo", "", "required"),
    ("appointment", "phoneNo", "555-0123", "minDigits"),
    ("appointment", "phoneNo", "(201) 555-0123 ext 4", "maxLength"),
    ("appointment", "phoneNo", "20155501234", "phone"),
    ("appointment", "phoneNo", "(201) 555\n0123", "singleLine"),
    ("appointment", "emailId", "", "required"),
    ("appointment", "emailId", "r" * 40 + "@example.com", "maxLength"),
    ("appointment", "emailId", "rosa@", "email"),
    ("appointment", "emailId", "rosa@\nexample.com", "singleLine"),
    ("appointment", "subject", "", "required"),
    ("appointment", "subject", "S" * 101, "maxLength"),
    ("appointment", "subject", "Line one\nline two", "singleLine"),
    ("appointment", "remark", "", "required"),
    ("appointment", "remark", "Too short", "minLength"),
    ("appointment", "remark", "x" * 1001, "maxLength"),
    ("enquiry", "firstName", "", "required"),
    ("enquiry", "firstName", "S", "minLength"),
    ("enquiry", "firstName", "S" * 51, "maxLength"),
    ("enquiry", "firstName", "Sam\nPatel", "singleLine"),
    ("enquiry", "toEmail", "", "required"),
    ("enquiry", "toEmail", "s" * 40 + "@example.com", "maxLength"),
    ("enquiry", "toEmail", "sam@", "email"),
    ("enquiry", "toEmail", "sam@\nexample.com", "singleLine"),
    ("enquiry", "phoneNo", "", "required"),
    ("enquiry", "phoneNo", "(201) 555-0188 ext 4", "maxLength"),
    ("enquiry", "phoneNo", "20155501884", "phone"),
    ("enquiry", "phoneNo", "(201) 555\n0188", "singleLine"),
    ("enquiry", "subject", "", "required"),
    ("enquiry", "subject", "S" * 101, "maxLength"),
    ("enquiry", "subject", "Line one\nline two", "singleLine"),
    ("enquiry", "htmlContent", "", "required"),
    ("enquiry", "htmlContent", "Too short", "minLength"),
    ("enquiry", "htmlContent", "x" * 1001, "maxLength"),
]


def message(language: str, form: str, field: str, rule: str) -> str:
    return str(FORMS[language][form][field]["messages"][rule])


def latest(table: type[AppointmentRequest] | type[Enquiry]) -> AppointmentRequest | Enquiry:
    with Session(get_engine()) as session:
        found = session.exec(select(table).order_by(col(table.id).desc())).first()
    assert found is not None
    return found


@pytest.mark.parametrize(
    ("header", "language"),
    [
        (None, "en"),
        ("", "en"),
        ("en", "en"),
        ("en-US", "en"),
        ("es", "es"),
        ("ES", "es"),
        ("es-US", "es"),
        ("es-MX", "es"),
        ("es-419,en;q=0.8", "es"),
        ("es;q=0.9", "es"),
        (" es-US , en", "es"),
        ("en-US,es;q=0.9", "en"),  # only the first tag: the page's
        ("fr-CA", "en"),
        ("*", "en"),
        ("eso", "en"),
        ("x-es", "en"),
    ],
)
def test_the_page_language_is_the_first_tags_primary_subtag(
    header: str | None, language: str
) -> None:
    assert language_of(header) == language


@pytest.mark.parametrize(("form", "field", "value", "rule"), BROKEN)
def test_each_rule_is_refused_in_the_pages_language(
    client: TestClient, form: str, field: str, value: Any, rule: str
) -> None:
    path, valid = CALLS[form]
    body = valid(**{field: value})

    spanish = post_form(client, path, body, headers=SPANISH)
    assert spanish.status_code == 422
    assert spanish.json()["errors"] == {field: message("es", form, field, rule)}
    assert spanish.json()["message"] == "Revise los campos marcados."
    assert message("es", form, field, rule) != message("en", form, field, rule)
    # After a Spanish submit, on the same connection: English as before, to the byte.
    english = post_form(client, path, body, headers=ENGLISH)
    unnamed = post_form(client, path, body)
    assert english.json()["errors"] == {field: message("en", form, field, rule)}
    assert english.json()["message"] == "Please correct the highlighted fields."
    assert english.status_code == unnamed.status_code == 422
    assert english.content == unnamed.content


@pytest.mark.parametrize("form", ["appointment", "enquiry"])
def test_every_missing_field_is_named_in_spanish(client: TestClient, form: str) -> None:
    path, _valid = CALLS[form]
    answer = post_form(client, path, {}, headers={"Accept-Language": "es-US"})
    assert answer.status_code == 422
    required = {field: rules["messages"]["required"] for field, rules in FORMS["es"][form].items()}
    assert answer.json()["errors"] == required
    assert required["fullName" if form == "appointment" else "firstName"] == (
        "El nombre completo es obligatorio."
    )
    english = post_form(client, path, {})
    assert english.json()["errors"] == {
        field: rules["messages"]["required"] for field, rules in FORMS["en"][form].items()
    }


def test_a_spanish_appointment_request_is_stored_spanish_and_thanked_in_spanish(
    client: TestClient,
) -> None:
    answer = post_form(client, APPOINTMENT, test_appointment_intake.valid(), headers=SPANISH)
    assert answer.status_code == 200, answer.text
    stored = latest(AppointmentRequest)
    assert stored.language == "es"
    assert answer.json() == {
        "message": f"¡Gracias! Recibimos su solicitud de cita R-{stored.id:04d}. "
        "Le llamaremos en un plazo de un día hábil para confirmarla."
    }


def test_a_spanish_enquiry_is_stored_spanish_and_thanked_in_spanish(client: TestClient) -> None:
    address = f"sam.{uuid.uuid4().hex[:8]}@example.com"
    answer = post_form(client, ENQUIRY, test_enquiry_intake.valid(toEmail=address), headers=SPANISH)
    assert answer.status_code == 200, answer.text
    stored = latest(Enquiry)
    assert (stored.email, stored.language) == (address, "es")
    assert (
        answer.text
        == f"Gracias por su mensaje E-{stored.id:04d}. Le responderemos en un plazo de un día "
        "hábil."
    )


@pytest.mark.parametrize("headers", [ENGLISH, {"Accept-Language": "en-US,es;q=0.9"}, {}])
def test_a_request_from_an_english_page_or_none_named_is_stored_english(
    client: TestClient, headers: dict[str, str]
) -> None:
    for path, valid, table in (
        (APPOINTMENT, test_appointment_intake.valid, AppointmentRequest),
        (ENQUIRY, test_enquiry_intake.valid, Enquiry),
    ):
        assert post_form(client, path, valid(), headers=headers).status_code == 200
        assert latest(table).language == "en"


def test_a_spanish_request_sent_again_with_its_key_is_stored_once_and_answered_alike(
    client: TestClient,
) -> None:
    key = {"Idempotency-Key": str(uuid.uuid4())}
    body = test_appointment_intake.valid(fullName="Lucía Ramírez")
    first = post_form(client, APPOINTMENT, body, headers=SPANISH | key)
    stored = latest(AppointmentRequest)
    second = post_form(client, APPOINTMENT, body, headers=SPANISH | key)

    assert first.status_code == second.status_code == 200
    assert first.content == second.content and "¡Gracias!" in first.json()["message"]
    assert latest(AppointmentRequest).id == stored.id and stored.language == "es"
    with Session(get_engine()) as session:
        rows = session.exec(select(OutboxMessage).where(OutboxMessage.appointment_id == stored.id))
        assert len(rows.all()) == 2


def test_requests_stored_before_the_spanish_edition_read_english(fresh_database: str) -> None:
    config = alembic_config(fresh_database)
    command.upgrade(config, "0009")
    engine = create_engine(fresh_database)
    common = {
        "full_name": "Old Row",
        "phone": "2015550100",
        "email": "old@example.com",
        "subject": "Old",
        "message": "Stored long ago.",
        "is_spam": False,
        "status": "new",
        "status_nonce": "",
        "status_key_hash": "",
        "calendar_sequence": 0,
        "reminders": True,
        "created_at": datetime(2026, 1, 1, tzinfo=UTC),
    }
    appointment = {"treatment_id": 0, "treatment_name": "", "tariff_id": 0}
    with engine.begin() as connection:
        for table, values in (
            ("appointment_request", common | appointment | {"appointment_date": date(2030, 1, 2)}),
            ("enquiry", common),
        ):
            names = ", ".join(values)
            connection.execute(
                text(f"INSERT INTO {table} ({names}) VALUES (:{', :'.join(values)})"), values
            )
    command.upgrade(config, "0010")
    with engine.connect() as connection:
        for table in ("appointment_request", "enquiry"):
            languages = connection.execute(text(f"SELECT language FROM {table}")).scalars()
            assert list(languages) == ["en"]
    command.downgrade(config, "0009")
    engine.dispose()

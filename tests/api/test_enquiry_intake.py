"""The contact enquiry call: its own rules and messages (docs/rules.md), never a mail relay."""

import uuid
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlmodel import Session, col, func, select

from api.core.db import get_engine
from api.core.models import Enquiry, OutboxMessage
from tests.api.conftest import ENQUIRY, post_form
from tests.api.test_appointment_intake import count

MESSAGE = "Message is required And Should Be More Then 10 Charactor."
PHONE_FORMAT = "Please enter a valid phone number (e.g., (123) 456-7890)"


def valid(**changes: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "firstName": "Sam Patel",
        "phoneNo": "(201) 555-0188",
        "toEmail": "sam.patel@example.com",
        "subject": "Insurance question",
        "htmlContent": "Do you accept Horizon BCBS plans?",
    }
    payload.update(changes)
    return payload


def test_a_valid_enquiry_is_stored_and_answered_as_text(client: TestClient) -> None:
    before = count(Enquiry)
    address = f"sam.{uuid.uuid4().hex[:8]}@example.com"
    answer = post_form(client, ENQUIRY, valid(toEmail=address))
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/plain")
    assert count(Enquiry) == before + 1
    with Session(get_engine()) as session:
        enquiry = session.exec(select(Enquiry).order_by(col(Enquiry.id).desc())).first()
        assert enquiry is not None
        assert answer.text == (
            f"Thank you for your enquiry E-{enquiry.id:04d}. "
            "We will get back to you within one business day."
        )
        rows = session.exec(select(OutboxMessage).where(OutboxMessage.enquiry_id == enquiry.id))
        kinds = {(r.kind, r.recipient) for r in rows}
    assert kinds == {
        ("enquiry_acknowledgement", address),
        ("enquiry_notification", "frontdesk@clinic.example"),
    }


def test_one_address_gets_at_most_three_acknowledgements_a_day(client: TestClient) -> None:
    address = f"someone.else.{uuid.uuid4().hex[:8]}@example.com"
    for _ in range(5):
        assert post_form(client, ENQUIRY, valid(toEmail=address)).status_code == 200
    with Session(get_engine()) as session:
        query = select(OutboxMessage).join(Enquiry).where(Enquiry.email == address)
        kinds = [row.kind for row in session.exec(query)]
    assert kinds.count("enquiry_acknowledgement") == 3
    assert kinds.count("enquiry_notification") == 5  # the clinic hears of every one


def test_letter_case_does_not_buy_an_address_more_acknowledgements(client: TestClient) -> None:
    name = f"someone.else.{uuid.uuid4().hex[:8]}"
    spellings = [
        f"{name}@example.com",
        f"{name.upper()}@example.com",
        f"{name.title()}@EXAMPLE.COM",
        f"{name}@Example.Com",
        f"{name.capitalize()}@example.com",
        f"{name.swapcase()}@eXample.com",
    ]
    for address in spellings:
        assert post_form(client, ENQUIRY, valid(toEmail=address)).status_code == 200
    with Session(get_engine()) as session:
        same = func.lower(col(Enquiry.email)) == f"{name}@example.com"
        kinds = [row.kind for row in session.exec(select(OutboxMessage).join(Enquiry).where(same))]
    assert kinds.count("enquiry_acknowledgement") == 3
    assert kinds.count("enquiry_notification") == 6


def test_hidden_direction_and_zero_width_characters_are_refused_in_the_message(
    client: TestClient,
) -> None:
    before = (count(Enquiry), count(OutboxMessage))
    for hidden in ("\u202e", "\u2066", "\u200b", "\u200f", "\ufeff", "\u061c"):
        answer = post_form(client, ENQUIRY, valid(htmlContent=f"Do you take{hidden} Cigna plans?"))
        assert answer.status_code == 422
        assert answer.json()["errors"] == {"htmlContent": MESSAGE}
    assert (count(Enquiry), count(OutboxMessage)) == before
    joined = "Do you take Cigna? \U0001f469\u200d\u2695\ufe0f said to ask"  # an emoji's joiner
    assert post_form(client, ENQUIRY, valid(htmlContent=joined)).status_code == 200


@pytest.mark.parametrize(
    "phone", ["2015550188", "(201) 555-0188", "201-555-0188", "201 555 0188", "(201)555-0188"]
)
def test_the_accepted_phone_formats(client: TestClient, phone: str) -> None:
    assert post_form(client, ENQUIRY, valid(phoneNo=phone)).status_code == 200


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("firstName", "", "Full name is required."),
        ("firstName", "S", "Full name is required."),
        ("firstName", "S" * 51, "Full name is required."),
        ("firstName", "Sam\nPatel", "Full name is required."),
        ("toEmail", "", "Valid email is required."),
        ("toEmail", "sam.patel", "Valid email is required."),
        ("toEmail", "a@b.c\r\nBcc: x@example.com", "Valid email is required."),
        ("toEmail", "s" * 45 + "@example.com", "Valid email is required."),
        ("phoneNo", "", "Phone number is required"),
        ("phoneNo", "(201) 555-0188 x9", "Phone number cannot exceed 15 characters"),
        ("phoneNo", "555-0188", PHONE_FORMAT),
        ("phoneNo", "+1 201 555 0188", PHONE_FORMAT),
        ("subject", "", "Subject is required."),
        ("subject", "s" * 101, "Subject is required."),
        ("subject", "Hello\r\nBcc: x@example.com", "Subject is required."),
        ("htmlContent", "", MESSAGE),
        ("htmlContent", "Too short", MESSAGE),
        ("htmlContent", "m" * 1001, MESSAGE),
    ],
)
def test_each_rule_is_refused_with_its_message_and_nothing_stored(
    client: TestClient, field: str, value: Any, message: str
) -> None:
    before = (count(Enquiry), count(OutboxMessage))
    answer = post_form(client, ENQUIRY, valid(**{field: value}))
    assert answer.status_code == 422
    assert answer.json()["errors"] == {field: message}
    assert (count(Enquiry), count(OutboxMessage)) == before


def test_a_honeypot_enquiry_emails_nobody(client: TestClient) -> None:
    before = count(OutboxMessage)
    assert (
        post_form(client, ENQUIRY, valid(website="bot", firstName="Bot Enquiry")).status_code == 200
    )
    assert count(Enquiry, full_name="Bot Enquiry", is_spam=True) == 1
    assert count(OutboxMessage) == before


def test_the_rules_file_is_the_one_definition_of_the_specification_messages() -> None:
    """The browser's forms and the server read content/site/forms.json; its messages are the
    specification's, to the letter."""
    import json

    from tests.conftest import CONTENT

    rules = json.loads((CONTENT / "site" / "forms.json").read_text())
    messages = {
        m
        for form in ("appointment", "enquiry")
        for f in rules[form].values()
        for m in f["messages"].values()
    }
    assert messages >= {
        "Full name is required.",
        "Phone number is required",
        "Please enter a valid U.S. phone number (e.g., (123) 456-7890)",
        "Phone number must be at least 10 digits",
        "Phone number cannot exceed 15 characters",
        "Valid email is required.",
        "Date is required.",
        "Subject is required.",
        "Message is required And Should Be More Then 10 Charactor.",
        "Please enter a valid phone number (e.g., (123) 456-7890)",
    }
    appointment = rules["appointment"]
    assert (appointment["fullName"]["minLength"], appointment["fullName"]["maxLength"]) == (2, 50)
    assert appointment["emailId"]["maxLength"] == 50
    assert appointment["phoneNo"]["maxLength"] == 15 and appointment["phoneNo"]["minDigits"] == 10
    assert appointment["subject"]["maxLength"] == 100
    assert (appointment["remark"]["minLength"], appointment["remark"]["maxLength"]) == (10, 1000)

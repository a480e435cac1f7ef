"""Input that cannot be right is refused with a 4xx, never a 5xx, and changes nothing."""

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlmodel import Session, func, select

from api.core.db import get_engine
from api.core.models import AppointmentRequest
from tests.api.conftest import APPOINTMENT, ENQUIRY, post_form
from tests.api.test_appointment_intake import valid

NAME = "Full name is required."
SUBJECT = "Subject is required."
PHONE = "Please enter a valid U.S. phone number (e.g., (123) 456-7890)"


def appointment_count() -> int:
    with Session(get_engine()) as session:
        return int(session.exec(select(func.count()).select_from(AppointmentRequest)).one())


def post_raw(client: TestClient, path: str, body: str) -> Any:
    client.get("/home")
    return client.post(
        path,
        content=body.encode("utf-8", "surrogatepass"),
        headers={
            "X-XSRF-TOKEN": client.cookies["XSRF-TOKEN"],
            "Content-Type": "application/json",
        },
    )


def test_deeply_nested_json_is_refused(client: TestClient) -> None:
    before = appointment_count()
    for body in ("[" * 5000 + "]" * 5000, json.dumps(valid(fullName=[[[[[[[[[["Rosa"]]]]]]]]]]))):
        answer = post_raw(client, APPOINTMENT, body)
        assert 400 <= answer.status_code < 500, answer.text
    assert appointment_count() == before


@pytest.mark.parametrize("escape", ["\\ud800", "\\udfff", "\\u0000"])
def test_a_lone_surrogate_or_nul_escape_is_refused_with_its_message(
    client: TestClient, escape: str
) -> None:
    before = appointment_count()
    body = json.dumps(valid()).replace('"Rosa Delgado"', f'"Rosa{escape}Delgado"')
    answer = post_raw(client, APPOINTMENT, body)
    assert answer.status_code == 422
    assert answer.json()["errors"] == {"fullName": NAME}
    assert appointment_count() == before


@pytest.mark.parametrize(
    "invisible", ["\u200b", "\u200d", "\u202e", "\u2066", "\ufeff"], ids=repr
)  # zero-width space and joiner, right-to-left override, isolate, byte-order mark
def test_format_characters_are_refused_in_names_and_subjects(
    client: TestClient, invisible: str
) -> None:
    name = post_form(client, APPOINTMENT, valid(fullName=f"Rosa{invisible}Delgado"))
    assert name.status_code == 422 and name.json()["errors"] == {"fullName": NAME}
    subject = post_form(client, APPOINTMENT, valid(subject=f"Knee{invisible}pain"))
    assert subject.status_code == 422 and subject.json()["errors"] == {"subject": SUBJECT}
    enquiry = post_form(
        client,
        ENQUIRY,
        {
            "firstName": f"Sam{invisible}",
            "phoneNo": "2015550188",
            "toEmail": "sam@example.com",
            "subject": "Hello",
            "htmlContent": "A question about Cigna.",
        },
    )
    assert enquiry.status_code == 422 and "firstName" in enquiry.json()["errors"]


def in_digits_of(zero: int, text: str) -> str:
    """The same number written with another script's digits (zero: that script's 0)."""
    return text.translate({ord(d): chr(zero + int(d)) for d in "0123456789"})


@pytest.mark.parametrize(
    "digits",
    [in_digits_of(0x660, "(201) 555-0123"), in_digits_of(0xFF10, "(201) 555-0123")],
    ids=["arabic-indic", "fullwidth"],
)
def test_phones_take_ascii_digits_only(client: TestClient, digits: str) -> None:
    answer = post_form(client, APPOINTMENT, valid(phoneNo=digits))
    assert answer.status_code == 422
    assert answer.json()["errors"] == {"phoneNo": PHONE}


@pytest.mark.parametrize(
    "path",
    [
        "/assets/" + "a" * 300 + ".js",
        "/documents/" + "b" * 300 + ".pdf",
        "/assets/%00.js",
        "/" + "c" * 300 + ".png",
        "/wellness?id=" + "MTIz" * 400,
        "/wellness?id=OTk5OTk5OTk5OTk5OTk5OTk5",  # base64 of a number past the database's
    ],
)
@pytest.mark.usefixtures("rendered_pages")  # an unknown service is one its release lacks
def test_odd_paths_and_query_values_are_4xx(client: TestClient, path: str) -> None:
    answer = client.get(path)
    assert 400 <= answer.status_code < 500, (answer.status_code, answer.text[:200])


def test_an_oversized_query_string_is_refused(client: TestClient) -> None:
    answer = client.get("/what-we-treat?slug=" + "x" * 5000)
    assert answer.status_code == 414

"""The appointment request call: the form's rules (docs/rules.md), stored with its outbox rows at
once."""

import threading
import time
import uuid
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlmodel import Session, col, func, select

from api.core.db import get_engine
from api.core.models import AppointmentRequest, OutboxMessage
from api.core.settings import get_settings
from api.intake.appointments import submit_appointment
from api.intake.idempotency import submit_once
from api.intake.payloads import AppointmentRequestIn
from tests.api.conftest import APPOINTMENT, CHALLENGE, post_form

NEW_YORK = ZoneInfo("America/New_York")
NAME_MESSAGE = "Full name is required."
MESSAGE_MESSAGE = "Message is required And Should Be More Then 10 Charactor."


def tomorrow() -> str:
    return (datetime.now(NEW_YORK).date() + timedelta(days=1)).isoformat()


def valid(**changes: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "appointmentRequestId": 0,
        "tariffId": 0,
        "treatmentId": 0,
        "treatmentName": "",
        "appointmentDate": tomorrow(),
        "fullName": "Rosa Delgado",
        "phoneNo": "(201) 555-0123",
        "emailId": "rosa.delgado@example.com",
        "subject": "Knee pain after running",
        "remark": "My right knee hurts on stairs since last month.",
        "isActive": True,
        "createdBy": 0,
    }
    payload.update(changes)
    return payload


def count(model: type, **where: Any) -> int:
    with Session(get_engine()) as session:
        query = select(func.count()).select_from(model)
        for key, value in where.items():
            query = query.where(col(getattr(model, key)) == value)
        return int(session.exec(query).one())


def test_a_valid_request_is_stored_with_two_outbox_rows(client: TestClient) -> None:
    before = count(AppointmentRequest)
    answer = post_form(client, APPOINTMENT, valid(remark="I would like an evaluation soon."))
    assert answer.status_code == 200
    assert count(AppointmentRequest) == before + 1
    with Session(get_engine()) as session:
        stored = session.exec(
            select(AppointmentRequest).order_by(col(AppointmentRequest.id).desc())
        ).first()
        assert stored is not None
        assert answer.json() == {
            "message": f"Thank you! Your appointment request R-{stored.id:04d} has been "
            "received. We will call you within one business day to confirm."
        }
        assert stored.message == "I would like an evaluation soon."
        rows = session.exec(select(OutboxMessage).where(OutboxMessage.appointment_id == stored.id))
        kinds = {(r.kind, r.recipient, r.status) for r in rows}
    assert kinds == {
        ("appointment_confirmation", "rosa.delgado@example.com", "pending"),
        ("appointment_notification", "frontdesk@clinic.example", "pending"),
    }


def test_the_treatment_name_comes_from_the_database(client: TestClient) -> None:
    answer = post_form(
        client,
        APPOINTMENT,
        valid(
            treatmentId=2,
            treatmentName="Anything the client says",
            isActive=False,
            createdBy=99,
            subject="Appointment for TMJ",
        ),
    )
    assert answer.status_code == 200
    with Session(get_engine()) as session:
        stored = session.exec(
            select(AppointmentRequest).order_by(col(AppointmentRequest.id).desc())
        ).first()
    assert stored is not None
    assert (stored.treatment_id, stored.treatment_name) == (2, "TMJ Dysfunction")


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("fullName", "", NAME_MESSAGE),
        ("fullName", "R", NAME_MESSAGE),
        ("fullName", "R" * 51, NAME_MESSAGE),
        ("fullName", "Rosa\r\nBcc: victim@example.com", NAME_MESSAGE),
        ("fullName", None, NAME_MESSAGE),
        ("phoneNo", "", "Phone number is required"),
        ("phoneNo", "555-0123", "Phone number must be at least 10 digits"),
        ("phoneNo", "(201) 555-0123 ext 4", "Phone number cannot exceed 15 characters"),
        ("phoneNo", "20155501234", "Please enter a valid U.S. phone number (e.g., (123) 456-7890)"),
        (
            "phoneNo",
            "201.555.0123",
            "Please enter a valid U.S. phone number (e.g., (123) 456-7890)",
        ),
        ("emailId", "", "Valid email is required."),
        ("emailId", "rosa@", "Valid email is required."),
        ("emailId", "r" * 40 + "@example.com", "Valid email is required."),
        ("appointmentDate", "", "Date is required."),
        ("appointmentDate", "12/01/2030", "Date is required."),
        ("appointmentDate", "2030-02-30", "Date is required."),
        ("appointmentDate", "2020-01-01", "Date is required."),
        ("subject", "", "Subject is required."),
        ("subject", "S" * 101, "Subject is required."),
        ("subject", "Line one\nline two", "Subject is required."),
        ("appointmentDate", "9999-12-31", "Please choose a date within the next 12 months."),
        ("fullName", "Rosa\x85Delgado", NAME_MESSAGE),
        ("fullName", "Rosa\u2028Delgado", NAME_MESSAGE),
        ("fullName", "Rosa\x0bDelgado", NAME_MESSAGE),
        ("subject", "Knee\x85pain", "Subject is required."),
        ("subject", "Knee\u2029pain", "Subject is required."),
        ("subject", "Knee\x0cpain", "Subject is required."),
        ("emailId", "rosa@" + "b\u00fccher" * 6 + ".example", "Valid email is required."),
        ("remark", "", MESSAGE_MESSAGE),
        ("remark", "Too short", MESSAGE_MESSAGE),
        ("remark", "x" * 1001, MESSAGE_MESSAGE),
        ("remark", "Ten or more\x00 characters", MESSAGE_MESSAGE),
        ("treatmentId", 99999, "Please choose a treatment."),
        ("treatmentId", "2", "Please choose a treatment."),
    ],
)
def test_each_rule_is_refused_with_its_message_and_nothing_stored(
    client: TestClient, field: str, value: Any, message: str
) -> None:
    before = (count(AppointmentRequest), count(OutboxMessage))
    answer = post_form(client, APPOINTMENT, valid(**{field: value}))
    assert answer.status_code == 422
    assert answer.json()["errors"] == {field: message}
    assert (count(AppointmentRequest), count(OutboxMessage)) == before


def test_a_date_a_year_ahead_is_accepted_and_a_day_later_refused(client: TestClient) -> None:
    with time_machine.travel(datetime(2031, 3, 1, 12, 0, tzinfo=NEW_YORK), tick=False):
        assert (
            post_form(client, APPOINTMENT, valid(appointmentDate="2032-03-01")).status_code == 200
        )
        late = post_form(client, APPOINTMENT, valid(appointmentDate="2032-03-02"))
    assert late.status_code == 422
    assert late.json()["errors"] == {
        "appointmentDate": "Please choose a date within the next 12 months."
    }


@pytest.mark.parametrize("address", ["rosa@b\u00fccher.example", "rosa@xn--bcher-kva.example"])
def test_an_international_domain_is_stored_in_its_ascii_form(
    client: TestClient, address: str
) -> None:
    assert post_form(client, APPOINTMENT, valid(emailId=address)).status_code == 200
    with Session(get_engine()) as session:
        stored = session.exec(
            select(AppointmentRequest).order_by(col(AppointmentRequest.id).desc())
        ).first()
        assert stored is not None and stored.email == "rosa@xn--bcher-kva.example"
        recipients = set(
            session.exec(
                select(OutboxMessage.recipient).where(OutboxMessage.appointment_id == stored.id)
            ).all()
        )
    assert "rosa@xn--bcher-kva.example" in recipients


def test_every_failing_field_is_named_at_once(client: TestClient) -> None:
    answer = post_form(client, APPOINTMENT, {"appointmentRequestId": 0})
    assert answer.status_code == 422
    assert set(answer.json()["errors"]) == {
        "treatmentId",
        "appointmentDate",
        "fullName",
        "phoneNo",
        "emailId",
        "subject",
        "remark",
    }


def test_text_is_trimmed(client: TestClient) -> None:
    assert post_form(client, APPOINTMENT, valid(fullName="  Rosa Trim  ")).status_code == 200
    with Session(get_engine()) as session:
        names = session.exec(select(AppointmentRequest.full_name)).all()
    assert "Rosa Trim" in names


def test_a_stored_request_is_never_updated(client: TestClient) -> None:
    before = count(AppointmentRequest)
    answer = post_form(client, APPOINTMENT, valid(appointmentRequestId=5))
    assert answer.status_code == 403
    assert "cannot be changed online" in answer.json()["message"]
    assert count(AppointmentRequest) == before


def test_today_is_the_clinics_day_not_the_servers(
    client: TestClient, configure: Callable[..., None]
) -> None:
    # 23:30 in New Jersey on 1 March is already 2 March in UTC; 1 March is still "today".
    with time_machine.travel(datetime(2031, 3, 1, 23, 30, tzinfo=NEW_YORK), tick=False):
        assert (
            post_form(client, APPOINTMENT, valid(appointmentDate="2031-03-01")).status_code == 200
        )
        late = post_form(client, APPOINTMENT, valid(appointmentDate="2031-02-28"))
        assert late.status_code == 422
        assert late.json()["errors"] == {"appointmentDate": "Date is required."}
    assert date(2031, 3, 1) < date(2031, 3, 2)


def test_without_the_csrf_token_nothing_is_stored(client: TestClient) -> None:
    before = count(AppointmentRequest)
    client.get("/home")
    assert client.post(APPOINTMENT, json=valid()).status_code == 403
    wrong = client.post(APPOINTMENT, json=valid(), headers={"X-XSRF-TOKEN": "forged.token"})
    assert wrong.status_code == 403
    client.cookies.set("XSRF-TOKEN", "forged.token")
    forged = client.post(APPOINTMENT, json=valid(), headers={"X-XSRF-TOKEN": "forged.token"})
    assert forged.status_code == 403
    assert count(AppointmentRequest) == before


def test_the_token_cookie_is_handed_out_on_pages_only(client: TestClient) -> None:
    read = client.get("/api/Treatment/GetTimings?TimeId=0")
    assert read.status_code == 200 and "set-cookie" not in read.headers
    page = client.get("/home")
    cookie = page.headers["set-cookie"]
    assert cookie.startswith("XSRF-TOKEN=")
    assert "SameSite=Lax" in cookie
    assert "HttpOnly" not in cookie  # the site's script must read it to send it back
    again = client.get("/home")
    assert "set-cookie" not in again.headers


def test_a_honeypot_submission_is_stored_as_spam_and_emails_nobody(client: TestClient) -> None:
    before = count(OutboxMessage)
    answer = post_form(client, APPOINTMENT, valid(website="http://spam.example", fullName="Bot"))
    assert answer.status_code == 200
    assert "received" in answer.json()["message"]
    assert count(AppointmentRequest, full_name="Bot", is_spam=True) == 1
    assert count(OutboxMessage) == before


def test_the_same_idempotency_key_stores_once_and_answers_alike(client: TestClient) -> None:
    key = str(uuid.uuid4())
    before = (count(AppointmentRequest), count(OutboxMessage))
    first = post_form(client, APPOINTMENT, valid(), headers={"Idempotency-Key": key})
    second = post_form(client, APPOINTMENT, valid(), headers={"Idempotency-Key": key})
    assert first.status_code == second.status_code == 200
    assert first.content == second.content
    assert (count(AppointmentRequest), count(OutboxMessage)) == (before[0] + 1, before[1] + 2)
    other = post_form(
        client, APPOINTMENT, valid(fullName="Someone Else"), headers={"Idempotency-Key": key}
    )
    assert other.status_code == 422
    assert count(AppointmentRequest) == before[0] + 1


def test_a_key_is_kept_for_a_day_and_then_forgotten(client: TestClient) -> None:
    key = str(uuid.uuid4())
    before = count(AppointmentRequest)
    with time_machine.travel(datetime.now(UTC) - timedelta(hours=25)):
        post_form(client, APPOINTMENT, valid(), headers={"Idempotency-Key": key})
    client.cookies.clear()  # the form's token of a day ago has expired too
    # A day on, the key names nothing: the same request is stored again, another accepted.
    again = post_form(client, APPOINTMENT, valid(), headers={"Idempotency-Key": key})
    assert again.status_code == 200
    assert count(AppointmentRequest) == before + 2
    other = post_form(
        client, APPOINTMENT, valid(fullName="Someone Else"), headers={"Idempotency-Key": key}
    )
    assert other.status_code == 422  # the key is taken again, by the request of today


def test_a_repeat_sent_while_its_first_try_is_at_work_gets_the_first_answer(
    loaded_databases: dict[str, str], configure: Callable[..., None]
) -> None:
    """A patient's phone may send a submit again before the first try's answer has come back:
    the repeat waits for the first try's key, then is answered as it was, storing nothing.
    (Looked for before and written after, the repeat found no key, stored the request again and
    then failed on the key the first try had written.)"""
    configure(database_url=loaded_databases["postgresql"])
    settings = get_settings()
    payload = AppointmentRequestIn.model_validate(valid())
    key = str(uuid.uuid4())
    before = count(AppointmentRequest)
    first_at_work, answers = threading.Event(), {}

    def send(name: str, hold_seconds: float) -> None:
        with Session(get_engine(), expire_on_commit=False) as session:
            receipt = submit_once(
                session,
                "appointment",
                key,
                payload,
                lambda answer_key: submit_appointment(
                    session, payload, settings, answer_key=answer_key
                ),
            )
            first_at_work.set()
            time.sleep(hold_seconds)  # the first try's transaction stays open a moment
            session.commit()
            answers[name] = receipt

    first = threading.Thread(target=send, args=("first", 0.5))
    first.start()
    assert first_at_work.wait(10)
    send("repeat", 0)
    first.join()
    assert answers["repeat"].message == answers["first"].message
    assert answers["repeat"].outbox_ids == [] and len(answers["first"].outbox_ids) == 2
    assert count(AppointmentRequest) == before + 1


def test_a_body_over_16_kb_is_refused(client: TestClient) -> None:
    before = count(AppointmentRequest)
    answer = post_form(client, APPOINTMENT, valid(remark="x" * 17000))
    assert answer.status_code == 413
    assert count(AppointmentRequest) == before


@pytest.mark.parametrize("body", ["not json", "[1, 2]", "null"])
def test_a_body_that_is_not_an_object_is_refused(client: TestClient, body: str) -> None:
    client.get("/home")
    answer = client.post(
        APPOINTMENT,
        content=body,
        headers={"X-XSRF-TOKEN": client.cookies["XSRF-TOKEN"], "Content-Type": "application/json"},
    )
    assert answer.status_code == 422


def test_the_rate_limit_answers_429_with_retry_after(
    loaded_databases: dict[str, str], configure: Callable[..., None]
) -> None:
    from api.main import create_app

    configure(database_url=loaded_databases["sqlite"], submit_rate_limit="2/minute;30/day")
    with TestClient(create_app()) as fresh:
        answers = [post_form(fresh, APPOINTMENT, valid()).status_code for _ in range(3)]
        assert answers == [200, 200, 429]
        limited = post_form(fresh, APPOINTMENT, valid())
    assert 0 < int(limited.headers["Retry-After"]) <= 61
    assert "Too many requests" in limited.json()["message"]


def test_challenges_are_rate_limited_apart_from_the_submits(
    loaded_databases: dict[str, str], configure: Callable[..., None]
) -> None:
    from api.main import create_app

    configure(
        database_url=loaded_databases["sqlite"],
        submit_rate_limit="2/minute",
        challenge_rate_limit="3/minute",
    )
    with TestClient(create_app()) as fresh:
        answers = [fresh.get(CHALLENGE).status_code for _ in range(4)]
        assert answers == [200, 200, 200, 429]
        assert 0 < int(fresh.get(CHALLENGE).headers["Retry-After"]) <= 61
        assert post_form(fresh, APPOINTMENT, valid()).status_code == 200  # its own limit


def test_a_token_older_than_twelve_hours_is_refused_with_a_fresh_one(client: TestClient) -> None:
    before = count(AppointmentRequest)
    client.get("/home")
    old = client.cookies["XSRF-TOKEN"]
    with time_machine.travel(datetime.now(NEW_YORK) + timedelta(hours=12, minutes=1)):
        refused = client.post(APPOINTMENT, json=valid(), headers={"X-XSRF-TOKEN": old})
        assert refused.status_code == 403
        assert refused.json()["reason"] == "csrf", refused.text
        fresh = client.cookies["XSRF-TOKEN"]
        assert fresh != old
        again = client.post(APPOINTMENT, json=valid(), headers={"X-XSRF-TOKEN": fresh})
    assert again.status_code == 200
    assert count(AppointmentRequest) == before + 1


def test_ipv6_clients_are_limited_by_their_64_block(
    loaded_databases: dict[str, str], configure: Callable[..., None]
) -> None:
    from api.main import create_app

    configure(database_url=loaded_databases["sqlite"], submit_rate_limit="2/minute;30/day")
    app = create_app()

    def submit_from(address: str) -> int:
        with TestClient(app, client=(address, 50000)) as visitor:
            return post_form(visitor, APPOINTMENT, valid()).status_code

    same_block = ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff::3"]
    assert [submit_from(a) for a in same_block] == [200, 200, 429]
    assert submit_from("2001:db8:1:3::1") == 200  # the next /64 is someone else

"""The patient's private status page (docs/follow-up.md): the key in their email opens it and
nothing else does; it shows the status in plain words and nothing they typed; they can cancel
(the clinic hears of it by reference) and turn the reminder off; the purge takes it away."""

from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import update
from sqlmodel import Session, col, select

from api.core.db import get_engine
from api.core.migrations import upgrade
from api.core.models import (
    AppointmentRequest,
    AuditEvent,
    Enquiry,
    OutboxMessage,
    RequestEvent,
    utcnow,
)
from api.core.settings import get_settings
from api.intake.retention import purge_old_requests
from api.intake.status_key import status_url
from tests.api.conftest import APPOINTMENT, ENQUIRY, post_form
from tests.api.staff_helpers import SITE, member, write
from tests.api.test_appointment_intake import valid
from tests.api.test_enquiry_intake import valid as valid_enquiry

TYPED = (
    "Rosa Delgado",
    "(201) 555-0123",
    "rosa.delgado@example.com",
    "Knee pain after running",
    "My right knee hurts on stairs since last month.",
)


@pytest.fixture
def app(fresh_database: str, configure: Callable[..., None]) -> Iterator[FastAPI]:
    from api.main import create_app

    upgrade(fresh_database)
    configure(
        database_url=fresh_database,
        submit_rate_limit="",
        challenge_rate_limit="",
        status_page_rate_limit="",
        site_url=SITE,
    )
    application = create_app()
    with TestClient(application, base_url=SITE):
        yield application


def patient(app: FastAPI) -> TestClient:
    return TestClient(app, base_url=SITE)


def submitted(
    app: FastAPI, path: str = APPOINTMENT, body: Any = None, language: str = "en"
) -> tuple[str, str]:
    """A request sent through the public form from a page in `language`: its reference and the
    status link's key, as the email task makes the link."""
    headers = {"Accept-Language": language}
    answer = post_form(patient(app), path, body or valid(), headers=headers)
    assert answer.status_code == 200, answer.text
    with Session(get_engine()) as session:
        table = AppointmentRequest if path == APPOINTMENT else Enquiry
        request = session.exec(select(table).order_by(col(table.id).desc())).first()
        assert request is not None
        prefix = "R" if path == APPOINTMENT else "E"
        link = status_url(get_settings(), request, f"{prefix}-{request.id:04d}")
    assert link.startswith(f"{SITE}{'' if language == 'en' else '/es'}/requests/{prefix}-")
    return link.split("/requests/")[1].split("?")[0], link.rsplit("key=", 1)[1]


def status(client: TestClient, ref: str, key: str) -> Any:
    return write(client, "POST", "/api/requests/status", {"reference": ref, "key": key})


def test_the_key_opens_the_page_and_it_shows_nothing_the_patient_typed(app: FastAPI) -> None:
    ref, key = submitted(app)
    client = patient(app)
    page = client.get(f"/requests/{ref}?key={key}")
    assert page.status_code == 200
    assert page.headers["cache-control"] == "no-store"
    assert page.headers["x-robots-tag"] == "noindex, nofollow"
    assert page.headers["referrer-policy"] == "no-referrer"
    answer = status(client, ref, key)
    assert answer.status_code == 200
    shown = answer.json()
    assert shown["words"] == "Received, we will call you within one business day"
    assert (shown["status"], shown["mayCancel"], shown["reminders"]) == ("new", True, None)
    for typed in TYPED:
        assert typed not in answer.text and typed not in page.text
    with Session(get_engine()) as session:  # the key itself is never stored
        request = session.exec(select(AppointmentRequest)).one()
        assert key not in (request.status_nonce, request.status_key_hash)
        assert len(key) == 32  # 128 bits, hex


def test_a_wrong_key_no_key_and_an_unknown_reference_look_the_same(app: FastAPI) -> None:
    ref, key = submitted(app)
    client = patient(app)
    wrong = ("0" if key[0] != "0" else "1") + key[1:]
    unknown = f"R-{int(ref[2:]) + 1:04d}"
    pages = [
        client.get(f"/requests/{ref}?key={wrong}"),
        client.get(f"/requests/{ref}"),
        client.get(f"/requests/{unknown}?key={key}"),
    ]
    assert {p.status_code for p in pages} == {404}
    bodies = {p.text.replace(p.url.path, "").replace(str(p.url.query), "") for p in pages}
    assert len(bodies) == 1, "the three Not found pages differ"
    assert all(key not in p.text and "Rosa" not in p.text for p in pages)
    calls = [status(client, ref, wrong), status(client, unknown, key)]
    assert [c.status_code for c in calls] == [404, 404]
    assert calls[0].json() == calls[1].json() == {"message": "Not found"}
    assert write(client, "POST", "/api/requests/status", {"reference": ref}).status_code == 422


def test_guessing_keys_is_rate_limited(app: FastAPI, configure: Callable[..., None]) -> None:
    from api.main import create_app

    ref, key = submitted(app)
    configure(status_page_rate_limit="5/minute")
    limited = TestClient(create_app(), base_url=SITE)
    for n in range(5):
        assert status(limited, ref, f"{n:032x}").status_code == 404
    assert status(limited, ref, key).status_code == 429  # even the right key waits now
    assert limited.get(f"/requests/{ref}?key={key}").status_code == 429


def test_the_patient_cancels_and_the_clinic_hears_of_it_by_reference(app: FastAPI) -> None:
    ref, key = submitted(app)
    client = patient(app)
    assert client.get(f"/requests/{ref}?key={key}").status_code == 200
    assert (
        client.post("/api/requests/cancel", json={"reference": ref, "key": key}).status_code == 403
    )  # a write without the CSRF header changes nothing
    cancelled = write(client, "POST", "/api/requests/cancel", {"reference": ref, "key": key})
    assert cancelled.status_code == 200, cancelled.text
    assert cancelled.json()["words"] == "Cancelled at your request"
    assert cancelled.json()["mayCancel"] is False
    again = write(client, "POST", "/api/requests/cancel", {"reference": ref, "key": key})
    assert again.status_code == 409 and "call us" in again.json()["message"]
    with Session(get_engine()) as session:
        [event] = session.exec(select(RequestEvent)).all()
        assert (event.from_status, event.to_status, event.author) == ("new", "cancelled", "patient")
        emails = session.exec(select(OutboxMessage).order_by(col(OutboxMessage.id)))
        kinds = [r.kind for r in emails]
        assert kinds[-1] == "clinic_cancelled" and "appointment_cancelled" not in kinds
        trail = session.exec(select(AuditEvent).where(AuditEvent.action == "status_changed"))
        assert [(r.actor, r.reference) for r in trail] == [("patient", ref)]
    desk, _ = member(app, "desk@clinic.test")
    detail = desk.get(f"/api/staff/requests/{ref}").json()
    assert detail["status"] == "cancelled"
    assert detail["history"][-1]["by"] == "patient"
    assert {e["to"] for e in detail["emails"] if e["kind"] == "clinic_cancelled"} == {"clinic"}


def test_a_booked_visit_shows_its_time_and_its_reminder_can_be_turned_off(app: FastAPI) -> None:
    ref, key = submitted(app)
    desk, _ = member(app, "desk@clinic.test")
    booked = write(
        desk,
        "POST",
        f"/api/staff/requests/{ref}/status",
        {"status": "booked", "bookedFor": "2026-12-01T10:30"},
    )
    assert booked.status_code == 200
    client = patient(app)
    shown = status(client, ref, key).json()
    assert shown["words"] == "Booked: Tuesday, December 1 at 10:30 AM"
    assert shown["reminders"] is True and shown["bookedFor"].startswith("2026-12-01T15:30")
    off = write(
        client, "POST", "/api/requests/reminders", {"reference": ref, "key": key, "on": False}
    )
    assert off.json()["reminders"] is False
    cancelled = write(client, "POST", "/api/requests/cancel", {"reference": ref, "key": key})
    assert cancelled.status_code == 200
    with Session(get_engine()) as session:
        request = session.exec(select(AppointmentRequest)).one()
        assert (request.reminders, request.calendar_sequence) == (False, 2)  # booked, cancelled
        to_the_request = col(OutboxMessage.staff_id).is_(None)
        query = select(OutboxMessage).where(to_the_request).order_by(col(OutboxMessage.id))
        kinds = [r.kind for r in session.exec(query)]
    assert kinds[2:] == ["appointment_booked", "clinic_cancelled", "appointment_cancelled"]


def test_a_moved_booking_raises_the_calendar_sequence_and_may_be_reminded_again(
    app: FastAPI,
) -> None:
    ref, _key = submitted(app)
    desk, _ = member(app, "desk@clinic.test")
    for when in ("2026-12-01T10:30", "2026-12-03T09:00"):
        moved = write(
            desk,
            "POST",
            f"/api/staff/requests/{ref}/status",
            {"status": "booked", "bookedFor": when},
        )
        assert moved.status_code == 200, moved.text
        with Session(get_engine()) as session:
            session.execute(update(AppointmentRequest).values(reminder_sent_at=utcnow()))
            session.commit()
    with Session(get_engine()) as session:
        request = session.exec(select(AppointmentRequest)).one()
        assert request.calendar_sequence == 2
        kinds = [r.kind for r in session.exec(select(OutboxMessage))]
    assert kinds.count("appointment_booked") == 1 and kinds.count("appointment_moved") == 1


def test_an_enquiry_has_its_page_too(app: FastAPI) -> None:
    ref, key = submitted(app, ENQUIRY, valid_enquiry())
    assert ref.startswith("E-")
    words = status(patient(app), ref, key).json()["words"]
    assert words == "Received, we will get back to you within one business day"


def test_the_purge_takes_the_status_page_with_the_request(app: FastAPI) -> None:
    ref, key = submitted(app)
    client = patient(app)
    assert status(client, ref, key).status_code == 200
    with Session(get_engine()) as session:
        session.execute(
            update(AppointmentRequest).values(created_at=utcnow() - timedelta(days=200))
        )
        session.commit()
        purge_old_requests(session, 180)
    assert status(client, ref, key).status_code == 404
    assert client.get(f"/requests/{ref}?key={key}").status_code == 404


def test_a_spanish_request_s_page_speaks_spanish(app: FastAPI) -> None:
    ref, key = submitted(app, language="es")
    client = patient(app)
    page = client.get(f"/es/requests/{ref}?key={key}")
    assert page.status_code == 200 and '<html lang="es">' in page.text
    assert page.headers["cache-control"] == "no-store"
    wrong = client.get(f"/es/requests/{ref}?key={'0' * 32}")
    assert wrong.status_code == 404 and '<html lang="es">' in wrong.text
    shown = status(client, ref, key).json()
    assert shown["words"] == "Recibida: le llamaremos en un plazo de un día hábil"

    desk, _ = member(app, "desk@clinic.test")
    booked = write(
        desk,
        "POST",
        f"/api/staff/requests/{ref}/status",
        {"status": "booked", "bookedFor": "2026-12-01T13:30"},
    )
    assert booked.status_code == 200
    shown = status(client, ref, key).json()
    assert shown["words"] == "Cita confirmada: martes, 1 de diciembre a la 1:30 p.m."
    cancelled = write(client, "POST", "/api/requests/cancel", {"reference": ref, "key": key})
    assert cancelled.json()["words"] == "Cancelada a petición suya"
    again = write(client, "POST", "/api/requests/cancel", {"reference": ref, "key": key})
    assert again.status_code == 409
    assert again.json()["message"] == (
        "Esta solicitud ya no se puede cancelar aquí. Llámenos, por favor."
    )

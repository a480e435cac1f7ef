"""Which booked visits get their reminder, and when (api/follow_up/reminders.py), on a real
database: the day before, from the clinic's reminder time, once; never for a cancelled or a
past booking, nor one the patient turned off, nor when the clinic turned reminders off."""

from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta

import pytest
from fastapi.testclient import TestClient
from sqlmodel import Session, select

from api.core.db import get_engine
from api.core.migrations import upgrade
from api.core.models import AppointmentRequest, OutboxMessage
from api.core.profile import get_profile
from api.core.settings import get_settings
from api.follow_up import reminders
from api.follow_up.moves import record_move
from tests.api.conftest import APPOINTMENT, post_form
from tests.api.test_appointment_intake import valid

# 2026-12-01 is a Tuesday; the clinic is in New York (UTC-5 in December).
MONDAY_9_59 = datetime(2026, 11, 30, 14, 59, tzinfo=UTC)
MONDAY_10_00 = datetime(2026, 11, 30, 15, 0, tzinfo=UTC)
TUESDAY_10_30 = datetime(2026, 12, 1, 15, 30, tzinfo=UTC)


@pytest.fixture
def booked(fresh_database: str, configure: Callable[..., None]) -> Iterator[Callable[..., int]]:
    """Books requests for given times; yields the maker, returning the request's id."""
    from api.main import create_app

    upgrade(fresh_database)
    configure(database_url=fresh_database, submit_rate_limit="", challenge_rate_limit="")
    client = TestClient(create_app())

    def book(at: datetime = TUESDAY_10_30) -> int:
        assert post_form(client, APPOINTMENT, valid()).status_code == 200
        with Session(get_engine()) as session:
            request = session.exec(
                select(AppointmentRequest).order_by(AppointmentRequest.id.desc())  # type: ignore[union-attr]
            ).first()
            assert request is not None
            record_move(
                session,
                get_settings(),
                request,
                "booked",
                author="desk@clinic.test",
                address="127.0.0.1",
                booked_for=at,
            )
            session.commit()
            return request.id or 0

    yield book


def due(now: datetime) -> list[int]:
    with Session(get_engine()) as session:
        return reminders.queue_due(session, get_settings(), get_profile(), now)


def reminded() -> list[int | None]:
    with Session(get_engine()) as session:
        rows = session.exec(
            select(OutboxMessage).where(OutboxMessage.kind == "appointment_reminder")
        )
        return [row.appointment_id for row in rows]


def test_the_reminder_goes_the_day_before_from_the_clinics_time_and_once(booked) -> None:  # type: ignore[no-untyped-def]
    visit = booked()
    assert due(MONDAY_9_59) == []
    assert len(due(MONDAY_10_00)) == 1
    assert due(MONDAY_10_00 + timedelta(minutes=5)) == []  # beat looks again: nothing twice
    assert reminded() == [visit]


def test_no_reminder_for_a_cancelled_booking_one_turned_off_or_one_on_another_day(
    booked,
    configure: Callable[..., None],  # type: ignore[no-untyped-def]
) -> None:
    cancelled, turned_off = booked(), booked()
    booked(TUESDAY_10_30 + timedelta(days=1))  # Wednesday: not tomorrow yet
    with Session(get_engine()) as session:
        request = session.get(AppointmentRequest, cancelled)
        assert request is not None
        record_move(
            session, get_settings(), request, "cancelled", author="patient", address="127.0.0.1"
        )
        other = session.get(AppointmentRequest, turned_off)
        assert other is not None
        other.reminders = False
        session.add(other)
        session.commit()
    assert due(MONDAY_10_00) == []
    configure(appointment_reminders="false")
    booked()
    assert due(MONDAY_10_00) == []


def test_a_moved_booking_is_reminded_of_its_new_day(booked) -> None:  # type: ignore[no-untyped-def]
    visit = booked()
    assert len(due(MONDAY_10_00)) == 1
    with Session(get_engine()) as session:
        request = session.get(AppointmentRequest, visit)
        assert request is not None
        record_move(
            session,
            get_settings(),
            request,
            "booked",
            author="desk@clinic.test",
            address="127.0.0.1",
            booked_for=TUESDAY_10_30 + timedelta(days=1),
        )
        session.commit()
    assert due(MONDAY_10_00 + timedelta(hours=1)) == []
    assert len(due(MONDAY_10_00 + timedelta(days=1))) == 1
    assert reminded() == [visit, visit]

"""What a submit costs the server, beyond what it stores: one trip to the thread pool, and on
PostgreSQL one statement for the request, its emails and its Idempotency-Key."""

import uuid
from collections.abc import Iterator
from typing import Any

import anyio.to_thread
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event
from sqlmodel import Session

from api.core.db import get_engine
from tests.api import test_appointment_intake, test_enquiry_intake
from tests.api.conftest import APPOINTMENT, ENQUIRY, post_form

SUBMITS = {
    "appointment": (APPOINTMENT, test_appointment_intake.valid),
    "enquiry": (ENQUIRY, test_enquiry_intake.valid),
}


def a_new_submit(call: str) -> tuple[str, dict[str, Any]]:
    path, valid = SUBMITS[call]
    address = f"cost.{uuid.uuid4().hex[:8]}@example.com"
    return path, valid(**{"emailId" if call == "appointment" else "toEmail": address})


@pytest.fixture
def with_token(client: TestClient) -> TestClient:
    """A visitor who has the form token already: fetching it is not part of the submit."""
    client.get("/home")
    return client


@pytest.fixture
def trips_to_the_pool(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    trips: list[str] = []
    send_to_pool = anyio.to_thread.run_sync

    async def counted(func: Any, *args: Any, **kwargs: Any) -> Any:
        trips.append(getattr(func, "__qualname__", repr(func)))
        return await send_to_pool(func, *args, **kwargs)

    monkeypatch.setattr(anyio.to_thread, "run_sync", counted)
    yield trips


@pytest.mark.parametrize("call", SUBMITS)
def test_a_submit_goes_to_the_thread_pool_once(
    with_token: TestClient, trips_to_the_pool: list[str], call: str
) -> None:
    path, payload = a_new_submit(call)
    answer = post_form(with_token, path, payload)
    assert answer.status_code == 200, answer.text
    # Once, for its transaction: a plain `def` route went a second time to serialise its answer.
    assert len(trips_to_the_pool) == 1, trips_to_the_pool


@pytest.mark.parametrize("keyed", [False, True], ids=["without a key", "with a key"])
@pytest.mark.parametrize("call", SUBMITS)
def test_a_request_its_emails_and_its_key_are_written_in_one_statement_on_postgresql(
    with_token: TestClient, database_kind: str, call: str, keyed: bool
) -> None:
    if database_kind != "postgresql":
        pytest.skip("SQLite allows no INSERT inside a WITH clause: the request is written first")
    inserts: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_rest: Any) -> None:
        if statement.lstrip().upper().startswith(("INSERT", "WITH")):
            inserts.append(statement)

    engine = get_engine()
    event.listen(engine, "before_cursor_execute", note)
    try:
        path, payload = a_new_submit(call)
        key = {"Idempotency-Key": str(uuid.uuid4())} if keyed else {}
        answer = post_form(with_token, path, payload, key)
    finally:
        event.remove(engine, "before_cursor_execute", note)
    assert answer.status_code == 200, answer.text
    tables = ("outbox", "appointment_request", "enquiry", "idempotency_record")
    writes = [s for s in inserts if any(table in s for table in tables)]
    assert len(writes) == 1, writes
    assert "INSERT INTO outbox" in writes[0]
    assert ("INSERT INTO idempotency_record" in writes[0]) is keyed


@pytest.mark.parametrize("call", SUBMITS)
def test_a_keyed_submit_keeps_its_key_in_one_statement_not_through_the_orm(
    with_token: TestClient, call: str
) -> None:
    """The app sends an Idempotency-Key with every submit, nearly always a new one: its key is
    written in one prepared statement, not looked for first and then queued for the ORM to
    flush (which cost such a submit half as much again as all the rest)."""
    flushed: list[str] = []
    about_keys: list[str] = []

    def note_flush(session: Session, *_: Any) -> None:
        flushed.extend(type(row).__name__ for row in session.new)

    def note_statement(_conn: Any, _cursor: Any, statement: str, *_rest: Any) -> None:
        if "idempotency_record" in statement:
            about_keys.append(statement)

    engine = get_engine()
    event.listen(Session, "before_flush", note_flush)
    event.listen(engine, "before_cursor_execute", note_statement)
    try:
        path, payload = a_new_submit(call)
        answer = post_form(with_token, path, payload, {"Idempotency-Key": str(uuid.uuid4())})
    finally:
        event.remove(Session, "before_flush", note_flush)
        event.remove(engine, "before_cursor_execute", note_statement)
    assert answer.status_code == 200, answer.text
    assert flushed == []
    assert len(about_keys) == 1, about_keys
    assert about_keys[0].lstrip().upper().startswith(("INSERT", "WITH")), about_keys

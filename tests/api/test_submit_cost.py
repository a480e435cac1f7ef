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
from api.core.models import AppointmentRequest, Enquiry
from tests.api import test_appointment_intake, test_enquiry_intake
from tests.api.conftest import APPOINTMENT, ENQUIRY, post_form, solved_challenge
from tests.statements import statements_sent


def is_insert(statement: str) -> bool:
    return statement.lstrip().upper().startswith(("INSERT", "WITH"))


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
    path, payload = a_new_submit(call)
    key = {"Idempotency-Key": str(uuid.uuid4())} if keyed else {}
    with statements_sent(is_insert) as inserts:
        answer = post_form(with_token, path, payload, key)
    assert answer.status_code == 200, answer.text
    tables = ("outbox", "appointment_request", "enquiry", "idempotency_record")
    writes = [s for s, _ in inserts if any(table in s for table in tables)]
    assert len(writes) == 1, writes
    assert "INSERT INTO outbox" in writes[0]
    assert ("INSERT INTO idempotency_record" in writes[0]) is keyed


@pytest.mark.parametrize("spam", [False, True], ids=["a request", "spam"])
@pytest.mark.parametrize("call", SUBMITS)
def test_on_postgresql_a_submit_with_its_proof_of_work_is_one_statement_that_commits_itself(
    altcha_client: TestClient, database_kind: str, call: str, spam: bool
) -> None:
    """As production runs it: the proof of work is spent, the request and its emails stored
    and its key kept by one statement, sent on a connection in autocommit, so the database is
    asked once rather than three times (BEGIN, the statement and COMMIT, each a wait for the
    database's process on a busy host). In a transaction the spend was a statement of its own,
    and BEGIN and COMMIT two round trips more."""
    if database_kind != "postgresql":
        pytest.skip("SQLite allows no INSERT inside a WITH clause: a submit is a transaction")
    path, payload = a_new_submit(call)
    payload["altcha"] = solved_challenge(altcha_client)
    if spam:
        payload["website"] = "http://spam.example"
    key = {"Idempotency-Key": str(uuid.uuid4())}
    in_autocommit: list[bool] = []

    def note(_conn: Any, cursor: Any, statement: str, *_: Any) -> None:
        if "used_challenge" in statement:
            in_autocommit.append(cursor.connection.autocommit)

    with statements_sent(is_insert) as inserts:
        event.listen(get_engine(), "before_cursor_execute", note)
        try:
            answer = post_form(altcha_client, path, payload, key)
        finally:
            event.remove(get_engine(), "before_cursor_execute", note)
    assert answer.status_code == 200, answer.text
    writes = [s for s, _ in inserts if "INSERT INTO" in s]
    assert len(writes) == 1, writes
    for table in (
        "used_challenge",
        "idempotency_record",
        "appointment_request" if call == "appointment" else "enquiry",
    ):
        assert f"INSERT INTO {table}" in writes[0]
    assert ("INSERT INTO outbox" in writes[0]) is not spam
    assert in_autocommit == [True]


@pytest.mark.parametrize("call", SUBMITS)
def test_a_keyed_submit_keeps_its_key_in_one_statement_not_through_the_orm(
    with_token: TestClient, call: str
) -> None:
    """The app sends an Idempotency-Key with every submit, nearly always a new one: its key is
    written in one prepared statement, not looked for first and then queued for the ORM to
    flush (which cost such a submit half as much again as all the rest)."""
    flushed: list[str] = []

    def note_flush(session: Session, *_: Any) -> None:
        flushed.extend(type(row).__name__ for row in session.new)

    path, payload = a_new_submit(call)
    event.listen(Session, "before_flush", note_flush)
    try:
        with statements_sent(lambda s: "idempotency_record" in s) as about_keys:
            answer = post_form(with_token, path, payload, {"Idempotency-Key": str(uuid.uuid4())})
    finally:
        event.remove(Session, "before_flush", note_flush)
    assert answer.status_code == 200, answer.text
    assert flushed == []
    assert len(about_keys) == 1, about_keys
    assert is_insert(about_keys[0][0]), about_keys


@pytest.mark.parametrize("call", SUBMITS)
def test_a_submit_writes_its_request_without_building_an_orm_object(
    with_token: TestClient, call: str
) -> None:
    """A request is written from its columns' values: building the model's object set twenty
    attributes through SQLModel's and SQLAlchemy's bookkeeping and read them back into a dict,
    about a tenth of the time a submit spends in Python."""
    built: list[str] = []

    def note(target: Any, *_: Any) -> None:
        built.append(type(target).__name__)

    path, payload = a_new_submit(call)
    for model in (AppointmentRequest, Enquiry):
        event.listen(model, "init", note)
    try:
        answer = post_form(with_token, path, payload, {"Idempotency-Key": str(uuid.uuid4())})
    finally:
        for model in (AppointmentRequest, Enquiry):
            event.remove(model, "init", note)
    assert answer.status_code == 200, answer.text
    assert built == []

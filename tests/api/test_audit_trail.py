"""The audit trail: the operators' reads of requests leave rows, `clinic audit verify` finds a
row changed or removed afterwards, and concurrent writers still make one chain."""

import re
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlmodel import Session

from api.core import audit
from api.core.db import get_engine
from api.core.migrations import upgrade
from api.core.models import AuditEvent
from tests.api.conftest import APPOINTMENT, ENQUIRY, post_form
from tests.api.test_appointment_intake import valid
from tests.api.test_enquiry_intake import valid as valid_enquiry
from tests.api.test_operator_commands import clinic


@pytest.fixture
def site(fresh_database: str, configure: Callable[..., None]) -> Iterator[tuple[str, TestClient]]:
    """The app over an empty, migrated database of each kind, and its URL."""
    from api.main import create_app

    upgrade(fresh_database)
    configure(database_url=fresh_database, submit_rate_limit="", challenge_rate_limit="")
    with TestClient(create_app()) as client:
        yield fresh_database, client


def references_in(answer: str) -> list[str]:
    return re.findall(r"\b[RE]-\d{4,}\b", answer)


def test_listing_and_exporting_requests_leave_rows_naming_what_was_shown(
    site: tuple[str, TestClient],
) -> None:
    url, client = site
    [first] = references_in(post_form(client, APPOINTMENT, valid()).json()["message"])
    [second] = references_in(post_form(client, APPOINTMENT, valid()).json()["message"])
    [enquiry] = references_in(post_form(client, ENQUIRY, valid_enquiry()).text)

    assert clinic(url, "requests", "list").returncode == 0
    exported = clinic(url, "requests", "export", "--kind", "appointments")
    assert exported.returncode == 0

    listing = clinic(url, "audit", "list")
    assert listing.returncode == 0, listing.stderr
    lines = listing.stdout.splitlines()
    assert len(lines) == 2
    assert "list_viewed" in lines[0] and "cli:" in lines[0]
    assert {second, first, enquiry} <= set(references_in(lines[0]))
    assert "export" in lines[1] and set(references_in(lines[1])) == {first, second}
    assert "Delgado" not in listing.stdout and "@" not in listing.stdout.replace("cli@", "")

    only_enquiry = clinic(url, "audit", "list", "--request", enquiry).stdout.splitlines()
    assert len(only_enquiry) == 1 and "list_viewed" in only_enquiry[0]
    assert clinic(url, "audit", "list", "--staff", "nobody@clinic.example").stdout.strip() == (
        "No audit rows match."
    )
    verified = clinic(url, "audit", "verify")
    assert verified.returncode == 0, verified.stderr
    assert "The audit trail is whole: 2 rows." in verified.stdout


def write_rows(count: int, actor: str = "frontdesk@clinic.example") -> None:
    with Session(get_engine()) as session:
        for n in range(count):
            audit.record(
                session,
                action=audit.REQUEST_OPENED,
                actor=actor,
                address="192.0.2.7",
                references=[f"R-{1000 + n}"],
            )
            session.commit()


def test_verify_names_the_row_that_was_changed(site: tuple[str, TestClient]) -> None:
    url, _ = site
    write_rows(5)
    assert clinic(url, "audit", "verify").returncode == 0
    with get_engine().begin() as connection:
        ids = connection.execute(text("SELECT id FROM audit_event ORDER BY id")).scalars().all()
        connection.execute(
            text("UPDATE audit_event SET actor = 'someone@else.example' WHERE id = :id"),
            {"id": ids[2]},
        )
    broken = clinic(url, "audit", "verify")
    assert broken.returncode == 1
    assert f"row {ids[2]} was changed after it was written" in broken.stderr


def test_verify_names_where_a_row_was_removed(site: tuple[str, TestClient]) -> None:
    url, _ = site
    write_rows(5)
    with get_engine().begin() as connection:
        ids = connection.execute(text("SELECT id FROM audit_event ORDER BY id")).scalars().all()
        connection.execute(text("DELETE FROM audit_event WHERE id = :id"), {"id": ids[2]})
    broken = clinic(url, "audit", "verify")
    assert broken.returncode == 1
    assert f"row {ids[3]} does not follow the row before it" in broken.stderr
    assert f"after row {ids[1]} was changed or removed" in broken.stderr


def test_a_row_rewritten_with_a_fresh_hash_still_breaks_the_chain(
    site: tuple[str, TestClient],
) -> None:
    url, _ = site
    write_rows(4)
    with Session(get_engine()) as session:
        rows = session.exec(text("SELECT id FROM audit_event ORDER BY id")).scalars().all()
        forged = session.get(AuditEvent, rows[1])
        assert forged is not None
        forged.actor = "someone@else.example"
        forged.hash = audit.hash_of(forged)
        session.add(forged)
        session.commit()
    broken = clinic(url, "audit", "verify")
    assert broken.returncode == 1
    assert f"row {rows[2]} does not follow the row before it" in broken.stderr


def test_writers_at_the_same_moment_still_make_one_chain(site: tuple[str, TestClient]) -> None:
    url, _ = site
    with ThreadPoolExecutor(8) as pool:
        writers = [pool.submit(write_rows, 25, f"desk{n}@clinic.example") for n in range(8)]
        for writer in writers:
            writer.result()  # a writer that failed fails the test
    verified = clinic(url, "audit", "verify")
    assert verified.returncode == 0, verified.stderr
    assert "The audit trail is whole: 200 rows." in verified.stdout


def test_the_retention_purge_keeps_the_audit_rows(site: tuple[str, TestClient]) -> None:
    url, client = site
    post_form(client, APPOINTMENT, valid())
    assert clinic(url, "requests", "list").returncode == 0
    with get_engine().begin() as connection:
        if url.startswith("postgresql"):
            earlier = "created_at - interval '400 days'"
        else:
            earlier = "datetime(created_at, '-400 days')"
        connection.execute(text(f"UPDATE appointment_request SET created_at = {earlier}"))
    purged = clinic(url, "requests", "purge")
    assert "Purged 1 appointment request(s)" in purged.stdout, purged.stdout + purged.stderr
    assert clinic(url, "audit", "verify").returncode == 0
    assert "list_viewed" in clinic(url, "audit", "list").stdout

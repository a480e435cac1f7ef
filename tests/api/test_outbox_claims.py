"""The outbox rows of a stored request, moved by the calls the email task makes: claimed once,
taken over only when the worker holding them has gone quiet, marked sent by the database's
clock (SQLite's own on SQLite)."""

from datetime import UTC, timedelta

from fastapi.testclient import TestClient
from sqlalchemy import func, update
from sqlmodel import col, select

from api.core.db import session_scope
from api.core.models import OutboxMessage, utcnow
from api.intake import outbox
from tests.api.conftest import APPOINTMENT, post_form
from tests.api.test_appointment_intake import valid

STALE_AFTER = timedelta(minutes=5)


def test_a_row_is_claimed_once_taken_over_when_stale_and_marked_sent(client: TestClient) -> None:
    assert post_form(client, APPOINTMENT, valid()).status_code == 200
    with session_scope() as session:
        row_id = session.exec(select(func.max(OutboxMessage.id))).one()
        assert row_id is not None
        before = utcnow()

        [first] = outbox.claim_due(session, STALE_AFTER, [row_id])
        assert (first.status, first.attempts) == ("sending", 1)
        assert first.claimed_at is not None
        assert outbox.claim_due(session, STALE_AFTER, [row_id]) == []  # in a live worker's hands

        # The worker holding it went quiet longer than the stale time: another takes it over.
        session.exec(
            update(OutboxMessage)
            .where(col(OutboxMessage.id) == row_id)
            .values(claimed_at=first.claimed_at - STALE_AFTER - timedelta(seconds=1))
        )
        session.commit()
        [second] = outbox.claim_due(session, STALE_AFTER, [row_id])
        assert (second.status, second.attempts) == ("sending", 2)

        with outbox.marked_sent_on_success(session, row_id):
            pass
        sent = session.get(OutboxMessage, row_id)
        assert sent is not None and sent.status == "sent" and sent.sent_at is not None
        sent_at = sent.sent_at if sent.sent_at.tzinfo else sent.sent_at.replace(tzinfo=UTC)
        assert sent_at >= before - timedelta(seconds=5)
        assert outbox.claim_due(session, STALE_AFTER, [row_id]) == []  # sent is final

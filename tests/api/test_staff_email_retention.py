"""Retention reaches the staff members' own emails too: their outbox rows belong to no request,
and are purged RETENTION_DAYS after they were written, like a request's."""

from collections.abc import Callable
from datetime import timedelta

from sqlmodel import Session, col, select

from api.core.db import get_engine
from api.core.migrations import upgrade
from api.core.models import OutboxMessage, StaffMember, utcnow
from api.intake.retention import purge_old_requests


def test_staff_email_rows_are_purged_after_the_retention_days_and_recent_ones_kept(
    fresh_database: str, configure: Callable[..., None]
) -> None:
    upgrade(fresh_database)
    configure(database_url=fresh_database)
    with Session(get_engine()) as session:
        member = StaffMember(
            email="dana.okafor@clinic.example",
            name="Dana Okafor",
            role="frontdesk",
            user_handle="handle-of-dana",
        )
        session.add(member)
        session.flush()
        for kind, age in (
            ("staff_passkey_added", 181),
            ("staff_passkey_removed", 179),
            ("staff_passkey_added", 0),
        ):
            written = utcnow() - timedelta(days=age)
            session.add(
                OutboxMessage(
                    kind=kind,
                    recipient=member.email,
                    staff_id=member.id,
                    status="sent",
                    created_at=written,
                )
            )
        session.commit()

        purged = purge_old_requests(session, days=180)

        assert purged.outbox == 1
        kept = session.exec(select(OutboxMessage).order_by(col(OutboxMessage.id))).all()
        assert [row.kind for row in kept] == ["staff_passkey_removed", "staff_passkey_added"]
        assert session.get(StaffMember, member.id) is not None  # the account is not an email

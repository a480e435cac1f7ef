"""the patient's follow-up

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26 12:00:00

The private status page's key (a nonce, and the key's hash), the calendar entry's sequence,
and the day-before reminder (api/follow_up/).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_REQUEST_TABLES = ("appointment_request", "enquiry")


def upgrade() -> None:
    for table in _REQUEST_TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(
                sa.Column("status_nonce", sa.String(length=32), nullable=False, server_default="")
            )
            batch_op.add_column(
                sa.Column(
                    "status_key_hash", sa.String(length=64), nullable=False, server_default=""
                )
            )
            batch_op.add_column(
                sa.Column("calendar_sequence", sa.Integer(), nullable=False, server_default="0")
            )
            batch_op.add_column(
                sa.Column("reminders", sa.Boolean(), nullable=False, server_default=sa.true())
            )
            batch_op.add_column(
                sa.Column("reminder_sent_at", sa.DateTime(timezone=True), nullable=True)
            )


def downgrade() -> None:
    for table in _REQUEST_TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            for column in (
                "reminder_sent_at",
                "reminders",
                "calendar_sequence",
                "status_key_hash",
                "status_nonce",
            ):
                batch_op.drop_column(column)

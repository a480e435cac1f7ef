"""the language of each request

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-28 10:00:00

Appointment requests and enquiries record the language the visitor wrote in; rows stored
before this revision were all sent from the English site.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TABLES = ("appointment_request", "enquiry")


def upgrade() -> None:
    for table in _TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(
                sa.Column("language", sa.String(length=2), nullable=False, server_default="en")
            )


def downgrade() -> None:
    for table in _TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_column("language")

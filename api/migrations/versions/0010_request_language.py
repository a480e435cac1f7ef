"""requests keep the language of the page they were sent from

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-28 12:00:00

"en" or "es" (the Spanish edition): the patient's emails follow it. Rows stored before read
English, as every page was then.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_REQUEST_TABLES = ("appointment_request", "enquiry")


def upgrade() -> None:
    for table in _REQUEST_TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(
                sa.Column("language", sa.String(length=2), nullable=False, server_default="en")
            )


def downgrade() -> None:
    for table in _REQUEST_TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_column("language")

"""requests indexed newest first with their id

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-03 15:30:00

The inbox lists both tables newest first, the id breaking ties. With an index on
(created_at, id) in each table, PostgreSQL reads a page from the two indexes and merges them;
with created_at alone it read and sorted every row for each page. The new index serves what
the old one did (the retention purge's cutoff), so the old one goes.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TABLES = ("appointment_request", "enquiry")


def upgrade() -> None:
    for table in _TABLES:
        op.create_index(f"ix_{table}_created_at_id", table, ["created_at", "id"])
        op.drop_index(f"ix_{table}_created_at", table_name=table)


def downgrade() -> None:
    for table in _TABLES:
        op.create_index(f"ix_{table}_created_at", table, ["created_at"])
        op.drop_index(f"ix_{table}_created_at_id", table_name=table)

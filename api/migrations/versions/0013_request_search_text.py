"""requests keep their search text

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-06 21:30:00

The console's search looks for a part of a name, email or phone in every request. It built
lower(full_name || ' ' || email || ' ' || phone) for each row it read; the database now keeps
that text beside the row (`SEARCH_TEXT` in api/core/models.py), which halves the search's read
of 10,000 requests on PostgreSQL. SQLite adds only columns computed on reading to a table that
exists: there it is built as before, when read.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TABLES = ("appointment_request", "enquiry")
# As it was written on this day (api/core/models.py's SEARCH_TEXT may change with a later
# revision).
_SEARCH_TEXT = "lower(full_name || ' ' || email || ' ' || phone)"


def upgrade() -> None:
    stored = op.get_bind().dialect.name != "sqlite"
    for table in _TABLES:
        op.add_column(
            table,
            sa.Column("search_text", sa.Text(), sa.Computed(_SEARCH_TEXT, persisted=stored)),
        )


def downgrade() -> None:
    for table in _TABLES:
        op.drop_column(table, "search_text")

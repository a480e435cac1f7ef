"""the outbox: workers claim the due rows themselves

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-27 12:00:00

The HTTP request that wrote each row (for the worker's log lines), and an index of the rows
not yet settled, in id order, which the claim reads (api/intake/outbox.py).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_UNSETTLED = sa.text("status IN ('pending', 'sending', 'held')")


def upgrade() -> None:
    with op.batch_alter_table("outbox", schema=None) as batch_op:
        batch_op.add_column(sa.Column("request_id", sa.String(length=64), nullable=True))
    op.create_index(
        "ix_outbox_unsettled",
        "outbox",
        ["id"],
        unique=False,
        postgresql_where=_UNSETTLED,
        sqlite_where=_UNSETTLED,
    )


def downgrade() -> None:
    op.drop_index("ix_outbox_unsettled", table_name="outbox")
    with op.batch_alter_table("outbox", schema=None) as batch_op:
        batch_op.drop_column("request_id")

"""idempotency records keep the answer's message only

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23 16:30:00

Both calls answer 200 with a message, shaped by their routes; the status and media type were
always the same. Records live 24 hours, so the old ones are simply dropped.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("DELETE FROM idempotency_record")
    with op.batch_alter_table("idempotency_record", schema=None) as batch_op:
        batch_op.drop_column("status_code")
        batch_op.drop_column("media_type")
        batch_op.alter_column("body", new_column_name="message", existing_type=sa.Text(),
                              existing_nullable=False)  # fmt: skip


def downgrade() -> None:
    op.execute("DELETE FROM idempotency_record")
    with op.batch_alter_table("idempotency_record", schema=None) as batch_op:
        batch_op.alter_column("message", new_column_name="body", existing_type=sa.Text(),
                              existing_nullable=False)  # fmt: skip
        batch_op.add_column(sa.Column("status_code", sa.Integer(), nullable=False))
        batch_op.add_column(sa.Column("media_type", sa.String(length=60), nullable=False))

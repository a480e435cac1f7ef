"""used proof-of-work challenges

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-27 10:00:00

Each solved challenge is accepted once: its signature is the primary key, so a second request
bringing it fails to insert, however close together the two arrive.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "used_challenge",
        sa.Column("signature", sa.String(length=128), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("signature"),
    )
    with op.batch_alter_table("used_challenge", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_used_challenge_expires_at"), ["expires_at"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("used_challenge", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_used_challenge_expires_at"))
    op.drop_table("used_challenge")

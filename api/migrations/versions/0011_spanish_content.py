"""the Spanish edition of treatments and wellness services

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-28 12:00:00

The texts of content/es/ beside the English rows, one per treatment and language.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "treatment_translation",
        sa.Column("treatment_id", sa.Integer(), nullable=False),
        sa.Column("language", sa.String(length=2), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("page_title", sa.String(length=300), nullable=False),
        sa.Column("header", sa.String(length=500), nullable=False),
        sa.Column("keywords", sa.String(length=500), nullable=False),
        sa.Column("period", sa.String(length=100), nullable=False),
        sa.Column("html", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(["treatment_id"], ["treatment.id"]),
        sa.PrimaryKeyConstraint("treatment_id", "language"),
    )


def downgrade() -> None:
    op.drop_table("treatment_translation")

"""content releases

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26 14:30:00

Each load of content/ records its version, the name of the folder its pages are rendered into.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "content_release",
        sa.Column("version", sa.String(length=64), primary_key=True),
        sa.Column("loaded_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_content_release_loaded_at", "content_release", ["loaded_at"])


def downgrade() -> None:
    op.drop_index("ix_content_release_loaded_at", table_name="content_release")
    op.drop_table("content_release")

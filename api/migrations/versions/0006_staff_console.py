"""the front desk's console

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-26 11:00:00

Staff members, their passkeys, invitations and sessions; WebAuthn challenges kept on the
server; a status on every request with its history and notes (api/staff/); outbox rows that
go to a staff member.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_REQUEST_TABLES = ("appointment_request", "enquiry")


def upgrade() -> None:
    for table in _REQUEST_TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(
                sa.Column("status", sa.String(length=20), nullable=False, server_default="new")
            )
            batch_op.create_index(batch_op.f(f"ix_{table}_status"), ["status"], unique=False)
            batch_op.add_column(sa.Column("booked_for", sa.DateTime(timezone=True), nullable=True))
        op.execute(f"UPDATE {table} SET status = 'spam' WHERE is_spam")

    op.create_table(
        "staff_member",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("role", sa.String(length=20), nullable=False),
        sa.Column("user_handle", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("email"),
        sa.UniqueConstraint("user_handle"),
    )
    op.create_table(
        "passkey",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("staff_id", sa.Integer(), nullable=False),
        sa.Column("credential_id", sa.String(length=1400), nullable=False),
        sa.Column("public_key", sa.Text(), nullable=False),
        sa.Column("sign_count", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=60), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["staff_id"], ["staff_member.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("credential_id"),
    )
    op.create_index("ix_passkey_staff_id", "passkey", ["staff_id"], unique=False)
    op.create_table(
        "staff_invitation",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("staff_id", sa.Integer(), nullable=False),
        sa.Column("nonce", sa.String(length=64), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("invited_by", sa.String(length=254), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["staff_id"], ["staff_member.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("token_hash"),
    )
    op.create_index("ix_staff_invitation_staff_id", "staff_invitation", ["staff_id"])
    op.create_table(
        "staff_session",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("staff_id", sa.Integer(), nullable=False),
        sa.Column("address", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("checked_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("ended_reason", sa.String(length=20), nullable=False),
        sa.ForeignKeyConstraint(["staff_id"], ["staff_member.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("token_hash"),
    )
    op.create_index("ix_staff_session_staff_id", "staff_session", ["staff_id"])
    op.create_table(
        "webauthn_challenge",
        sa.Column("id", sa.String(length=43), nullable=False),
        sa.Column("challenge", sa.String(length=128), nullable=False),
        sa.Column("purpose", sa.String(length=20), nullable=False),
        sa.Column("staff_id", sa.Integer(), nullable=True),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["staff_id"], ["staff_member.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_webauthn_challenge_expires_at", "webauthn_challenge", ["expires_at"])
    op.create_table(
        "request_event",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("appointment_id", sa.Integer(), nullable=True),
        sa.Column("enquiry_id", sa.Integer(), nullable=True),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("from_status", sa.String(length=20), nullable=False),
        sa.Column("to_status", sa.String(length=20), nullable=False),
        sa.Column("booked_for", sa.DateTime(timezone=True), nullable=True),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("author", sa.String(length=254), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["appointment_id"], ["appointment_request.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["enquiry_id"], ["enquiry.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_request_event_appointment_id", "request_event", ["appointment_id"])
    op.create_index("ix_request_event_enquiry_id", "request_event", ["enquiry_id"])
    with op.batch_alter_table("outbox", schema=None) as batch_op:
        batch_op.add_column(sa.Column("staff_id", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("invitation_id", sa.Integer(), nullable=True))
        batch_op.create_index(batch_op.f("ix_outbox_staff_id"), ["staff_id"], unique=False)
        batch_op.create_foreign_key("fk_outbox_staff_id", "staff_member", ["staff_id"], ["id"])
        batch_op.create_foreign_key(
            "fk_outbox_invitation_id", "staff_invitation", ["invitation_id"], ["id"]
        )


def downgrade() -> None:
    with op.batch_alter_table("outbox", schema=None) as batch_op:
        batch_op.drop_constraint("fk_outbox_invitation_id", type_="foreignkey")
        batch_op.drop_constraint("fk_outbox_staff_id", type_="foreignkey")
        batch_op.drop_index(batch_op.f("ix_outbox_staff_id"))
        batch_op.drop_column("invitation_id")
        batch_op.drop_column("staff_id")
    for table in ("request_event", "webauthn_challenge", "staff_session", "staff_invitation",
                  "passkey", "staff_member"):  # fmt: skip
        op.drop_table(table)
    for table in _REQUEST_TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_column("booked_for")
            batch_op.drop_index(batch_op.f(f"ix_{table}_status"))
            batch_op.drop_column("status")

"""`clinic staff`: invite the clinic's people to the console, list them, revoke one
(api/staff/accounts.py). A lost device is recovered with a new invitation."""

from typing import Annotated

import typer
from sqlmodel import col, select

from api.core import audit
from api.core.db import session_scope
from api.core.models import StaffMember
from api.core.queue import wake_email_worker
from api.core.settings import get_settings
from api.staff import accounts

staff_app = typer.Typer(
    help="The clinic's people who sign in to the console.", no_args_is_help=True
)


@staff_app.command("invite")
def staff_invite(
    email: Annotated[str, typer.Argument(help="their work email; the invitation goes there")],
    name: Annotated[str, typer.Option("--name", help="their name, as the console shows it")],
    role: Annotated[str, typer.Option(help="admin or frontdesk")] = accounts.FRONTDESK,
) -> None:
    """Create the account (or a new invitation for one who lost their device) and email a
    single-use link, valid 24 hours, that creates their passkey. The link is also printed, last,
    for when mail is not set up yet."""
    settings = get_settings()
    actor, address = audit.command_line_actor()
    try:
        with session_scope() as session:
            invited = accounts.invite(
                session,
                settings,
                email=email,
                name=name,
                role=role,
                invited_by=actor,
                address=address,
            )
            session.commit()
    except accounts.StaffError as error:
        typer.echo(str(error), err=True)
        raise typer.Exit(2) from None
    wake_email_worker([invited.outbox_id])
    typer.echo(
        f"Invited {invited.member.name} <{invited.member.email}> as {invited.member.role}; "
        "the invitation was emailed and works once, for 24 hours:"
    )
    typer.echo(invited.url)


@staff_app.command("list")
def staff_list() -> None:
    """Everyone with an account: role, passkeys, open sessions, and whether revoked."""
    with session_scope() as session:
        members = session.exec(select(StaffMember).order_by(col(StaffMember.email))).all()
        keys = accounts.passkey_counts(session)
        live = accounts.open_session_counts(session)
    if not members:
        typer.echo("No staff yet: clinic staff invite EMAIL --name NAME --role admin")
    for m in members:
        state = f"revoked {m.revoked_at:%Y-%m-%d}" if m.revoked_at else "active"
        typer.echo(
            f"{m.email:<32} {m.name:<24} {m.role:<9} {keys.get(m.id or 0, 0)} passkey(s) "
            f"{live.get(m.id or 0, 0)} session(s)  {state}"
        )


@staff_app.command("revoke")
def staff_revoke(email: Annotated[str, typer.Argument(help="the member's email")]) -> None:
    """Remove their passkeys and end every session at once; a new invitation gives access
    back."""
    actor, address = audit.command_line_actor()
    try:
        with session_scope() as session:
            member = accounts.revoke(session, email, actor=actor, address=address)
            session.commit()
    except accounts.StaffError as error:
        typer.echo(str(error), err=True)
        raise typer.Exit(2) from None
    typer.echo(f"Revoked {member.email}: passkeys removed, sessions ended.")

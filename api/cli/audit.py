"""`clinic audit`: read the trail of who looked at or changed which request, and check that
nobody rewrote it (api/core/audit.py)."""

from typing import Annotated

import typer
from sqlmodel import col, select

from api.core import audit
from api.core.db import session_scope
from api.core.models import AuditEvent

audit_app = typer.Typer(
    help="Who looked at or changed which request, and when.", no_args_is_help=True
)


@audit_app.command("list")
def audit_list(
    request: Annotated[
        str | None, typer.Option(help="only rows about this reference, R-1042")
    ] = None,
    staff: Annotated[
        str | None, typer.Option(help="only rows by this staff member's email")
    ] = None,
    limit: Annotated[int, typer.Option(help="the newest this many rows")] = 200,
) -> None:
    """The trail, oldest first: when (UTC), what, by whom, from where, which requests."""
    query = select(AuditEvent).order_by(col(AuditEvent.id).desc()).limit(limit)
    if staff:
        query = query.where(col(AuditEvent.actor) == staff.strip().lower())
    if request:
        query = query.where(audit.about(request))
    with session_scope() as session:
        rows = list(reversed(session.exec(query).all()))
    for row in rows:
        detail = f" ({row.detail})" if row.detail else ""
        typer.echo(
            f"{row.id:>6}  {row.at:%Y-%m-%d %H:%M:%S}  {row.action:<17} {row.outcome:<8} "
            f"{row.actor} from {row.address}  {row.reference}{detail}"
        )
    if not rows:
        typer.echo("No audit rows match.")


@audit_app.command("verify")
def audit_verify() -> None:
    """Check that every row is as it was written and none was taken out of the chain; exits 1,
    naming the first row where the chain breaks, when one was."""
    with session_scope() as session:
        checked, broken, newest = audit.verify(session)
    if broken is not None:
        typer.echo(
            f"The audit trail is broken: {broken} (the {checked} row(s) before it are whole).",
            err=True,
        )
        raise typer.Exit(1)
    rows = "1 row" if checked == 1 else f"{checked} rows"
    typer.echo(
        f"The audit trail is whole: {rows}. The newest row's hash is {newest}; "
        "kept elsewhere, it shows later whether rows were cut off the end."
    )

"""`clinic outbox` and `clinic requests`: what operators look at and act on."""

import sys
from datetime import UTC, datetime, timedelta
from typing import Annotated

import typer
from sqlmodel import col, select

from api.core import audit
from api.core.db import session_scope
from api.core.models import AppointmentRequest, Enquiry, OutboxMessage
from api.core.queue import wake_email_worker
from api.core.settings import get_settings
from api.follow_up.statuses import LABELS
from api.intake import outbox
from api.intake.references import reference
from api.intake.retention import purge_old_requests
from api.staff import inbox

outbox_app = typer.Typer(help="Email waiting, sent or failed.", no_args_is_help=True)
requests_app = typer.Typer(help="Appointment requests and enquiries.", no_args_is_help=True)


@outbox_app.command("list")
def outbox_list(
    status: Annotated[
        str | None, typer.Option(help="pending, sending, sent, held, failed or cancelled")
    ] = None,
    limit: int = 50,
) -> None:
    """The newest outbox rows: id, kind, status, attempts, last error (no addresses)."""
    query = select(OutboxMessage).order_by(col(OutboxMessage.id).desc()).limit(limit)
    if status:
        query = query.where(OutboxMessage.status == status)
    with session_scope() as session:
        rows = session.exec(query).all()
    typer.echo(f"{'id':>6}  {'kind':<26} {'status':<8} {'tries':>5}  created (UTC)     error")
    for row in rows:
        typer.echo(
            f"{row.id:>6}  {row.kind:<26} {row.status:<8} {row.attempts:>5}  "
            f"{row.created_at:%Y-%m-%d %H:%M}  {row.last_error or ''}"
        )


@outbox_app.command("retry")
def outbox_retry(
    outbox_id: Annotated[int | None, typer.Argument(help="the row to send again")] = None,
    failed: Annotated[bool, typer.Option("--failed", help="every held or failed row")] = False,
) -> None:
    """Send held or failed email again now: one row by id, or every such row with --failed."""
    if (outbox_id is None) == (not failed):
        typer.echo("Give an outbox id or --failed.", err=True)
        raise typer.Exit(2)
    with session_scope() as session:
        ids = outbox.retry_now(session, None if failed else [outbox_id or 0])
    later = "" if wake_email_worker(ids) else " (the broker is down: beat's wake-up sends them)"
    typer.echo(f"{len(ids)} email(s) queued again{later}.")


@outbox_app.command("cancel")
def outbox_cancel(
    outbox_ids: Annotated[list[int], typer.Argument(help="the held or failed rows to give up")],
) -> None:
    """Give up on held or failed email: it is never sent."""
    with session_scope() as session:
        ids = outbox.cancel(session, outbox_ids)
    typer.echo(f"{len(ids)} email(s) cancelled.")


@requests_app.command("list")
def requests_list(limit: int = 50) -> None:
    """The newest appointment requests and enquiries."""
    with session_scope() as session:
        appointments = session.exec(
            select(AppointmentRequest).order_by(col(AppointmentRequest.id).desc()).limit(limit)
        ).all()
        enquiries = session.exec(
            select(Enquiry).order_by(col(Enquiry.id).desc()).limit(limit)
        ).all()
        shown = [reference(a) for a in appointments] + [reference(e) for e in enquiries]
        actor, address = audit.command_line_actor()
        audit.record(
            session,
            action=audit.LIST_VIEWED,
            actor=actor,
            address=address,
            references=shown,
            detail=f"clinic requests list --limit {limit}",
        )
        session.commit()
    typer.echo("Appointment requests:")
    for a in appointments:
        spam = "  [spam]" if a.is_spam else ""
        treatment = a.treatment_name or "general"
        typer.echo(
            f"  {reference(a)} {a.created_at:%Y-%m-%d %H:%M} for {a.appointment_date} "
            f"{a.full_name} {a.phone} {treatment}{spam}"
        )
    typer.echo("Enquiries:")
    for e in enquiries:
        spam = "  [spam]" if e.is_spam else ""
        typer.echo(
            f"  {reference(e)} {e.created_at:%Y-%m-%d %H:%M} {e.full_name} {e.phone} "
            f"{e.subject}{spam}"
        )


@requests_app.command("purge")
def requests_purge() -> None:
    """Delete requests, enquiries and their email older than RETENTION_DAYS (beat does this
    daily; run it by hand after lowering the setting)."""
    with session_scope() as session:
        purged = purge_old_requests(session, get_settings().retention_days)
    typer.echo(
        f"Purged {purged.appointments} appointment request(s), {purged.enquiries} "
        f"enquiry(ies), {purged.outbox} email row(s)."
    )


@requests_app.command("export")
def requests_export(
    as_csv: Annotated[bool, typer.Option("--csv", help="write CSV to standard output")] = True,
    kind: Annotated[
        str, typer.Option(help="appointment or enquiry (appointments, enquiries); all by default")
    ] = "",
    status: Annotated[
        str, typer.Option(help="new, called_back, booked or closed; every one by default")
    ] = "",
    search: Annotated[str, typer.Option(help="a reference, or part of a name, phone, email")] = "",
    days: Annotated[int | None, typer.Option(help="only the last N days")] = None,
) -> None:
    """Export requests as CSV, as the console's export does (spam never included)."""
    kind = {"appointments": "appointment", "enquiries": "enquiry"}.get(kind, kind)
    if kind not in ("", "appointment", "enquiry") or status not in (*LABELS, "") or not as_csv:
        typer.echo(
            "--kind must be appointment or enquiry, --status one of "
            f"{', '.join(LABELS)}; CSV is the only format.",
            err=True,
        )
        raise typer.Exit(2)
    since = datetime.now(UTC) - timedelta(days=days) if days else None
    actor, address = audit.command_line_actor()
    command = " ".join(["clinic requests export", *sys.argv[3:]])[:200]
    with session_scope() as session:
        lines = inbox.export_csv(
            session,
            inbox.Filters(status=status, kind=kind, search=search),
            inbox.Who(actor, address),
            since=since,
            how=command,
        )
        for line in lines:
            sys.stdout.write(line)

"""`clinic outbox` and `clinic requests`: what operators look at and act on."""

import csv
import sys
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Annotated, cast

import typer
from sqlmodel import col, select

from api.core import audit
from api.core.db import session_scope
from api.core.models import AppointmentRequest, Enquiry, OutboxMessage
from api.core.queue import publish_outbox
from api.core.settings import get_settings
from api.intake import outbox
from api.intake.receipt import reference
from api.intake.retention import purge_old_requests

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
    published = publish_outbox(ids)
    typer.echo(f"{len(ids)} email(s) queued again ({published} handed to the broker now; "
               "the sweeper takes the rest).")  # fmt: skip


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
        audit.record(session, action=audit.LIST_VIEWED, actor=actor, address=address,
                     references=shown, detail=f"clinic requests list --limit {limit}")  # fmt: skip
        session.commit()
    typer.echo("Appointment requests:")
    for a in appointments:
        spam = "  [spam]" if a.is_spam else ""
        treatment = a.treatment_name or "general"
        typer.echo(f"  {reference(a)} {a.created_at:%Y-%m-%d %H:%M} for {a.appointment_date} "
                   f"{a.full_name} {a.phone} {treatment}{spam}")  # fmt: skip
    typer.echo("Enquiries:")
    for e in enquiries:
        spam = "  [spam]" if e.is_spam else ""
        typer.echo(f"  {reference(e)} {e.created_at:%Y-%m-%d %H:%M} {e.full_name} {e.phone} "
                   f"{e.subject}{spam}")  # fmt: skip


@requests_app.command("purge")
def requests_purge() -> None:
    """Delete requests, enquiries and their email older than RETENTION_DAYS (beat does this
    daily; run it by hand after lowering the setting)."""
    with session_scope() as session:
        purged = purge_old_requests(session, get_settings().retention_days)
    typer.echo(f"Purged {purged.appointments} appointment request(s), {purged.enquiries} "
               f"enquiry(ies), {purged.outbox} email row(s).")  # fmt: skip


@requests_app.command("export")
def requests_export(
    as_csv: Annotated[bool, typer.Option("--csv", help="write CSV to standard output")] = True,
    kind: Annotated[str, typer.Option(help="appointments or enquiries")] = "appointments",
    days: Annotated[int | None, typer.Option(help="only the last N days")] = None,
) -> None:
    """Export requests as CSV for the front desk (spam left out)."""
    models: dict[str, type[AppointmentRequest] | type[Enquiry]] = {
        "appointments": AppointmentRequest,
        "enquiries": Enquiry,
    }
    model = models.get(kind)
    if model is None or not as_csv:
        typer.echo("--kind must be appointments or enquiries; CSV is the only format.", err=True)
        raise typer.Exit(2)
    query = select(model).where(col(model.is_spam).is_(False)).order_by(col(model.id))
    if days:
        query = query.where(col(model.created_at) >= datetime.now(UTC) - timedelta(days=days))
    fields = [name for name in model.model_fields if name != "is_spam"]
    writer = csv.writer(sys.stdout)
    writer.writerow(fields)
    with session_scope() as session:
        rows = cast(Sequence[AppointmentRequest | Enquiry], session.exec(query).all())
        actor, address = audit.command_line_actor()
        audit.record(session, action=audit.EXPORTED, actor=actor, address=address,
                     references=[reference(r) for r in rows],
                     detail=f"clinic requests export --kind {kind}"
                            + (f" --days {days}" if days else ""))  # fmt: skip
        session.commit()
        for row in rows:
            writer.writerow([spreadsheet_safe(getattr(row, name)) for name in fields])


# A cell starting with one of these is a formula to a spreadsheet (=HYPERLINK(...) and friends).
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(value: object) -> object:
    """Text a visitor typed, made inert for a spreadsheet: a leading apostrophe shows the
    text as typed instead of running it."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value

"""The `clinic` command: run the site, migrate, load content, and look after requests and email."""

import csv
import os
import signal
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from typing import Annotated

import typer

from api.settings import ROOT, SettingsError, get_settings

app = typer.Typer(
    help="The clinic website: serve it, migrate it, load its content, deliver its email.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
db_app = typer.Typer(help="Database migrations.", no_args_is_help=True)
content_app = typer.Typer(help="The site's content under content/.", no_args_is_help=True)
outbox_app = typer.Typer(help="Email waiting, sent or failed.", no_args_is_help=True)
requests_app = typer.Typer(help="Appointment requests and enquiries.", no_args_is_help=True)
app.add_typer(db_app, name="db")
app.add_typer(content_app, name="content")
app.add_typer(outbox_app, name="outbox")
app.add_typer(requests_app, name="requests")


@app.callback()
def _check_settings() -> None:
    """Every command starts by reading the settings; a bad one stops it, naming the setting."""
    try:
        get_settings()
    except SettingsError as error:
        typer.echo(str(error), err=True)
        raise typer.Exit(2) from None


@db_app.command("upgrade")
def db_upgrade() -> None:
    """Create or migrate every table to the newest schema."""
    from api.db import upgrade

    upgrade()
    typer.echo("Database is up to date.")


@content_app.command("load")
def content_load() -> None:
    """Load (or update) treatments, blogs, services, videos and hours from content/."""
    from api.content import ContentError, load_content
    from api.db import get_engine

    try:
        report = load_content(get_engine(), get_settings().content_dir)
    except ContentError as error:
        typer.echo("Content not loaded; fix these files first:", err=True)
        for problem in error.problems:
            typer.echo(f"  {problem}", err=True)
        raise typer.Exit(1) from None
    typer.echo(f"Content loaded: {report}.")


@app.command()
def serve(
    workers: Annotated[int | None, typer.Option(help="uvicorn worker processes")] = None,
) -> None:
    """Serve the API and the web app on HOST:PORT."""
    import uvicorn

    from api.logs import LOG_CONFIG

    settings = get_settings()
    uvicorn.run(
        "api.main:create_app",
        log_config=LOG_CONFIG,
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=workers or settings.web_concurrency,
        proxy_headers=True,
        forwarded_allow_ips=settings.trusted_proxies,
        access_log=False,
    )


@app.command()
def worker(
    concurrency: Annotated[int, typer.Option(help="email sending processes")] = 2,
) -> None:
    """The Celery worker that sends the outbox's email."""
    from workers.celery_app import celery_app

    celery_app.worker_main(
        ["worker", "--loglevel=INFO", f"--concurrency={concurrency}", "--without-mingle",
         "--without-gossip", "-E"]
    )  # fmt: skip


@app.command()
def beat() -> None:
    """Celery beat: runs the outbox sweeper every minute."""
    from workers.celery_app import celery_app

    schedule = ROOT / "var" / "celerybeat-schedule"
    schedule.parent.mkdir(parents=True, exist_ok=True)
    celery_app.start(["beat", "--loglevel=INFO", f"--schedule={schedule}"])


@app.command()
def flower() -> None:
    """Flower, the operators' view of workers and tasks (basic auth from the settings)."""
    from workers.celery_app import celery_app

    settings = get_settings()
    if not settings.flower_password:
        typer.echo("FLOWER_PASSWORD is not set: Flower will not start without one.", err=True)
        raise typer.Exit(2)
    celery_app.start(
        ["flower", f"--address={settings.flower_address}", f"--port={settings.flower_port}",
         f"--basic-auth={settings.flower_user}:{settings.flower_password}"]
    )  # fmt: skip


@app.command()
def mailcatcher(
    web_port: Annotated[int | None, typer.Option(help="port of the page to read the mail")] = None,
) -> None:
    """A local SMTP server on SMTP_HOST:SMTP_PORT that saves every message under MAIL_DIR, and a
    page to read them on MAILCATCHER_WEB_PORT."""
    import uvicorn

    from api.logs import LOG_CONFIG
    from api.mailcatcher import mail_viewer, start_mail_catcher

    settings = get_settings()
    controller = start_mail_catcher(settings.mail_dir, settings.smtp_host, settings.smtp_port)
    port = web_port or settings.mailcatcher_web_port
    where = f"{settings.smtp_host}:{settings.smtp_port}"
    typer.echo(f"Mail catcher on {where}; messages are saved in {settings.mail_dir}, "
               f"shown on http://{settings.smtp_host}:{port}/")  # fmt: skip
    try:
        uvicorn.run(mail_viewer(settings.mail_dir), host=settings.smtp_host, port=port,
                    log_config=LOG_CONFIG, access_log=False)  # fmt: skip
    finally:
        controller.stop()


@app.command()
def run() -> None:
    """Everything on one machine: migrate, load content, start the mail catcher (unless SMTP is
    configured), a worker and beat, and serve the whole site."""
    settings = get_settings()
    db_upgrade()
    content_load()
    me = [sys.executable, "-m", "api.cli"]
    # One sending process is plenty for one machine's embedded stack, and keeps it small.
    commands = [[*me, "worker", "--concurrency", "1"], [*me, "beat"]]
    if "SMTP_HOST" not in os.environ and "SMTP_PORT" not in os.environ:
        commands.insert(0, [*me, "mailcatcher"])
    children = [subprocess.Popen(command) for command in commands]

    def stop(*_: object) -> None:
        for child in children:
            child.terminate()
        for child in children:
            try:
                child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                child.kill()

    # uvicorn raises SIGTERM again once it has shut down; exiting through this handler (not
    # the default one, which kills the process at once) lets `finally` stop the children.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    typer.echo(f"The site is on http://{settings.host}:{settings.port}/home")
    if len(commands) == 3:
        typer.echo(f"Mail it sends: http://{settings.smtp_host}:{settings.mailcatcher_web_port}/"
                   f" (and as .eml files in {settings.mail_dir})")  # fmt: skip
    try:
        serve(workers=None)
    finally:
        stop()


@outbox_app.command("list")
def outbox_list(
    status: Annotated[str | None, typer.Option(help="pending, sending, sent or failed")] = None,
    limit: int = 50,
) -> None:
    """The newest outbox rows: id, kind, status, attempts, last error (no addresses)."""
    from sqlmodel import Session, col, select

    from api.db import get_engine
    from api.models import OutboxMessage

    query = select(OutboxMessage).order_by(col(OutboxMessage.id).desc()).limit(limit)
    if status:
        query = query.where(OutboxMessage.status == status)
    with Session(get_engine()) as session:
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
    failed: Annotated[bool, typer.Option("--failed", help="every failed row")] = False,
) -> None:
    """Send failed email again: one row by id, or every failed row with --failed."""
    from sqlmodel import Session

    from api import outbox
    from api.db import get_engine

    if (outbox_id is None) == (not failed):
        typer.echo("Give an outbox id or --failed.", err=True)
        raise typer.Exit(2)
    with Session(get_engine()) as session:
        ids = outbox.retry_failed(session, None if failed else [outbox_id or 0])
    published = outbox.enqueue(ids)
    typer.echo(f"{len(ids)} email(s) queued again ({published} handed to the broker now; "
               "the sweeper takes the rest).")  # fmt: skip


@requests_app.command("list")
def requests_list(limit: int = 50) -> None:
    """The newest appointment requests and enquiries."""
    from sqlmodel import Session, col, select

    from api.db import get_engine
    from api.models import AppointmentRequest, Enquiry

    with Session(get_engine()) as session:
        appointments = session.exec(
            select(AppointmentRequest).order_by(col(AppointmentRequest.id).desc()).limit(limit)
        ).all()
        enquiries = session.exec(select(Enquiry).order_by(col(Enquiry.id).desc()).limit(limit))
        typer.echo("Appointment requests:")
        for a in appointments:
            spam = "  [spam]" if a.is_spam else ""
            treatment = a.treatment_name or "general"
            typer.echo(f"  #{a.id} {a.created_at:%Y-%m-%d %H:%M} for {a.appointment_date} "
                       f"{a.full_name} {a.phone} {treatment}{spam}")  # fmt: skip
        typer.echo("Enquiries:")
        for e in enquiries.all():
            spam = "  [spam]" if e.is_spam else ""
            typer.echo(f"  #{e.id} {e.created_at:%Y-%m-%d %H:%M} {e.full_name} {e.phone} "
                       f"{e.subject}{spam}")  # fmt: skip


@requests_app.command("purge")
def requests_purge() -> None:
    """Delete requests, enquiries and their email older than RETENTION_DAYS (beat does this
    daily; run it by hand after lowering the setting)."""
    from sqlmodel import Session

    from api.db import get_engine
    from api.retention import purge_old_requests

    with Session(get_engine()) as session:
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
    from sqlmodel import Session, col, select

    from api.db import get_engine
    from api.models import AppointmentRequest, Enquiry

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
    with Session(get_engine()) as session:
        for row in session.exec(query).all():
            writer.writerow([getattr(row, name) for name in fields])


def main() -> None:
    sys.exit(app())


if __name__ == "__main__":
    main()

"""The `clinic` command: run the site, migrate, load content, and look after requests and email.

Each group of commands lives in its own module: `processes` (serve, worker, beat, flower,
mailcatcher, run), `data` (db, content), `pages` (pages), `operators` (outbox, requests),
`audit` (audit).
"""

import sys

import typer

from api.cli import audit, data, operators, pages, processes, staff
from api.core.settings import SettingsError, get_settings

app = typer.Typer(
    help="The clinic website: serve it, migrate it, load its content, deliver its email.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
app.add_typer(data.db_app, name="db")
app.add_typer(data.content_app, name="content")
app.add_typer(pages.pages_app, name="pages")
app.add_typer(operators.outbox_app, name="outbox")
app.add_typer(operators.requests_app, name="requests")
app.add_typer(audit.audit_app, name="audit")
app.add_typer(staff.staff_app, name="staff")
for command in (
    processes.run,
    processes.serve,
    processes.worker,
    processes.beat,
    processes.flower,
    processes.mailcatcher,
):
    app.command()(command)


@app.callback()
def _check_settings() -> None:
    """Every command starts by reading the settings; a bad one stops it, naming the setting."""
    try:
        get_settings()
    except SettingsError as error:
        typer.echo(str(error), err=True)
        raise typer.Exit(2) from None


def main() -> None:
    sys.exit(app())

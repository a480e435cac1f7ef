"""The `clinic` command: run the site, migrate, load content, and look after requests and email."""

import sys
from typing import Annotated

import typer

from api.settings import SettingsError, get_settings

app = typer.Typer(
    help="The clinic website: serve it, migrate it, load its content.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
db_app = typer.Typer(help="Database migrations.", no_args_is_help=True)
content_app = typer.Typer(help="The site's content under content/.", no_args_is_help=True)
app.add_typer(db_app, name="db")
app.add_typer(content_app, name="content")


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

    settings = get_settings()
    try:
        report = load_content(get_engine(), settings.content_dir)
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

    settings = get_settings()
    uvicorn.run(
        "api.main:create_app",
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=workers or settings.web_concurrency,
        proxy_headers=True,
        forwarded_allow_ips=settings.trusted_proxies,
        access_log=False,
    )


@app.command()
def run() -> None:
    """Everything on one machine: migrate, load content, and serve the whole site."""
    db_upgrade()
    content_load()
    settings = get_settings()
    typer.echo(f"The site is on http://{settings.host}:{settings.port}/home")
    serve(workers=None)


def main() -> None:
    sys.exit(app())
if __name__ == "__main__":
    main()

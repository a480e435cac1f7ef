"""`clinic db` and `clinic content`: the schema and the content under content/."""

import typer

from api.core.settings import get_settings

db_app = typer.Typer(help="Database migrations.", no_args_is_help=True)
content_app = typer.Typer(help="The site's content under content/.", no_args_is_help=True)


@db_app.command("upgrade")
def db_upgrade() -> None:
    """Create or migrate every table to the newest schema."""
    from api.core.migrations import upgrade

    upgrade()
    typer.echo("Database is up to date.")


@content_app.command("load")
def content_load() -> None:
    """Load (or update) treatments, blogs, services, videos and hours from content/, then render
    the pages' HTML from them (`clinic pages render`)."""
    from api.content.loader import ContentError, load_content
    from api.core.db import get_engine

    try:
        report = load_content(get_engine(), get_settings().content_dir)
    except ContentError as error:
        typer.echo("Content not loaded; fix these files first:", err=True)
        for problem in error.problems:
            typer.echo(f"  {problem}", err=True)
        raise typer.Exit(1) from None
    typer.echo(f"Content loaded: {report}.")
    from api.cli.pages import render_site_pages

    render_site_pages()

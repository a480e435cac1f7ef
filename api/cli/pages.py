"""`clinic pages render`: render every page's body from the database's content (with Node), for
the server to send as the page's first HTML. `clinic content load` runs it after loading."""

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated

import typer

from api.core.profile import get_profile
from api.core.settings import get_settings

pages_app = typer.Typer(help="The pages' HTML, rendered from the content.", no_args_is_help=True)


@contextmanager
def api_in_this_process() -> Iterator[str]:
    """The site's API on a free loopback port, served from a thread of this process while the
    renderer asks it for what each page shows."""
    import uvicorn

    config = uvicorn.Config("api.main:create_app", factory=True, host="127.0.0.1", port=0,
                            log_level="warning", access_log=False, lifespan="off")  # fmt: skip
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="api-for-rendering", daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("the API did not start")
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def render_site_pages(*, force: bool = False) -> bool:
    """Renders the pages unless they are rendered already for this build and content; says
    what happened. False when they could not be rendered (the site still works: such pages are
    sent empty and drawn in the browser)."""
    from api.web.pages import Site
    from api.web.prerender import RenderError, render_pages, rendered_already

    settings = get_settings()
    try:
        report = None if force else rendered_already(settings)
        if report is None:
            seeds = Site(settings, get_profile()).prerender_seeds()
            with api_in_this_process() as api_base:
                report = render_pages(settings, api_base, seeds)
    except RenderError as error:
        typer.echo(f"Pages not rendered: {error}. Until they are, pages are sent empty and "
                   "drawn in the browser.", err=True)  # fmt: skip
        return False
    if report.rendered:
        typer.echo(f"Pages rendered: {report.pages} in {report.seconds:.1f} s ({report.folder}).")
    else:
        typer.echo(f"Pages are up to date: {report.pages} ({report.folder}).")
    for url, problems in report.failed.items():
        typer.echo(f"  not rendered: {url}: {'; '.join(problems)}", err=True)
    return not report.failed


@pages_app.command("render")
def pages_render(
    force: Annotated[bool, typer.Option(help="render again even if they are up to date")] = False,
) -> None:
    """Render every page's HTML from the loaded content (needs Node and the built web app)."""
    if not render_site_pages(force=force):
        raise typer.Exit(1)

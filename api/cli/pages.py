"""`clinic pages render`: render every page of the site whole (head and body) with React, from
the database's content, into the release folder of its content version (api/web/release.py),
for the server to send as files. `clinic content load` runs it after loading."""

import contextlib
import fcntl
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated
from urllib.parse import quote

import typer
from sqlmodel import Session

from api.content import catalog
from api.content.loader import current_version
from api.core.db import session_scope
from api.core.settings import Settings, get_settings
from api.web.pages import SCREENS, RouteTable
from api.web.release import build_id, read_release, release_folder
from api.web.sitemap import listed_pages

pages_app = typer.Typer(help="The pages' HTML, rendered from the content.", no_args_is_help=True)

RENDER_TIMEOUT = 600  # seconds; a site of a few hundred pages takes well under a minute
KEEP_RELEASES = 4  # a site's releases kept besides its newest: other databases may still use them


@dataclass
class RenderReport:
    folder: Path
    rendered: bool  # False: it was rendered already
    pages: int
    seconds: float = 0.0
    failed: dict[str, list[str]] = field(default_factory=dict)


class RenderError(Exception):
    """The pages could not be rendered here (no Node, no build, or the renderer failed)."""


RENDERER_KEEP_ALIVE_SECONDS = 30  # longer than the 5 s Node keeps an idle connection


@contextmanager
def api_in_this_process() -> Iterator[str]:
    """The site's API on a free loopback port, served from a thread of this process while the
    renderer asks it for what each page shows."""
    import uvicorn

    config = uvicorn.Config(
        "api.main:create_app",
        factory=True,
        host="127.0.0.1",
        port=0,
        log_level="warning",
        access_log=False,
        lifespan="off",
        # Node's agent keeps an idle connection for 5 s and then closes it itself; a server that
        # closed it at 5 s too could do so as the renderer sent a request on it, which then
        # failed ("socket hang up") and left its page unrendered, on a loaded host.
        timeout_keep_alive=RENDERER_KEEP_ALIVE_SECONDS,
    )
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


def render_release(settings: Settings, version: str, seeds: list[str]) -> RenderReport:
    """Renders every page reachable from `seeds` into the release folder of `version` for this
    build and SITE_URL (replacing it)."""
    build = build_id(settings.web_dist)
    node = shutil.which("node")
    script = settings.web_dist.parent / "scripts" / "prerender.mjs"
    if build is None:
        raise RenderError(f"the web app is not built ({settings.web_dist}): run npm run build")
    if node is None or not script.is_file():
        raise RenderError("Node.js is not installed here" if node is None else f"no {script}")
    settings.pages_dir.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    # Rendered beside the final folder and moved into place whole: a server never sees half of
    # it. Readable by all, as any build output: the image renders as root and serves as `clinic`.
    scratch = Path(tempfile.mkdtemp(prefix=".rendering-", dir=settings.pages_dir))
    scratch.chmod(0o755)
    folder = release_folder(settings, version, build)
    try:
        with api_in_this_process() as api_base:
            request = {
                "api": api_base,
                "siteUrl": settings.public_url,
                "build": build,
                "out": str(scratch),
                "seeds": sorted(set(seeds)),
            }
            done = subprocess.run(
                [node, str(script)],
                input=json.dumps(request),
                text=True,
                capture_output=True,
                timeout=RENDER_TIMEOUT,
            )
        if done.returncode != 0:
            raise RenderError(f"the renderer failed:\n{done.stderr.strip() or done.stdout}")
        index = json.loads((scratch / "index.json").read_text())
        shutil.rmtree(folder, ignore_errors=True)
        with contextlib.suppress(OSError):  # another process put the same pages there meanwhile
            scratch.rename(folder)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    _remove_old_releases(settings.pages_dir, folder, settings.public_url)
    seconds = time.monotonic() - started
    return RenderReport(folder, True, len(index["pages"]), seconds, index["failed"])


def _remove_old_releases(root: Path, keep: Path, site_url: str) -> None:
    """Removes this site's oldest releases; those of another SITE_URL are its own to remove."""
    folders = [p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")]
    folders = [p for p in folders if _rendered_for(p) == site_url]
    folders.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    for old in [p for p in folders if p != keep][KEEP_RELEASES:]:
        shutil.rmtree(old, ignore_errors=True)


def _rendered_for(folder: Path) -> str | None:
    try:
        return json.loads((folder / "index.json").read_text()).get("siteUrl")
    except (OSError, ValueError):
        return None


def render_seeds(session: Session, route_paths: list[str], screens: list[str]) -> list[str]:
    """Where rendering starts: every listed page, blogs also under /recent-blog/{slug}, and the
    `screens` (Not found, error). Rendering follows the pages' links from there."""
    listed = [address for address, _ in listed_pages(session, route_paths)]
    by_name = [f"/recent-blog/{quote(blog.slug)}" for blog in catalog.blogs(session, 0)]
    return [*listed, *by_name, *(f"/{screen}" for screen in screens)]


@contextmanager
def rendering_lock(pages_dir: Path) -> Iterator[None]:
    """Held while a process looks for its release and renders it: a second process started
    beside it (two servers, two test processes) waits, then finds the pages rendered, where
    both rendered them and the later one replaced the folder the first was already serving."""
    try:
        pages_dir.mkdir(parents=True, exist_ok=True)
        # Opened to read, so that a user who may not write here can take it too: the image's,
        # whose pages (and this file) were rendered by root as it was built.
        lock = os.open(pages_dir / ".rendering.lock", os.O_RDONLY | os.O_CREAT, 0o644)
    except PermissionError:  # a folder this process cannot write to, it cannot render into
        yield
        return
    try:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield
    finally:
        os.close(lock)  # and with it the lock


def render_site_pages(*, force: bool = False) -> bool:
    """Renders the release of the loaded content unless it is rendered already for this build
    and SITE_URL; says what happened. False when it could not be rendered (the site still
    works: its pages are sent as the app's shell and drawn in the browser)."""
    settings = get_settings()
    routes = RouteTable(settings.content_dir)
    with session_scope() as session:
        version = current_version(session)
        seeds = render_seeds(session, routes.listed, list(SCREENS))
    if version is None:
        typer.echo("No content is loaded: run `clinic content load`.", err=True)
        return False
    with rendering_lock(settings.pages_dir):
        release = None if force else read_release(settings, version)
        if release is not None:
            typer.echo(f"Pages are up to date: {len(release.pages)} ({release.folder}).")
            return True
        try:
            report = render_release(settings, version, seeds)
        except RenderError as error:
            why = f"Pages not rendered: {error}. Until they are, pages are sent as the app's shell"
            typer.echo(f"{why} and drawn in the browser.", err=True)
            return False
    typer.echo(f"Pages rendered: {report.pages} in {report.seconds:.1f} s ({report.folder}).")
    for url, problems in report.failed.items():
        typer.echo(f"  not rendered: {url}: {'; '.join(problems)}", err=True)
    return not report.failed


@pages_app.command("render")
def pages_render(
    force: Annotated[bool, typer.Option(help="render again even if they are up to date")] = False,
) -> None:
    """Render every page from the loaded content (needs Node and the built web app)."""
    if not render_site_pages(force=force):
        raise typer.Exit(1)

"""Prerendered pages: each page's body, rendered by React from the API's answers, for the
server to send as the page's first HTML.

`web/scripts/prerender.mjs` renders them (with Node) when content is loaded. They are kept
under PAGES_DIR in a folder named for the web build and the content they were rendered from,
`<build>-<content>/`, so the server only ever sends a body that matches both the code the
browser runs and what the database holds; for anything else it sends the empty page as before,
and the browser draws it.
"""

import contextlib
import hashlib
import json
import logging
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from sqlalchemy.exc import OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlmodel import Session, SQLModel, col, select

from api.core.db import session_scope
from api.core.models import Blog, Tariff, Timing, Treatment, Video
from api.core.settings import Settings

log = logging.getLogger(__name__)

# Everything the pages show from the database; their rows name the content's version.
CONTENT_TABLES: tuple[type[SQLModel], ...] = (Treatment, Tariff, Blog, Video, Timing)
RENDER_TIMEOUT = 600  # seconds; a site of a few hundred pages takes well under a minute
# How long the first page waits for the first check (a healthy database answers in
# milliseconds); past it, the page is sent to be drawn in the browser.
FIRST_CHECK_WAIT = 1.0  # seconds
START_CHECK_WAIT = 5.0  # seconds the server's start waits for the first check
KEEP_FOLDERS = 4  # rendered folders kept besides the newest (other databases, older builds)


def content_fingerprint(session: Session) -> str:
    """Names the content the database holds: equal for equal rows, SQLite or PostgreSQL."""
    digest = hashlib.sha256()
    for table in CONTENT_TABLES:
        digest.update(table.__name__.encode())
        for row in session.exec(select(table).order_by(col(table.id))).all():  # type: ignore[attr-defined]
            digest.update(json.dumps(row.model_dump(mode="json"), sort_keys=True).encode())
    return digest.hexdigest()[:16]


def build_fingerprint(web_dist: Path) -> str | None:
    """Names the web build (its manifest lists every hashed file); None when it is not built."""
    try:
        return hashlib.sha256((web_dist / ".vite" / "manifest.json").read_bytes()).hexdigest()[:16]
    except OSError:
        return None


@dataclass(frozen=True)
class RenderedPage:
    url: str
    html: str  # what goes inside #root
    data: str  # the page's data as JSON, safe inside a <script> element
    scripts: list[str] = field(default_factory=list)  # the page's own chunks, to modulepreload
    styles: list[str] = field(default_factory=list)  # the page's own stylesheets


def _read_page(path: Path) -> RenderedPage | None:
    """None when the file cannot be read now (a render may be replacing its folder); only a
    page that was read is kept, so the next request reads it again."""
    try:
        return _read_page_once(path)
    except (OSError, ValueError, TypeError):
        return None


@lru_cache(maxsize=32)
def _read_page_once(path: Path) -> RenderedPage:
    return RenderedPage(**json.loads(path.read_text()))


class PrerenderedPages:
    """The rendered pages that match the build being served and the content in the database.

    Which folder that is gets checked again every CONTENT_CACHE_SECONDS (content changes only
    when it is loaded), in a thread of its own: a page never waits for the database, except the
    first, which waits a moment for the first answer. While the database is away the last
    answer stands.
    """

    def __init__(self, settings: Settings) -> None:
        self.root = settings.pages_dir
        # The build this process serves (its index.html is read once too): pages rendered by
        # another build would not hydrate with its code.
        self.build = build_fingerprint(settings.web_dist)
        self.recheck_seconds = settings.content_cache_seconds
        self._lock = threading.Lock()
        self._checked_at = -float("inf")
        self._checking: threading.Thread | None = None
        self._found: tuple[Path | None, dict[str, str]] = (None, {})  # replaced whole, never edited
        self._missing_logged: str | None = None

    def get(self, url: str) -> RenderedPage | None:
        """The page rendered for `url` (path and query exactly as asked), if there is one."""
        folder, index = self._current()
        name = index.get(url)
        return _read_page(folder / name) if folder and name else None

    def check_at_start(self) -> None:
        """The first check, made as the server starts (before it takes requests), so the first
        page after a start does not wait for it; a slow database delays the start by at most
        START_CHECK_WAIT."""
        checking = self._check_if_due()
        if checking is not None:
            checking.join(START_CHECK_WAIT)

    def _current(self) -> tuple[Path | None, dict[str, str]]:
        checking = self._check_if_due()
        if checking is not None and self._checked_at == -float("inf"):
            checking.join(FIRST_CHECK_WAIT)
        return self._found

    def _check_if_due(self) -> threading.Thread | None:
        """Starts a check in its own thread when one is due; the check under way, if any."""
        with self._lock:
            if time.monotonic() - self._checked_at >= self.recheck_seconds and not self._checking:
                self._checking = threading.Thread(target=self._check_aside, daemon=True,
                                                  name="rendered-pages-check")  # fmt: skip
                self._checking.start()
            return self._checking

    def _check_aside(self) -> None:
        try:
            self._check()
        finally:
            with self._lock:
                self._checking = None

    def _check(self) -> None:
        try:
            with session_scope() as session:
                content = content_fingerprint(session)
        except (OperationalError, PoolTimeout):
            return  # keep what was found last; look again on the next page
        self._checked_at = time.monotonic()
        name = f"{self.build}-{content}"
        if self._found[0] is not None and self._found[0].name == name:
            return
        folder = self.root / name
        try:
            self._found = (folder, json.loads((folder / "index.json").read_text())["pages"])
        except (OSError, ValueError, KeyError):
            self._found = (None, {})
            if self._missing_logged != name:
                self._missing_logged = name
                log.warning(
                    "No prerendered pages for this build and content (%s): pages are sent "
                    "empty and drawn in the browser; `clinic pages render` renders them",
                    folder,
                )


@dataclass
class RenderReport:
    folder: Path
    rendered: bool  # False: the folder was there already
    pages: int
    seconds: float = 0.0
    failed: dict[str, list[str]] = field(default_factory=dict)


class RenderError(Exception):
    """The pages could not be rendered here (no Node, no build, or the renderer failed)."""


def pages_folder(settings: Settings) -> Path:
    """The folder the pages for the current build and the database's content belong in."""
    build = build_fingerprint(settings.web_dist)
    if build is None:
        raise RenderError(f"the web app is not built ({settings.web_dist}): run npm run build")
    with session_scope() as session:
        return settings.pages_dir / f"{build}-{content_fingerprint(session)}"


def rendered_already(settings: Settings) -> RenderReport | None:
    """The pages for this build and the database's content, if they are rendered."""
    folder = pages_folder(settings)
    try:
        index = json.loads((folder / "index.json").read_text())
    except (OSError, ValueError):
        return None
    return RenderReport(folder, rendered=False, pages=len(index["pages"]))


def render_pages(settings: Settings, api_base: str, seeds: Iterable[str]) -> RenderReport:
    """Renders every page reachable from `seeds` with the API at `api_base` into the folder
    for this build and the database's content (replacing what is there)."""
    folder = pages_folder(settings)
    node = shutil.which("node")
    script = settings.web_dist.parent / "scripts" / "prerender.mjs"
    if node is None:
        raise RenderError("Node.js is not installed here")
    if not script.is_file():
        raise RenderError(f"{script} is missing")

    settings.pages_dir.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    # Rendered beside the final folder and moved into place whole: a server never sees half
    # of it (for that moment it sends pages empty, as without rendered pages).
    scratch = Path(tempfile.mkdtemp(prefix=".rendering-", dir=settings.pages_dir))
    # Readable by all, as any build output: the image renders as root and serves as `clinic`.
    scratch.chmod(0o755)
    try:
        request = {"api": api_base, "out": str(scratch), "seeds": sorted(set(seeds))}
        done = subprocess.run([node, str(script)], input=json.dumps(request), text=True,
                              capture_output=True, timeout=RENDER_TIMEOUT)  # fmt: skip
        if done.returncode != 0:
            raise RenderError(f"the renderer failed:\n{done.stderr.strip() or done.stdout}")
        index = json.loads((scratch / "index.json").read_text())
        shutil.rmtree(folder, ignore_errors=True)
        # Fails only when another process put the same pages there meanwhile.
        with contextlib.suppress(OSError):
            scratch.rename(folder)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    _remove_old_folders(settings.pages_dir, keep=folder)
    return RenderReport(folder, rendered=True, pages=len(index["pages"]),
                        seconds=time.monotonic() - started, failed=index["failed"])  # fmt: skip


def _remove_old_folders(root: Path, keep: Path) -> None:
    """Keeps the newest few folders: other databases (tests, a second site) may still use them."""
    folders = [p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")]
    folders.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    for old in [p for p in folders if p != keep][KEEP_FOLDERS:]:
        shutil.rmtree(old, ignore_errors=True)

"""Releases: every page of the site rendered whole (head and body) by React, in a folder named
by what it was rendered from, and which folder the server sends pages from.

`clinic content load` records the content's version in the database (api/content/loader.py)
and renders the release (api/cli/pages.py). A release is rendered from three things, and its
folder is named by all of them: the content's version, the web build (pages of another build
would not hydrate with the code the browser gets) and the SITE_URL (pages for another address
would link elsewhere). Sites on one PAGES_DIR with other builds or addresses each keep their own;
until this site's is rendered, the app's shell is sent and the browser draws the page.
"""

import asyncio
import contextlib
import hashlib
import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.exc import OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from starlette.concurrency import run_in_threadpool

from api.content.loader import current_version
from api.core.db import session_scope
from api.core.languages import TRANSLATIONS
from api.core.settings import Settings

log = logging.getLogger(__name__)

FIRST_LOOKUP_WAIT = 1.0  # seconds the first page waits for the database to name the release


def build_id(web_dist: Path) -> str | None:
    """Names the web build by what a rendered page is made of, in each language: the manifest
    (it lists every hashed file), the page template and the start-up script it inlines. None
    when it is not built."""
    if not (web_dist / ".vite" / "manifest.json").is_file():
        return None
    digest = hashlib.sha256()
    for folder in (web_dist, *(web_dist / language for language in sorted(TRANSLATIONS))):
        for part in (".vite/manifest.json", "index.html", "start-app.js"):
            with contextlib.suppress(OSError):  # a build made before a language had one lacks it
                digest.update((folder / part).read_bytes())
    return digest.hexdigest()[:16]


@dataclass(frozen=True)
class Release:
    folder: Path
    pages: dict[str, str]  # address (path and query, as the browser asks) → file in `folder`


def release_folder(settings: Settings, version: str, build: str) -> Path:
    """Where the pages of content `version`, rendered by `build` for this SITE_URL, are kept."""
    rendered_for = hashlib.sha256(f"{build}\n{settings.public_url}".encode()).hexdigest()[:12]
    return settings.pages_dir / f"{version}-{rendered_for}"


def read_release(settings: Settings, version: str) -> Release | None:
    """The release of `version` rendered for this build and this SITE_URL, if there is one."""
    build = build_id(settings.web_dist)
    if build is None:
        return None
    folder = release_folder(settings, version, build)
    try:
        index = json.loads((folder / "index.json").read_text())
    except (OSError, ValueError):
        return None
    return Release(folder, index["pages"])


class CurrentRelease:
    """The release of the content the database names. Content changes only when it is loaded,
    so the name is looked up again at most every `content_cache_seconds`, in the thread pool
    and one lookup at a time: only the first page waits for it (FIRST_LOOKUP_WAIT at most), and
    while the database is away the last answer stands."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._release: Release | None = None
        self._looked_up_at: float | None = None
        self._lookup: asyncio.Future[Release | None] | None = None
        self._missing_logged: str | None = None

    async def get(self, wait: float = FIRST_LOOKUP_WAIT) -> Release | None:
        """The release to send; before the first answer, waits `wait` seconds for it at most."""
        due = (
            self._looked_up_at is None
            or time.monotonic() - self._looked_up_at >= self.settings.content_cache_seconds
        )
        if due and self._lookup is None:
            self._lookup = asyncio.ensure_future(run_in_threadpool(self._look_up))
            self._lookup.add_done_callback(self._keep)
        if self._looked_up_at is None and self._lookup is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(self._lookup), wait)
        return self._release

    def _look_up(self) -> Release | None:
        with session_scope() as session:
            version = current_version(session)
        release = read_release(self.settings, version) if version else None
        if release is None and version != self._missing_logged:
            self._missing_logged = version
            log.warning(
                "The pages of content %s are not rendered for this build and SITE_URL: pages "
                "are sent as the app's shell and drawn in the browser; `clinic pages render` "
                "renders them",
                version,
            )
        return release

    def _keep(self, done: "asyncio.Future[Release | None]") -> None:
        self._lookup = None
        if done.cancelled() or isinstance(done.exception(), OperationalError | PoolTimeout):
            return  # the database is away: keep the last answer, ask again on the next page
        if done.exception() is not None:
            log.error("The release could not be looked up", exc_info=done.exception())
            return
        self._release, self._looked_up_at = done.result(), time.monotonic()

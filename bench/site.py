"""The site as `make run` starts it (`clinic run` on its embedded defaults), in a folder of its
own on a free port, for the benchmarks that read its pages in a browser."""

import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import httpx

from api.core.settings import ROOT
from bench.run import _port_open, _tree, cpu_seconds, wait_for
from tests.smtp_server import free_port

IDLE_SECONDS = 1.0
IDLE_CPU_SHARE = 0.05  # of one core, for all of the site's processes together


def _cpu_seconds(root: int) -> float:
    """The CPU time used so far by a process and its children."""
    used = 0.0
    for pid in _tree(root):
        with suppress(OSError):  # the process ended
            used += cpu_seconds(pid)
    return used


def _idle(root: int) -> bool:
    """Whether the site's processes used almost no CPU over the next IDLE_SECONDS."""
    before = _cpu_seconds(root)
    time.sleep(IDLE_SECONDS)
    return _cpu_seconds(root) - before <= IDLE_CPU_SHARE * IDLE_SECONDS


@contextmanager
def made_run_site() -> Iterator[tuple[str, Path]]:
    """Yields the site's base URL (http://127.0.0.1:PORT) and its folder; stops it after."""
    folder = Path(tempfile.mkdtemp(prefix="clinic-pages-"))
    port = free_port()
    # SMTP names a closed port, so no mail catcher starts beside a developer's own (nothing is
    # sent while pages are read).
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{folder / 'site.db'}",
        "PORT": str(port),
        "CELERY_BROKER_URL": f"filesystem://{folder / 'broker'}",
        "SMTP_HOST": "127.0.0.1",
        "SMTP_PORT": str(free_port()),
        "BEAT_SCHEDULE_FILE": str(folder / "beat"),
    }
    server = subprocess.Popen(
        [sys.executable, "-m", "api.cli", "run"],
        env=env,
        cwd=ROOT,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_for(lambda: _port_open(port), 300)  # the first start renders the pages
        # The web process answers before the worker and beat have finished starting; on two
        # cores their start-up would be measured as the page's.
        wait_for(lambda: _idle(server.pid), 120, every=0)
        base = f"http://127.0.0.1:{port}"
        # Without the server's build of the app (web/dist-server) the site serves the app's
        # empty page, and a page's start would be measured as no patient gets it.
        if 'id="page-data"' not in httpx.get(f"{base}/home").text:
            raise SystemExit(
                "The site sent /home without its rendered page: is web/dist-server built? "
                "(make web/dist/index.html)"
            )
        yield base, folder
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(30)

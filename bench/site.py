"""The site as `make run` starts it (`clinic run` on its embedded defaults), in a folder of its
own on a free port, for the benchmarks that read its pages in a browser."""

import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from api.core.settings import ROOT
from bench.run import _port_open, wait_for
from tests.smtp_server import free_port


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
        time.sleep(1)
        yield f"http://127.0.0.1:{port}", folder
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(30)

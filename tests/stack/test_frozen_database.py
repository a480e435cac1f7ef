"""A PostgreSQL server that freezes with its connections open (SIGSTOP: the host still answers
TCP, the server answers nothing) while patients submit and browse. It runs as a cluster of the
test's own, so that freezing it stops no other test."""

import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from tests.smtp_server import SmtpServer, free_port
from tests.stack.conftest import RedisServer, Stack, prepared_stack, wait_until
from tests.stack.test_email_delivery import APPOINTMENT, appointment

pytestmark = pytest.mark.alone

POSTGRES_BIN = next(iter(sorted(Path("/usr/lib/postgresql").glob("*/bin"))), None)


class PrivatePostgres:
    """A PostgreSQL cluster in a folder of the test's, run as the `postgres` user."""

    def __init__(self, folder: Path) -> None:
        assert POSTGRES_BIN is not None
        self.folder, self.port = folder, free_port()
        self.data = folder / "data"

    def _as_postgres(self, *args: str) -> None:
        subprocess.run(
            ["runuser", "-u", "postgres", "--", *args], check=True, capture_output=True, cwd="/"
        )

    def start(self) -> str:
        shutil.chown(self.folder, "postgres")
        self._as_postgres(
            str(POSTGRES_BIN / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres"
        )
        self._as_postgres(
            str(POSTGRES_BIN / "pg_ctl"),
            "-D",
            str(self.data),
            "-w",
            "-l",
            str(self.folder / "log"),
            "-o",
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1",
            "start",
        )
        self._as_postgres(
            str(POSTGRES_BIN / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "clinic"
        )
        return f"postgresql://postgres@127.0.0.1:{self.port}/clinic"

    def processes(self) -> list[int]:
        postmaster = int((self.data / "postmaster.pid").read_text().split()[0])
        children = [
            int(status.parent.name)
            for status in Path("/proc").glob("[0-9]*/status")
            if re.search(rf"^PPid:\s+{postmaster}$", _read(status), re.M)
        ]
        return [postmaster, *children]

    def signal(self, sig: int) -> None:
        for pid in self.processes():
            os.kill(pid, sig)

    def stop(self) -> None:
        self.signal(signal.SIGCONT)
        self._as_postgres(
            str(POSTGRES_BIN / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop"
        )
        shutil.rmtree(self.folder, ignore_errors=True)


def _read(path: Path) -> str:
    try:
        return path.read_text()
    except OSError:
        return ""


@pytest.fixture
def frozen_stack(
    tmp_path: Path, redis_server: RedisServer, smtp: SmtpServer
) -> Iterator[tuple[Stack, PrivatePostgres]]:
    if POSTGRES_BIN is None or shutil.which("runuser") is None:
        pytest.fail("PostgreSQL's server programs and runuser are needed")
    # Its own folder under the system's temporary one: the test's is not the postgres user's.
    postgres = PrivatePostgres(Path(tempfile.mkdtemp(prefix="clinic-postgres-")))
    url = postgres.start()
    stack = prepared_stack(tmp_path, url, redis_server, smtp)
    yield stack, postgres
    stack.stop()
    postgres.stop()


def test_a_frozen_database_answers_every_submit_in_time_and_loses_none(
    frozen_stack: tuple[Stack, PrivatePostgres],
) -> None:
    stack, postgres = frozen_stack
    stack.serve()
    stack.process("worker", "--concurrency", "2").start()
    stack.process("beat").start()
    site = stack.site()
    pages = ["/home", "/what-we-treat", "/api/Treatment/GetTreatmentDetails?TreatmentId=0"]
    for path in pages:  # what the process holds before the database goes away
        assert site.get(path).status_code == 200

    submits: list[tuple[int, float, str]] = []
    browsing: list[tuple[int, float, str]] = []
    lock = threading.Lock()
    stop_at = time.monotonic() + 30

    def submit(n: int) -> None:
        while time.monotonic() < stop_at:
            address = f"patient{n}-{len(submits)}@example.com"
            began = time.monotonic()
            try:
                status = site.post(APPOINTMENT, json=appointment(emailId=address)).status_code
            except httpx.HTTPError:
                status = 0
            with lock:
                submits.append((status, time.monotonic() - began, address))
            time.sleep(0.2)

    def browse(_: int) -> None:
        while time.monotonic() < stop_at:
            for path in pages:
                began = time.monotonic()
                try:
                    status = httpx.get(stack.base_url + path, timeout=15).status_code
                except httpx.HTTPError:
                    status = 0
                with lock:
                    browsing.append((status, time.monotonic() - began, path))
            time.sleep(0.2)

    with ThreadPoolExecutor(6) as pool:
        running = [pool.submit(submit, n) for n in range(4)] + [pool.submit(browse, 0)]
        time.sleep(5)
        postgres.signal(signal.SIGSTOP)
        time.sleep(20)
        postgres.signal(signal.SIGCONT)
        for future in running:
            future.result()

    late = [(status, round(took, 1)) for status, took, _ in submits if took > 5]
    assert late == [], f"submits slower than 5 s: {late}"
    assert {status for status, _, _ in submits} <= {200, 503}
    assert any(status == 503 for status, _, _ in submits)  # the freeze was felt
    failed_pages = [(s, round(t, 1), p) for s, t, p in browsing if s != 200 or t > 5]
    assert failed_pages == [], f"pages that failed or waited: {failed_pages}"

    accepted = {address for status, _, address in submits if status == 200}
    assert len(accepted) > 20

    def delivered() -> set[str]:
        return {r.recipients[0] for r in stack.smtp.received}

    wait_until(lambda: accepted <= delivered(), "every accepted request's confirmation", 120)

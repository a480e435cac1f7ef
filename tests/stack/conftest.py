"""The real stack, started by the tests: PostgreSQL, a Redis server of our own (so a test can
stop it), an SMTP server in the test process, and `clinic serve`, `clinic worker` and
`clinic beat` as real processes."""

import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import Connection, create_engine, text

from api.core.settings import ROOT, normalise_database_url
from tests.conftest import CONTENT, PATIENT_WITH_THE_DATABASE, create_database
from tests.smtp_server import SmtpServer, free_port

pytestmark = pytest.mark.stack
CLINIC = [sys.executable, "-m", "api.cli"]


class RedisServer:
    def __init__(self, folder: Path) -> None:
        self.port = free_port()
        self.folder = folder
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                "redis-server",
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.folder),
            ],
            stdout=subprocess.DEVNULL,
        )
        wait_until(lambda: _redis_answers(self.port), "redis to start")

    def stop(self) -> None:
        if self.process:
            self.process.terminate()
            self.process.wait(10)
            self.process = None


def _redis_answers(port: int) -> bool:
    import redis

    try:
        return bool(redis.Redis(port=port, socket_connect_timeout=0.2).ping())
    except redis.RedisError:
        return False


def wait_until(check: Any, what: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


class Process:
    """One `clinic` command running with the stack's environment; its output kept in a file."""

    def __init__(self, args: list[str], env: dict[str, str], log: Path) -> None:
        self.args, self.env, self.log = args, env, log
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> "Process":
        with self.log.open("ab") as out:
            self.process = subprocess.Popen(
                [*CLINIC, *self.args],
                env=self.env,
                stdout=out,
                stderr=subprocess.STDOUT,
                cwd=ROOT,
                start_new_session=True,
            )
        return self

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.process and self.process.poll() is None:
            os.killpg(self.process.pid, sig)
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(5)
        self.process = None

    def output(self) -> str:
        return self.log.read_text(errors="replace")


class Stack:
    def __init__(self, tmp: Path, database_url: str, redis: RedisServer, smtp: SmtpServer):
        self.tmp, self.redis, self.smtp = tmp, redis, smtp
        self.database_url = database_url
        self.port = free_port()
        self.env = {
            **os.environ,
            "ENVIRONMENT": "test",
            "DATABASE_URL": database_url,
            "CELERY_BROKER_URL": redis.url,
            "SMTP_HOST": "127.0.0.1",
            "SMTP_PORT": str(smtp.port),
            "MAIL_FROM": "Mill Pond PT <no-reply@clinic.example>",
            "CLINIC_INBOX": "frontdesk@clinic.example",
            "HOST": "127.0.0.1",
            "PORT": str(self.port),
            "SUBMIT_RATE_LIMIT": "",
            "CHALLENGE_RATE_LIMIT": "",
            "EMAIL_RETRY_BASE_SECONDS": "1",
            "EMAIL_RETRY_MAX_SECONDS": "2",
            "EMAIL_MAX_ATTEMPTS": "8",
            "EMAIL_SEND_TIME_LIMIT": "6",
            "SMTP_TIMEOUT": "3",
            "SMTP_DATA_TIMEOUT": "3",
            "OUTBOX_SWEEP_SECONDS": "1",
            "CONTENT_CACHE_SECONDS": "0",
        }
        self.processes: list[Process] = []

    def process(self, *args: str) -> Process:
        name = "-".join(args)
        process = Process(list(args), self.env, self.tmp / f"{name}-{len(self.processes)}.log")
        self.processes.append(process)
        return process

    def serve(self) -> Process:
        server = self.process("serve").start()
        wait_until(self._answers, "clinic serve to answer", 60)
        return server

    def _answers(self) -> bool:
        try:
            return httpx.get(f"{self.base_url}/api/Treatment/GetTimings?TimeId=0").is_success
        except httpx.HTTPError:
            return False

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def site(self) -> httpx.Client:
        """A visitor: holds the CSRF cookie and sends it back the way the site's script does."""
        client = httpx.Client(base_url=self.base_url, timeout=10)
        client.get("/home")
        client.headers["X-XSRF-TOKEN"] = client.cookies["XSRF-TOKEN"]
        return client

    @contextmanager
    def connection(self) -> Iterator[Connection]:
        """A connection of the test's own to the stack's database, as an operator would open."""
        engine = create_engine(normalise_database_url(self.database_url))
        try:
            with engine.connect() as connection:
                yield connection
        finally:
            engine.dispose()

    def outbox(self) -> list[dict[str, Any]]:
        with self.connection() as connection:
            rows = connection.execute(text("SELECT * FROM outbox ORDER BY id")).mappings().all()
        return [dict(row) for row in rows]

    def stop(self) -> None:
        for process in self.processes:
            process.stop()

    def logs(self) -> str:
        return "\n".join(f"--- {p.log.name}\n{p.output()[-3000:]}" for p in self.processes)


@pytest.fixture
def smtp() -> Iterator[SmtpServer]:
    server = SmtpServer()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    if not shutil.which("redis-server"):
        pytest.fail("redis-server is not installed")
    server = RedisServer(tmp_path)
    server.start()
    yield server
    server.stop()


# The stacks' pages are rendered for one address a run (each stack has an address of its own,
# and a render takes seconds): a stack's server then sends the app's shell, which these tests
# do not look into (tests/e2e's `site` serves pages whole and checks them).
PAGES_RENDERED_FOR = "http://127.0.0.1:8000"


def migrate_and_load(env: dict[str, str]) -> None:
    """Run the commands an operator runs on a new database (`clinic db upgrade`, `clinic
    content load`) on the one `env` names."""
    subprocess.run([*CLINIC, "db", "upgrade"], env=env, check=True, capture_output=True)
    load_env = {**env, "SITE_URL": PAGES_RENDERED_FOR}
    subprocess.run([*CLINIC, "content", "load"], env=load_env, check=True, capture_output=True)
    assert CONTENT.is_dir()


def prepared_stack(tmp: Path, url: str, redis: RedisServer, smtp: SmtpServer) -> Stack:
    """A stack on the database at `url`, migrated and with the shipped content loaded."""
    stack = Stack(tmp, url, redis, smtp)
    migrate_and_load(stack.env)
    return stack


@pytest.fixture(scope="session")
def stack_template(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A database prepared once by `migrate_and_load`, which each stack's database is copied
    from: the two commands cost seconds of CPU a stack, and the copy a fraction of one."""
    url, drop = create_database("postgresql", tmp_path_factory.mktemp("stack-template"))
    migrate_and_load({**os.environ, "ENVIRONMENT": "test", "DATABASE_URL": url})
    yield url.rsplit("/", 1)[1]
    drop()


@pytest.fixture
def stack(
    tmp_path: Path, redis_server: RedisServer, smtp: SmtpServer, stack_template: str
) -> Iterator[Stack]:
    url, drop = create_database("postgresql", tmp_path, template=stack_template)
    stack = Stack(tmp_path, url, redis_server, smtp)
    stack.env.update(PATIENT_WITH_THE_DATABASE)
    yield stack
    stack.stop()
    drop()


@pytest.fixture(autouse=True)
def _show_logs_on_failure(request: pytest.FixtureRequest) -> Iterator[None]:
    yield
    report = getattr(request.node, "rep_call", None)
    stack = request.node.funcargs.get("stack")
    if report is not None and report.failed and stack is not None:
        print(stack.logs())


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    setattr(item, f"rep_{report.when}", report)

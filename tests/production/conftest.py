"""The production stack for real: the image built from infra/Dockerfile as written, and
docker-compose.yml started by Debian's docker-compose against podman (infra/podman/stack.sh),
with an SMTP server in the test process listening on the stack network's gateway.

Skipped, saying why, on a machine where podman cannot be installed or cannot start a
container; anything else that goes wrong fails."""

import contextlib
import json
import os
import re
import secrets
import signal
import subprocess
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import altcha
import httpx
import pytest
from aiosmtpd.controller import Controller

from api.core.settings import ROOT
from tests.smtp_server import SmtpServer, free_port

STACK_SH = ROOT / "infra" / "podman" / "stack.sh"
# stack.sh prepare's statuses for "this machine cannot run podman" (see the script).
CANNOT_RUN_HERE = {
    10: "podman cannot be installed here",
    11: "no Debian root can be built here",
    12: "podman cannot start containers here",
}
APP_SERVICES = ("api", "worker", "beat", "flower")
HEALTHCHECKED = ("postgres", "redis", "api", "flower", "proxy")
# What each long-running service logs once it is really up (beyond its healthcheck).
READY_LINES = {"worker": " ready.", "beat": "beat: Starting..."}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "production: docker-compose.yml started for real under podman"
    )


def wait_until(check: Callable[[], Any], what: str, timeout: float, every: float = 0.5) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = check()
        if result:
            return result
        time.sleep(every)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


class GatewaySmtpServer(SmtpServer):
    """The tests' SMTP server, listening on the stack network's gateway: an address the
    containers reach and nothing outside this host does."""

    def __init__(self, host: str, port: int) -> None:
        super().__init__()
        self.host, self.port = host, port

    def start(self) -> None:
        self._controller = Controller(self.handler, hostname=self.host, port=self.port)
        self._controller.start()


@dataclass
class ProductionStack:
    folder: Path
    project: str
    env: dict[str, str]
    http_port: int
    flower_port: int
    https_port: int
    redirect_port: int
    gateway: str
    smtp: GatewaySmtpServer
    flower_auth: tuple[str, str]
    background: list[subprocess.Popen[bytes]] = field(default_factory=list)

    # --- driving podman and docker-compose ---------------------------------------------------

    def script(self, *args: str, timeout: float = 900) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(STACK_SH), *args], env=self.env, capture_output=True, text=True, timeout=timeout
        )

    def compose(self, *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
        return self.script("compose", *args, timeout=timeout)

    def podman(self, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["podman", *args], capture_output=True, text=True, timeout=timeout)

    def containers(self) -> dict[str, dict[str, Any]]:
        """`podman inspect` of each of the project's containers, by compose service name."""
        label = f"label=com.docker.compose.project={self.project}"
        ids = self.podman("ps", "-a", "-q", "--filter", label).stdout.split()
        if not ids:
            return {}
        found = json.loads(self.podman("inspect", *ids).stdout)
        return {c["Config"]["Labels"]["com.docker.compose.service"]: c for c in found}

    def container(self, service: str) -> dict[str, Any]:
        return self.containers()[service]

    def logs(self, service: str) -> str:
        result = self.podman("logs", self.container(service)["Id"])
        return result.stdout + result.stderr

    def exec(self, service: str, *command: str) -> subprocess.CompletedProcess[str]:
        return self.podman("exec", self.container(service)["Id"], *command)

    def sql(self, query: str) -> list[list[str]]:
        psql = ["psql", "-U", "clinic", "-d", "clinic", "-At", "-F", "\t", "-v", "ON_ERROR_STOP=1"]
        result = self.exec("postgres", *psql, "-c", query)
        assert result.returncode == 0, result.stderr
        return [line.split("\t") for line in result.stdout.splitlines()]

    def outbox_statuses(self, recipient_like: str = "%") -> dict[str, int]:
        rows = self.sql(
            "SELECT status, count(*) FROM outbox WHERE recipient LIKE "
            f"'{recipient_like}' GROUP BY status"
        )
        return {status: int(count) for status, count in rows}

    # --- the site, as the reverse proxy in front of it sends requests -------------------------

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.http_port}"

    def visitor(self) -> httpx.Client:
        """A browser behind the TLS proxy: the proxy connects to the published loopback port
        and says the visitor came over HTTPS, so the CSRF cookie is a Secure one and is sent
        back as the browser would send it on https."""
        proxy = {"X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.23"}
        client = httpx.Client(base_url=self.base_url, timeout=15, headers=proxy)
        home = client.get("/home")
        assert home.status_code == 200, home.text
        token = home.cookies["XSRF-TOKEN"]
        client.cookies.clear()
        client.headers.update({"Cookie": f"XSRF-TOKEN={token}", "X-XSRF-TOKEN": token})
        return client

    def solved_challenge(self) -> str:
        """What the site's browser sends as `altcha`: a challenge from the server, solved (the
        proof of work production requires of every form)."""
        challenge = httpx.get(f"{self.base_url}/api/Security/GetChallenge", timeout=15)
        parsed = altcha.Challenge.from_dict(challenge.json())
        solution = altcha.solve_challenge(parsed)
        assert solution is not None
        return str(altcha.Payload(parsed, solution).to_base64())

    def diagnosis(self) -> str:
        """What every container says, for a failed test's report."""
        parts = [self.compose("ps").stdout]
        for service, container in sorted(self.containers().items()):
            state = container["State"]
            tail = "\n".join(self.logs(service).splitlines()[-25:])
            parts.append(
                f"--- {service}: {state.get('Status')} exit={state.get('ExitCode')} "
                f"restarts={container.get('RestartCount')}\n{tail}"
            )
        return "\n".join(parts)


def _free_network() -> str:
    """The first three numbers of a /24 under 10.73.0.0/16 that nothing on this host uses."""
    used = subprocess.run(["ip", "-4", "route", "show"], capture_output=True, text=True).stdout
    used += subprocess.run(
        ["podman", "network", "ls", "--format", "{{.Subnets}}"], capture_output=True, text=True
    ).stdout
    taken = set(re.findall(r"10\.73\.(\d+)\.", used))
    for third in range(100, 250):
        if str(third) not in taken:
            return f"10.73.{third}"
    raise AssertionError("no free 10.73.x.0/24 network on this host")


def _prepare(env: dict[str, str]) -> None:
    """Podman, its configuration and the base images; skip where this machine cannot run them."""
    try:
        prepared = subprocess.run(
            [str(STACK_SH), "prepare"], env=env, capture_output=True, text=True, timeout=900
        )
    except FileNotFoundError as error:  # no bash
        pytest.skip(f"the production stack cannot run here: {error}")
    if prepared.returncode in CANNOT_RUN_HERE:
        why = [line for line in prepared.stderr.splitlines() if line and "level=" not in line][-2:]
        pytest.skip(f"{CANNOT_RUN_HERE[prepared.returncode]}: {' / '.join(why)}")
    assert prepared.returncode == 0, f"stack.sh prepare failed:\n{prepared.stderr[-3000:]}"


@pytest.fixture(scope="session")
def production(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ProductionStack]:
    folder = tmp_path_factory.mktemp("production")
    project = f"clinicprod{uuid.uuid4().hex[:8]}"
    # stack.sh's settings: its own API socket, this project, its .env in `folder`.
    env = {
        **os.environ,
        "PODMAN_SOCKET": str(folder / "podman.sock"),
        "HEALTHCHECK_EVERY": "2",
        "COMPOSE_PROJECT_NAME": project,
        "CLINIC_PROJECT_DIR": str(folder),
    }
    _prepare(env)

    network = _free_network()
    smtp = GatewaySmtpServer(f"{network}.1", free_port())
    flower_auth = ("operator", secrets.token_urlsafe(12))
    stack = ProductionStack(
        folder=folder,
        project=project,
        env=env,
        http_port=free_port(),
        flower_port=free_port(),
        https_port=free_port(),
        redirect_port=free_port(),
        gateway=f"{network}.1",
        smtp=smtp,
        flower_auth=flower_auth,
    )
    # The .env an operator writes, with the short timings the settings offer for the sweeper
    # and the retries, and mail going to the test's SMTP server.
    dot_env = [
        f"SECRET_KEY={secrets.token_urlsafe(48)}",
        f"POSTGRES_PASSWORD={secrets.token_urlsafe(16)}",
        "SITE_URL=https://www.clinic.example",
        f"SMTP_HOST={smtp.host}",
        f"SMTP_PORT={smtp.port}",
        "SMTP_STARTTLS=false",
        "SMTP_TIMEOUT=3",
        "MAIL_FROM=Mill Pond Physical Therapy <no-reply@millpondpt.example>",
        "CLINIC_INBOX=frontdesk@millpondpt.example",
        f"FLOWER_USER={flower_auth[0]}",
        f"FLOWER_PASSWORD={flower_auth[1]}",
        "SUBMIT_RATE_LIMIT=30/minute",
        "EMAIL_RETRY_BASE_SECONDS=1",
        "EMAIL_RETRY_MAX_SECONDS=2",
        "OUTBOX_SWEEP_SECONDS=1",
        "OUTBOX_SWEEP_GRACE_SECONDS=2",
        f"CLINIC_HTTP_PORT={stack.http_port}",
        f"CLINIC_FLOWER_PORT={stack.flower_port}",
        f"CLINIC_HTTPS_PORT={stack.https_port}",
        f"CLINIC_REDIRECT_PORT={stack.redirect_port}",
        f"CLINIC_TLS_DIR={folder / 'tls'}",
        f"CLINIC_NETWORK={network}",
        "",
    ]
    (folder / ".env").write_text("\n".join(dot_env))

    (folder / "tls").mkdir()  # empty: the proxy makes its staging certificate there
    # Compose resolves the proxy's build folder from the project folder, as in a checkout.
    (folder / "infra").symlink_to(ROOT / "infra")
    service = stack.script("service", timeout=60)
    assert service.returncode == 0, service.stderr
    try:
        built = stack.script("build", timeout=900)
        assert built.returncode == 0, f"infra/Dockerfile did not build:\n{built.stdout[-4000:]}"
        # Without systemd nothing runs healthchecks on a timer: the script's loop does, and
        # must run before `up`, which waits for postgres and redis to be healthy.
        healthchecks = subprocess.Popen(
            [str(STACK_SH), "healthchecks"],
            env=env,
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        stack.background.append(healthchecks)
        up = stack.compose("up", "-d", "--no-build", timeout=600)
        assert up.returncode == 0, f"docker-compose up failed:\n{up.stderr}\n{stack.diagnosis()}"
        smtp.start()  # the gateway's address exists once the network is up
        yield stack
    finally:
        smtp.stop()
        _tear_down(stack)


def _tear_down(stack: ProductionStack) -> None:
    down = stack.compose("down", "--volumes", "--remove-orphans", "--timeout", "5")
    label = f"label=com.docker.compose.project={stack.project}"
    leftovers = stack.podman("ps", "-a", "-q", "--filter", label).stdout.split()
    if leftovers:
        stack.podman("rm", "-f", "-v", *leftovers)
    for kind in ("volume", "network"):
        names = stack.podman(kind, "ls", "-q", "--filter", label).stdout.split()
        if names:
            stack.podman(kind, "rm", "-f", *names)
    for process in stack.background:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(10)
    pid_file = Path(stack.env["PODMAN_SOCKET"] + ".pid")
    if pid_file.exists():  # the API service stack.sh started for this run
        with contextlib.suppress(ProcessLookupError):
            os.kill(int(pid_file.read_text()), signal.SIGTERM)
    assert down.returncode == 0, down.stderr


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    stack = getattr(item, "funcargs", {}).get("production")
    if report.failed and isinstance(stack, ProductionStack):
        report.sections.append(("containers", stack.diagnosis()))

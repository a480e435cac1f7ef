"""Email delivery, for the deployment `make run` starts (`clinic run`):

- latency: from a submit's answer to the moment the SMTP server accepts the patient's
  confirmation, p50 and p99, on the embedded defaults (SQLite, the folder broker) and on
  PostgreSQL + Redis, with requests sent at a steady rate well below capacity (the figure is
  how soon mail follows a submit, not how much the site can take). The submit's own latency
  and the drain are `bench.run`'s.
- start: how long after the site's first answer its worker sent the first email. The site
  answers before its worker has started (what is submitted meanwhile waits in the outbox); on
  a busy host the worker takes seconds, and the latency is measured only once it has sent.

    .venv/bin/python -m bench.delivery          (part of `make bench`)

Nothing is sent off this machine.
"""

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NamedTuple

import httpx
from aiosmtpd.controller import Controller

from bench.run import APPOINTMENT, PY, ROOT, Bench, _port_open, payload, wait_for
from tests.smtp_server import free_port

TARGET_P50_SECONDS = 1.0


class ArrivalSink:
    """An SMTP server that notes when each recipient's message was accepted."""

    def __init__(self) -> None:
        self.port = free_port()
        self.arrived: dict[str, float] = {}
        self.lock = threading.Lock()
        self.controller = Controller(self, hostname="127.0.0.1", port=self.port)

    async def handle_DATA(self, _server: Any, _session: Any, envelope: Any) -> str:
        now = time.time()
        with self.lock:
            for recipient in envelope.rcpt_tos:
                self.arrived.setdefault(recipient, now)
        return "250 OK"


@contextmanager
def clinic_run(env: dict[str, str], port: int) -> Iterator[None]:
    process = subprocess.Popen(
        [PY, "-m", "api.cli", "run"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        wait_for(lambda: _port_open(port), 90)
        yield
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(30)


class Delivery(NamedTuple):
    latencies: list[float]  # seconds from each answer to its confirmation's acceptance
    first_email: float  # seconds from the site's first answer to the worker's first email


def delivery(site: str, sink: ArrivalSink, count: int, rate: float) -> Delivery:
    answered: dict[str, float] = {}
    with httpx.Client(base_url=site, timeout=10) as client:
        client.get("/home")
        first_answer = time.time()
        client.headers["X-XSRF-TOKEN"] = client.cookies["XSRF-TOKEN"]
        # Let the worker start, connect and warm up: measured once it has sent all three.
        warm_ups = [f"warm-up-{uuid.uuid4().hex[:12]}@example.com" for _ in range(3)]
        for address in warm_ups:
            client.post(APPOINTMENT, json=payload() | {"emailId": address}).raise_for_status()
        wait_for(lambda: all(a in sink.arrived for a in warm_ups), 120, 0.05)
        first_email = min(sink.arrived[a] for a in warm_ups) - first_answer
        for _ in range(count):
            address = f"latency-{uuid.uuid4().hex[:12]}@example.com"
            client.post(APPOINTMENT, json=payload() | {"emailId": address}).raise_for_status()
            answered[address] = time.time()
            time.sleep(1 / rate)
    wait_for(lambda: all(a in sink.arrived for a in answered), 120, 0.1)
    return Delivery([sink.arrived[a] - at for a, at in answered.items()], first_email)


def report(label: str, measured: Delivery) -> None:
    q = statistics.quantiles(measured.latencies, n=100)
    verdict = "meets" if q[49] <= TARGET_P50_SECONDS else "MISSES"
    print(
        f"  {label:<28} p50 {q[49] * 1000:6.0f} ms   p99 {q[98] * 1000:6.0f} ms   "
        f"({verdict} the p50 <= {TARGET_P50_SECONDS:.0f} s target); the worker's first email "
        f"{measured.first_email:.1f} s after the site's first answer"
    )


def measure(count: int, rate: float) -> None:
    print(
        f"Delivery latency, submit answered -> confirmation accepted by SMTP ({count} requests "
        f"at {rate:.0f}/s, `clinic run`):"
    )
    folder = Path(tempfile.mkdtemp(prefix="clinic-delivery-"))
    services = Bench(seconds=8, smtp_latency_ms=0)  # its PostgreSQL database and Redis
    sink = ArrivalSink()
    sink.controller.start()
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DATABASE_", "CELERY_"))}
    base |= {
        "SMTP_HOST": "127.0.0.1",
        "SMTP_PORT": str(sink.port),
        "SUBMIT_RATE_LIMIT": "",
        "ENVIRONMENT": "test",
        "HOST": "127.0.0.1",
    }
    try:
        port = free_port()
        embedded = base | {
            "PORT": str(port),
            "DATABASE_URL": f"sqlite:///{folder / 'clinic.db'}",
            "CELERY_BROKER_URL": f"filesystem://{folder / 'broker'}",
            "BEAT_SCHEDULE_FILE": str(folder / "beat"),
        }
        with clinic_run(embedded, port):
            report(
                "embedded (SQLite, folder)",
                delivery(f"http://127.0.0.1:{port}", sink, count, rate),
            )
        with services.database() as database_url:
            broker = services.redis()
            port = free_port()
            production = base | {
                "PORT": str(port),
                "DATABASE_URL": database_url,
                "CELERY_BROKER_URL": broker,
                "BEAT_SCHEDULE_FILE": str(folder / "beat-pg"),
            }
            with clinic_run(production, port):
                report(
                    "PostgreSQL + Redis", delivery(f"http://127.0.0.1:{port}", sink, count, rate)
                )
    finally:
        sink.controller.stop()
        services.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument("--rate", type=float, default=5, help="requests per second")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        subprocess.run(["apt-get", "install", "-y", "-qq", "wrk"], check=True)
    measure(args.requests, args.rate)


if __name__ == "__main__":
    main()

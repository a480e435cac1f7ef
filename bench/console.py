"""The console's figures: the inbox with 10,000 stored requests, and what the audit row adds to
reading one request.

    make bench          (or: .venv/bin/python -m bench.console)

The site runs as `make run` starts it (`clinic run`: web, worker and beat) on a fresh
PostgreSQL database and a Redis of its own, at http://localhost:PORT (WebAuthn's relying party
cannot be an IP address). A staff member is invited and signs in with a software passkey, as a
browser would; then pages of 50 are read one after another, at random pages and with the
console's filters and searches, in rounds, so that the spread between rounds shows.
"""

import argparse
import random
import statistics
import time

import httpx

from bench.run import PY, Bench
from tests.api.staff_helpers import write
from tests.api.stored_requests import FIRST, LAST, store_requests
from tests.passkey_device import PasskeyDevice
from tests.smtp_server import free_port

STORED = 10_000
TARGET_P99_MS = 50.0


def signed_in_client(site: str, database_url: str, env: dict[str, str]) -> httpx.Client:
    import subprocess

    invited = subprocess.run(
        [
            PY,
            "-m",
            "api.cli",
            "staff",
            "invite",
            "bench@clinic.test",
            "--name",
            "Bench Desk",
            "--role",
            "admin",
        ],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    token = invited.stdout.strip().splitlines()[-1].rsplit("#", 1)[1]
    client = httpx.Client(base_url=site, timeout=30)
    device = PasskeyDevice(origin=site)
    begun = write(client, "POST", "/api/staff/invitation/options", {"token": token}).json()  # type: ignore[arg-type]
    answer = write(
        client,
        "POST",
        "/api/staff/invitation/accept",  # type: ignore[arg-type]
        {
            "token": token,
            "ceremony": begun["ceremony"],
            "name": "Bench",
            "credential": device.create(begun["options"]),
        },
    )
    answer.raise_for_status()
    return client


def timed(client: httpx.Client, path: str) -> float:
    started = time.perf_counter()
    answer = client.get(path)
    elapsed = (time.perf_counter() - started) * 1000
    answer.raise_for_status()
    return elapsed


def quantiles(samples: list[float]) -> tuple[float, float]:
    q = statistics.quantiles(samples, n=100)
    return q[49], q[98]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--reads", type=int, default=200, help="inbox pages read a round")
    args = parser.parse_args()
    bench = Bench(seconds=8, smtp_latency_ms=0)
    try:
        with bench.database() as database_url:
            port = free_port()
            site = f"http://localhost:{port}"
            broker = bench.redis()
            import os

            env = {
                **os.environ,
                "DATABASE_URL": database_url,
                "CELERY_BROKER_URL": broker,
                "PORT": str(port),
                "HOST": "127.0.0.1",
                "SITE_URL": site,
                "ENVIRONMENT": "test",
                "SUBMIT_RATE_LIMIT": "",
                "BEAT_SCHEDULE_FILE": str(bench.tmp / "beat-schedule"),
            }
            bench.serve([PY, "-m", "api.cli", "run"], env, port, "site")
            store_requests(database_url, STORED)
            client = signed_in_client(site, database_url, env)
            rng = random.Random(11)
            total = client.get("/api/staff/requests").json()["total"]
            pages = max(1, total // 50)
            views = [
                lambda: f"/api/staff/requests?page={rng.randint(1, pages)}",
                lambda: "/api/staff/requests?status=new",
                lambda: f"/api/staff/requests?q={rng.choice(FIRST)}%20{rng.choice(LAST)}",
                lambda: f"/api/staff/requests?q=555-{rng.randrange(10000):04d}",
                lambda: f"/api/staff/requests?kind=enquiry&page={rng.randint(1, 30)}",
            ]
            for _ in range(30):  # warm up
                timed(client, views[0]())
            print(
                f"\nThe console's inbox: pages of 50 out of {STORED:,} stored requests "
                f"({total:,} not spam), read one after another over HTTP from `clinic run` "
                f"on PostgreSQL; {args.rounds} rounds of {args.reads} reads (random pages, "
                "status and kind filters, searches by name and phone):"
            )
            p99s = []
            for n in range(args.rounds):
                samples = [timed(client, rng.choice(views)()) for _ in range(args.reads)]
                p50, p99 = quantiles(samples)
                p99s.append(p99)
                print(f"  round {n + 1}: p50 {p50:5.1f} ms  p99 {p99:5.1f} ms")
            worst = max(p99s)
            print(
                f"  p99 over the rounds: {min(p99s):.1f} to {worst:.1f} ms (target ≤ "
                f"{TARGET_P99_MS:.0f} ms: {'met' if worst <= TARGET_P99_MS else 'NOT met'} in "
                "the worst round)"
            )
            detail_cost(database_url, env, args.rounds)
    finally:
        bench.close()


def detail_cost(database_url: str, env: dict[str, str], rounds: int) -> None:
    """One request's detail read with its audit row against the same read without, alternating
    on one database connection, as the API does it (api/staff/inbox.py)."""
    import os

    os.environ.update({"DATABASE_URL": database_url, "SITE_URL": env["SITE_URL"]})
    from sqlmodel import Session

    from api.core import audit
    from api.core.db import get_engine
    from api.core.models import AppointmentRequest
    from api.staff import inbox

    who = inbox.Who("bench@clinic.test", "127.0.0.1")
    with_row: list[float] = []
    without: list[float] = []
    rng = random.Random(5)
    with Session(get_engine(), expire_on_commit=False) as session:
        for _ in range(rounds * 100):
            for audited, samples in ((True, with_row), (False, without)):
                request = session.get(AppointmentRequest, rng.randint(1, 8000))
                assert request is not None
                started = time.perf_counter()
                inbox.detail(
                    session,
                    request,
                    who,
                    with_audit=False,
                    audit_action=audit.REQUEST_OPENED if audited else "",
                )
                session.commit()
                samples.append((time.perf_counter() - started) * 1000)
    (a50, a99), (b50, b99) = quantiles(with_row), quantiles(without)
    print(
        f"\nWhat the audit row adds to opening a request (the detail read with its row, and "
        f"without, alternating, {len(without)} each, in one process on that database):\n"
        f"  with the audit row: p50 {a50:.2f} ms, p99 {a99:.2f} ms\n"
        f"  without:            p50 {b50:.2f} ms, p99 {b99:.2f} ms\n"
        f"  the row adds {a50 - b50:.2f} ms at the median"
    )


if __name__ == "__main__":
    main()

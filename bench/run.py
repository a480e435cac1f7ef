"""The benchmark: every target in the README's Speed table, each beside its baseline
measured in the same run.

    make bench          (or: .venv/bin/python -m bench.run --seconds 8)

It starts what it measures on this machine: a fresh PostgreSQL database, a Redis server of its
own, SMTP sinks, the site as `make run` starts it (`clinic run`: one web process, a worker and
beat) on them, and the bare baseline app served by uvicorn with one process; it uses
`wrk` for throughput (installed from Debian's packages when missing) and an open-loop client in
Python for latency at a fixed rate. Nothing is sent off this machine.
"""

import argparse
import asyncio
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import date, timedelta
from email.message import EmailMessage
from itertools import islice, repeat
from pathlib import Path
from typing import TypeVar

import aiosmtplib
import httpx
import psycopg

from api.core.settings import ROOT
from tests.log_lines import logged_events
from tests.open_loop import closed_loop_rate, kept_alive_open_loop, open_loop, request_bytes
from tests.smtp_server import free_port

PY = sys.executable
PG_ADMIN = os.environ.get("TEST_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
APPOINTMENT = "/api/Treatment/InsertUpdateOnlineAppointmentRequest"
WARM_UP_SECONDS = 2  # of each open loop, at its rate, before the latencies are counted
OVERLOAD_SECONDS = 10
# A closed loop's POSTs: as many at once as a server process takes (SUBMIT_QUEUE_LIMIT). More
# only measure it shedding the rest, each 503 sending the next submit at once.
POST_CONNECTIONS = 8
Figure = TypeVar("Figure")  # what one round of a measurement gives
ROUNDS = 3  # of every measurement judged against a baseline, alternating with it
DRAIN_REQUESTS = 1000
BARE_LOOP_SENDERS = 4


def post_bytes(path: str, body: str, headers: dict[str, str], keep_alive: bool) -> bytes:
    return request_bytes("POST", path, body.encode(), headers, keep_alive)


def submits(body: str, headers: dict[str, str], keep_alive: bool = False) -> Iterator[bytes]:
    """The appointment submit as the app sends it, without end: each new request with an
    Idempotency-Key of its own (the same key again is answered from the first, storing
    nothing)."""
    while True:
        keyed = {**headers, "Idempotency-Key": str(uuid.uuid4())}
        yield post_bytes(APPOINTMENT, body, keyed, keep_alive)


def payload() -> dict[str, object]:
    return {
        "appointmentRequestId": 0,
        "tariffId": 0,
        "treatmentId": 2,
        "treatmentName": "",
        "appointmentDate": (date.today() + timedelta(days=7)).isoformat(),
        "fullName": "Bench Patient",
        "phoneNo": "(201) 555-0123",
        "emailId": "bench.patient@example.com",
        "subject": "Appointment for TMJ Dysfunction",
        "remark": "A benchmark request with a message long enough.",
        "isActive": True,
        "createdBy": 0,
    }


@dataclass(frozen=True)
class DrainSetup:
    """What the drain's measurements share: the outbox they watch, the site and the submit they
    send it, and the SMTP sink that counts what arrives."""

    watch: psycopg.Connection
    site: str
    post_headers: dict[str, str]
    body: str
    sink_port: int
    sink_count: Path


class Bench:
    def __init__(self, seconds: int, smtp_latency_ms: float) -> None:
        self.seconds = seconds
        self.post_seconds = max(1, round(seconds * 5 / 8))
        self.smtp_latency_ms = smtp_latency_ms
        self.tmp = Path(tempfile.mkdtemp(prefix="clinic-bench-"))
        self.processes: list[subprocess.Popen[bytes]] = []
        self.results: dict[str, float] = {}
        self.failed_posts: Counter[int] = Counter()  # answers other than 200, by status

    # --- the pieces -------------------------------------------------------------------------

    def start(self, args: list[str], env: dict[str, str], name: str) -> subprocess.Popen[bytes]:
        log = (self.tmp / f"{name}.log").open("ab")
        process = subprocess.Popen(
            args, env=env, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT, start_new_session=True
        )
        self.processes.append(process)
        return process

    def stop(self, process: subprocess.Popen[bytes]) -> None:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)

    def close(self) -> None:
        for process in self.processes:
            with suppress(ProcessLookupError):
                self.stop(process)
        shutil.rmtree(self.tmp, ignore_errors=True)

    @contextmanager
    def database(self) -> Iterator[str]:
        name = f"clinic_bench_{uuid.uuid4().hex[:10]}"
        with psycopg.connect(PG_ADMIN, autocommit=True) as connection:
            connection.execute(f'CREATE DATABASE "{name}"')
        try:
            yield PG_ADMIN.rsplit("/", 1)[0] + "/" + name
        finally:
            with psycopg.connect(PG_ADMIN, autocommit=True) as connection:
                connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def redis(self) -> str:
        port = free_port()
        in_memory = ["--save", "", "--appendonly", "no"]
        server = ["redis-server", "--port", str(port), "--bind", "127.0.0.1", *in_memory]
        self.start(server, dict(os.environ), "redis")
        ping = ["redis-cli", "-p", str(port), "ping"]
        wait_for(lambda: subprocess.run(ping, capture_output=True).returncode == 0)
        return f"redis://127.0.0.1:{port}/0"

    def sink(self, latency_ms: float, name: str) -> tuple[int, Path]:
        port, counter = free_port(), self.tmp / f"{name}.count"
        self.start(
            [PY, "-m", "bench.smtp_sink", str(port), str(latency_ms), str(counter)],
            dict(os.environ),
            name,
        )
        wait_for(lambda: _port_open(port))
        return port, counter

    def serve(self, args: list[str], env: dict[str, str], port: int, name: str) -> int:
        """Starts a server and waits until it listens; returns its process id."""
        process = self.start(args, env, name)
        wait_for(lambda: _port_open(port), 30)
        return process.pid

    # --- measurements -----------------------------------------------------------------------

    def wrk(
        self,
        url: str,
        *,
        method: str = "GET",
        body: str = "",
        headers: dict[str, str] | None = None,
        connections: int = 32,
        seconds: int | None = None,
        cache_buster: bool = False,
        fresh_keys: bool = False,
    ) -> tuple[float, float]:
        """Requests per second and the 99th percentile latency (ms), closed loop."""
        command = self.wrk_command(
            url,
            method=method,
            body=body,
            headers=headers,
            connections=connections,
            seconds=seconds,
            count_shed=method == "POST",
            cache_buster=cache_buster,
            fresh_keys=fresh_keys,
        )
        done = subprocess.run(command, capture_output=True, text=True, check=True)
        return _wrk_figures(done.stdout, url)

    def wrk_post(
        self, url: str, body: str, headers: dict[str, str], fresh_keys: bool = False
    ) -> tuple[float, float]:
        """The POST measurement: POST_CONNECTIONS connections for `post_seconds`."""
        return self.wrk(
            url,
            method="POST",
            body=body,
            headers=headers,
            connections=POST_CONNECTIONS,
            seconds=self.post_seconds,
            fresh_keys=fresh_keys,
        )

    def post_with_cpu(
        self,
        pid: int,
        cpu: list[float],
        url: str,
        body: str,
        headers: dict[str, str],
        fresh_keys: bool = False,
    ) -> tuple[float, float]:
        """`wrk_post`, noting in `cpu` the CPU time the answering process `pid` spent on each
        answer, whatever its status (ms): a figure the host's other work changes far less than
        the rate."""
        before = cpu_seconds(pid)
        rate, p99 = self.wrk_post(url, body, headers, fresh_keys)
        spent_ms = (cpu_seconds(pid) - before) * 1000
        cpu.append(spent_ms / max(1.0, rate * self.post_seconds))
        return rate, p99

    def wrk_command(
        self,
        url: str,
        *,
        method: str = "GET",
        body: str = "",
        headers: dict[str, str] | None = None,
        connections: int = 32,
        seconds: int | None = None,
        answers: int | None = None,
        count_shed: bool = False,
        cache_buster: bool = False,
        fresh_keys: bool = False,
    ) -> list[str]:
        """wrk with two threads, set up by a script; with `answers`, each thread stops sending
        once it has half that many (wrk itself ends at `seconds`, or on SIGINT). With
        `cache_buster`, a new `ts` on every request, as the app adds to its treatment calls (no
        answer is found by its exact address); with `fresh_keys`, an Idempotency-Key of its own
        on every request, as the app sends each new submit."""
        run = uuid.uuid4().hex[:12]
        script = self.tmp / f"wrk-{run}.lua"
        # Each thread is numbered, for keys no other thread sends, and kept for `done`'s sums.
        lines = [
            f'wrk.method = "{method}"',
            """local threads, made = {}, 0
function setup(thread)
  made = made + 1
  thread:set("id", made)
  table.insert(threads, thread)
end""",
        ]
        if cache_buster or fresh_keys:
            path = '(wrk.path .. sep .. "ts=" .. asked)' if cache_buster else "wrk.path"
            key = f'wrk.headers["Idempotency-Key"] = "{run}-" .. id .. "-" .. asked'
            lines.append(f"""local asked = 0
local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
request = function()
  asked = asked + 1
  {key if fresh_keys else ""}
  return wrk.format(nil, {path})
end""")
        if body:
            lines.append(f"wrk.body = {json.dumps(body)}")
        for key, value in (headers or {}).items():
            lines.append(f'wrk.headers["{key}"] = "{value}"')
        # With `count_shed` or `answers`, each answer is looked at: a 503 (a process shedding
        # what it cannot take) is counted apart as `shed`, and left out of `rps` and of
        # `answers`; any other failure fails the measurement.
        stop = f"if answered >= {answers // 2} then wrk.thread:stop() end" if answers else ""
        if count_shed or answers:
            lines.append(f"""shed, answered = 0, 0
response = function(status, headers, body)
  if status == 503 then shed = shed + 1 else answered = answered + 1 end
  {stop}
end""")
        lines.append("""done = function(summary, latency, requests)
  local shed = 0
  for _, thread in ipairs(threads) do shed = shed + (thread:get("shed") or 0) end
  io.write(string.format(
    "JSON{\\"rps\\": %f, \\"p99\\": %f, \\"shed\\": %d, \\"errors\\": %d}\\n",
    (summary.requests - shed) / (summary.duration / 1e6), latency:percentile(99) / 1000,
    shed, summary.errors.status - shed + summary.errors.connect + summary.errors.timeout))
end""")
        script.write_text("\n".join(lines))
        duration = f"-d{seconds or self.seconds}s"
        return ["wrk", "-t2", f"-c{connections}", duration, "-s", str(script), url]

    def open_loop(self, port: int, requests: Iterator[bytes], rate: int) -> list[float]:
        """Latencies (ms) of `requests` (HTTP/1.1, kept alive) sent at a fixed rate for
        `self.seconds`, whatever the answers' speed, on kept-alive connections
        (tests/open_loop.py); a POST that is not answered 200 is counted in `self.failed_posts`
        by its status (0: no answer) and left out. The same rate runs for `WARM_UP_SECONDS`
        before, not counted: those first POSTs measure the client opening its connections, not
        the site at that rate, as wrk2 leaves its first seconds out."""
        warm_up = rate * WARM_UP_SECONDS
        sent = list(islice(requests, warm_up + rate * self.seconds))
        answers = asyncio.run(kept_alive_open_loop(port, sent, rate))[warm_up:]
        self.failed_posts.update(answer.status for answer in answers if answer.status != 200)
        return [answer.seconds * 1000 for answer in answers if answer.status == 200]

    def with_worker_paused(self, site_pid: int, measure: Callable[[], Figure]) -> Figure:
        """`measure` with the site's email worker stopped (SIGSTOP) throughout; it goes on
        after, with what arrived meanwhile still due in the outbox."""
        workers = [pid for pid in _tree(site_pid) if _is_worker(pid)]
        for pid in workers:
            os.kill(pid, signal.SIGSTOP)
        try:
            return measure()
        finally:
            for pid in workers:
                os.kill(pid, signal.SIGCONT)

    def shed_reasons(self, since: int) -> str:
        """Why the site shed submits, as its `submits_shed` lines written after byte `since` of
        its log say (a line a second: the last second's may not be written yet)."""
        with (self.tmp / "site.log").open("rb") as log:
            log.seek(since)
            events = logged_events(log.read().decode(errors="replace"))
        reasons: Counter[str] = Counter()
        for event in events:
            if event.get("event") == "submits_shed":
                reasons.update(event.get("why", {}))
        if not reasons:
            return ""
        return "; the site's log: shed for " + ", ".join(f"{why} {n}" for why, n in reasons.items())

    # --- the benchmark ----------------------------------------------------------------------

    def run(self) -> None:
        # One connection watches the outbox for the whole run: a new one for every look (twenty
        # a second while the drain is timed) cost PostgreSQL a process start each, CPU the site
        # under measurement needed.
        with (
            self.database() as database_url,
            psycopg.connect(database_url, autocommit=True) as watch,
        ):
            broker = self.redis()
            sink_port, sink_count = self.sink(0, "sink")
            slow_port, _ = self.sink(self.smtp_latency_ms, "slow-sink")
            site_port, bare_port, slow_bare_port = free_port(), free_port(), free_port()
            env = {
                **os.environ,
                "DATABASE_URL": database_url,
                "CELERY_BROKER_URL": broker,
                "SMTP_HOST": "127.0.0.1",
                "SMTP_PORT": str(sink_port),
                "SUBMIT_RATE_LIMIT": "",
                "PORT": str(site_port),
                "HOST": "127.0.0.1",
                "ENVIRONMENT": "test",
                "BEAT_SCHEDULE_FILE": str(self.tmp / "beat-schedule"),
            }
            one_process = ["--host", "127.0.0.1", "--workers", "1", "--no-access-log"]
            uvicorn = [PY, "-m", "uvicorn", *one_process]
            # What `make run` starts: the site (one web process), a worker and beat, here on
            # PostgreSQL and Redis; the worker drains the email while the submits arrive.
            # `clinic run` serves the site from its own process; its worker and beat are children.
            site_pid = self.serve([PY, "-m", "api.cli", "run"], env, site_port, "site")
            bare_pid = self.serve(
                [*uvicorn, "--port", str(bare_port), "bench.bare_app:app"],
                {**env, "SMTP_PORT": str(sink_port)},
                bare_port,
                "bare",
            )
            self.serve(
                [*uvicorn, "--port", str(slow_bare_port), "bench.bare_app:app"],
                {**env, "SMTP_PORT": str(slow_port)},
                slow_bare_port,
                "bare-slow",
            )
            site, bare = f"http://127.0.0.1:{site_port}", f"http://127.0.0.1:{bare_port}"

            with httpx.Client(base_url=site) as visitor:
                visitor.get("/home")
                token = visitor.cookies["XSRF-TOKEN"]
            post_headers = {
                "Content-Type": "application/json",
                "X-XSRF-TOKEN": token,
                "Cookie": f"XSRF-TOKEN={token}",
            }
            body = json.dumps(payload())

            r = self.results
            # A browser sends its cookie back and says which encodings it reads.
            browser = {"Cookie": f"XSRF-TOKEN={token}", "Accept-Encoding": "gzip, deflate, br"}
            plain_json = {"Content-Type": "application/json"}
            print(
                f"Throughput (wrk, 2 threads, closed loop; GETs 32 connections for {self.seconds} "
                f"s, each with a new `ts` as the app's treatment calls carry; POSTs "
                f"{POST_CONNECTIONS} connections for {self.post_seconds} s; the site as "
                "`make run` starts it, on PostgreSQL and Redis; the baselines are `async` FastAPI "
                f"endpoints returning a constant, served by uvicorn in one process; {ROUNDS} "
                "rounds, each measurement in turn, median and spread):"
            )
            gets = alternating(
                {
                    "bare GET": lambda: self.wrk(
                        f"{bare}/bare", headers=browser, cache_buster=True
                    ),
                    "content": lambda: self.wrk(
                        f"{site}/api/Treatment/GetTreatmentDetails?TreatmentId=0",
                        headers=browser,
                        cache_buster=True,
                    ),
                    "blogs": lambda: self.wrk(
                        f"{site}/api/Treatment/GetComments?CommentID=0",
                        headers=browser,
                        cache_buster=True,
                    ),
                }
            )
            show_rounds("bare FastAPI GET (async)", gets["bare GET"])
            r["content_ratio"] = show_rounds(
                "content: GetTreatmentDetails 0", gets["content"], gets["bare GET"], 0.7, 20
            )
            r["blogs_ratio"] = show_rounds(
                "content: GetComments 0", gets["blogs"], gets["bare GET"], 0.7, 20
            )
            cpu: dict[str, list[float]] = {"submit": [], "floor": []}
            # Each POST round begins once the worker has sent the email of the rounds before
            # it: a round of submits leaves thousands behind, and sending them on the same two
            # cores would slow whichever round came next (the floor's, after the site's). Each
            # round shares the host with the sending of its own email only, as in service.
            posts = alternating(
                {
                    "bare POST": lambda: self.wrk_post(f"{bare}/bare", body, plain_json),
                    "submit": lambda: self.post_with_cpu(
                        site_pid,
                        cpu["submit"],
                        f"{site}{APPOINTMENT}",
                        body,
                        post_headers,
                        fresh_keys=True,
                    ),
                    # The floor of any submit on this stack, served like the bare app: one
                    # transaction and one publish, the same worker sending its emails beside it.
                    "floor": lambda: self.post_with_cpu(
                        bare_pid, cpu["floor"], f"{bare}/store-and-publish", body, plain_json
                    ),
                },
                before_each=lambda: all_sent(watch),
            )
            show_rounds("bare FastAPI POST (async)", posts["bare POST"])
            show_rounds(
                "floor: one transaction and one publish (def)", posts["floor"], posts["bare POST"]
            )
            show_rounds("appointment submit", posts["submit"], posts["bare POST"])
            r["submit_floor_ratio"] = show_rounds(
                "appointment submit, against the floor",
                posts["submit"],
                posts["floor"],
                0.85,
                baseline_name="floor",
            )
            show_cpu_per_answer(cpu["submit"], cpu["floor"])
            r["in_request_rps"], r["in_request_p99"] = self.wrk(
                f"http://127.0.0.1:{slow_bare_port}/send-in-request",
                method="POST",
                body=body,
                headers={"Content-Type": "application/json"},
            )
            r["in_request_local_rps"], _ = self.wrk(
                f"{bare}/send-in-request",
                method="POST",
                body=body,
                headers={"Content-Type": "application/json"},
            )
            submit_rps = statistics.median(rps for rps, _ in posts["submit"])
            show(
                f"send email in the request (SMTP answering in {self.smtp_latency_ms:.0f} ms)",
                r["in_request_rps"],
            )
            show("send email in the request (local SMTP, no delay)", r["in_request_local_rps"])
            print(
                f"  queued submit is {submit_rps / r['in_request_rps']:.1f}x the "
                f"in-request send at {self.smtp_latency_ms:.0f} ms SMTP, "
                f"{submit_rps / r['in_request_local_rps']:.1f}x against a local SMTP"
            )

            # Each round begins once the outbox is empty, as the closed loops' do: it shares the
            # host with the sending of its own email, not with a backlog the rounds before left.
            # Beside the submit, the bare POST on the same client (what the client and this
            # host's minute add to any answer at that rate) and the floor (what one transaction
            # and one publish take at that rate, its email sent by the same worker).
            site_log_from = (self.tmp / "site.log").stat().st_size
            rounds = alternating(
                {
                    "bare POST": lambda: self.open_loop(
                        bare_port, repeat(post_bytes("/bare", body, plain_json, True)), 100
                    ),
                    "floor": lambda: self.open_loop(
                        bare_port,
                        repeat(post_bytes("/store-and-publish", body, plain_json, True)),
                        100,
                    ),
                    "submit": lambda: self.open_loop(
                        site_port, submits(body, post_headers, True), 100
                    ),
                    # Not a target: the same submits with their email sent after the round (the
                    # worker paused while they arrive), to show how much of the tail is the
                    # sending that shares the host with them.
                    "submit, email after": lambda: self.with_worker_paused(
                        site_pid,
                        lambda: self.open_loop(site_port, submits(body, post_headers, True), 100),
                    ),
                },
                before_each=lambda: all_sent(watch),
            )
            print(
                f"\nLatency at 100 requests/s (open loop on kept-alive connections, {ROUNDS} "
                f"rounds in turn, each {self.seconds} s after {WARM_UP_SECONDS} s at that rate "
                "and begun with the outbox empty; median and spread):"
            )
            for name, latencies in rounds.items():
                p50s = [statistics.quantiles(one, n=100)[49] for one in latencies]
                p99s = [statistics.quantiles(one, n=100)[98] for one in latencies]
                line = (
                    f"  {name:<19} p50 {statistics.median(p50s):.1f} ms "
                    f"({min(p50s):.1f}-{max(p50s):.1f}), p99 {statistics.median(p99s):.1f} ms "
                    f"({min(p99s):.1f}-{max(p99s):.1f})"
                )
                if name == "submit":
                    r["submit_p50"] = statistics.median(p50s)
                    r["submit_p99"] = statistics.median(p99s)
                    met = sum(p99 <= 30 for p99 in p99s)
                    line += f"; target p99 <= 30 ms: met in {met} of {len(p99s)} rounds"
                if name != "submit":
                    line += f"; over 30 ms in {sum(p99 > 30 for p99 in p99s)} of {len(p99s)}"
                print(line)
            statuses = ", ".join(
                f"{n} x {status or 'no answer'}" for status, n in sorted(self.failed_posts.items())
            )
            print(
                f"  {self.failed_posts.total()} POSTs not answered 200 ({statuses or 'none'})"
                f"{self.shed_reasons(site_log_from)}"
            )

            slow = self.open_loop(
                slow_bare_port, repeat(post_bytes("/send-in-request", body, plain_json, True)), 20
            )
            ours = self.open_loop(site_port, submits(body, post_headers, True), 20)
            slow_p50, ours_p50 = statistics.median(slow), statistics.median(ours)
            r["in_request_p50"], r["queued_p50"] = slow_p50, ours_p50
            print(
                f"\nWhat a patient waits for, at 20 requests/s: the email sent in the request "
                f"(SMTP answering in {self.smtp_latency_ms:.0f} ms) p50 {slow_p50:.1f} ms; "
                f"our queued submit p50 {ours_p50:.1f} ms, {slow_p50 / ours_p50:.0f}x faster "
                f"(target >= 10x)"
            )

            self.overload(watch, site_port, post_headers, body)
            self.drain(DrainSetup(watch, site, post_headers, body, sink_port, sink_count))

    def overload(
        self, watch: psycopg.Connection, port: int, headers: dict[str, str], body: str
    ) -> None:
        """Submits at twice the site's capacity for OVERLOAD_SECONDS, each on a connection of
        its own (tests/open_loop.py): what the site takes must be answered fast, the rest at
        once with 503, and every submit answered 200 must be stored."""
        all_sent(watch)
        # Capacity measured as the overload is sent, a connection each (wrk's keeps them open,
        # which costs a server far less per request).
        capacity = asyncio.run(closed_loop_rate(port, submits(body, headers), 4, POST_CONNECTIONS))
        rate = 2 * capacity
        stored_before = _count(watch, "kind = 'appointment_confirmation'")
        sent = list(islice(submits(body, headers), int(rate * OVERLOAD_SECONDS)))
        answers = asyncio.run(open_loop(port, sent, rate))
        taken = sorted(a.seconds * 1000 for a in answers if a.status == 200)
        shed = [a.seconds * 1000 for a in answers if a.status == 503]
        failed = len(answers) - len(taken) - len(shed)
        stored = _settled(lambda: _count(watch, "kind = 'appointment_confirmation'"))
        lost = max(0, len(taken) - (stored - stored_before))
        q = statistics.quantiles(taken, n=100)
        slowest = max(a.seconds for a in answers) * 1000
        r = self.results
        r["overload_p99"], r["overload_slowest"] = q[98], slowest
        print(
            f"\nAt twice the submit capacity ({capacity:.0f} requests/s, {POST_CONNECTIONS} "
            "clients one after another, a connection each), "
            f"{rate:.0f} requests/s for {OVERLOAD_SECONDS} s, open loop: "
            f"{len(taken)} taken, p50 {q[49]:.1f} ms, "
            f"p99 {q[98]:.1f} ms; {len(shed)} shed with 503, median "
            f"{statistics.median(shed) if shed else 0:.1f} ms; slowest answer "
            f"{slowest:.0f} ms (target: every answer within 1000 ms); {failed} failed, "
            f"{lost} taken but not stored (target 0)"
        )

    def drain(self, on: DrainSetup) -> None:
        """DRAIN_REQUESTS submitted to the running site by wrk while its worker sends their
        messages, against a bare aiosmtplib loop sending DRAIN_REQUESTS * 2 messages of the
        site's size to the same SMTP server, 4 at a time; ROUNDS rounds, each in turn."""
        print(
            f"\nEmail drain: {DRAIN_REQUESTS} requests ({2 * DRAIN_REQUESTS} messages) submitted "
            f"by wrk ({POST_CONNECTIONS} connections) while the worker `make run` starts sends "
            "them, timed from the first submit to the last message sent; against a bare "
            f"aiosmtplib loop sending {2 * DRAIN_REQUESTS} messages of the site's size to the "
            "same SMTP server, "
            f"{BARE_LOOP_SENDERS} at a time; {ROUNDS} rounds, each in turn:"
        )
        # The overload above left its email behind: the loop's rounds, like the worker's, start
        # on a quiet mail server (its first round once ran beside that backlog, at half speed).
        all_sent(on.watch)
        size = self.site_message_size(on)
        print(f"  the site's messages are {size:,} bytes on average; the loop's the same")
        bare_smtp_loop(on.sink_port, size, 200)  # warmed, uncounted
        rounds = alternating(
            {
                "bare loop": lambda: (bare_smtp_loop(on.sink_port, size), 0.0),
                "worker": lambda: (self.drain_once(on), 0.0),
            }
        )
        show_rounds("bare aiosmtplib loop, messages/s", rounds["bare loop"], with_p99=False)
        self.results["drain_ratio"] = show_rounds(
            "the site's worker, messages/s",
            rounds["worker"],
            rounds["bare loop"],
            0.5,
            baseline_name="the loop",
        )

    def site_message_size(self, on: DrainSetup) -> int:
        """The average size of the messages the site sends for a submit (its confirmation and
        its notification), as the SMTP server takes them in: a few submits, sent and measured."""
        messages_before, bytes_before = _received(on.sink_count)
        with httpx.Client(base_url=on.site, headers=on.post_headers) as client:
            for _ in range(10):
                client.post(APPOINTMENT, content=on.body).raise_for_status()
        # A row is marked sent after the sink's reply, which it gives once it has counted.
        all_sent(on.watch, timeout=60, every=0.1)
        messages, received = _received(on.sink_count)
        return (received - bytes_before) // (messages - messages_before)

    def drain_once(self, on: DrainSetup) -> float:
        """Messages per second, from the first submit to the last message sent."""
        # The earlier measurements left mail behind: let the worker finish it first.
        all_sent(on.watch)
        # The round's rows are those after the newest before it: the looks below (twenty a
        # second) read them by the primary key, not the whole table the earlier measurements
        # filled, whose scans cost PostgreSQL CPU the worker under measurement needed.
        newest = on.watch.execute("SELECT coalesce(max(id), 0) FROM outbox").fetchone()
        new = f"id > {newest[0] if newest else 0}"
        before = _received(on.sink_count)[0]
        started = time.perf_counter()
        submitting = subprocess.Popen(
            self.wrk_command(
                f"{on.site}{APPOINTMENT}",
                method="POST",
                body=on.body,
                headers=on.post_headers,
                connections=POST_CONNECTIONS,
                seconds=600,
                answers=DRAIN_REQUESTS,
                fresh_keys=True,
            ),
            stdout=subprocess.PIPE,
            text=True,
        )
        wait_for(lambda: _count(on.watch, new) >= 2 * DRAIN_REQUESTS, 600, 0.1)
        # A few submits were still on their way when wrk stopped sending: count what was stored.
        stored = _settled(lambda: _count(on.watch, new))
        wait_for(lambda: _count(on.watch, f"{new} AND status = 'sent'") >= stored, 600, 0.05)
        drained = time.perf_counter() - started
        submitting.send_signal(signal.SIGINT)  # its threads are done; wrk waits for its -d
        _wrk_figures(submitting.communicate(timeout=30)[0], APPOINTMENT)
        assert _received(on.sink_count)[0] - before >= stored
        return stored / drained


def _received(sink_count: Path) -> tuple[int, int]:
    """How many messages an SMTP sink (bench/smtp_sink.py) has taken, and their bytes."""
    if not sink_count.exists():
        return 0, 0
    messages, received = sink_count.read_text().split()
    return int(messages), int(received)


def bare_smtp_loop(port: int, size: int, messages: int = 2 * DRAIN_REQUESTS) -> float:
    """Messages per second of the drain's baseline: DRAIN_REQUESTS * 2 messages of `size`
    bytes (the site's), sent straight to the SMTP server by BARE_LOOP_SENDERS senders."""

    def message(to: str, text: str) -> EmailMessage:
        message = EmailMessage()
        message["From"], message["To"] = "site@clinic.example", to
        message["Subject"] = "Appointment request"
        message.set_content(text)
        return message

    line = "A line of a message as long as the lines of the site's own, which fold at 76.\n"
    headers = len(message("p0@example.com", "").as_bytes())
    text = line * max(1, (size - headers) // len(line))

    async def run() -> float:
        started = time.perf_counter()

        async def sender(first: int) -> None:
            for i in range(first, messages, BARE_LOOP_SENDERS):
                sent = message(f"p{i}@example.com", text)
                await aiosmtplib.send(sent, hostname="127.0.0.1", port=port)

        await asyncio.gather(*(sender(n) for n in range(BARE_LOOP_SENDERS)))
        return messages / (time.perf_counter() - started)

    return asyncio.run(run())


def alternating(
    measures: dict[str, Callable[[], Figure]],
    before_each: Callable[[], None] = lambda: None,
) -> dict[str, list[Figure]]:
    """Each measurement in turn, ROUNDS times (bare, site, bare, site, ...), so that a busier
    minute of the machine weighs on a figure and its baseline alike; `before_each` readies the
    host for every one alike."""
    found: dict[str, list[Figure]] = {name: [] for name in measures}
    for _ in range(ROUNDS):
        for name, measure in measures.items():
            before_each()
            found[name].append(measure())
    return found


def show_rounds(
    label: str,
    rounds: list[tuple[float, float]],
    baseline: list[tuple[float, float]] | None = None,
    target: float | None = None,
    p99_target_ms: float | None = None,
    baseline_name: str = "bare",
    with_p99: bool = True,
) -> float:
    """A figure's median and spread over its rounds (rate, p99 ms); with a baseline, the ratio of
    each round to the baseline's round beside it, and in how many rounds it met its target.
    Returns the median ratio (or the median figure)."""
    rates = [rate for rate, _ in rounds]
    line = f"  {label:<46} {statistics.median(rates):7.0f} ({min(rates):.0f}-{max(rates):.0f})"
    if baseline is None:
        if with_p99:  # a baseline's own tail: the least any answer's can be on this host now
            p99s = [p99 for _, p99 in rounds]
            line += f"; p99 {statistics.median(p99s):.1f} ms ({min(p99s):.1f}-{max(p99s):.1f})"
        print(line)
        return statistics.median(rates)
    ratios = [rate / base for rate, (base, _) in zip(rates, baseline, strict=True)]
    ratio = statistics.median(ratios)
    line += f" = {ratio:.2f}x {baseline_name} ({min(ratios):.2f}-{max(ratios):.2f})"
    if target is not None:
        met = sum(r >= target for r in ratios)
        line += f"; target {target}x: met in {met} of {len(ratios)} rounds"
    if p99_target_ms is not None:
        p99s = [p99 for _, p99 in rounds]
        met = sum(p <= p99_target_ms for p in p99s)
        line += (
            f"; p99 {statistics.median(p99s):.1f} ms ({min(p99s):.1f}-{max(p99s):.1f}), "
            f"target {p99_target_ms:.0f} ms: met in {met} of {len(p99s)}"
        )
    print(line)
    return ratio


def cpu_seconds(pid: int) -> float:
    """The CPU time process `pid` has used so far, its threads' included (Linux's /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    user, system = int(fields[11]), int(fields[12])  # utime and stime, in clock ticks
    return (user + system) / os.sysconf("SC_CLK_TCK")


def show_cpu_per_answer(submit: list[float], floor: list[float]) -> None:
    """What a submit costs the site's process beside what the floor costs its own: the site's
    own code, apart from the database, the broker and the worker that both share."""

    def spread(values: list[float]) -> str:
        return f"{statistics.median(values):.2f} ({min(values):.2f}-{max(values):.2f})"

    ratios = [s / f for s, f in zip(submit, floor, strict=True)]
    print(
        f"  CPU of the answering process, ms an answer: submit {spread(submit)}, floor "
        f"{spread(floor)} = {statistics.median(ratios):.2f}x the floor's "
        f"({min(ratios):.2f}-{max(ratios):.2f})"
    )


def memory(seconds_idle: float = 20) -> None:
    """`clinic run` on the embedded defaults, idle: the resident memory of its whole tree."""
    folder = Path(tempfile.mkdtemp(prefix="clinic-memory-"))
    port, web = free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SMTP_")}
    env |= {
        "DATABASE_URL": f"sqlite:///{folder / 'clinic.db'}",
        "PORT": str(port),
        "CELERY_BROKER_URL": f"filesystem://{folder / 'broker'}",
        "MAIL_DIR": str(folder),
        "MAILCATCHER_WEB_PORT": str(web),
    }
    # The catcher's SMTP port comes from SMTP_PORT, which would also switch the catcher off:
    # leave it at its default and only measure when that port is free.
    process = subprocess.Popen(
        [PY, "-m", "api.cli", "run"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        wait_for(lambda: _port_open(port), 60)
        time.sleep(seconds_idle)
        tree = _tree(process.pid)
        pss = {pid: _pss_mb(pid) for pid in tree}
        api = pss[process.pid]
        print(
            f"\nMemory, `clinic run` idle for {seconds_idle:.0f} s ({len(tree)} processes): "
            f"{sum(pss.values()):.0f} MB in all (target < 600 MB); the API process "
            f"{api:.0f} MB (target < 150 MB)"
        )
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(30)
        shutil.rmtree(folder, ignore_errors=True)


def _tree(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for status in Path("/proc").glob("[0-9]*/status"):
        with suppress(OSError):
            fields = dict(
                line.split(":", 1) for line in status.read_text().splitlines() if ":" in line
            )
            children.setdefault(int(fields["PPid"]), []).append(int(fields["Pid"]))
    found, waiting = [], [root]
    while waiting:
        pid = waiting.pop()
        found.append(pid)
        waiting.extend(children.get(pid, []))
    return found


def _is_worker(pid: int) -> bool:
    """Whether `pid` is `clinic worker` or one of its pool's processes."""
    with suppress(OSError):
        return Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[2:4] == [
            b"api.cli",
            b"worker",
        ]
    return False


def _pss_mb(pid: int) -> float:
    """A process's proportional share of memory: a page it shares with the n processes forked
    from one parent (the worker's children) counts 1/n, so the sum over a tree is what the tree
    really uses (summing resident sizes counts shared pages once per process)."""
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith("Pss:"):
            return int(line.split()[1]) / 1024
    return 0.0


def all_sent(watch: psycopg.Connection, timeout: float = 900, every: float = 0.5) -> None:
    """Wait until the worker has sent every email stored so far."""
    wait_for(lambda: _unsent(watch) == 0, timeout, every)


def _unsent(watch: psycopg.Connection) -> int:
    return _count(watch, "status IN ('pending', 'sending')")


def _count(watch: psycopg.Connection, where: str) -> int:
    row = watch.execute(f"SELECT count(*) FROM outbox WHERE {where}").fetchone()
    return int(row[0]) if row else 0


def show(
    label: str, value: float, baseline: float | None = None, target: float | None = None
) -> None:
    """A figure; with a baseline, its ratio to it; with a target too, whether it meets it."""
    if baseline is None:
        print(f"  {label:<58} {value:9.0f}")
        return
    ratio = value / baseline
    line = f"  {label:<58} {value:9.0f}  = {ratio:.2f}x bare"
    if target is not None:
        line += f" ({'meets' if ratio >= target else 'BELOW'} the {target}x target)"
    print(line)


def _wrk_figures(out: str, url: str) -> tuple[float, float]:
    figures = json.loads(out.split("JSON", 1)[1])
    if figures["errors"]:
        raise RuntimeError(f"{figures['errors']} failed requests against {url}")
    if figures["shed"]:
        print(f"  ({figures['shed']} answered 503 by a process shedding load: {url})")
    return figures["rps"], figures["p99"]


def _settled(read: Callable[[], int], every: float = 0.2) -> int:
    """A count once it has stopped changing."""
    last = read()
    while True:
        time.sleep(every)
        now = read()
        if now == last:
            return now
        last = now


def _port_open(port: int) -> bool:
    import socket

    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def wait_for(check, timeout: float = 20, every: float = 0.1) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(every)
    raise TimeoutError("the benchmark's set-up did not come up in time")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=int, default=8, help="length of each GET measurement")
    parser.add_argument(
        "--smtp-latency-ms",
        type=float,
        default=100,
        help="how long the simulated mail provider takes per message",
    )
    parser.add_argument(
        "--neighbour",
        type=float,
        default=0,
        help="share of one core a neighbour keeps busy for the whole run (bench/neighbour.py)",
    )
    args = parser.parse_args()
    if not shutil.which("wrk"):
        subprocess.run(["apt-get", "install", "-y", "-qq", "wrk"], check=True)
    bench = Bench(args.seconds, args.smtp_latency_ms)
    if args.neighbour:
        print(f"With a neighbour keeping one core {args.neighbour:.0%} busy (bench/neighbour.py)")
        bench.start(
            [PY, "-m", "bench.neighbour", str(args.neighbour)], dict(os.environ), "neighbour"
        )
    try:
        bench.run()
    finally:
        bench.close()
    memory()


if __name__ == "__main__":
    main()

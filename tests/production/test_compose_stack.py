"""docker-compose.yml as an operator starts it: every service comes up and stays up as the
unprivileged user, only the site and Flower are published (on loopback), the API believes
forwarded headers from the reverse proxy only, a request's two emails reach the SMTP server,
a crashed worker is restarted by the restart policy and sends what came in meanwhile, beat's
sweeper sends what the API could not hand to a stopped Redis, and `up` run again (an upgrade)
keeps the stack and its data. The tests share one stack and run in this order."""

import contextlib
import os
import re
import signal
import socket
import ssl
import time
from typing import Any

import httpx
import pytest

from tests.production.conftest import (
    APP_SERVICES,
    HEALTHCHECKED,
    READY_LINES,
    ProductionStack,
    wait_until,
)
from tests.stack.test_email_delivery import APPOINTMENT, appointment, subject, whole_message

pytestmark = [pytest.mark.production, pytest.mark.timeout(1500)]
INBOX = "frontdesk@millpondpt.example"
CLINIC_USER_ID = "10001"  # the image's `clinic` user


def health(container: dict[str, Any]) -> str | None:
    state = container["State"]
    check = state.get("Health") or state.get("Healthcheck") or {}
    return check.get("Status")


def crashed(containers: dict[str, dict[str, Any]]) -> list[str]:
    """Services that exited or were restarted: docker-compose 1.x counts them as started."""
    return [
        name
        for name, c in containers.items()
        if c.get("RestartCount", 0) > 0
        or (name == "migrate" and c["State"]["Status"] == "exited" and c["State"]["ExitCode"])
        or (name != "migrate" and c["State"]["Status"] != "running")
    ]


def filled_form(stack: ProductionStack, patient: str) -> dict[str, Any]:
    """The appointment form as the browser sends it, its proof of work done."""
    return appointment(emailId=patient, altcha=stack.solved_challenge())


def submit(stack: ProductionStack, form: dict[str, Any]) -> httpx.Response:
    answer = stack.visitor().post(APPOINTMENT, json=form)
    assert answer.status_code == 200, answer.text
    return answer


def mail_to(stack: ProductionStack, address: str) -> list[Any]:
    return stack.smtp.to(address)


def test_every_service_comes_up_healthy_and_stays_up(production: ProductionStack) -> None:
    expected = {"postgres", "redis", "migrate", "proxy", *APP_SERVICES}

    def settled() -> bool:
        containers = production.containers()
        broken = crashed(containers)
        assert not broken, f"{broken} crashed:\n{production.diagnosis()}"
        return (
            set(containers) == expected
            and containers["migrate"]["State"]["Status"] == "exited"
            and all(health(containers[name]) == "healthy" for name in HEALTHCHECKED)
            and all(line in production.logs(name) for name, line in READY_LINES.items())
        )

    wait_until(settled, "every service to be healthy and ready", 180)
    migrate = production.container("migrate")
    assert migrate["State"]["ExitCode"] == 0
    assert "Content loaded" in production.logs("migrate")

    time.sleep(6)  # a crash loop shows as restarts a few seconds on
    containers = production.containers()
    assert not crashed(containers), production.diagnosis()
    for name in APP_SERVICES:
        logs = production.logs(name)
        assert "Traceback" not in logs and "PermissionError" not in logs, f"{name}:\n{logs}"
    assert "Sending due task sweep-outbox" in production.logs("beat")


def test_the_app_runs_as_the_clinic_user_and_beat_writes_its_schedule_to_its_volume(
    production: ProductionStack,
) -> None:
    for name in APP_SERVICES:
        status = production.exec(name, "cat", "/proc/1/status").stdout
        [uids] = [line.split()[1:] for line in status.splitlines() if line.startswith("Uid:")]
        assert set(uids) == {CLINIC_USER_ID}, f"{name} runs as {uids}"

    owners = production.exec("beat", "sh", "-c", "stat -c '%u %n' /app/var/celerybeat-schedule*")
    assert owners.returncode == 0, owners.stderr
    assert all(line.startswith(CLINIC_USER_ID) for line in owners.stdout.splitlines())
    [mount] = [m for m in production.container("beat")["Mounts"] if m["Destination"] == "/app/var"]
    assert mount["Type"] == "volume" and mount["Name"].endswith("_beat-data")


def test_only_the_proxy_faces_the_world_and_the_rest_is_on_loopback_only(
    production: ProductionStack,
) -> None:
    published = {
        name: {
            port: [(b["HostIp"], b["HostPort"]) for b in bindings or []]
            for port, bindings in (c["NetworkSettings"]["Ports"] or {}).items()
            if bindings
        }
        for name, c in production.containers().items()
    }
    assert published["api"] == {"8000/tcp": [("127.0.0.1", str(production.http_port))]}
    assert published["flower"] == {"5555/tcp": [("127.0.0.1", str(production.flower_port))]}
    assert {port: [p for _, p in hosts] for port, hosts in published["proxy"].items()} == {
        "443/tcp": [str(production.https_port)],
        "80/tcp": [str(production.redirect_port)],
    }
    faces = {"api", "flower", "proxy"}
    assert all(not ports for name, ports in published.items() if name not in faces)

    assert httpx.get(f"{production.base_url}/api/ready").status_code == 200
    flower = f"http://127.0.0.1:{production.flower_port}"
    assert httpx.get(f"{flower}/healthcheck").status_code == 200
    assert httpx.get(f"{flower}/api/workers").status_code == 401  # basic auth required
    workers = httpx.get(f"{flower}/api/workers", auth=production.flower_auth, timeout=15)
    assert workers.status_code == 200


def test_forwarded_headers_are_believed_from_the_reverse_proxy_only(
    production: ProductionStack,
) -> None:
    https = {"X-Forwarded-Proto": "https"}
    through_the_proxy = httpx.get(f"{production.base_url}/api/health", headers=https)
    assert "strict-transport-security" in through_the_proxy.headers

    # Any other address on the stack's network (here the worker's) is not the proxy.
    probe = (
        "import urllib.request as u; r = u.urlopen(u.Request('http://api:8000/api/health', "
        "headers={'X-Forwarded-Proto': 'https'}), timeout=5); "
        "print(r.status, r.headers.get('strict-transport-security'))"
    )
    from_elsewhere = production.exec("worker", "python", "-c", probe)
    assert from_elsewhere.stdout.split() == ["200", "None"], from_elsewhere.stderr


def test_an_appointment_request_reaches_the_smtp_server_as_two_emails(
    production: ProductionStack,
) -> None:
    patient = "rosa.delgado@example.com"
    answer = submit(production, filled_form(production, patient))
    assert answer.json()["message"].startswith("Thank you")

    wait_until(
        lambda: mail_to(production, patient) and mail_to(production, INBOX),
        "the confirmation and the notification",
        60,
    )
    [confirmation] = mail_to(production, patient)
    [notification] = mail_to(production, INBOX)
    # Both name the request by the same reference (R-0042), and nothing the patient typed.
    [reference] = re.findall(r"\bR-\d+\b", subject(confirmation))
    assert subject(notification) == f"New appointment request {reference}"
    assert all("Delgado" not in subject(m) for m in (confirmation, notification))
    # The clinic's notification is the summary (CLINIC_NOTIFICATION's default): the console's
    # link, no health information, and no Reply-To to the patient.
    everything = whole_message(notification)
    assert "Delgado" not in everything and patient not in everything
    assert "Jaw clicks" not in everything and "TMJ Dysfunction" not in everything
    assert f"https://www.clinic.example/staff/requests/{reference}" in everything
    wait_until(lambda: set(production.outbox_statuses()) == {"sent"}, "both rows marked sent", 30)


def test_a_crashed_worker_is_restarted_and_sends_what_came_in_while_it_was_down(
    production: ProductionStack,
) -> None:
    patient = "sam.patel@example.com"
    worker = production.container("worker")
    assert worker["RestartCount"] == 0
    ready_before = production.logs("worker").count(READY_LINES["worker"])
    form = filled_form(production, patient)

    # The way a crash or the kernel's OOM killer ends it: its main process dies. (`podman kill`
    # and `docker kill` count as an operator's stop, which the restart policy respects.)
    os.kill(worker["State"]["Pid"], signal.SIGKILL)
    submit(production, form)
    assert production.logs("worker").count(READY_LINES["worker"]) == ready_before, (
        "the worker was back before the request was submitted"
    )

    def restarted() -> bool:
        again = production.container("worker")
        return bool(again["RestartCount"] >= 1 and again["State"]["Status"] == "running")

    wait_until(restarted, "the restart policy to start the worker again", 60)
    wait_until(lambda: mail_to(production, patient), "the confirmation sent by the new worker", 90)
    wait_until(
        lambda: production.logs("worker").count(READY_LINES["worker"]) > ready_before,
        "the new worker's ready line",
        30,
    )
    assert len(mail_to(production, patient)) == 1


def test_beat_sweeps_what_the_api_could_not_enqueue_while_redis_was_down(
    production: ProductionStack,
) -> None:
    patient = "ana.lopez@example.com"
    redis = production.container("redis")["Id"]
    form = filled_form(production, patient)
    stopped = production.podman("stop", "--time", "5", redis)
    assert stopped.returncode == 0, stopped.stderr
    try:
        submit(production, form)  # accepted: the rows wait in the outbox
        assert production.outbox_statuses(patient) == {"pending": 1}
        time.sleep(3)
        assert not mail_to(production, patient)
        assert '"event":"enqueue_failed"' in production.logs("api")
    finally:
        started = production.podman("start", redis)
        assert started.returncode == 0, started.stderr

    wait_until(lambda: mail_to(production, patient), "the swept confirmation", 120)
    assert '"event":"outbox_swept"' in production.logs("worker")
    wait_until(lambda: production.outbox_statuses(patient) == {"sent": 1}, "the row sent", 30)


def test_up_again_as_an_upgrade_does_keeps_the_stack_and_its_data(
    production: ProductionStack,
) -> None:
    before = production.containers()
    again = production.compose("up", "-d", "--no-build", timeout=300)
    assert again.returncode == 0, again.stderr
    after = production.containers()
    assert {name: c["Id"] for name, c in after.items() if name != "migrate"} == {
        name: c["Id"] for name, c in before.items() if name != "migrate"
    }
    assert set(production.outbox_statuses()) == {"sent"}


def test_the_proxy_serves_the_site_over_tls_and_caps_what_one_visitor_holds(
    production: ProductionStack,
) -> None:
    site = f"https://127.0.0.1:{production.https_port}"
    home = httpx.get(f"{site}/home", verify=False, timeout=15)  # the staging certificate
    assert home.status_code == 200
    # Sent whole, as the image rendered it for the site's address (the build arg from .env).
    assert '<link rel="canonical" href="https://www.clinic.example/home"/>' in home.text
    assert 'id="page-data"' in home.text
    assert "strict-transport-security" in home.headers  # the proxy said https, and was believed
    assert "Secure" in home.headers["set-cookie"]
    plain = httpx.get(f"http://127.0.0.1:{production.redirect_port}/home?x=1", timeout=15)
    assert plain.status_code == 301 and plain.headers["location"].endswith("/home?x=1")
    assert plain.headers["location"].startswith("https://")

    # One visitor opening 40 connections that send a submit's headers and no body: past 32 the
    # proxy answers 503 at once; the ones it holds it closes once the body is 15 s late.
    tls = ssl.create_default_context()
    tls.check_hostname, tls.verify_mode = False, ssl.CERT_NONE
    head = (
        f"POST {APPOINTMENT} HTTP/1.1\r\nHost: clinic.example\r\nContent-Type: "
        "application/json\r\nContent-Length: 300\r\n\r\n"
    ).encode()
    held = []
    for _ in range(40):
        raw = socket.create_connection(("127.0.0.1", production.https_port), timeout=30)
        connection = tls.wrap_socket(raw)
        connection.sendall(head)
        held.append(connection)
    time.sleep(2)
    refused = 0
    for connection in held:
        connection.settimeout(0.2)
        with contextlib.suppress(TimeoutError, ssl.SSLError):
            refused += connection.recv(100).startswith(b"HTTP/1.1 503")
    assert refused == 8
    began = time.monotonic()
    for connection in held:
        connection.settimeout(30)
        with contextlib.suppress(OSError):
            while connection.recv(4096):
                pass
        connection.close()
    assert time.monotonic() - began < 25  # closed by the proxy, not by the test's timeout
    assert httpx.get(f"{site}/home", verify=False, timeout=15).status_code == 200

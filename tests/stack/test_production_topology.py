"""The docker-compose topology started by hand on this machine: PostgreSQL and Redis on
loopback, the migrate job, `clinic serve` with 2 workers, `clinic worker`, `clinic beat` and
`clinic flower`; a request's email arrives and Flower shows the worker and its tasks."""

import subprocess

import httpx

from tests.smtp_server import free_port
from tests.stack.conftest import Stack, wait_until
from tests.stack.test_email_delivery import APPOINTMENT, INBOX, PATIENT, appointment


def test_the_compose_topology_runs_by_hand(stack: Stack) -> None:
    flower_port = free_port()
    stack.env |= {
        "WEB_CONCURRENCY": "2",
        "FLOWER_PASSWORD": "s3cret-flower",
        "FLOWER_USER": "operator",
        "FLOWER_PORT": str(flower_port),
    }
    migrate = subprocess.run(
        ["sh", "infra/migrate.sh"],
        env={**stack.env, "PATH": _path()},
        capture_output=True,
        text=True,
    )
    assert migrate.returncode == 0, migrate.stderr
    assert "Content loaded" in migrate.stdout

    stack.serve()
    stack.process("worker").start()
    stack.process("beat").start()
    stack.process("flower").start()
    flower = f"http://127.0.0.1:{flower_port}"
    wait_until(lambda: _answers(f"{flower}/healthcheck"), "flower", 60)
    assert httpx.get(f"{flower}/api/workers").status_code == 401  # basic auth required
    auth = ("operator", "s3cret-flower")

    def flower_sees_tasks() -> bool:
        return bool(httpx.get(f"{flower}/api/tasks", auth=auth).json())

    # A worker sends no task events until a monitor asks for them: Flower asks every few
    # seconds once it runs, and from then on it sees every task (here beat's sweeps first).
    wait_until(flower_sees_tasks, "flower to turn the task events on", 30)

    ready = httpx.get(f"{stack.base_url}/api/ready")
    assert ready.status_code == 200, ready.text

    assert stack.site().post(APPOINTMENT, json=appointment()).status_code == 200
    stack.smtp.wait_for(2)
    assert {tuple(r.recipients) for r in stack.smtp.received} == {(PATIENT,), (INBOX,)}

    def flower_knows_the_tasks() -> bool:
        tasks = httpx.get(f"{flower}/api/tasks", auth=auth).json()
        sent = [t for t in tasks.values() if t["name"] == "workers.email.send_emails"]
        return len(sent) >= 1 and all(t["state"] == "SUCCESS" for t in sent)

    wait_until(flower_knows_the_tasks, "flower to see the tasks", 30)
    tasks = httpx.get(f"{flower}/api/tasks", auth=auth).json()
    assert all(PATIENT not in str(t.get("args")) for t in tasks.values())  # only row ids travel
    workers = httpx.get(f"{flower}/workers", params={"json": "1"}, auth=auth).json()["data"]
    [worker] = workers
    assert worker["hostname"].startswith("celery@") and worker["status"] is True
    assert worker["task-succeeded"] >= 1


def _answers(url: str) -> bool:
    try:
        return httpx.get(url).status_code == 200
    except httpx.HTTPError:
        return False


def _path() -> str:
    import os
    import sys
    from pathlib import Path

    # infra/migrate.sh calls `clinic`: the one installed beside this Python.
    return f"{Path(sys.executable).parent}:{os.environ.get('PATH', '')}"

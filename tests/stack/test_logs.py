"""Logs: one JSON line per request and per task, the request id carried into the task's lines,
and never a patient's name, phone, email or message."""

import json

from tests.stack.conftest import Stack, wait_until
from tests.stack.test_email_delivery import APPOINTMENT, appointment


def json_lines(text: str) -> list[dict]:
    lines = []
    for line in text.splitlines():
        if line.startswith("{"):
            lines.append(json.loads(line))
    return lines


def test_a_full_submission_logs_no_personal_data_and_links_request_to_tasks(stack: Stack) -> None:
    server = stack.serve()
    worker = stack.process("worker", "--concurrency", "1").start()
    payload = appointment(fullName="Quintessa Marlowe", phoneNo="(973) 555-0199",
                          emailId="quintessa.marlowe@example.com",
                          remark="Sharp pain behind the left kneecap when climbing.")  # fmt: skip
    answer = stack.site().post(APPOINTMENT, json=payload, headers={"X-Request-ID": "req-4242"})
    assert answer.status_code == 200
    assert answer.headers["x-request-id"] == "req-4242"
    stack.smtp.wait_for(2)
    wait_until(lambda: worker.output().count('"event": "task"') >= 2, "task log lines")
    server.stop()
    worker.stop()

    everything = server.output() + worker.output()
    for secret in ("Quintessa", "Marlowe", "555-0199", "9735550199", "quintessa.marlowe",
                   "kneecap"):  # fmt: skip
        assert secret not in everything, f"{secret!r} reached the logs"

    requests = [line for line in json_lines(server.output()) if line.get("event") == "request"]
    [submit] = [line for line in requests if line["path"] == APPOINTMENT]
    assert submit["status"] == 200 and submit["request_id"] == "req-4242"
    assert submit["duration_ms"] > 0

    tasks = [line for line in json_lines(worker.output()) if line.get("event") == "task"]
    assert len(tasks) == 2
    assert all(t["request_id"] == "req-4242" and t["outcome"] == "sent" for t in tasks)
    assert all(t["duration_ms"] > 0 for t in tasks)
    sent = [line for line in json_lines(worker.output()) if line.get("event") == "email_sent"]
    assert {line["request_id"] for line in sent} == {"req-4242"}

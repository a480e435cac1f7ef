"""Logs: one JSON line per request and per task, the request id carried into the task's lines,
and never a patient's name, phone, email or message."""

import threading
import time

from sqlalchemy import text

from tests.log_lines import logged_events
from tests.stack.conftest import Stack, wait_until
from tests.stack.test_email_delivery import APPOINTMENT, appointment


def test_a_full_submission_logs_no_personal_data_and_links_request_to_tasks(stack: Stack) -> None:
    server = stack.serve()
    worker = stack.process("worker", "--concurrency", "1").start()
    payload = appointment(
        fullName="Quintessa Marlowe",
        phoneNo="(973) 555-0199",
        emailId="quintessa.marlowe@example.com",
        remark="Sharp pain behind the left kneecap when climbing.",
    )
    answer = stack.site().post(APPOINTMENT, json=payload, headers={"X-Request-ID": "req-4242"})
    assert answer.status_code == 200
    assert answer.headers["x-request-id"] == "req-4242"
    stack.smtp.wait_for(2)
    wait_until(lambda: worker.output().count('"event":"task"') >= 1, "the task's log line")
    server.stop()
    worker.stop()

    everything = server.output() + worker.output()
    for secret in (
        "Quintessa",
        "Marlowe",
        "555-0199",
        "9735550199",
        "quintessa.marlowe",
        "kneecap",
    ):
        assert secret not in everything, f"{secret!r} reached the logs"

    requests = [line for line in logged_events(server.output()) if line.get("event") == "request"]
    [submit] = [line for line in requests if line["path"] == APPOINTMENT]
    assert submit["status"] == 200 and submit["request_id"] == "req-4242"
    assert submit["duration_ms"] > 0

    # The wake-up's task sends the request's two emails; on a host slow enough that its sending
    # window closed after the first, the task it woke for the rest sends the second. Each task's
    # line names the request.
    tasks = [line for line in logged_events(worker.output()) if line.get("event") == "task"]
    assert [task["request_id"] for task in tasks] == ["req-4242"] * len(tasks)
    assert ", ".join(task["outcome"] for task in tasks) == "sent, sent"
    assert all(task["duration_ms"] > 0 for task in tasks)
    sent = [line for line in logged_events(worker.output()) if line.get("event") == "email_sent"]
    assert len(sent) == 2 and {line["request_id"] for line in sent} == {"req-4242"}


def test_each_email_names_the_request_that_caused_it_whichever_task_sent_it(
    stack: Stack,
) -> None:
    # Four requests answered together: a woken worker sends whatever is due, so one task may
    # send another request's email; each email's line still names its own request. One that a
    # busy process sheds (503, it took nothing) is sent again, as the site's form does.
    server = stack.serve()
    worker = stack.process("worker", "--concurrency", "1").start()
    visitors = [stack.site() for _ in range(4)]
    ready = threading.Barrier(len(visitors))
    statuses: list[int] = []

    def submit(number: int) -> None:
        ready.wait()
        for _ in range(20):
            answer = visitors[number].post(
                APPOINTMENT,
                json=appointment(emailId=f"patient{number}@example.com"),
                headers={"X-Request-ID": f"req-together-{number}"},
            )
            if answer.status_code != 503:
                break
            time.sleep(0.2)
        statuses.append(answer.status_code)

    threads = [threading.Thread(target=submit, args=(n,)) for n in range(len(visitors))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses == [200] * 4
    received = stack.smtp.wait_for(8)
    wait_until(lambda: worker.output().count('"email_sent"') >= 8, "the emails' log lines")
    server.stop()
    worker.stop()

    patients = sorted(r for message in received for r in message.recipients if "patient" in r)
    assert patients == [f"patient{n}@example.com" for n in range(4)]
    with stack.connection() as connection:
        patient_of = dict(
            connection.execute(
                text(
                    "SELECT outbox.id, appointment_request.email FROM outbox"
                    " JOIN appointment_request ON appointment_request.id = outbox.appointment_id"
                )
            ).all()
        )
    lines = logged_events(worker.output())
    sent = [line for line in lines if line.get("event") == "email_sent"]
    assert len(sent) == 8
    for line in sent:  # patientN's confirmation and the clinic's notification of it
        number = patient_of[line["outbox_id"]].removeprefix("patient").split("@")[0]
        assert line["request_id"] == f"req-together-{number}"
    tasks = [line for line in lines if line.get("event") == "task"]
    assert sum(line["outcome"].count("sent") for line in tasks) == 8
    assert {line["request_id"] for line in tasks} <= {f"req-together-{n}" for n in range(4)}


def test_failures_log_no_personal_data_either(stack: Stack) -> None:
    # The database refuses one patient's request outright; the mail server refuses another's
    # address, quoting it back.
    with stack.connection() as connection:
        connection.execute(
            text("""
            CREATE FUNCTION refuse_one() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF NEW.phone = '(973) 555-0177' THEN RAISE EXCEPTION 'refused by a trigger'; END IF;
              RETURN NEW;
            END $$;
            CREATE TRIGGER refuse_one BEFORE INSERT ON appointment_request
              FOR EACH ROW EXECUTE FUNCTION refuse_one();
        """)
        )
        connection.commit()
    stack.smtp.handler.refuse_recipients = {"ignatius.fenwick@example.com"}
    server = stack.serve()
    worker = stack.process("worker", "--concurrency", "1").start()
    site = stack.site()
    broken = site.post(
        APPOINTMENT,
        json=appointment(
            fullName="Philippa Oakhurst",
            phoneNo="(973) 555-0177",
            emailId="philippa.oakhurst@example.com",
            remark="Stiff neck every morning for weeks.",
        ),
    )
    assert broken.status_code == 500
    site = stack.site()  # the server closes a connection that ended in an error
    refused = site.post(
        APPOINTMENT,
        json=appointment(
            fullName="Ignatius Fenwick",
            phoneNo="(862) 555-0166",
            emailId="ignatius.fenwick@example.com",
            remark="Ankle rolled on a trail last week.",
        ),
    )
    assert refused.status_code == 200
    wait_until(lambda: '"event":"email_failed"' in worker.output(), "the refusal")
    stack.smtp.wait_for(1)
    server.stop()
    worker.stop()

    everything = server.output() + worker.output()
    assert "refused by a trigger" in everything  # the failure itself is logged
    for secret in (
        "Philippa",
        "Oakhurst",
        "555-0177",
        "philippa.oakhurst",
        "Stiff neck",
        "Ignatius",
        "Fenwick",
        "555-0166",
        "ignatius.fenwick",
        "trail",
    ):
        assert secret not in everything, f"{secret!r} reached the logs"
    assert all("@" not in (row["last_error"] or "") for row in stack.outbox())

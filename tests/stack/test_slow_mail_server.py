"""A mail server that answers late, or not at all, after it has taken the message: the real
worker waits as long as RFC 5321 allows for the reply to the final dot, and once it has sent the
message it never sends it again within the same attempt."""

import time
from collections import Counter

from tests.stack.conftest import Stack, wait_until
from tests.stack.test_email_delivery import APPOINTMENT, INBOX, PATIENT, appointment


def statuses(stack: Stack) -> set[str]:
    return {row["status"] for row in stack.outbox()}


def test_a_reply_to_the_final_dot_30_s_late_gets_each_email_there_once(stack: Stack) -> None:
    # The commands keep their short timeout (3 s); the final dot gets RFC 5321's ten minutes.
    stack.env |= {"SMTP_DATA_TIMEOUT": "600", "EMAIL_SEND_TIME_LIMIT": "900"}
    stack.smtp.handler.stall_seconds = 30
    stack.serve()
    stack.process("worker", "--concurrency", "5").start()
    site = stack.site()
    patients = [f"patient{n}@example.com" for n in range(5)]
    for address in patients:
        assert site.post(APPOINTMENT, json=appointment(emailId=address)).status_code == 200
        time.sleep(0.05)  # each request its own task, so the five wait side by side
    wait_until(lambda: statuses(stack) == {"sent"}, "ten sent emails", timeout=150)
    time.sleep(5)  # a second copy, were one on its way, would land by now
    delivered = Counter(r.recipients[0] for r in stack.smtp.received)
    assert delivered == {**dict.fromkeys(patients, 1), INBOX: 5}
    assert all(row["attempts"] == 1 for row in stack.outbox())


def test_a_connection_dropped_after_data_is_settled_by_a_later_attempt(stack: Stack) -> None:
    # The server keeps the first two messages and drops the connection before it answers.
    stack.smtp.handler.drop_after_data = 2
    stack.serve()
    worker = stack.process("worker", "--concurrency", "1").start()
    assert stack.site().post(APPOINTMENT, json=appointment()).status_code == 200
    wait_until(lambda: statuses(stack) == {"sent"}, "sent rows", timeout=60)
    time.sleep(3)
    delivered = Counter(r.recipients[0] for r in stack.smtp.received)
    assert delivered == {PATIENT: 2, INBOX: 2}  # the kept copy and the later attempt's: twice
    assert all(row["attempts"] == 2 for row in stack.outbox())
    log = worker.output()
    assert log.count('"event":"email_outcome_unknown"') == 2
    assert log.count('"sent_again_after_unknown_outcome":true') == 2

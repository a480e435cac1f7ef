"""How a woken worker finds its email (`api/intake/outbox.py`, `workers/email.py`), on a fresh
database of each kind: it claims the due rows its wake-up names (beat's names none: every due
row), the oldest first, a few at a time, by the database's clock; several claiming at once never
take one row twice; a task that stops early gives back the rows it has not begun, and it or a
task that defers rows wakes another."""

import logging
import re
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import aiosmtplib
import jinja2.lexer
import pytest
from asgi_correlation_id import correlation_id
from celery.exceptions import SoftTimeLimitExceeded
from sqlalchemy import text
from sqlmodel import Session, col, select

import api.core.queue
import workers.email
import workers.messages
from api.core.db import get_engine, session_scope
from api.core.models import OutboxMessage
from api.core.queue import (
    PUBLISH_EVERY_SECONDS,
    SEND_EMAILS_TASK,
    WakeUpPublisher,
    celery_app,
    wake_email_worker,
)
from api.core.settings import get_settings
from api.intake import outbox
from tests.workers.conftest import Mail
from tests.workers.test_clinic_notification import an_appointment, stored
from workers.email import send_emails

HOUR = timedelta(hours=1)


WakeUps = list[tuple[list[int] | None, float | None]]


@pytest.fixture
def wake_ups(monkeypatch: pytest.MonkeyPatch) -> WakeUps:
    """The wake-ups the email task asks for (for which rows, and when), instead of published."""
    asked: WakeUps = []

    def record(outbox_ids: list[int] | None, countdown: float | None = None) -> bool:
        asked.append((outbox_ids, countdown))
        return True

    monkeypatch.setattr(workers.email, "wake_email_worker", record)
    return asked


def rows(ids: list[int]) -> list[OutboxMessage]:
    with Session(get_engine()) as session:
        query = select(OutboxMessage).where(col(OutboxMessage.id).in_(ids))
        return list(session.exec(query.order_by(col(OutboxMessage.id))).all())


def claim(among: list[int] | None = None, stale_after: timedelta = HOUR) -> list[OutboxMessage]:
    with session_scope(autocommit=True) as session:
        return outbox.claim_due(session, stale_after, among)


def test_a_wake_up_sends_the_rows_it_names_and_beats_sends_every_due_row(
    mail: Mail, wake_ups: WakeUps, caplog: pytest.LogCaptureFixture
) -> None:
    _, first = stored(an_appointment())
    _, second = stored(an_appointment())
    caplog.set_level(logging.INFO, logger="clinic.email")
    assert send_emails(second) == "sent, sent"
    assert {row.status for row in rows(first)} == {outbox.PENDING}  # their own wake-up's
    assert send_emails(second) == ""  # a wake-up that finds its rows gone does nothing
    assert not [r for r in caplog.records if getattr(r, "event", "") == "outbox_swept"]
    assert send_emails() == "sent, sent"  # beat's: whatever is due
    assert {row.status for row in rows([*first, *second])} == {outbox.SENT}
    assert len(mail.smtp.received) == 4
    assert wake_ups == []
    # What beat's wake-up found, operators see: a wake-up was lost on the way.
    [swept] = [r for r in caplog.records if getattr(r, "event", "") == "outbox_swept"]
    assert swept.__dict__["due"] == 2


def test_the_oldest_due_rows_are_claimed_first_a_batch_at_a_time_each_attempt_counted(
    mail: Mail,
) -> None:
    ids = [i for _ in range(5) for i in stored(an_appointment())[1]]  # ten rows
    first = claim()
    assert [row.id for row in first] == ids[: outbox.CLAIM_BATCH]
    assert {(row.status, row.attempts) for row in first} == {(outbox.SENDING, 1)}
    assert [row.id for row in claim()] == ids[outbox.CLAIM_BATCH :]
    assert claim() == []  # all in a live worker's hands


def test_rows_given_back_are_due_again_with_their_attempt_not_counted(mail: Mail) -> None:
    _, ids = stored(an_appointment())
    assert claim([ids[0]]) != []
    with session_scope(autocommit=True) as session:
        outbox.mark_held(session, ids[0], "535 credentials", timedelta(0))
    assert len(claim(ids)) == 2  # the held one, due again, and the new one
    with session_scope(autocommit=True) as session:
        outbox.release(session, ids)
    assert [(row.status, row.attempts) for row in rows(ids)] == [
        (outbox.PENDING, 1),  # its earlier attempt still counts
        (outbox.PENDING, 0),
    ]
    assert [row.id for row in claim(ids)] == ids  # both due at once


def test_a_deferred_row_is_due_again_after_its_backoff(mail: Mail) -> None:
    _, [_, last] = stored(an_appointment())
    [row] = claim([last])
    assert row.id == last
    with session_scope(autocommit=True) as session:
        outbox.mark_retry(session, last, "451 try later", timedelta(seconds=1))
    assert claim([last]) == []
    time.sleep(1.2)
    [again] = claim([last])
    assert again.attempts == 2


def test_a_held_row_waits_for_its_time_or_an_operator(mail: Mail) -> None:
    _, [first, last] = stored(an_appointment())
    assert claim([last]) != []
    with session_scope(autocommit=True) as session:
        outbox.mark_held(session, last, "535 credentials", HOUR)
    assert claim([last]) == []
    with session_scope() as session:
        assert outbox.retry_now(session, [first, last]) == [last]  # the held one only
    [again] = claim([last])
    assert again.attempts == 1  # counted afresh


def test_a_row_left_sending_is_taken_over_only_after_the_stale_time(mail: Mail) -> None:
    _, [_, last] = stored(an_appointment())
    assert claim([last]) != []
    time.sleep(0.1)
    assert claim([last], stale_after=HOUR) == []  # its worker may still be sending it
    [taken] = claim([last], stale_after=timedelta(seconds=0.05))
    assert taken.attempts == 2


def test_workers_claiming_at_once_never_take_the_same_row(mail: Mail) -> None:
    ids = [i for _ in range(10) for i in stored(an_appointment())[1]]
    claimed: list[int] = []
    start = threading.Barrier(4)

    def worker() -> None:
        start.wait()
        with session_scope(autocommit=True) as session:
            while taken := outbox.claim_due(session, HOUR):
                claimed.extend(row.id for row in taken if row.id is not None)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert Counter(claimed) == Counter(ids)


def test_times_come_from_the_database_in_the_form_its_other_times_have(mail: Mail) -> None:
    _, ids = stored(an_appointment())
    assert claim([ids[0]]) != []
    with session_scope(autocommit=True) as session:
        outbox.mark_retry(session, ids[0], "451 try later", HOUR)
    [row] = rows([ids[0]])
    assert row.claimed_at is not None
    claimed_at = row.claimed_at.replace(tzinfo=row.claimed_at.tzinfo or UTC)
    assert abs(claimed_at - datetime.now(UTC)) < timedelta(seconds=5)
    due = row.next_attempt_at.replace(tzinfo=row.next_attempt_at.tzinfo or UTC)
    assert abs(due - claimed_at - HOUR) < timedelta(seconds=5)
    if get_settings().database_url.startswith("sqlite"):
        # SQLite compares times as text: the database's own must read like SQLAlchemy's.
        with get_engine().connect() as connection:
            written = connection.execute(
                text("SELECT created_at, claimed_at, next_attempt_at FROM outbox WHERE id = :id"),
                {"id": ids[0]},
            ).one()
        shape = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}$")
        assert all(shape.match(value) for value in written), written


def test_a_task_that_defers_rows_wakes_a_worker_when_their_backoff_is_over(
    mail: Mail, wake_ups: WakeUps
) -> None:
    mail.smtp.handler.mode = "defer"
    _, ids = stored(an_appointment())
    assert send_emails(ids) == "deferred, deferred"
    deferred = rows(ids)
    assert {(row.status, row.attempts) for row in deferred} == {(outbox.PENDING, 1)}
    base = get_settings().email_retry_base_seconds
    [(again, countdown)] = wake_ups
    assert again is not None and sorted(again) == ids
    assert countdown is not None and base <= countdown <= base * 1.25
    assert claim() == []  # not due before then


def test_a_task_whose_sending_window_closes_wakes_another_worker(
    mail: Mail, wake_ups: WakeUps, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(workers.email, "sending_window", lambda _settings: 0.0)
    _, ids = stored(an_appointment())
    _, others = stored(an_appointment())
    assert send_emails(ids) == "sent"  # one send at least, then the window is closed
    assert wake_ups == [([ids[1]], None)]  # another worker, at once, for the rest...
    # ...which finds it due: claimed with the first, given back untried.
    [left] = rows([ids[1]])
    assert (left.status, left.attempts) == (outbox.PENDING, 0)
    assert send_emails([ids[1]]) == "sent"
    assert send_emails() == "sent"  # beat's wake-up: the window closes after one too...
    assert wake_ups[-1] == (None, None)  # ...and the next goes on with every due row
    assert {row.status for row in rows([*ids, *others])} == {outbox.SENT, outbox.PENDING}


def out_of_time(*args: Any, **kwargs: Any) -> Any:
    raise SoftTimeLimitExceeded()


def in_the_calendar_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workers.messages, "calendar_file", out_of_time)


def in_a_template_compiled_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    # As in a worker's first message: Jinja2's lexer, reading a quoted string in the template,
    # turns whatever interrupts it into a TemplateSyntaxError of its own.
    normalize = jinja2.lexer.Lexer._normalize_newlines

    def interrupted_in_a_string(lexer: jinja2.lexer.Lexer, value: str) -> str:
        if sys._getframe(1).f_locals.get("token") == jinja2.lexer.TOKEN_STRING:
            raise SoftTimeLimitExceeded()
        return normalize(lexer, value)

    monkeypatch.setattr(jinja2.lexer.Lexer, "_normalize_newlines", interrupted_in_a_string)
    workers.messages._environments.cache_clear()


@pytest.mark.parametrize("strike", [in_the_calendar_file, in_a_template_compiled_afresh])
def test_a_task_whose_time_runs_out_while_building_a_message_tries_it_again(
    mail: Mail,
    wake_ups: WakeUps,
    monkeypatch: pytest.MonkeyPatch,
    strike: Callable[[pytest.MonkeyPatch], None],
) -> None:
    # Celery raises the soft time limit wherever the task is, as on a host too busy to build
    # the message in time.
    _, ids = stored(an_appointment())
    with monkeypatch.context() as during_the_task:
        strike(during_the_task)
        assert send_emails(ids) == "deferred"
    [confirmation, notification] = rows(ids)
    assert (confirmation.status, confirmation.attempts) == (outbox.PENDING, 1)
    assert confirmation.last_error == "the task's time ran out before the send"
    # Left for the worker woken at once: claimed with the first, given back untried.
    assert (notification.status, notification.attempts) == (outbox.PENDING, 0)
    assert wake_ups[0] == ([ids[1]], None)
    assert mail.smtp.received == []
    # The time was the task's, not the message's: once due again, both go.
    with session_scope(autocommit=True) as session:
        past = datetime.now(UTC) - HOUR
        session.execute(text("UPDATE outbox SET next_attempt_at = :past"), {"past": past})
    assert send_emails(ids) == "sent, sent"
    assert len(mail.smtp.received) == 2


def test_a_task_whose_time_runs_out_in_the_smtp_conversation_stops_and_tries_it_later(
    mail: Mail, wake_ups: WakeUps, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The limit strikes while the mail client's own code runs, not while it waits on the
    # socket: the client must not take it for the server's failure and try again at once.
    async def out_of_time_in_rcpt(*args: Any, **kwargs: Any) -> Any:
        raise SoftTimeLimitExceeded()

    _, ids = stored(an_appointment())
    with monkeypatch.context() as during_the_task:
        during_the_task.setattr(aiosmtplib.SMTP, "rcpt", out_of_time_in_rcpt)
        assert send_emails(ids) == "deferred"
    [confirmation, notification] = rows(ids)
    assert (confirmation.status, confirmation.attempts) == (outbox.PENDING, 1)
    assert confirmation.last_error == "the send took too long"
    assert (notification.status, notification.attempts) == (outbox.PENDING, 0)
    assert wake_ups[0] == ([ids[1]], None)
    assert mail.smtp.received == []


def test_each_emails_log_line_names_the_request_that_wrote_its_row(
    mail: Mail, caplog: pytest.LogCaptureFixture
) -> None:
    token = correlation_id.set("req-wrote-it")
    try:
        _, ids = stored(an_appointment())
    finally:
        correlation_id.reset(token)
    _, outside = stored(an_appointment())  # written by no HTTP request
    assert [row.request_id for row in rows([*ids, *outside])] == ["req-wrote-it"] * 2 + [None] * 2
    token = correlation_id.set("req-woke-it")
    try:
        with caplog.at_level(logging.INFO, logger="clinic.email"):
            assert send_emails() == "sent, sent, sent, sent"  # beat's: whatever is due
    finally:
        correlation_id.reset(token)
    lines = [r.__dict__ for r in caplog.records if getattr(r, "event", "") == "email_sent"]
    sent = {line["outbox_id"]: line for line in lines}
    assert [sent[i]["request_id"] for i in ids] == ["req-wrote-it"] * 2
    assert [sent[i]["request_id"] for i in outside] == [None] * 2


def test_a_wake_up_carries_row_ids_only_and_the_requests_id(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    published: list[tuple[str, dict[str, Any]]] = []
    monkeypatch.setattr(
        celery_app, "send_task", lambda name, **options: published.append((name, options))
    )
    token = correlation_id.set("req-1")
    try:
        assert wake_email_worker([8, 7]) is True
        assert wake_email_worker([9], countdown=30) is True
        assert wake_email_worker(None) is True  # every due row, as beat's
        assert wake_email_worker([]) is True  # nothing written: nothing to publish
    finally:
        correlation_id.reset(token)
    assert [name for name, _ in published] == [SEND_EMAILS_TASK] * 3
    assert [options["args"] for _, options in published] == [[[7, 8]], [[9]], []]  # ids only
    assert [options["countdown"] for _, options in published] == [None, 30, None]
    assert all(options["headers"] == {"request_id": "req-1"} for _, options in published)


def test_a_wake_up_the_broker_cannot_take_is_logged_and_the_caller_goes_on(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def refuse(*_: object, **__: object) -> None:
        raise ConnectionRefusedError("the broker is down")

    monkeypatch.setattr(celery_app, "send_task", refuse)
    with caplog.at_level(logging.WARNING, logger="clinic.queue"):
        assert wake_email_worker([1]) is False
    assert [getattr(r, "event", None) for r in caplog.records] == ["enqueue_failed"]


def test_wake_ups_handed_over_during_a_publish_go_out_together_in_one_task(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A submit hands its rows over and goes on; while the broker takes one wake-up, the ids of
    the next submits wait and are published in one task, with the first waiting request's id."""
    broker_taking, broker_busy = threading.Event(), threading.Event()
    published, request_ids = [], []

    def slow_broker(name: str, **options: Any) -> None:
        published.append(options["args"][0])
        request_ids.append(options["headers"]["request_id"])
        if len(published) == 1:
            broker_taking.set()
            broker_busy.wait(5)

    monkeypatch.setattr(celery_app, "send_task", slow_broker)
    publisher = WakeUpPublisher()
    for request_id, ids in (("req-1", [1, 2]), ("req-2", [4, 3]), ("req-3", [5, 6])):
        token = correlation_id.set(request_id)
        publisher.hand_over(ids)
        correlation_id.reset(token)
        # The next submits come while the broker takes the first wake-up, however long the
        # publishing thread took to start on a busy host.
        assert broker_taking.wait(5)
    assert published == [[1, 2]]  # the other two wait for the broker
    broker_busy.set()
    assert publisher.wait_until_published(5)
    assert published == [[1, 2], [3, 4, 5, 6]]
    assert request_ids == ["req-1", "req-2"]


def test_submits_arriving_steadily_wake_a_worker_a_few_times_a_second_not_once_each(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At 100 submits a second for half a second, every row is named in a wake-up, and the
    worker is woken a few times in all (one every PUBLISH_EVERY_SECONDS), not fifty times: each
    wake-up costs the web process a publish and the worker a task and a claim."""
    published: list[list[int]] = []
    monkeypatch.setattr(
        celery_app, "send_task", lambda name, **options: published.append(options["args"][0])
    )
    publisher = WakeUpPublisher()
    handed_over = [[2 * n + 1, 2 * n + 2] for n in range(50)]
    started = time.monotonic()
    for n, ids in enumerate(handed_over):
        time.sleep(max(0.0, started + n / 100 - time.monotonic()))
        publisher.hand_over(ids)
    assert publisher.wait_until_published(5)
    assert sorted(i for ids in published for i in ids) == list(range(1, 101))
    assert len(published) <= 0.5 / PUBLISH_EVERY_SECONDS + 2, published


def test_only_a_wake_up_close_behind_another_waits_for_its_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A wake-up after a quiet spell is published at once; one handed over just after it waits
    until PUBLISH_EVERY_SECONDS (here one second, for clear margins) has passed since."""
    monkeypatch.setattr(api.core.queue, "PUBLISH_EVERY_SECONDS", 1.0)
    published: list[tuple[list[int], float]] = []
    monkeypatch.setattr(
        celery_app,
        "send_task",
        lambda name, **options: published.append((options["args"][0], time.monotonic())),
    )
    publisher = WakeUpPublisher()
    first_at = time.monotonic()
    publisher.hand_over([1, 2])
    assert publisher.wait_until_published(5)
    publisher.hand_over([3, 4])
    assert publisher.wait_until_published(5)
    time.sleep(1.2)  # quiet
    third_at = time.monotonic()
    publisher.hand_over([5, 6])
    assert publisher.wait_until_published(5)
    assert [ids for ids, _ in published] == [[1, 2], [3, 4], [5, 6]]
    (_, first), (_, second), (_, third) = published
    assert first - first_at < 0.5
    assert second - first >= 0.9
    assert third - third_at < 0.5


def test_a_wake_up_the_broker_refuses_leaves_the_publisher_publishing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    published: list[list[int]] = []

    def down_once(name: str, **options: Any) -> None:
        if not published:
            published.append([])
            raise ConnectionRefusedError("the broker is down")
        published.append(options["args"][0])

    monkeypatch.setattr(celery_app, "send_task", down_once)
    publisher = WakeUpPublisher()
    publisher.hand_over([1, 2])
    assert publisher.wait_until_published(5)
    publisher.hand_over([3, 4])
    assert publisher.wait_until_published(5)
    assert published == [[], [3, 4]]  # rows 1 and 2 wait in the database for beat's wake-up


def test_the_email_task_does_not_wait_for_the_disk_and_gives_its_connection_back_as_it_was(
    mail: Mail,
) -> None:
    """On PostgreSQL the email task's one-statement changes are committed without waiting for
    the disk; the pooled connection it used waits again for whoever takes it next."""
    if get_engine().dialect.name != "postgresql":
        pytest.skip("SQLite's durability is its WAL journal's, set once for every connection")
    with session_scope(autocommit=True) as session:
        assert session.connection().exec_driver_sql("SHOW synchronous_commit").scalar() == "off"
    for _ in range(3):  # whichever pooled connection comes next
        with session_scope() as session:
            assert session.connection().exec_driver_sql("SHOW synchronous_commit").scalar() == "on"

"""More submits than the host can serve: the site answers the overflow at once with 503 and
Retry-After, keeps its speed for the submits it takes, and loses none of them. The speed itself
is the benchmark's to measure (`bench/run.py`); this holds the promise, not the figure."""

import asyncio
import json
import re
from itertools import repeat

import pytest
from sqlalchemy import text

from tests.open_loop import Answer, closed_loop_rate, open_loop, request_bytes
from tests.stack.conftest import Stack
from tests.stack.test_email_delivery import APPOINTMENT, appointment

pytestmark = pytest.mark.alone


def test_twice_the_capacity_is_answered_in_time_and_loses_nothing(stack: Stack) -> None:
    stack.serve()  # no worker: the SMTP server in this process would compete with the client
    token = stack.site().headers["X-XSRF-TOKEN"]
    headers = {
        "Content-Type": "application/json",
        "X-XSRF-TOKEN": token,
        "Cookie": f"XSRF-TOKEN={token}",
    }
    submit = request_bytes("POST", APPOINTMENT, json.dumps(appointment()).encode(), headers)

    async def measure() -> tuple[float, list[Answer]]:
        capacity = await closed_loop_rate(stack.port, repeat(submit), 4, 8)
        rate = 2 * capacity
        return capacity, await open_loop(stack.port, [submit] * int(rate * 10), rate)

    capacity, answers = asyncio.run(measure())
    late = [round(a.seconds, 2) for a in answers if a.seconds >= 1.0]
    shed = [a for a in answers if a.status == 503]
    print(
        f"capacity {capacity:.0f}/s; {len(answers)} sent at {2 * capacity:.0f}/s; "
        f"{len(shed)} shed; {len(late)} late"
    )
    assert {a.status for a in answers} <= {200, 503}
    assert late == []
    assert shed and all(int(a.headers["retry-after"]) > 0 for a in shed)
    taken = {m for a in answers if a.status == 200 for m in re.findall(rb"R-\d{4,}", a.body)}
    assert len(taken) == sum(1 for a in answers if a.status == 200) > 0
    with stack.connection() as connection:
        stored = set(
            connection.execute(
                text("SELECT 'R-' || lpad(id::text, 4, '0') FROM appointment_request")
            ).scalars()
        )
    assert {t.decode() for t in taken} <= stored  # every submit answered 200 is stored

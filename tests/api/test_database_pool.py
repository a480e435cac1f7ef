"""The PostgreSQL pool: a pooled connection is taken without a word to the server, and one the
server has ended is replaced before a request uses it."""

from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from sqlalchemy import Engine

from api.core.db import make_engine
from tests.conftest import PG_ADMIN_URL, create_database


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Engine]:
    """The site's engine (its pool) on a fresh PostgreSQL database."""
    url, drop = create_database("postgresql", tmp_path)
    engine = make_engine(url)
    yield engine
    engine.dispose()
    drop()


def _last_statement(backend: int) -> str:
    """What the server last received on that backend, as it reports it."""
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as admin:
        row = admin.execute(
            "SELECT query FROM pg_stat_activity WHERE pid = %s", (backend,)
        ).fetchone()
    return str(row[0])


def test_taking_a_pooled_connection_sends_the_server_nothing(engine: Engine) -> None:
    with engine.connect() as connection:
        backend = connection.exec_driver_sql("SELECT pg_backend_pid()").scalar()
    given_back = _last_statement(backend)  # the transaction's end, as the pool gave it back

    for _ in range(3):
        with engine.connect() as connection:  # taken and given back, used for nothing
            pass
    assert _last_statement(backend) == given_back

    with engine.connect() as connection:  # the same connection, and the look above sees its use
        connection.exec_driver_sql("SELECT 'used' AS now")
        assert _last_statement(backend) == "SELECT 'used' AS now"


def test_a_connection_the_server_ended_is_replaced_before_a_request_uses_it(
    engine: Engine,
) -> None:
    with engine.connect() as connection:
        ended = connection.exec_driver_sql("SELECT pg_backend_pid()").scalar()
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as admin:
        assert admin.execute("SELECT pg_terminate_backend(%s, 5000)", (ended,)).fetchone()[0]

    with engine.connect() as connection:  # no error: the pool took a new connection
        backend = connection.exec_driver_sql("SELECT pg_backend_pid()").scalar()
        assert connection.exec_driver_sql("SELECT 41 + 1").scalar() == 42
    assert backend != ended

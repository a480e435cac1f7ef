"""The database: its engine and sessions outside a request. (A request's session comes from
`api.core.deps.SessionDep`; migrations are `api.core.migrations`.)"""

import contextlib
import select
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, event
from sqlalchemy.exc import DBAPIError, DisconnectionError
from sqlmodel import Session, create_engine

from api.core.settings import get_settings

# A database that stops answering must fail a request within seconds, not hold it: the
# statement timeout is the server's, and a frozen server cannot fire it, so the client keeps
# its own. libpq gives up connecting after `connect_timeout`; TCP keepalives and
# `tcp_user_timeout` find a connection whose server host went away. (A server process that is
# frozen while its host still answers TCP is caught by the submit deadline, api/http/in_flight.)
CLIENT_TIMEOUTS = {
    "connect_timeout": 3,
    "keepalives": 1,
    "keepalives_idle": 10,
    "keepalives_interval": 2,
    "keepalives_count": 3,
    "tcp_user_timeout": 5000,  # ms that sent data may stay unacknowledged
    "options": "-c statement_timeout=10000",
}


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        path = url.removeprefix("sqlite:///")
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    engine = create_engine(
        url,
        pool_size=10,
        max_overflow=20,
        pool_timeout=2,  # a request waits at most this long for a connection, then gets a 503
        hide_parameters=True,  # errors never print the values: names, phones, addresses
        connect_args=CLIENT_TIMEOUTS,
    )
    event.listen(engine, "checkout", _replace_if_closed_by_server)
    return engine


def _replace_if_closed_by_server(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
    """A pooled connection the server has ended (a restart, an ended session) is replaced
    before a request uses it. The server says so by sending its last error and closing the
    socket, which then reads as ready: a look at the socket finds it without a round trip.
    (SQLAlchemy's pre-ping sends a query instead, on every checkout: one round trip in four of
    a submit's, and 15% of its rate here.) An idle connection has nothing else to read, and one
    replaced for anything it did have costs only a new connection."""
    if dbapi_connection.closed:
        raise DisconnectionError("the connection is closed")
    waiting = select.poll()
    waiting.register(dbapi_connection.fileno(), select.POLLIN)
    if waiting.poll(0):
        raise DisconnectionError("the server ended the connection")


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL lets the worker write while the API reads; NORMAL sync is safe with WAL.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()


@lru_cache
def get_engine() -> Engine:
    return make_engine(get_settings().database_url)


@contextmanager
def session_scope(*, autocommit: bool = False) -> Iterator[Session]:
    """A session for work outside a request (tasks, commands, cache misses); the caller commits.

    It keeps one connection for all its transactions: an email task changes its rows at least
    twice an email, and a session on the engine would take a connection from the pool for
    each.

    `autocommit`: every statement is a transaction of its own, for work whose every change is
    one statement (the email task's). The database then needs no BEGIN and COMMIT around each,
    a third of the round trips an email took. On PostgreSQL these changes also do not wait for
    the disk (`synchronous_commit` off for the session): an email's state is written twice per
    email, and each wait for the disk took longer than the rest of the statement (1.6 ms against
    0.05 ms here) while it also held up the submits' own commits behind it. Only a crash of the
    database server itself can forget the last fraction of a second of them, and an email whose
    "sent" is forgotten goes out again; a request's own rows are never written this way."""
    with get_engine().connect() as connection:
        relaxed = autocommit and connection.dialect.name == "postgresql"
        if autocommit:
            connection.execution_options(isolation_level="AUTOCOMMIT")
        if relaxed:
            connection.exec_driver_sql("SET synchronous_commit TO off")
        try:
            with Session(bind=connection, expire_on_commit=False) as session:
                yield session
        finally:
            if relaxed and not connection.invalidated:
                with contextlib.suppress(DBAPIError):
                    connection.exec_driver_sql("RESET synchronous_commit")

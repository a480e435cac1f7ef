"""FastAPI dependencies, as Annotated aliases: the settings and one database session a request.

Both are `async def` although neither waits for anything: FastAPI runs a plain `def`
dependency in its thread pool, and each trip there (two for a generator) costs a submit more
than the work itself. The database is still only ever used from the route's own thread."""

from collections.abc import AsyncIterator, Callable
from typing import Annotated, TypeVar

from fastapi import Depends
from sqlmodel import Session
from starlette.concurrency import run_in_threadpool

from api.core.db import get_engine
from api.core.settings import Settings, get_settings


async def settings() -> Settings:
    return get_settings()


async def get_session() -> AsyncIterator[Session]:
    """One session per request; attributes stay readable after commit (no reload per row).
    A session takes its connection at first use, in the route's thread, and gives it back when
    it commits: closing it then sends nothing. One still in a transaction (the route failed
    before it committed) is rolled back in the thread pool, never on the event loop."""
    session = Session(get_engine(), expire_on_commit=False)
    try:
        yield session
    finally:
        if session.in_transaction():
            await run_in_threadpool(session.close)
        else:
            session.close()


T = TypeVar("T")


async def submit_session(work: Callable[[Session], T]) -> T:
    """`work(session)` for a submit, in one trip to the thread pool: committed when it returns,
    rolled back if it raises.

    On PostgreSQL the session's connection is in autocommit: a submit stores everything in one
    statement (`api.intake.outbox.add_request`), which commits itself, so that the database is
    asked once rather than three times (BEGIN, the statement and COMMIT); on a busy host each
    ask waits for the database's process to get a core. Its reads before it (the day's count
    of acknowledgements, a treatment not cached) each stand alone. On SQLite, which stores a
    submit in several statements, they share one transaction.

    A submit's route is `async def` and calls this rather than being a plain `def` with a
    session dependency: FastAPI would take such a route to the pool twice, once for its body
    and again to serialise its answer, and each trip cost a submit about as much as its
    inserts."""

    def run() -> T:
        with Session(get_engine(), expire_on_commit=False) as session:
            if session.get_bind().dialect.name == "postgresql":
                session.connection(execution_options={"isolation_level": "AUTOCOMMIT"})
            result = work(session)
            session.commit()
            return result

    return await run_in_threadpool(run)


SettingsDep = Annotated[Settings, Depends(settings)]
SessionDep = Annotated[Session, Depends(get_session)]

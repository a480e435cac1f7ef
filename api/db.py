"""Engine, sessions and migrations."""

from functools import lru_cache
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, event
from sqlmodel import create_engine

from api.settings import get_settings

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def make_engine(url: str, *, durable: bool = True) -> Engine:
    """`durable=False` (the email workers): PostgreSQL commits without waiting for the disk.
    Their bookkeeping lost in a crash only means a message is sent again; the requests
    themselves are always committed by the API, durably."""
    if url.startswith("sqlite"):
        path = url.removeprefix("sqlite:///")
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    options = {} if durable else {"options": "-c synchronous_commit=off"}
    return create_engine(
        url, pool_pre_ping=True, pool_size=10, max_overflow=20, connect_args=options
    )


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


def alembic_config(url: str | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url or get_settings().database_url)
    return config


def upgrade(url: str | None = None) -> None:
    command.upgrade(alembic_config(url), "head")


def migrations_at_head(engine: Engine) -> bool:
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision() == head

"""Alembic environment: the URL comes from the settings (or the caller's Config)."""

from alembic import context
from sqlalchemy import Connection
from sqlmodel import SQLModel

import api.core.models  # noqa: F401  (registers every table on the metadata)
from api.core.db import make_engine

config = context.config
target_metadata = SQLModel.metadata


def run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    context.configure(url=config.get_main_option("sqlalchemy.url"), target_metadata=target_metadata)
    with context.begin_transaction():
        context.run_migrations()
else:
    engine = make_engine(config.get_main_option("sqlalchemy.url") or "")
    with engine.connect() as conn:
        run(conn)
    engine.dispose()

"""Migrations (Alembic, under api/migrations/): bring the schema to head, or tell if it is."""

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection

from api.core.settings import get_settings

MIGRATIONS = Path(__file__).resolve().parents[1] / "migrations"


def alembic_config(url: str | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url or get_settings().database_url)
    return config


def upgrade(url: str | None = None) -> None:
    command.upgrade(alembic_config(url), "head")


def migrations_at_head(connection: Connection) -> bool:
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    return MigrationContext.configure(connection).get_current_revision() == head

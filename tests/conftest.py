"""Fixtures that start real services: fresh SQLite and PostgreSQL databases, configured apps."""

import atexit
import os
import shutil
import tempfile
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest

from api.core.settings import ROOT

# The settings that give up on a slow database, as every test's site has them (environment
# names). The defaults are for a frozen or hung database, and are those tests' alone
# (tests/stack/test_frozen_database.py, tests/api/test_operations.py): a test of anything else
# is not held to how quickly a busy machine, shared with the other suites, writes a request or
# builds a content answer (a call once waited its two seconds there and answered 503).
PATIENT_WITH_THE_DATABASE = {
    "SUBMIT_DEADLINE_SECONDS": "30",
    "CONTENT_DATABASE_WAIT_SECONDS": "30",
}
CONTENT = Path(os.environ.get("CONTENT_DIR", ROOT / "content"))
# Whatever the test process publishes goes to a throwaway folder, never the developer's var/.
_BROKER = tempfile.mkdtemp(prefix="clinic-broker-")
atexit.register(shutil.rmtree, _BROKER, ignore_errors=True)
os.environ["CELERY_BROKER_URL"] = "filesystem://" + _BROKER
# ...and the pages `clinic content load` renders to another: rendered once for the shipped
# content, they serve every database that holds it. One folder for the whole run: the test
# processes pytest-xdist starts inherit it from the one that started them, which removes it,
# and a render another process has begun is waited for, not repeated (api/cli/pages.py).
_PAGES = os.environ.get("CLINIC_TEST_PAGES_DIR")
if _PAGES is None:
    _PAGES = os.environ["CLINIC_TEST_PAGES_DIR"] = tempfile.mkdtemp(prefix="clinic-pages-")
    atexit.register(shutil.rmtree, _PAGES, ignore_errors=True)
os.environ["PAGES_DIR"] = _PAGES
PG_ADMIN_URL = os.environ.get("TEST_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
DATABASE_KINDS = ["sqlite", "postgresql"]


def reset_caches() -> None:
    """Settings, engine and profile are read once per process; tests change them."""
    from api.core.db import get_engine
    from api.core.profile import get_profile
    from api.core.settings import get_settings

    if get_engine.cache_info().currsize:
        get_engine().dispose()
    for cached in (get_settings, get_engine, get_profile):
        cached.cache_clear()


def _pg_url(name: str) -> str:
    base = PG_ADMIN_URL.rsplit("/", 1)[0]
    return f"{base}/{name}"


def create_database(
    kind: str, tmp_path: Path, template: str | None = None
) -> tuple[str, Callable[[], None]]:
    """A fresh, empty database of that kind (or, for PostgreSQL, a copy of the database named
    `template`), and how to drop it."""
    if kind == "sqlite":
        path = tmp_path / f"clinic-{uuid.uuid4().hex[:8]}.db"
        return f"sqlite:///{path}", lambda: None
    name = f"clinic_test_{uuid.uuid4().hex[:12]}"
    copied = f' TEMPLATE "{template}"' if template else ""
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"{copied}')

    def drop() -> None:
        reset_caches()
        with psycopg.connect(PG_ADMIN_URL, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    return _pg_url(name), drop


@pytest.fixture
def configure(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., None]]:
    """Set environment settings for this test (names as in the README) and re-read them."""

    def apply(**env: str) -> None:
        for key, value in env.items():
            monkeypatch.setenv(key.upper(), value)
        reset_caches()

    monkeypatch.setenv("CONTENT_CACHE_SECONDS", "0")
    monkeypatch.setenv("ENVIRONMENT", "test")
    for name, value in PATIENT_WITH_THE_DATABASE.items():
        monkeypatch.setenv(name, value)
    reset_caches()
    yield apply
    reset_caches()


@pytest.fixture(scope="session")
def loaded_databases(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """One migrated database of each kind with the shipped content loaded, shared read-only."""
    from api.content.loader import load_content
    from api.core.db import make_engine
    from api.core.migrations import upgrade

    urls: dict[str, str] = {}
    drops: list[Callable[[], None]] = []
    for kind in DATABASE_KINDS:
        url, drop = create_database(kind, tmp_path_factory.mktemp(kind))
        drops.append(drop)
        upgrade(url)
        engine = make_engine(url)
        load_content(engine, CONTENT)
        engine.dispose()
        urls[kind] = url
    yield urls
    for drop in drops:
        drop()


@pytest.fixture(params=DATABASE_KINDS)
def database_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def fresh_database(database_kind: str, tmp_path: Path) -> Iterator[str]:
    url, drop = create_database(database_kind, tmp_path)
    yield url
    drop()


@pytest.fixture
def content_copy(tmp_path: Path) -> Path:
    """A private copy of the shipped content that a test may edit."""
    target = tmp_path / "content"
    shutil.copytree(CONTENT, target)
    return target

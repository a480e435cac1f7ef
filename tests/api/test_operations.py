"""What operators rely on: health and readiness, security headers, secrets, retention."""

import contextlib
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlmodel import Session, col, select

from api.content.loader import load_content
from api.core.db import get_engine, make_engine
from api.core.migrations import upgrade
from api.core.models import AppointmentRequest, OutboxMessage, utcnow
from api.core.settings import Settings
from api.intake.retention import purge_old_requests
from tests.api.conftest import APPOINTMENT, post_form
from tests.api.test_appointment_intake import valid
from tests.conftest import CONTENT, PG_ADMIN_URL, create_database
from tests.stack.conftest import RedisServer
from tests.tcp_proxy import TcpProxy


def test_health_says_the_process_is_up(client: TestClient) -> None:
    assert client.get("/api/health").json() == {"status": "ok"}


@pytest.mark.parametrize(
    "path",
    [
        "/home",
        "/api/Treatment/GetTimings?TimeId=0",
        "/nope",
        "/documents/og-image.svg",
        "/api/health",
    ],
)
def test_security_headers_on_pages_and_api_answers(client: TestClient, path: str) -> None:
    headers = client.get(path).headers
    policy = headers["content-security-policy"]
    assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
    assert "frame-src https://maps.example https://www.youtube-nocookie.com" in policy
    assert "connect-src 'self' https://maps.example;" in policy  # whether the map host answers
    assert "object-src 'none'" in policy
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "strict-origin-when-cross-origin"
    assert "camera=()" in headers["permissions-policy"]
    assert "strict-transport-security" not in headers  # plain HTTP here
    assert headers["x-request-id"]


def test_hsts_over_https_and_no_cors_unless_configured(client: TestClient) -> None:
    secure = TestClient(client.app, base_url="https://testserver")
    assert "max-age=31536000" in secure.get("/home").headers["strict-transport-security"]
    answer = client.get("/api/health", headers={"Origin": "https://elsewhere.example"})
    assert "access-control-allow-origin" not in answer.headers


def test_production_cookies_are_secure(
    loaded_databases: dict[str, str], configure: Callable[..., None]
) -> None:
    from api.main import create_app

    configure(
        database_url=loaded_databases["sqlite"],
        environment="production",
        secret_key="s" * 40,
        site_url="https://www.clinic.example",
    )
    cookie = TestClient(create_app()).get("/home").headers["set-cookie"]
    assert "; Secure" in cookie and "SameSite=Lax" in cookie


def test_production_refuses_to_start_without_its_site_url() -> None:
    env = {"ENVIRONMENT": "production", "SECRET_KEY": "s" * 40, "PATH": ""}
    result = subprocess.run(
        [sys.executable, "-m", "api.cli", "db", "upgrade"], env=env, capture_output=True, text=True
    )
    assert result.returncode == 2
    assert "SITE_URL must be set in production" in result.stderr


@pytest.mark.parametrize("secret", [None, "short"])
def test_production_refuses_to_start_with_a_default_secret(secret: str | None) -> None:
    env = {"ENVIRONMENT": "production", "PATH": ""}
    if secret:
        env["SECRET_KEY"] = secret
    result = subprocess.run(
        [sys.executable, "-m", "api.cli", "db", "upgrade"], env=env, capture_output=True, text=True
    )
    assert result.returncode == 2
    assert "SECRET_KEY" in result.stderr


def test_ready_fails_while_the_database_or_broker_is_down_and_recovers(
    tmp_path: Path, configure: Callable[..., None]
) -> None:
    from api.main import create_app

    url, drop = create_database("postgresql", tmp_path)
    upgrade(url)
    pg_port = int(PG_ADMIN_URL.rsplit(":", 1)[1].split("/")[0])
    proxy = TcpProxy(pg_port)
    proxy.start()
    redis = RedisServer(tmp_path)
    redis.start()
    try:
        configure(
            database_url=url.replace(f":{pg_port}/", f":{proxy.port}/"), celery_broker_url=redis.url
        )
        client = TestClient(create_app())
        assert client.get("/api/ready").status_code == 200

        proxy.stop()
        down = client.get("/api/ready")
        assert down.status_code == 503
        assert down.json()["checks"]["database"].startswith("unreachable")
        proxy.start()
        assert client.get("/api/ready").status_code == 200

        redis.stop()
        down = client.get("/api/ready")
        assert down.status_code == 503
        assert down.json()["checks"] == {
            "database": "ok",
            "broker": down.json()["checks"]["broker"],
        }
        assert down.json()["checks"]["broker"].startswith("unreachable")
        redis.start()
        assert client.get("/api/ready").status_code == 200
    finally:
        proxy.stop()
        redis.stop()
        drop()


def test_a_submit_while_the_database_is_away_answers_503_and_stores_nothing(
    tmp_path: Path, configure: Callable[..., None]
) -> None:
    from api.main import create_app

    url, drop = create_database("postgresql", tmp_path)
    upgrade(url)
    engine = make_engine(url)
    load_content(engine, CONTENT)
    pg_port = int(PG_ADMIN_URL.rsplit(":", 1)[1].split("/")[0])
    proxy = TcpProxy(pg_port)
    proxy.start()
    try:
        configure(database_url=url.replace(f":{pg_port}/", f":{proxy.port}/"), submit_rate_limit="")
        with TestClient(create_app()) as client:
            proxy.stop()
            answer = post_form(client, APPOINTMENT, valid())
            assert answer.status_code == 503
            assert answer.headers["Retry-After"] == "30"
            assert "Nothing was saved" in answer.json()["message"]
            proxy.start()
            assert post_form(client, APPOINTMENT, valid()).status_code == 200
        with Session(engine) as session:
            assert len(session.exec(select(AppointmentRequest)).all()) == 1
            assert len(session.exec(select(OutboxMessage)).all()) == 2
    finally:
        proxy.stop()
        engine.dispose()
        drop()


def test_ready_reports_pending_migrations(tmp_path: Path, configure: Callable[..., None]) -> None:
    from api.main import create_app

    configure(database_url=f"sqlite:///{tmp_path / 'empty.db'}")
    make_engine(f"sqlite:///{tmp_path / 'empty.db'}").connect().close()
    answer = TestClient(create_app()).get("/api/ready")
    assert answer.status_code == 503
    assert answer.json()["checks"]["database"] == "migrations pending"


def test_retention_purges_old_requests_and_their_email_and_keeps_recent_ones(
    client: TestClient,
) -> None:
    for name in ("Old Request", "New Request"):
        assert post_form(client, APPOINTMENT, valid(fullName=name)).status_code == 200
    with Session(get_engine()) as session:
        old = session.exec(
            select(AppointmentRequest).where(AppointmentRequest.full_name == "Old Request")
        ).one()
        old.created_at = utcnow() - timedelta(days=181)
        session.add(old)
        session.commit()
        old_id = old.id
        purged = purge_old_requests(session, days=180)
        assert purged.appointments >= 1 and purged.outbox >= 2
        assert session.get(AppointmentRequest, old_id) is None
        assert not session.exec(
            select(OutboxMessage).where(OutboxMessage.appointment_id == old_id)
        ).all()
        recent = session.exec(
            select(AppointmentRequest).where(col(AppointmentRequest.full_name) == "New Request")
        ).all()
        assert recent
        kept = select(OutboxMessage).where(OutboxMessage.appointment_id == recent[-1].id)
        assert len(session.exec(kept).all()) == 2


class SilentServer:
    """A socket that accepts connections and never says a word: a database that hangs."""

    def __init__(self) -> None:
        self.socket = socket.create_server(("127.0.0.1", 0))
        self.port = self.socket.getsockname()[1]
        self.held: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        with contextlib.suppress(OSError):
            while True:
                connection, _ = self.socket.accept()
                self.held.append(connection)

    def close(self) -> None:
        self.socket.close()
        for connection in self.held:
            connection.close()


def test_a_hung_database_never_freezes_the_site(configure: Callable[..., None]) -> None:
    from api.main import create_app

    silent = SilentServer()
    try:
        configure(
            # A content call waits as long as it does in production.
            content_database_wait_seconds=str(
                Settings.model_fields["content_database_wait_seconds"].default
            ),
            database_url=f"postgresql://postgres@127.0.0.1:{silent.port}/clinic",
            submit_rate_limit="",
        )
        with TestClient(create_app()) as client, ThreadPoolExecutor(4) as pool:
            started = time.monotonic()
            content = pool.submit(client.get, "/api/Treatment/GetTreatmentDetails?TreatmentId=0")
            page = pool.submit(client.get, "/what-we-treat?slug=tmj-dysfunction")
            time.sleep(0.5)  # both are now waiting on the database
            assert client.get("/api/health").status_code == 200
            assert client.get("/assets/no-such-file.js").status_code == 404
            assert time.monotonic() - started < 3, "the site waited for the database"
            # Which rendered pages match the content is asked aside: a page never waits on it.
            asked = time.monotonic()
            assert client.get("/home").status_code == 200
            assert time.monotonic() - asked < 1.5, "a page waited for the database"
            answer = content.result(timeout=30)
            assert answer.status_code == 503 and answer.headers["Retry-After"]
            assert "try again" in answer.json()["message"]
            assert page.result(timeout=30).status_code == 200  # the route's own head
            submit = post_form(client, APPOINTMENT, valid())
            assert submit.status_code == 503
    finally:
        silent.close()

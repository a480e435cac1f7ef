"""Settings stop a bad start naming the setting; migrations build every table on both databases."""

import subprocess
import sys

import pytest
from sqlalchemy import inspect

from api.core.db import make_engine
from api.core.migrations import migrations_at_head, upgrade
from api.core.settings import normalise_database_url

TABLES = {
    "treatment",
    "treatment_translation",
    "tariff",
    "blog",
    "video",
    "timing",
    "appointment_request",
    "enquiry",
    "outbox",
    "idempotency_record",
    "used_challenge",
    "audit_event",
    "alembic_version",
    "staff_member",
    "passkey",
    "staff_invitation",
    "staff_session",
    "webauthn_challenge",
    "request_event",
    "content_release",
}


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("PORT", "eighty"),
        ("PORT", "70000"),
        ("DATABASE_URL", "mysql://localhost/clinic"),
        ("CELERY_BROKER_URL", "kafka://broker"),
        ("CLINIC_INBOX", "not-an-address"),
        ("SMTP_STARTTLS", "perhaps"),
        ("SUBMIT_RATE_LIMIT", "five per minute"),
    ],
)
def test_a_bad_setting_stops_start_up_naming_it(name: str, value: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "api.cli", "db", "upgrade"],
        env={name: value, "PATH": ""},
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2
    assert result.stderr.startswith("Invalid setting:")
    assert name in result.stderr


@pytest.mark.parametrize(
    ("given", "used"),
    [
        ("postgres://u@h/db", "postgresql+psycopg://u@h/db"),
        ("postgresql://u@h/db", "postgresql+psycopg://u@h/db"),
        ("postgresql+psycopg://u@h/db", "postgresql+psycopg://u@h/db"),
        ("sqlite:///var/x.db", "sqlite:///var/x.db"),
    ],
)
def test_database_urls_take_the_usual_spellings(given: str, used: str) -> None:
    assert normalise_database_url(given) == used


def test_staging_addresses_are_accepted_for_the_inbox(configure) -> None:
    from api.core.settings import get_settings

    configure(clinic_inbox="desk@clinic.test", mail_from="Clinic <noreply@staging.example>")
    assert get_settings().clinic_inbox_address == "desk@clinic.test"


def test_migrations_create_every_table_from_empty(fresh_database: str) -> None:
    upgrade(fresh_database)
    engine = make_engine(fresh_database)
    assert set(inspect(engine).get_table_names()) == TABLES
    upgrade(fresh_database)  # a second run is a no-op
    assert set(inspect(engine).get_table_names()) == TABLES
    engine.dispose()


def test_migrations_report_when_they_are_at_head(fresh_database: str, configure) -> None:
    configure(database_url=fresh_database)
    engine = make_engine(fresh_database)
    with engine.connect() as connection:
        assert not migrations_at_head(connection)
    upgrade(fresh_database)
    with engine.connect() as connection:
        assert migrations_at_head(connection)
    engine.dispose()


def test_a_process_whose_first_use_of_the_queue_is_a_wake_up_reads_its_settings_cleanly(
    tmp_path,
) -> None:
    """The API's first touch of Celery is often a publish: the configuration it reads then is
    ours (the broker's short connect timeout, the queues), with no error on the way."""
    script = (
        "import logging\n"
        "logging.basicConfig()  # as the API logs\n"
        "from api.core.queue import celery_app, wake_email_worker\n"
        "print(wake_email_worker([1]))\n"
        "print(celery_app.conf.task_default_queue)\n"
        "print(celery_app.conf.broker_transport_options['socket_connect_timeout'])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        env={"CELERY_BROKER_URL": "redis://127.0.0.1:1/0", "PATH": "", "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "email", "0.5"]
    assert "Traceback" not in result.stderr, result.stderr

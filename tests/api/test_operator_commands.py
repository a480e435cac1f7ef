"""The operators' commands: list and retry email, list and export requests."""

import csv
import io
import re
import subprocess
import sys
from collections.abc import Callable

from fastapi.testclient import TestClient
from sqlmodel import Session, col, select

from api.core.db import get_engine
from api.core.models import OutboxMessage
from tests.api.conftest import APPOINTMENT, post_form
from tests.api.test_appointment_intake import valid


def clinic(database_url: str, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """`clinic ARGS` on that database; `env`: more settings, by their names in lower case."""
    return subprocess.run(
        [sys.executable, "-m", "api.cli", *args],
        env={
            "DATABASE_URL": database_url,
            "PATH": "",
            "CELERY_BROKER_URL": "memory://",
            **{name.upper(): value for name, value in env.items()},
        },
        capture_output=True,
        text=True,
    )


def test_failed_email_is_listed_and_queued_again(
    client: TestClient, loaded_databases: dict[str, str], database_kind: str
) -> None:
    url = loaded_databases[database_kind]
    assert post_form(client, APPOINTMENT, valid(fullName="Ana Failed")).status_code == 200
    with Session(get_engine()) as session:
        row = session.exec(select(OutboxMessage).order_by(col(OutboxMessage.id).desc())).first()
        assert row is not None
        row.status, row.last_error, row.attempts = "failed", "550 No such user here", 1
        session.add(row)
        session.commit()
        failed_id = row.id

    listing = clinic(url, "outbox", "list", "--status", "failed")
    assert listing.returncode == 0
    assert f"{failed_id:>6}" in listing.stdout and "550 No such user here" in listing.stdout
    assert "frontdesk@clinic.example" not in listing.stdout  # no addresses on screen

    retried = clinic(url, "outbox", "retry", str(failed_id))
    assert retried.returncode == 0, retried.stderr
    assert "1 email(s) queued again" in retried.stdout
    with Session(get_engine()) as session:
        again = session.get(OutboxMessage, failed_id)
        assert again is not None
        assert (again.status, again.attempts, again.last_error) == ("pending", 0, None)


def test_requests_are_exported_as_csv_without_spam(
    client: TestClient,
    loaded_databases: dict[str, str],
    database_kind: str,
    configure: Callable[..., None],
) -> None:
    url = loaded_databases[database_kind]
    post_form(client, APPOINTMENT, valid(fullName="Export Me"))
    post_form(client, APPOINTMENT, valid(fullName="Spam Bot", website="x"))
    exported = clinic(url, "requests", "export", "--csv")
    assert exported.returncode == 0, exported.stderr
    rows = list(csv.DictReader(io.StringIO(exported.stdout)))
    names = {row["full_name"] for row in rows}
    assert "Export Me" in names and "Spam Bot" not in names
    assert {"appointment_date", "phone", "email", "treatment_name"} <= set(rows[0])
    listing = clinic(url, "requests", "list")
    assert "Export Me" in listing.stdout and "[spam]" in listing.stdout
    [line] = [line for line in listing.stdout.splitlines() if "Export Me" in line]
    assert re.match(r"\s+R-\d{4,} ", line)  # the reference the patient and both emails carry


def test_exported_cells_never_run_as_spreadsheet_formulas(
    client: TestClient, loaded_databases: dict[str, str], database_kind: str
) -> None:
    url = loaded_databases[database_kind]
    subject = '=HYPERLINK("http://evil.example","Click")'
    answer = post_form(client, APPOINTMENT, valid(subject=subject, remark="+1 said -so @ me"))
    assert answer.status_code == 200
    exported = csv.DictReader(io.StringIO(clinic(url, "requests", "export", "--csv").stdout))
    [row] = [r for r in exported if "HYPERLINK" in r["subject"]]
    assert row["subject"] == "'" + subject
    assert row["message"] == "'+1 said -so @ me"
    assert not any(cell.startswith(("=", "+", "-", "@")) for cell in row.values())

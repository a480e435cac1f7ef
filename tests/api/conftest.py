import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from typing import Any

import altcha
import pytest
from fastapi.testclient import TestClient
from httpx import Response

from api.core.settings import ROOT

APPOINTMENT = "/api/Treatment/InsertUpdateOnlineAppointmentRequest"
ENQUIRY = "/api/Communication/SendEmail"
CHALLENGE = "/api/Security/GetChallenge"


@pytest.fixture
def client(
    loaded_databases: dict[str, str], database_kind: str, configure: Callable[..., None]
) -> Iterator[TestClient]:
    """The app over a database of each kind holding the shipped content."""
    from api.main import create_app

    configure(
        database_url=loaded_databases[database_kind], submit_rate_limit="", challenge_rate_limit=""
    )
    with TestClient(create_app()) as test_client:
        yield test_client


@pytest.fixture
def altcha_client(
    loaded_databases: dict[str, str], database_kind: str, configure: Callable[..., None]
) -> Iterator[TestClient]:
    """The app as production runs it (ALTCHA_ENABLED on): every POST must bring a solution."""
    from api.main import create_app

    configure(
        database_url=loaded_databases[database_kind],
        submit_rate_limit="",
        challenge_rate_limit="",
        altcha_enabled="true",
    )
    with TestClient(create_app()) as test_client:
        yield test_client


def solved_challenge(client: TestClient) -> str:
    """What the site's browser sends as `altcha`: a challenge from the server, solved."""
    challenge = altcha.Challenge.from_dict(client.get(CHALLENGE).json())
    solution = altcha.solve_challenge(challenge)
    assert solution is not None
    return altcha.Payload(challenge, solution).to_base64()


def post_form(
    client: TestClient, path: str, payload: Any, headers: dict[str, str] | None = None
) -> Response:
    """POST as the site does: with the CSRF token from the cookie the server handed out."""
    if "XSRF-TOKEN" not in client.cookies:
        client.get("/home")
    token = client.cookies["XSRF-TOKEN"]
    return client.post(path, json=payload, headers={"X-XSRF-TOKEN": token, **(headers or {})})


@pytest.fixture(scope="session")
def rendered_pages(loaded_databases: dict[str, str]) -> None:
    """The pages of the shipped content, rendered once (into PAGES_DIR, see tests/conftest.py);
    the PostgreSQL database holds the same content, so they serve it too."""
    if not (ROOT / "web" / "dist-server" / "entry-server.js").is_file():
        pytest.fail("the web app is not built: run `npm run build` (make test does)")
    env_database = {"DATABASE_URL": loaded_databases["sqlite"], "ENVIRONMENT": "test"}
    done = subprocess.run(
        [sys.executable, "-m", "api.cli", "pages", "render"],
        env={**os.environ, **env_database},
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr

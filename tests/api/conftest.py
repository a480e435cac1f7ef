from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from httpx import Response

APPOINTMENT = "/api/Treatment/InsertUpdateOnlineAppointmentRequest"
ENQUIRY = "/api/Communication/SendEmail"


@pytest.fixture
def client(
    loaded_databases: dict[str, str], database_kind: str, configure: Callable[..., None]
) -> Iterator[TestClient]:
    """The app over a database of each kind holding the shipped content."""
    from api.main import create_app

    configure(database_url=loaded_databases[database_kind], submit_rate_limit="")
    with TestClient(create_app()) as test_client:
        yield test_client


def post_form(
    client: TestClient, path: str, payload: Any, headers: dict[str, str] | None = None
) -> Response:
    """POST as the site does: with the CSRF token from the cookie the server handed out."""
    if "XSRF-TOKEN" not in client.cookies:
        client.get("/api/Treatment/GetTimings?TimeId=0")
    token = client.cookies["XSRF-TOKEN"]
    return client.post(path, json=payload, headers={"X-XSRF-TOKEN": token, **(headers or {})})

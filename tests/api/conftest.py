from collections.abc import Callable, Iterator

import pytest
from fastapi.testclient import TestClient


@pytest.fixture
def client(
    loaded_databases: dict[str, str], database_kind: str, configure: Callable[..., None]
) -> Iterator[TestClient]:
    """The app over a database of each kind holding the shipped content."""
    from api.main import create_app

    configure(database_url=loaded_databases[database_kind])
    with TestClient(create_app()) as test_client:
        yield test_client

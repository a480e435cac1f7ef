"""Every call of /api/openapi.json, fuzzed with schemathesis (over 1,000 generated cases,
valid and invalid): never a server error, and every answer matches the schema it documents.
The writes carry a CSRF token, so that generated bodies reach the routes themselves. (No call
answers with a link to another, so there is no stateful sequence to follow.)"""

from collections.abc import Callable
from typing import Any

import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import response_schema_conformance

CHECKS = [not_a_server_error, response_schema_conformance]
EXAMPLES_PER_CALL = 80  # 17 calls: about 1,300 cases


def test_no_call_errs_or_breaks_its_own_schema(
    loaded_databases: dict[str, str],
    configure: Callable[..., None],
) -> None:
    from api.main import create_app

    configure(
        database_url=loaded_databases["postgresql"],
        submit_rate_limit="",
        content_cache_seconds="30",
    )
    app = create_app()
    visitor = TestClient(app)
    visitor.get("/home")
    token = visitor.cookies["XSRF-TOKEN"]
    csrf = {"X-XSRF-TOKEN": token, "Cookie": f"XSRF-TOKEN={token}"}
    schema = schemathesis.openapi.from_asgi("/api/openapi.json", app)
    cases: list[str] = []

    for found in schema.get_all_operations():
        operation = found.ok()

        @given(case=operation.as_strategy())
        @settings(
            max_examples=EXAMPLES_PER_CALL,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
        )
        def fuzz(case: Any) -> None:
            cases.append(case.operation.label)
            headers = csrf if case.method == "POST" else None
            case.call_and_validate(headers=headers, checks=CHECKS)

        fuzz()

    assert len(set(cases)) >= 17, sorted(set(cases))
    assert len(cases) >= 1000, len(cases)
    print(f"{len(cases)} cases over {len(set(cases))} calls")

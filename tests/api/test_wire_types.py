"""The web app's types of the API (web/src/api/schema.gen.ts) are the ones the API serves: what
openapi-typescript makes of /api/openapi.json, formatted by Prettier, as `npm run api-types`
makes them."""

import difflib
import json
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from api.core.settings import ROOT

GENERATED = ROOT / "web" / "src" / "api" / "schema.gen.ts"
WEB = ROOT / "web"
TOOLS = ROOT / "node_modules" / ".bin"
REGENERATE = "npm run api-types"


@pytest.fixture
def served_document(configure: Callable[..., None]) -> dict[str, Any]:
    """The document as the app serves it (serving it asks no database)."""
    from api.main import create_app

    configure()
    document: dict[str, Any] = TestClient(create_app()).get("/api/openapi.json").json()
    return document


def run_tool(name: str, *args: str, stdin: str) -> str:
    """A tool of the web workspace, run from web/ as its npm scripts run; what it printed."""
    tool = TOOLS / name
    assert tool.exists(), f"{tool} is missing: run `npm ci` first"
    result = subprocess.run(
        [tool, *args], input=stdin, cwd=WEB, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def generate_types(document: dict[str, Any]) -> str:
    """What `npm run api-types` writes for this document (web/package.json's script)."""
    types = run_tool("openapi-typescript", stdin=json.dumps(document))
    return run_tool("prettier", "--stdin-filepath", "src/api/schema.gen.ts", stdin=types)


def test_checked_in_types_are_generated_from_the_served_document(
    served_document: dict[str, Any],
) -> None:
    expected = generate_types(served_document)
    checked_in = GENERATED.read_text(encoding="utf-8") if GENERATED.exists() else ""
    if checked_in != expected:
        diff = "".join(
            difflib.unified_diff(
                checked_in.splitlines(keepends=True),
                expected.splitlines(keepends=True),
                "web/src/api/schema.gen.ts (checked in)",
                "generated from /api/openapi.json",
            )
        )
        pytest.fail(
            f"web/src/api/schema.gen.ts is not what the API serves at /api/openapi.json: run "
            f"`{REGENERATE}` and commit the file.\n{diff[:6000]}",
            pytrace=False,
        )


def test_the_printed_document_is_the_served_one(served_document: dict[str, Any]) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "api.openapi"], capture_output=True, text=True, check=True
    )
    assert json.loads(result.stdout) == served_document

"""Health for orchestrators: `health` says the process is up, `ready` that it can do its work."""

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from sqlalchemy import text

from api.core.deps import SessionDep
from api.core.migrations import migrations_at_head
from api.core.queue import broker_is_reachable

router = APIRouter(tags=["health"])


@router.get("/health")
async def health() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/ready")
def ready(session: SessionDep) -> JSONResponse:
    """The database answers and is migrated to head, and the broker accepts connections."""
    checks = {"database": _database(session), "broker": broker_is_reachable()}
    ok = all(value == "ok" for value in checks.values())
    return JSONResponse(
        {"status": "ready" if ok else "not ready", "checks": checks}, status_code=200 if ok else 503
    )


def _database(session: SessionDep) -> str:
    try:
        session.execute(text("SELECT 1"))
        return "ok" if migrations_at_head(session.connection()) else "migrations pending"
    except Exception as error:
        return f"unreachable ({type(error).__name__})"

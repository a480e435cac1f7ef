"""Health for orchestrators: `health` says the process is up, `ready` that it can do its work."""

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from kombu import Connection
from sqlalchemy import text
from starlette.concurrency import run_in_threadpool

from api.db import get_engine, migrations_at_head
from api.deps import SettingsDep
from api.settings import Settings
from workers.celery_app import broker_options

router = APIRouter(tags=["health"])


@router.get("/health")
async def health() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/ready")
async def ready(settings: SettingsDep) -> JSONResponse:
    """The database answers and is migrated to head, and the broker accepts connections."""
    checks = await run_in_threadpool(_checks, settings)
    ok = all(value == "ok" for value in checks.values())
    return JSONResponse(
        {"status": "ready" if ok else "not ready", "checks": checks}, status_code=200 if ok else 503
    )


def _checks(settings: Settings) -> dict[str, str]:
    checks: dict[str, str] = {}
    try:
        engine = get_engine()
        with engine.connect() as connection:
            connection.execute(text("SELECT 1"))
        checks["database"] = "ok" if migrations_at_head(engine) else "migrations pending"
    except Exception as error:
        checks["database"] = f"unreachable ({type(error).__name__})"
    try:
        url, options = broker_options(settings)
        with Connection(url, transport_options=options, connect_timeout=1) as connection:
            connection.ensure_connection(max_retries=1, timeout=1)
        checks["broker"] = "ok"
    except Exception as error:
        checks["broker"] = f"unreachable ({type(error).__name__})"
    return checks

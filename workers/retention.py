"""The daily purge of requests older than the retention period (Celery beat)."""

import logging
from dataclasses import asdict

from sqlmodel import Session

from api.db import get_engine
from api.retention import purge_old_requests
from api.settings import get_settings
from workers.celery_app import celery_app

log = logging.getLogger("clinic.retention")


@celery_app.task(name="workers.retention.purge_old_requests")
def purge_requests() -> dict[str, int]:
    settings = get_settings()
    with Session(get_engine()) as session:
        purged = asdict(purge_old_requests(session, settings.retention_days))
    log.info("old requests purged", extra={"event": "retention_purge", **purged})
    return purged

"""The daily purge of requests older than the retention period (Celery beat)."""

import logging
from dataclasses import asdict

from api.core.db import session_scope
from api.core.queue import PURGE_OLD_REQUESTS_TASK, celery_app
from api.core.settings import get_settings
from api.intake import retention

log = logging.getLogger("clinic.retention")


@celery_app.task(name=PURGE_OLD_REQUESTS_TASK)
def purge_old_requests() -> dict[str, int]:
    settings = get_settings()
    with session_scope() as session:
        purged = asdict(retention.purge_old_requests(session, settings.retention_days))
    log.info("old requests purged", extra={"event": "retention_purge", **purged})
    return purged

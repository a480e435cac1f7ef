"""Housekeeping on beat's clock: the daily purge of requests older than the retention period,
and, every minute, the end of staff sessions past their time."""

import logging
from dataclasses import asdict

from api.core.db import session_scope
from api.core.queue import END_STAFF_SESSIONS_TASK, PURGE_OLD_REQUESTS_TASK, celery_app
from api.core.settings import get_settings
from api.intake import retention
from api.staff import sessions

log = logging.getLogger("clinic.retention")


@celery_app.task(name=PURGE_OLD_REQUESTS_TASK)
def purge_old_requests() -> dict[str, int]:
    settings = get_settings()
    with session_scope() as session:
        purged = asdict(retention.purge_old_requests(session, settings.retention_days))
    log.info("old requests purged", extra={"event": "retention_purge", **purged})
    return purged


@celery_app.task(name=END_STAFF_SESSIONS_TASK)
def end_staff_sessions() -> int:
    """Sessions left open past their idle or absolute end are ended with their audit row, even
    when nobody comes back to them; spent WebAuthn ceremonies go too."""
    with session_scope() as session:
        ended = sessions.end_overdue(session, get_settings())
    if ended:
        log.info("staff sessions ended", extra={"event": "staff_sessions_ended", "ended": ended})
    return ended

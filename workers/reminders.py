"""The day-before reminders of booked visits (Celery beat, every five minutes)."""

import logging

from api.core.db import session_scope
from api.core.profile import get_profile
from api.core.queue import SEND_REMINDERS_TASK, celery_app, wake_email_worker
from api.core.settings import get_settings
from api.follow_up import reminders

log = logging.getLogger("clinic.reminders")


@celery_app.task(name=SEND_REMINDERS_TASK)
def send_reminders() -> int:
    with session_scope() as session:
        queued = reminders.queue_due(session, get_settings(), get_profile())
    if queued:
        wake_email_worker(queued)  # a row not handed over now waits for beat's wake-up
        log.info("reminders queued", extra={"event": "reminders_queued", "count": len(queued)})
    return len(queued)

"""The outbox sweeper (Celery beat, every minute): publish again the rows the broker never
delivered, held rows whose turn has come, and rows whose worker died mid-send."""

import logging
from datetime import timedelta

from api.core.db import session_scope
from api.core.queue import SWEEP_OUTBOX_TASK, celery_app, publish_outbox
from api.core.settings import get_settings
from api.intake import outbox

log = logging.getLogger("clinic.sweeper")


@celery_app.task(name=SWEEP_OUTBOX_TASK)
def sweep_outbox() -> int:
    settings = get_settings()
    quiet = timedelta(seconds=max(settings.outbox_sweep_grace_seconds,
                                  2 * settings.outbox_sweep_seconds))  # fmt: skip
    with session_scope() as session:
        due = outbox.due_for_sweep(session, stale_after=settings.stale_claim_after,
                                   quiet_for=quiet)  # fmt: skip
    published = publish_outbox(due) if due else 0
    if due:
        log.info("outbox swept", extra={"event": "outbox_swept", "due": len(due),
                                        "published": published})  # fmt: skip
    return published

"""The outbox sweeper (Celery beat, every minute): enqueue rows the broker never delivered."""

import logging
from datetime import timedelta

from sqlmodel import Session

from api import outbox
from api.db import get_engine
from api.settings import get_settings
from workers.celery_app import celery_app

log = logging.getLogger("clinic.sweeper")


@celery_app.task(name="workers.sweeper.sweep_outbox")
def sweep_outbox() -> int:
    settings = get_settings()
    hold = timedelta(seconds=max(settings.outbox_sweep_grace_seconds,
                                 2 * settings.outbox_sweep_seconds))  # fmt: skip
    with Session(get_engine()) as session:
        due = outbox.due_for_sweep(session, stale_after=settings.stale_claim_after, hold_for=hold)
    published = outbox.enqueue(due) if due else 0
    if due:
        log.info("outbox swept", extra={"event": "outbox_swept", "due": len(due),
                                        "published": published})  # fmt: skip
    return published

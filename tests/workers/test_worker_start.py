"""What the worker does in its main process before it forks its sending processes
(`workers.email.ready_before_the_pool`, on Celery's `worker_init`): the templates every email is
built from are compiled there once, so that no process's first email reads or compiles one."""

from typing import Any

import jinja2
import pytest
from celery.signals import worker_init

import workers.messages
from api.core.models import AppointmentRequest, NewRequest
from tests.workers.conftest import INBOX, Mail
from tests.workers.test_clinic_notification import PATIENT, TYPED, requested_day, stored


def a_request_in(language: str) -> NewRequest:
    return NewRequest.of(
        AppointmentRequest,
        **TYPED,
        treatment_id=2,
        treatment_name="Sciatica and Back Pain Relief",
        appointment_date=requested_day(),
        language=language,
    )


def test_every_email_is_built_from_templates_compiled_before_the_pool_starts(
    mail: Mail, monkeypatch: pytest.MonkeyPatch
) -> None:
    workers.messages._environments.cache_clear()  # as a worker's main process starts
    worker_init.send(sender=None)

    def read_from_disk(*_: Any) -> Any:
        raise AssertionError("a template was read after the worker started")

    monkeypatch.setattr(jinja2.FileSystemLoader, "get_source", read_from_disk)
    _, english = stored(a_request_in("en"))
    _, spanish = stored(a_request_in("es"))

    # Confirmation and notification, in English and in Spanish: every part of each compiled.
    assert mail.send(english + spanish) == "sent, sent, sent, sent"
    assert len(mail.smtp.to(PATIENT)) == 2 and len(mail.smtp.to(INBOX)) == 2

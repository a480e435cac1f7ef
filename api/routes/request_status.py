"""The patient's status page's calls (api/follow_up/status_page.py). The reference and the key
travel in the body, never in a URL an API log or a proxy would keep. A wrong key, no key and
an unknown reference answer the same 404; guessing is rate-limited per client."""

from typing import Literal

from fastapi import APIRouter, Request
from pydantic import BaseModel, Field

from api.core.deps import SessionDep, SettingsDep
from api.core.errors import Conflict, NotFound
from api.core.models import AppointmentRequest, Enquiry
from api.core.profile import get_profile
from api.core.queue import wake_email_worker
from api.follow_up import status_page
from api.follow_up.moves import MoveRefused
from api.http.rate_limit import STATUS_PAGE, client_rate_limit
from api.http.staff_auth import client_address

router = APIRouter(
    prefix="/requests", tags=["status page"], dependencies=[client_rate_limit(STATUS_PAGE)]
)

NOT_FOUND = "Not found"


class StatusKey(BaseModel):
    reference: str = Field(pattern=r"^[REre]-?\d{1,10}$")
    key: str = Field(pattern=r"^[0-9a-f]{1,64}$")


class ReminderChoice(StatusKey):
    on: bool


class PatientView(BaseModel):
    reference: str
    kind: Literal["appointment", "enquiry"]
    status: Literal["new", "called_back", "booked", "closed", "cancelled"]
    words: str  # the status in plain words
    bookedFor: str | None
    mayCancel: bool
    reminders: bool | None  # for a booked visit: whether its reminder will come


def _opened(session: SessionDep, body: StatusKey) -> AppointmentRequest | Enquiry:
    found = status_page.open_request(session, body.reference, body.key)
    if found is None:
        raise NotFound(NOT_FOUND)
    return found


@router.post("/status", responses={404: {"description": "No such request, or a wrong key"}})
def request_status(body: StatusKey, session: SessionDep) -> PatientView:
    return PatientView.model_validate(status_page.view(_opened(session, body), get_profile()))


@router.post(
    "/cancel",
    responses={
        404: {"description": "No such request, or a wrong key"},
        409: {"description": "No longer cancellable"},
    },
)
def cancel_request(
    body: StatusKey, request: Request, session: SessionDep, settings: SettingsDep
) -> PatientView:
    found = _opened(session, body)
    try:
        emails = status_page.cancel(session, settings, found, client_address(request))
    except MoveRefused as refused:
        session.rollback()
        raise Conflict(str(refused)) from None
    session.commit()
    wake_email_worker(emails)
    return PatientView.model_validate(status_page.view(found, get_profile()))


@router.post("/reminders", responses={404: {"description": "No such request, or a wrong key"}})
def choose_reminders(body: ReminderChoice, request: Request, session: SessionDep) -> PatientView:
    found = _opened(session, body)
    status_page.set_reminders(session, found, body.on, client_address(request))
    session.commit()
    return PatientView.model_validate(status_page.view(found, get_profile()))

"""The console's API for the work on requests: the inbox, one request, status moves, notes and
the CSV export (docs/console.md, api/staff/inbox.py)."""

from datetime import datetime
from typing import Literal
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse, StreamingResponse

from api.core.deps import SessionDep, SettingsDep
from api.core.errors import Conflict, NotFound
from api.core.models import AppointmentRequest, Enquiry
from api.core.profile import get_profile
from api.core.queue import wake_email_worker
from api.follow_up.moves import MoveRefused
from api.http.staff_auth import StaffDep
from api.intake.references import find
from api.routes.staff_schemas import ONE_LINE, Detail, InboxPage, Latest, Move, NoteIn
from api.staff import inbox
from api.staff.inbox import Filters

router = APIRouter(prefix="/staff/requests", tags=["staff"])

NO_SUCH_REQUEST = "No request has that reference."
StatusFilter = Literal["", "new", "called_back", "booked", "closed", "spam", "cancelled"]
KindFilter = Literal["", "appointment", "enquiry"]


def _filters(status: str, kind: str, q: str) -> Filters:
    return Filters(status=status, kind=kind, search=q.strip()[:100])


@router.get("", response_model=InboxPage)
def list_requests(
    caller: StaffDep,
    session: SessionDep,
    status: StatusFilter = "",
    kind: KindFilter = "",
    q: str = Query("", max_length=100, pattern=ONE_LINE),
    page: int = Query(1, ge=1, le=100_000),
) -> JSONResponse:
    """Newest first, 50 a page. The answer is written as api/staff/inbox.py builds it: checked
    against InboxPage by the tests, not again on every call."""
    answer = inbox.list_page(session, _filters(status, kind, q), page, caller.who)
    session.commit()
    return JSONResponse(answer)


@router.get("/latest")
def latest(caller: StaffDep, session: SessionDep) -> Latest:
    """What the inbox polls: the newest reference and the count of new ones, no patient data."""
    return Latest.model_validate(inbox.latest(session))


@router.get(
    "/export.csv", response_class=StreamingResponse, responses={200: {"content": {"text/csv": {}}}}
)
def export(
    caller: StaffDep,
    session: SessionDep,
    status: StatusFilter = "",
    kind: KindFilter = "",
    q: str = Query("", max_length=100, pattern=ONE_LINE),
) -> StreamingResponse:
    lines = inbox.export_csv(session, _filters(status, kind, q), caller.who)
    stamp = datetime.now(ZoneInfo(get_profile().timeZone)).strftime("%Y-%m-%d-%H%M")
    return StreamingResponse(
        lines,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="requests-{stamp}.csv"'},
    )


def _request(session: SessionDep, reference: str) -> AppointmentRequest | Enquiry:
    found = find(session, reference)
    if found is None:
        raise NotFound(NO_SUCH_REQUEST)
    return found


@router.get("/{reference}", responses={404: {"description": "No such request"}})
def open_request(reference: str, caller: StaffDep, session: SessionDep) -> Detail:
    request = _request(session, reference)
    answer = inbox.detail(session, request, caller.who, with_audit=caller.is_admin)
    session.commit()
    return Detail.model_validate(answer)


@router.post("/{reference}/status", responses={409: {"description": "Not an allowed move"}})
def move(
    reference: str, body: Move, caller: StaffDep, session: SessionDep, settings: SettingsDep
) -> Detail:
    request = _request(session, reference)
    booked_for = body.bookedFor
    if booked_for is not None and booked_for.tzinfo is None:
        booked_for = booked_for.replace(tzinfo=ZoneInfo(get_profile().timeZone))
    try:
        emails = inbox.move(session, settings, request, body.status, caller.who, booked_for)
    except MoveRefused as refused:
        session.rollback()
        raise Conflict(str(refused)) from None
    answer = inbox.detail(session, request, caller.who, with_audit=caller.is_admin, audit_action="")
    session.commit()
    wake_email_worker(emails)  # the patient's booked time in writing
    return Detail.model_validate(answer)


@router.post("/{reference}/notes", status_code=201)
def add_note(reference: str, body: NoteIn, caller: StaffDep, session: SessionDep) -> Detail:
    request = _request(session, reference)
    inbox.add_note(session, request, body.text, caller.who)
    answer = inbox.detail(session, request, caller.who, with_audit=caller.is_admin, audit_action="")
    session.commit()
    return Detail.model_validate(answer)

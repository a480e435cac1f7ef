"""The front desk's work on requests: the inbox (appointment requests and enquiries in one
list, newest first), one request read whole, status moves, notes, and the CSV export. Every
function that shows or changes a patient's request writes its audit row in the same
transaction; the caller commits."""

import csv
import io
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import Date, String, func, literal, union_all
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from api.core import audit
from api.core.models import (
    AppointmentRequest,
    AuditEvent,
    Enquiry,
    OutboxMessage,
    RequestEvent,
    as_utc,
    utcnow,
)
from api.core.settings import Settings
from api.follow_up import booking_emails
from api.follow_up.moves import MoveRefused, record_move
from api.follow_up.statuses import BOOKED, LABELS, MOVES, NEW, SPAM, may_move
from api.intake import outbox
from api.intake.references import parse_reference, reference

PAGE_SIZE = 50
APPOINTMENT, ENQUIRY = "appointment", "enquiry"
_TABLES: dict[str, type[AppointmentRequest] | type[Enquiry]] = {
    APPOINTMENT: AppointmentRequest,
    ENQUIRY: Enquiry,
}


@dataclass(frozen=True)
class Filters:
    status: str = ""  # one status, or "" for every status but spam
    kind: str = ""  # appointment, enquiry or "" for both
    search: str = ""  # a reference, or part of a name, phone or email


@dataclass(frozen=True)
class Who:
    """Who is acting, for the audit trail: a staff member's email (or cli:USER) and address."""

    actor: str
    address: str


def _rows(filters: Filters) -> Any:
    """Both tables as one selectable with the inbox's columns, filtered. The status and the
    search apply to the two tables together, not inside each: PostgreSQL then reads a page
    newest first from each table's (created_at, id) index and merges the two, where a filter
    inside each part made it read and sort every row for any page."""
    parts = []
    searched = parse_reference(filters.search) if filters.search else None
    for kind, table in _TABLES.items():
        if filters.kind and filters.kind != kind:
            continue
        if searched and searched[0] != kind:
            continue
        is_appointment = table is AppointmentRequest
        treatment = (
            col(AppointmentRequest.treatment_name) if is_appointment else literal("", String)
        )
        requested = (
            col(AppointmentRequest.appointment_date) if is_appointment else literal(None, Date)
        )
        query: Any = sa_select(
            literal(kind, String).label("kind"),
            col(table.id).label("id"),
            col(table.created_at).label("created_at"),
            col(table.full_name).label("full_name"),
            col(table.phone).label("phone"),
            col(table.email).label("email"),
            treatment.label("treatment"),
            requested.label("requested_date"),
            col(table.status).label("status"),
            col(table.booked_for).label("booked_for"),
        )
        if filters.search and not searched:
            query = query.add_columns(col(table.search_text).label("search_text"))
        if searched:
            query = query.where(col(table.id) == searched[1])
        parts.append(query)
    if not parts:
        return None
    combined: Any = union_all(*parts) if len(parts) > 1 else parts[0]
    both = combined.subquery("requests")
    rows: Any = sa_select(both)
    if filters.status:
        rows = rows.where(both.c.status == filters.status)
    else:
        rows = rows.where(both.c.status != SPAM)
    if filters.search and not searched:
        pattern = func.lower(f"%{_escape_like(filters.search.strip())}%")
        rows = rows.where(searchable(both).like(pattern, escape="\\"))
    return rows.subquery("inbox")


def searchable(rows: Any) -> Any:
    """What a search looks in: name, email and phone as one lower-cased text, which the
    database keeps beside each row (`SEARCH_TEXT`, api/core/models.py). No index serves a
    search for a part of a word: one read of 10,000 rows takes 4 ms on PostgreSQL (8 ms when
    the text was built for each row), and a trigram index would cost every submit its update."""
    return rows.c.search_text


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _item(row: Any) -> dict[str, Any]:
    prefix = "R" if row.kind == APPOINTMENT else "E"
    return {
        "reference": f"{prefix}-{row.id:04d}",
        "kind": row.kind,
        "receivedAt": as_utc(row.created_at).isoformat(),
        "fullName": row.full_name,
        "treatment": row.treatment or "",
        "requestedDate": _date(row.requested_date),
        "status": row.status,
        "bookedFor": as_utc(row.booked_for).isoformat() if row.booked_for else None,
    }


def _date(value: Any) -> str | None:
    if value is None:
        return None
    return value.isoformat() if isinstance(value, date) else str(value)


def list_page(session: Session, filters: Filters, page: int, who: Who) -> dict[str, Any]:
    page = max(1, page)
    inbox = _rows(filters)
    items: list[dict[str, Any]] = []
    total = 0
    new = new_count_clause()
    if inbox is None:
        new_requests = int(session.execute(sa_select(new)).scalar_one())
    else:
        page_of = (
            sa_select(inbox)
            .order_by(inbox.c.created_at.desc(), inbox.c.id.desc())
            .limit(PAGE_SIZE)
            .offset((page - 1) * PAGE_SIZE)
        )
        found: Sequence[Any] = []
        if filters.search:
            # A search's matches are few: counted as they are read, in one pass over the rows.
            found = session.execute(
                page_of.add_columns(func.count().over().label("total"), new.label("new"))
            ).all()
        if found:
            total, new_requests = found[0].total, found[0].new
        elif filters.search and page == 1:
            # Nothing matched, so nothing on any page: reading every request again to count
            # none would double the inbox's slowest read (a search finds nothing often).
            total, new_requests = 0, int(session.execute(sa_select(new)).scalar_one())
        else:  # the count apart is cheaper than counting while sorting every row
            if not filters.search:
                found = session.execute(page_of).all()
            total, new_requests = session.execute(
                sa_select(select(func.count()).select_from(inbox).scalar_subquery(), new)
            ).one()
        items = [_item(row) for row in found]
    shown = [item["reference"] for item in items]
    audit.record(
        session,
        action=audit.LIST_VIEWED,
        actor=who.actor,
        address=who.address,
        references=shown,
        detail=_describe(filters, page),
    )
    return {
        "items": items,
        "total": total,
        "page": page,
        "pageSize": PAGE_SIZE,
        "counts": {NEW: new_requests},
    }


def _describe(filters: Filters, page: int) -> str:
    """The filters, for the audit row: the search may be a name, so only whether there was one."""
    parts = [f"status={filters.status or 'all'}", f"kind={filters.kind or 'all'}", f"page={page}"]
    if filters.search:
        parts.append("searched")
    return " ".join(parts)


def new_count_clause() -> Any:
    """How many requests are new, appointments and enquiries, as one expression."""
    counts = [
        select(func.count()).select_from(table).where(col(table.status) == NEW).scalar_subquery()
        for table in _TABLES.values()
    ]
    return counts[0] + counts[1]


def new_count(session: Session) -> int:
    return int(session.execute(sa_select(new_count_clause())).scalar_one())


def latest(session: Session) -> dict[str, Any]:
    """The newest request's reference and how many are new: what a poll needs, no patient
    data, so no audit row."""
    newest: tuple[datetime, str] | None = None
    for kind, table in _TABLES.items():
        row = session.execute(
            select(col(table.id), col(table.created_at))
            .where(col(table.status) != SPAM)
            .order_by(col(table.created_at).desc(), col(table.id).desc())
            .limit(1)
        ).first()
        if row is not None:
            ref = f"{'R' if kind == APPOINTMENT else 'E'}-{row[0]:04d}"
            if newest is None or as_utc(row[1]) > newest[0]:
                newest = (as_utc(row[1]), ref)
    return {"newest": newest[1] if newest else None, "newCount": new_count(session)}


def detail(
    session: Session,
    request: AppointmentRequest | Enquiry,
    who: Who,
    *,
    with_audit: bool,
    audit_action: str = audit.REQUEST_OPENED,
) -> dict[str, Any]:
    """Everything about one request; records that `who` opened it (or what `audit_action` says
    they did, when the detail answers a change)."""
    ref = reference(request)
    is_appointment = isinstance(request, AppointmentRequest)
    if audit_action == audit.REQUEST_OPENED:
        audit.record(
            session,
            action=audit.REQUEST_OPENED,
            actor=who.actor,
            address=who.address,
            references=[ref],
        )
    link = _link(request)
    emails = session.exec(
        select(OutboxMessage).where(link(OutboxMessage)).order_by(col(OutboxMessage.id))
    ).all()
    events = session.exec(
        select(RequestEvent).where(link(RequestEvent)).order_by(col(RequestEvent.id))
    ).all()
    answer: dict[str, Any] = {
        "reference": ref,
        "kind": APPOINTMENT if is_appointment else ENQUIRY,
        "receivedAt": as_utc(request.created_at).isoformat(),
        "fullName": request.full_name,
        "phone": request.phone,
        "email": request.email,
        "subject": request.subject,
        "message": request.message,
        "language": request.language,
        "treatment": request.treatment_name if isinstance(request, AppointmentRequest) else "",
        "treatmentId": request.treatment_id if isinstance(request, AppointmentRequest) else 0,
        "requestedDate": (
            request.appointment_date.isoformat()
            if isinstance(request, AppointmentRequest)
            else None
        ),
        "status": request.status,
        "bookedFor": as_utc(request.booked_for).isoformat() if request.booked_for else None,
        "moves": list(MOVES.get(request.status, ())),
        "emails": [_email(row) for row in emails],
        "history": [
            {
                "from": e.from_status,
                "to": e.to_status,
                "by": e.author,
                "at": as_utc(e.at).isoformat(),
                "bookedFor": as_utc(e.booked_for).isoformat() if e.booked_for else None,
            }
            for e in events
            if e.kind == "status"
        ],
        "notes": [
            {"author": e.author, "at": as_utc(e.at).isoformat(), "text": e.note}
            for e in events
            if e.kind == "note"
        ],
    }
    if with_audit:
        rows = session.exec(
            select(AuditEvent).where(audit.about(ref)).order_by(col(AuditEvent.id).desc())
        ).all()
        answer["audit"] = [audit_row(row) for row in rows]
    return answer


# The emails that go to the clinic's inbox; every other one of a request goes to the patient.
TO_THE_CLINIC = (
    outbox.APPOINTMENT_NOTIFICATION,
    outbox.ENQUIRY_NOTIFICATION,
    booking_emails.CLINIC_CANCELLED,
)


def _email(row: OutboxMessage) -> dict[str, Any]:
    shown = {"pending": "waiting", "sending": "waiting"}.get(row.status, row.status)
    return {
        "kind": row.kind,
        "to": "clinic" if row.kind in TO_THE_CLINIC else "patient",
        "status": shown,
        "attempts": row.attempts,
        "lastError": row.last_error if row.status in ("held", "failed", "pending") else None,
        "sentAt": as_utc(row.sent_at).isoformat() if row.sent_at else None,
    }


def audit_row(row: AuditEvent) -> dict[str, Any]:
    return {
        "id": row.id,
        "at": as_utc(row.at).isoformat(),
        "action": row.action,
        "outcome": row.outcome,
        "actor": row.actor,
        "address": row.address,
        "reference": row.reference,
        "detail": row.detail,
    }


def _link(request: AppointmentRequest | Enquiry) -> Any:
    """A row's condition of belonging to `request` (outbox rows and request events)."""
    if isinstance(request, AppointmentRequest):
        return lambda table: col(table.appointment_id) == request.id
    return lambda table: col(table.enquiry_id) == request.id


def move(
    session: Session,
    settings: Settings,
    request: AppointmentRequest | Enquiry,
    to: str,
    who: Who,
    booked_for: datetime | None = None,
) -> list[int]:
    """Move the request along the front desk's table, recording who and when; the outbox rows
    the move causes (the patient's booked time in writing), to publish once committed."""
    current = request.status
    if to not in LABELS or not may_move(current, to):
        raise MoveRefused(
            f"A request that is {LABELS.get(current, current).upper()} cannot move to "
            f"{LABELS.get(to, to).upper()}."
        )
    if to == BOOKED and booked_for is None:
        raise MoveRefused("A booking needs the agreed date and time.")
    return record_move(
        session, settings, request, to, author=who.actor, address=who.address, booked_for=booked_for
    )


def add_note(session: Session, request: AppointmentRequest | Enquiry, text: str, who: Who) -> None:
    is_appointment = isinstance(request, AppointmentRequest)
    session.add(
        RequestEvent(
            appointment_id=request.id if is_appointment else None,
            enquiry_id=None if is_appointment else request.id,
            kind="note",
            note=text,
            author=who.actor,
            at=utcnow(),
        )
    )
    audit.record(
        session,
        action=audit.NOTE_ADDED,
        actor=who.actor,
        address=who.address,
        references=[reference(request)],
    )


EXPORT_FIELDS = (
    "reference",
    "kind",
    "received_at",
    "status",
    "booked_for",
    "full_name",
    "phone",
    "email",
    "subject",
    "message",
    "treatment_name",
    "appointment_date",
)


def export_csv(
    session: Session,
    filters: Filters,
    who: Who,
    *,
    since: datetime | None = None,
    how: str = "console export",
) -> Iterator[str]:
    """The filtered list as CSV, every page, spam never; the audit row names every reference.
    Committed before the first line is given out."""
    if filters.status == SPAM:
        filters = Filters(status="__none__", kind=filters.kind, search=filters.search)
    inbox = _rows(filters)
    refs: list[tuple[str, int]] = []
    if inbox is not None:
        query = select(inbox.c.kind, inbox.c.id).order_by(inbox.c.created_at, inbox.c.id)
        if since is not None:
            query = query.where(inbox.c.created_at >= since)
        refs = [(row.kind, row.id) for row in session.execute(query)]
    records: list[AppointmentRequest | Enquiry] = []
    for kind, table in _TABLES.items():
        ids = [i for k, i in refs if k == kind]
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            records.extend(
                session.execute(sa_select(table).where(col(table.id).in_(chunk))).scalars()
            )
    records.sort(key=lambda r: (as_utc(r.created_at), reference(r)))
    audit.record(
        session,
        action=audit.EXPORTED,
        actor=who.actor,
        address=who.address,
        references=[reference(r) for r in records],
        detail=how,
    )
    session.commit()
    return _csv_lines(records)


def _csv_lines(records: Sequence[AppointmentRequest | Enquiry]) -> Iterator[str]:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(EXPORT_FIELDS)
    for r in records:
        is_appointment = isinstance(r, AppointmentRequest)
        writer.writerow(
            [
                spreadsheet_safe(value)
                for value in (
                    reference(r),
                    APPOINTMENT if is_appointment else ENQUIRY,
                    as_utc(r.created_at).isoformat(),
                    r.status,
                    as_utc(r.booked_for).isoformat() if r.booked_for else "",
                    r.full_name,
                    r.phone,
                    r.email,
                    r.subject,
                    r.message,
                    r.treatment_name if isinstance(r, AppointmentRequest) else "",
                    r.appointment_date.isoformat() if isinstance(r, AppointmentRequest) else "",
                )
            ]
        )
        yield buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()
    if not records:
        yield buffer.getvalue()


# A cell starting with one of these is a formula to a spreadsheet (=HYPERLINK(...) and friends).
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(value: object) -> object:
    """Text a visitor typed, made inert for a spreadsheet: a leading apostrophe shows the
    text as typed instead of running it."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value

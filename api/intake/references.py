"""A request's short reference, the name patients, staff and subject lines use: R-1042 for an
appointment request, E-0107 for an enquiry. Python writes it; so does the database, where the
statement that stores a request also keeps the answer that names it (`reference_in_sql`)."""

import re
from typing import Any

from sqlalchemy import String as SQLString
from sqlalchemy import case, cast, func, literal
from sqlmodel import Session

from api.core.models import MAX_ID, AppointmentRequest, Enquiry, NewRequest

_PREFIXES = {AppointmentRequest: "R", Enquiry: "E"}
_DIGITS = 4  # at least: the id is padded with zeros to four


def reference(request: AppointmentRequest | Enquiry | NewRequest) -> str:
    table = request.table if isinstance(request, NewRequest) else type(request)
    return f"{_PREFIXES[table]}-{request.id:0{_DIGITS}d}"


def reference_in_sql(table: type[AppointmentRequest | Enquiry], request_id: Any) -> Any:
    """`reference()` as a SQL expression of the column or value `request_id` (PostgreSQL)."""
    digits = cast(request_id, SQLString)
    padded = case((func.length(digits) < _DIGITS, func.lpad(digits, _DIGITS, "0")), else_=digits)
    return literal(f"{_PREFIXES[table]}-") + padded


_REFERENCE = re.compile(r"^\s*([RE])-?0*(\d{1,10})\s*$", re.I)
_KINDS = {"R": "appointment", "E": "enquiry"}


def parse_reference(text: str) -> tuple[str, int] | None:
    """("appointment", 1042) for "R-1042"; None for anything that is not a reference."""
    found = _REFERENCE.match(text or "")
    if not found or int(found.group(2)) > MAX_ID:
        return None
    return _KINDS[found.group(1).upper()], int(found.group(2))


def find(session: Session, ref: str) -> AppointmentRequest | Enquiry | None:
    """The request a reference names, if it exists."""
    parsed = parse_reference(ref)
    if parsed is None or parsed[1] < 1:
        return None
    if parsed[0] == "appointment":
        return session.get(AppointmentRequest, parsed[1])
    return session.get(Enquiry, parsed[1])

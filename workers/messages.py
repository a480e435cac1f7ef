"""Building the email for an outbox row from its templates: subject, text and HTML parts,
Reply-To, a stable Message-ID, and a calendar file for an appointment confirmation.

The message is put together with the standard library's MIME classes (`email.mime`), which
store headers as given: `EmailMessage` parses and refolds every header it is given and sends,
and that was the largest cost of a send. Header values are checked here instead."""

import binascii
import secrets
from datetime import date, timedelta
from email import encoders
from email.header import Header
from email.message import Message
from email.mime.base import MIMEBase
from email.mime.multipart import MIMEMultipart
from email.mime.nonmultipart import MIMENonMultipart
from email.utils import format_datetime, formataddr
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar
from zoneinfo import ZoneInfo

from icalendar import Calendar, Event
from jinja2 import Environment, FileSystemLoader, StrictUndefined
from sqlalchemy import bindparam
from sqlmodel import Session, col, select

from api.core.models import AppointmentRequest, Enquiry, OutboxMessage, utcnow
from api.core.profile import ClinicProfile
from api.core.settings import Settings
from api.intake import outbox
from api.intake.receipt import reference

GENERAL_REQUEST = "General appointment (we will help you choose)"
_Request = TypeVar("_Request", AppointmentRequest, Enquiry)


class MessageError(ValueError):
    """The message cannot be built; retrying will not help."""


@lru_cache
def _environments(folder: Path) -> tuple[Environment, Environment]:
    """HTML escapes everything a visitor typed; text parts and subjects are not HTML."""
    loader = FileSystemLoader(folder)
    # Compiled once per worker process: templates change only with a deploy.
    html = Environment(loader=loader, undefined=StrictUndefined, auto_reload=False,
                       autoescape=True)  # fmt: skip
    text = Environment(loader=loader, undefined=StrictUndefined, auto_reload=False,
                       autoescape=False, keep_trailing_newline=True)  # fmt: skip
    return html, text


def render(folder: Path, kind: str, context: dict[str, Any]) -> tuple[str, str, str]:
    html_env, text_env = _environments(folder)
    subject = text_env.get_template(f"{kind}.subject.txt").render(context).strip()
    text = text_env.get_template(f"{kind}.txt").render(context)
    html = html_env.get_template(f"{kind}.html").render(context, subject=subject)
    return subject, text, html


def long_date(value: date) -> str:
    return f"{value:%A, %B} {value.day}, {value.year}"


def message_id(row: OutboxMessage, settings: Settings) -> str:
    """Stable per outbox row: a message sent twice is recognisably the same message."""
    domain = settings.mail_from_address.rsplit("@", 1)[-1]
    return f"<outbox-{row.id}-{row.created_at:%Y%m%d%H%M%S}@{domain}>"


# The requests an email task has read, by table and id: the rows of one request read it once.
RequestsRead = dict[tuple[type, int], AppointmentRequest | Enquiry | None]


def build_message(
    session: Session,
    row: OutboxMessage,
    settings: Settings,
    clinic: ClinicProfile,
    requests_read: RequestsRead | None = None,
) -> Message:
    visitor = _request_of(session, row, {} if requests_read is None else requests_read)
    zone = ZoneInfo(clinic.timeZone)
    context: dict[str, Any] = {
        "clinic": clinic,
        "reference": reference(visitor),
        "received": f"{visitor.created_at.astimezone(zone):%B %d, %Y %I:%M %p %Z}",
    }
    # The clinic answers the visitor by replying to its notification; the visitor, the clinic.
    to_clinic = row.kind in (outbox.APPOINTMENT_NOTIFICATION, outbox.ENQUIRY_NOTIFICATION)
    reply_to = formataddr((visitor.full_name, visitor.email)) if to_clinic else clinic.email
    attachment: bytes | None = None
    if isinstance(visitor, AppointmentRequest):
        context |= {
            "request": visitor,
            "treatment": visitor.treatment_name or GENERAL_REQUEST,
            "requested_date": long_date(visitor.appointment_date),
        }
        if not to_clinic:
            attachment = calendar_file(row, visitor, clinic, settings)
    else:
        context["enquiry"] = visitor

    subject, text, html = render(settings.email_templates_dir, row.kind, context)
    message = _compose(text, html, attachment)
    # Header values were checked at the API; this refuses anything that slipped by.
    for name, value in (
        ("Subject", subject),
        ("From", formataddr((clinic.name, settings.mail_from_address))),  # in our name
        ("To", row.recipient),
        ("Reply-To", reply_to),
        ("Message-ID", message_id(row, settings)),
        ("Date", format_datetime(utcnow())),
    ):
        if "\n" in value or "\r" in value:
            raise MessageError(f"the {name} header must be a single line")
        # Non-ASCII text (a visitor's name in Reply-To is encoded already) goes as RFC 2047.
        message[name] = value if value.isascii() else Header(value, "utf-8")  # type: ignore[assignment]
    return message


def _compose(text: str, html: str, attachment: bytes | None) -> Message:
    """Text and HTML as alternatives; with a calendar file, both beside it. Each multipart has
    a random boundary of its own from the start: left unset, the writer makes one and searches
    the whole body for it, a regular expression compiled anew for every message."""
    body = MIMEMultipart("alternative", boundary=_boundary())
    body.attach(_text_part(text, "plain"))
    body.attach(_text_part(html, "html"))
    if attachment is None:
        return body
    calendar = MIMEBase("text", "calendar", method="PUBLISH", charset="utf-8")
    calendar.set_payload(attachment)
    encoders.encode_base64(calendar)
    calendar.add_header("Content-Disposition", "attachment", filename="appointment-request.ics")
    message = MIMEMultipart("mixed", boundary=_boundary())
    message.attach(body)
    message.attach(calendar)
    return message


def _boundary() -> str:
    return f"=_clinic_{secrets.token_hex(16)}"


def _text_part(content: str, subtype: str) -> MIMENonMultipart:
    """UTF-8 in quoted-printable (readable where it is ASCII, any line length safe), encoded by
    `binascii`, the standard library's C encoder, not the pure-Python one `MIMEText` uses."""
    part = MIMENonMultipart("text", subtype, charset="utf-8")
    part["Content-Transfer-Encoding"] = "quoted-printable"
    part.set_payload(binascii.b2a_qp(content.encode("utf-8"), istext=True).decode("ascii"))
    return part


def _request_of(
    session: Session, row: OutboxMessage, requests_read: RequestsRead
) -> AppointmentRequest | Enquiry:
    """The appointment request or enquiry the row's email is about."""
    if row.appointment_id is not None:
        key: tuple[type, int] = (AppointmentRequest, row.appointment_id)
    elif row.enquiry_id is not None:
        key = (Enquiry, row.enquiry_id)
    else:
        raise MessageError("the request this email is about is gone")
    if key not in requests_read:
        requests_read[key] = _read(session, key[0], key[1])
    found = requests_read[key]
    if found is None:
        raise MessageError("the request this email is about is gone")
    return found


def _read(session: Session, table: type[_Request], key: int) -> _Request | None:
    """One row as a plain read: the ORM's identity map and loading cost more than the query."""
    found = session.connection().execute(_read_statement(table), {"key": key}).first()
    return table(**found._mapping) if found is not None else None


@lru_cache
def _read_statement(table: type[_Request]) -> Any:
    columns = table.__table__.columns  # type: ignore[attr-defined]
    return select(*columns).where(col(table.id) == bindparam("key"))


def calendar_file(
    row: OutboxMessage, request: AppointmentRequest, clinic: ClinicProfile, settings: Settings
) -> bytes:
    """The requested day as an all-day, tentative event: the clinic confirms the time."""
    calendar = Calendar()
    calendar.add("prodid", f"-//{clinic.name}//Appointment requests//EN")
    calendar.add("version", "2.0")
    calendar.add("method", "PUBLISH")
    event = Event()
    event.add("uid", message_id(row, settings).strip("<>"))
    event.add("dtstamp", utcnow())
    event.add("dtstart", request.appointment_date)
    event.add("dtend", request.appointment_date + timedelta(days=1))
    event.add("summary", f"Requested appointment at {clinic.name} (to be confirmed)")
    event.add("location", clinic.full_address)
    event.add("status", "TENTATIVE")
    event.add("transp", "TRANSPARENT")
    event.add(
        "description",
        f"Treatment: {request.treatment_name or GENERAL_REQUEST}. "
        f"We will call you to confirm the time. Questions: {clinic.phones[0]}.",
    )
    calendar.add_component(event)
    return calendar.to_ical()

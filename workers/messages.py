"""Building the email for an outbox row from its templates: subject, text and HTML parts,
Reply-To, a stable Message-ID, and a calendar file for an appointment confirmation.

A row is about a patient's request (`appointment_id` or `enquiry_id`) or is a staff member's
own email (`staff_id`: an invitation, a passkey added or removed). The clinic's notification of
a request is, with CLINIC_NOTIFICATION=summary (the default), a reference and a link to the
console and nothing the patient typed; with `full`, every field of the request.

The message is put together with the standard library's MIME classes (`email.mime`), which
store headers as given: `EmailMessage` parses and refolds every header it is given and sends,
and that was the largest cost of a send. Header values are checked here instead."""

import binascii
import secrets
from dataclasses import dataclass
from datetime import date, datetime, timedelta
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

from api.core.models import (
    AppointmentRequest,
    Enquiry,
    OutboxMessage,
    StaffInvitation,
    StaffMember,
    as_utc,
    utcnow,
)
from api.core.profile import ClinicProfile
from api.core.settings import Settings
from api.intake import outbox
from api.intake.receipt import reference
from api.staff.accounts import (
    STAFF_INVITATION,
    STAFF_PASSKEY_ADDED,
    STAFF_PASSKEY_REMOVED,
    invitation_url,
)

GENERAL_REQUEST = "General appointment (we will help you choose)"
# The clinic's notification with CLINIC_NOTIFICATION=summary: its template, for both kinds.
CLINIC_SUMMARY = "clinic_summary"
_NOTIFICATIONS = (outbox.APPOINTMENT_NOTIFICATION, outbox.ENQUIRY_NOTIFICATION)
# A staff member's own emails (rows with `staff_id`), by kind: the templates' names.
STAFF_KINDS = (STAFF_INVITATION, STAFF_PASSKEY_ADDED, STAFF_PASSKEY_REMOVED)
_Row = TypeVar("_Row", AppointmentRequest, Enquiry, StaffMember, StaffInvitation)


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


def local_time(moment: datetime, zone: ZoneInfo) -> str:
    """A moment as the clinic reads it: March 05, 2025 02:07 PM EST."""
    return f"{as_utc(moment).astimezone(zone):%B %d, %Y %I:%M %p %Z}"


@dataclass
class _Content:
    """What a row's email says, before it is rendered."""

    template: str
    context: dict[str, Any]
    reply_to: str
    attachment: bytes | None = None


def build_message(
    session: Session,
    row: OutboxMessage,
    settings: Settings,
    clinic: ClinicProfile,
    requests_read: RequestsRead | None = None,
) -> Message:
    zone = ZoneInfo(clinic.timeZone)
    if row.staff_id is not None:
        content = _staff_email(session, row, settings, clinic, zone)
    else:
        visitor = _request_of(session, row, {} if requests_read is None else requests_read)
        content = _request_email(row, visitor, settings, clinic, zone)

    subject, text, html = render(settings.email_templates_dir, content.template,
                                 {"clinic": clinic, **content.context})  # fmt: skip
    message = _compose(text, html, content.attachment)
    # Header values were checked at the API; this refuses anything that slipped by.
    for name, value in (
        ("Subject", subject),
        ("From", formataddr((clinic.name, settings.mail_from_address))),  # in our name
        ("To", row.recipient),
        ("Reply-To", content.reply_to),
        ("Message-ID", message_id(row, settings)),
        ("Date", format_datetime(utcnow())),
    ):
        if "\n" in value or "\r" in value:
            raise MessageError(f"the {name} header must be a single line")
        # Non-ASCII text (a visitor's name in Reply-To is encoded already) goes as RFC 2047.
        message[name] = value if value.isascii() else Header(value, "utf-8")  # type: ignore[assignment]
    return message


def _request_email(
    row: OutboxMessage,
    visitor: AppointmentRequest | Enquiry,
    settings: Settings,
    clinic: ClinicProfile,
    zone: ZoneInfo,
) -> _Content:
    ref = reference(visitor)
    context: dict[str, Any] = {"reference": ref, "received": local_time(visitor.created_at, zone)}
    to_clinic = row.kind in _NOTIFICATIONS
    if to_clinic and settings.clinic_notification == "summary":
        # Nothing the patient typed, in any header or part: the console shows the request, and
        # a reply goes to the clinic's own address, never to the patient's.
        is_appointment = isinstance(visitor, AppointmentRequest)
        return _Content(CLINIC_SUMMARY, context | {
            "what": "appointment request" if is_appointment else "enquiry",
            "console_url": f"{settings.staff_origin}/staff/requests/{ref}",
        }, clinic.email)  # fmt: skip
    # The clinic answers the visitor by replying to its notification; the visitor, the clinic.
    reply_to = formataddr((visitor.full_name, visitor.email)) if to_clinic else clinic.email
    if not isinstance(visitor, AppointmentRequest):
        return _Content(row.kind, context | {"enquiry": visitor}, reply_to)
    context |= {
        "request": visitor,
        "treatment": visitor.treatment_name or GENERAL_REQUEST,
        "requested_date": long_date(visitor.appointment_date),
    }
    attachment = None if to_clinic else calendar_file(row, visitor, clinic, settings)
    return _Content(row.kind, context, reply_to, attachment)


def _staff_email(
    session: Session,
    row: OutboxMessage,
    settings: Settings,
    clinic: ClinicProfile,
    zone: ZoneInfo,
) -> _Content:
    """An invitation, or word that a passkey was added or removed: to the staff member's own
    address (the row's recipient), about their account only."""
    if row.kind not in STAFF_KINDS:
        raise MessageError(f"no staff email is called {row.kind}")
    assert row.staff_id is not None
    member = _read(session, StaffMember, row.staff_id)
    if member is None:
        raise MessageError("the staff member this email is for is gone")
    # The time of the change: the row is written with it.
    context: dict[str, Any] = {"staff": member, "when": local_time(row.created_at, zone)}
    if row.kind == STAFF_INVITATION:
        invitation = None if row.invitation_id is None else _read(
            session, StaffInvitation, row.invitation_id)  # fmt: skip
        if invitation is None or invitation.staff_id != member.id:
            raise MessageError("the invitation this email is about is gone")
        if invitation.used_at is not None or as_utc(invitation.expires_at) <= utcnow():
            # A link that no longer works is not worth sending: an admin invites again.
            raise MessageError("the invitation was used or expired before it could be sent")
        context |= {
            "invitation_url": invitation_url(settings, invitation),
            "expires": local_time(invitation.expires_at, zone),
        }
    return _Content(row.kind, context, clinic.email)


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


def _read(session: Session, table: type[_Row], key: int) -> _Row | None:
    """One row as a plain read: the ORM's identity map and loading cost more than the query."""
    found = session.connection().execute(_read_statement(table), {"key": key}).first()
    return table(**found._mapping) if found is not None else None


@lru_cache
def _read_statement(table: type[_Row]) -> Any:
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

"""Building the email for an outbox row from its templates: subject, text and HTML parts,
Reply-To, a stable Message-ID, and a calendar file for an appointment confirmation, booking,
move or cancellation.

A row is about a patient's request (`appointment_id` or `enquiry_id`) or is a staff member's
own email (`staff_id`: an invitation, a passkey added or removed). The clinic's notification of
a request is, with CLINIC_NOTIFICATION=summary (the default), a reference and a link to the
console and nothing the patient typed; with `full`, every field of the request. Word that a
patient cancelled is a reference and a link either way.

Every email to the patient is in the language of the page their request was sent from (its
templates under `email_templates/es/` for Spanish), and links their private status page in that
language. The clinic's own emails are English, and name the patient's language. The emails a
booking causes (docs/follow-up.md) name the time, the clinic and the reference: no treatment,
nothing typed. They are built from the request as it stands when they are sent, and refuse to
go once the booking they speak of has changed (a later email says where it stands): a late
reminder of a cancelled visit, or a late "booked" after a cancel, would tell the patient
something untrue.

The message is put together with the standard library's MIME classes (`email.mime`), which
store headers as given: `EmailMessage` parses and refolds every header it is given and sends,
and that was the largest cost of a send. Header values are checked here instead."""

import binascii
import secrets
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
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

from icalendar import Calendar, Event, vCalAddress
from jinja2 import Environment, FileSystemLoader, StrictUndefined
from sqlalchemy import bindparam
from sqlmodel import Session, col, select

from api.content import catalog
from api.core.dates import at_time, clock, day, long_date, short_day
from api.core.languages import ENGLISH, LANGUAGE_NAMES, LANGUAGES, SPANISH, Language
from api.core.models import (
    AppointmentRequest,
    Enquiry,
    OutboxMessage,
    StaffInvitation,
    StaffMember,
    as_utc,
    utcnow,
)
from api.core.profile import ClinicProfile, get_profile
from api.core.settings import Settings
from api.follow_up.booking_emails import (
    APPOINTMENT_BOOKED,
    APPOINTMENT_CANCELLED,
    APPOINTMENT_MOVED,
    APPOINTMENT_REMINDER,
    CALENDAR_KINDS,
    CLINIC_CANCELLED,
)
from api.follow_up.statuses import BOOKED, CANCELLED
from api.intake import outbox
from api.intake.references import reference
from api.intake.status_key import status_url
from api.staff.accounts import (
    STAFF_INVITATION,
    STAFF_PASSKEY_ADDED,
    STAFF_PASSKEY_REMOVED,
    invitation_url,
)

GENERAL_REQUEST = "General appointment (we will help you choose)"
# What a patient's email says outside its templates, in their language.
WORDS: dict[Language, dict[str, str]] = {
    ENGLISH: {
        "general_request": GENERAL_REQUEST,
        "today": "today",
        "tomorrow": "tomorrow",
        "requested_summary": "Requested appointment at {clinic} (to be confirmed)",
        "requested_description": "Reference: {reference}. We will call you to confirm the time. "
        "Questions: {phone}.",
        "booked_summary": "Appointment at {clinic}",
        "booked_description": "Reference: {reference}. To change or cancel your appointment, "
        "call {phone}.",
        "cancelled_description": "Cancelled at your request. Reference: {reference}. To book "
        "another time, call {phone}.",
    },
    SPANISH: {
        "general_request": "Cita general (le ayudaremos a elegir)",
        "today": "hoy",
        "tomorrow": "mañana",
        "requested_summary": "Cita solicitada en {clinic} (por confirmar)",
        "requested_description": "Referencia: {reference}. Le llamaremos para confirmar la "
        "hora. Si tiene preguntas, llame al {phone}.",
        "booked_summary": "Cita en {clinic}",
        "booked_description": "Referencia: {reference}. Para cambiar o cancelar su cita, llame "
        "al {phone}.",
        "cancelled_description": "Cancelada a petición suya. Referencia: {reference}. Para "
        "hacer otra cita, llame al {phone}.",
    },
}
# Dates and times in Spanish as they read in the United States (CLDR's es_US).
# The clinic's notification with CLINIC_NOTIFICATION=summary: its template, for both kinds.
CLINIC_SUMMARY = "clinic_summary"
_NOTIFICATIONS = (outbox.APPOINTMENT_NOTIFICATION, outbox.ENQUIRY_NOTIFICATION)
# The emails a booking causes, to the patient; with the confirmation and the acknowledgement,
# every email the patient gets, each with the link to their status page.
BOOKING_KINDS = (APPOINTMENT_BOOKED, APPOINTMENT_MOVED, APPOINTMENT_CANCELLED, APPOINTMENT_REMINDER)
TO_PATIENT = (outbox.APPOINTMENT_CONFIRMATION, outbox.ENQUIRY_ACKNOWLEDGEMENT, *BOOKING_KINDS)
# A booked visit's calendar entry: a first visit, which the confirmation says takes about 1 h 15.
FIRST_VISIT = timedelta(minutes=75)
# A staff member's own emails (rows with `staff_id`), by kind: the templates' names.
STAFF_KINDS = (STAFF_INVITATION, STAFF_PASSKEY_ADDED, STAFF_PASSKEY_REMOVED)
_Row = TypeVar("_Row", AppointmentRequest, Enquiry, StaffMember, StaffInvitation)


class MessageError(ValueError):
    """The message cannot be built; retrying will not help."""


@lru_cache
def _environments(folder: Path, language: Language) -> tuple[Environment, Environment]:
    """HTML escapes everything a visitor typed; text parts and subjects are not HTML. A
    language other than English reads its own folder first (`es/`, the same file names), and
    the English file where it has none."""
    loader = FileSystemLoader([folder / language, folder] if language != ENGLISH else folder)
    # Compiled once per worker process: templates change only with a deploy.
    html = Environment(loader=loader, undefined=StrictUndefined, auto_reload=False, autoescape=True)
    text = Environment(
        loader=loader,
        undefined=StrictUndefined,
        auto_reload=False,
        autoescape=False,
        keep_trailing_newline=True,
    )
    for environment in (html, text):
        environment.globals["language"] = language  # the layout's <html lang>
    return html, text


def compile_templates(folder: Path) -> None:
    """Every email template compiled, in each language, ahead of the first email: compiling
    them is most of a first email's building. Each in both environments, as a part may be read
    in either (the HTML layout imports `_words.txt`, as the text footer does)."""
    for language in LANGUAGES:
        for environment in _environments(folder, language):
            for name in environment.list_templates(filter_func=lambda name: "/" not in name):
                environment.get_template(name)


def render(
    folder: Path, kind: str, context: dict[str, Any], language: Language = ENGLISH
) -> tuple[str, str, str]:
    html_env, text_env = _environments(folder, language)
    subject = text_env.get_template(f"{kind}.subject.txt").render(context).strip()
    text = text_env.get_template(f"{kind}.txt").render(context)
    html = html_env.get_template(f"{kind}.html").render(context, subject=subject)
    return subject, text, html


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
    attachment: bytes | None = None  # a calendar file
    method: str = "PUBLISH"  # the calendar file's METHOD, which its MIME part repeats
    filename: str = "appointment.ics"
    language: Language = ENGLISH  # its templates'


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
        content = _request_email(session, row, visitor, settings, clinic, zone)

    # The profile in the email's language: its hours and promise in the patient's words.
    in_language = clinic if content.language == ENGLISH else get_profile(content.language)
    context = {"clinic": in_language, **content.context}
    subject, text, html = render(
        settings.email_templates_dir, content.template, context, content.language
    )
    message = _compose(text, html, content)
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
    session: Session,
    row: OutboxMessage,
    visitor: AppointmentRequest | Enquiry,
    settings: Settings,
    clinic: ClinicProfile,
    zone: ZoneInfo,
) -> _Content:
    ref = reference(visitor)
    # The patient reads their own language; the clinic reads English, and which one that is.
    language = patient_language(visitor) if row.kind in TO_PATIENT else ENGLISH
    about = {"reference": ref, "patient_language": LANGUAGE_NAMES[patient_language(visitor)]}
    if row.kind == CLINIC_CANCELLED:
        # Whatever CLINIC_NOTIFICATION says: the reference, when, and the console's link.
        return _Content(
            CLINIC_CANCELLED,
            about
            | {
                "cancelled": local_time(row.created_at, zone),
                "console_url": f"{settings.staff_origin}/staff/requests/{ref}",
            },
            clinic.email,
        )
    context: dict[str, Any] = about | {"received": local_time(visitor.created_at, zone)}
    if row.kind in TO_PATIENT:
        context["status_url"] = _status_link(settings, visitor, ref)
    if row.kind in BOOKING_KINDS:
        return _booking_email(session, row, visitor, settings, clinic, zone, context, language)
    to_clinic = row.kind in _NOTIFICATIONS
    if to_clinic and settings.clinic_notification == "summary":
        # Nothing the patient typed, in any header or part: the console shows the request, and
        # a reply goes to the clinic's own address, never to the patient's.
        is_appointment = isinstance(visitor, AppointmentRequest)
        return _Content(
            CLINIC_SUMMARY,
            context
            | {
                "what": "appointment request" if is_appointment else "enquiry",
                "console_url": f"{settings.staff_origin}/staff/requests/{ref}",
            },
            clinic.email,
        )
    # The clinic answers the visitor by replying to its notification; the visitor, the clinic.
    reply_to = formataddr((visitor.full_name, visitor.email)) if to_clinic else clinic.email
    if not isinstance(visitor, AppointmentRequest):
        return _Content(row.kind, context | {"enquiry": visitor}, reply_to, language=language)
    context |= {
        "request": visitor,
        "treatment": catalog.name_in(
            session, visitor.treatment_id, visitor.treatment_name, language
        )
        or WORDS[language]["general_request"],
        "requested_date": long_date(visitor.appointment_date, language),
    }
    if to_clinic:
        return _Content(row.kind, context, reply_to)
    return _Content(
        row.kind,
        context,
        reply_to,
        calendar_file(row, visitor, clinic, settings, language),
        filename="appointment-request.ics",
        language=language,
    )


def patient_language(visitor: AppointmentRequest | Enquiry) -> Language:
    """The language of the page the request was sent from: Spanish, or else English."""
    return SPANISH if visitor.language == SPANISH else ENGLISH


def _status_link(settings: Settings, visitor: AppointmentRequest | Enquiry, ref: str) -> str | None:
    """The patient's status page; none for a request stored before the pages existed (it has
    no key, and a link that opens nothing is worse than none)."""
    return status_url(settings, visitor, ref) if visitor.status_nonce else None


def _booking_email(
    session: Session,
    row: OutboxMessage,
    visitor: AppointmentRequest | Enquiry,
    settings: Settings,
    clinic: ClinicProfile,
    zone: ZoneInfo,
    context: dict[str, Any],
    language: Language,
) -> _Content:
    """Booked, moved, cancelled or a reminder: the time in the clinic's zone, the clinic's
    address and phone, the reference and the status link; never the treatment or anything the
    patient typed (`context` has no request in it for a template to reach into)."""
    start = _booking_still_stands(row, visitor, zone)
    context |= {
        # Tuesday, March 3 at 10:30 AM; martes, 3 de marzo a las 10:30 a.m.
        "visit": f"{day(start, language)} {at_time(start, language)}",
        "day": day(start, language),
        "short_day": short_day(start, language),
        "time": clock(start, language),
        "at_time": at_time(start, language),
    }
    if row.kind not in CALENDAR_KINDS:  # the reminder: the visit is today or tomorrow
        today = utcnow().astimezone(zone).date()
        context["when"] = WORDS[language]["today" if start.date() == today else "tomorrow"]
        return _Content(row.kind, context, clinic.email, language=language)
    method = "CANCEL" if row.kind == APPOINTMENT_CANCELLED else "PUBLISH"
    attachment = booking_calendar(session, visitor, clinic, settings, start, method, language)
    return _Content(row.kind, context, clinic.email, attachment, method, language=language)


def _booking_still_stands(
    row: OutboxMessage, visitor: AppointmentRequest | Enquiry, zone: ZoneInfo
) -> datetime:
    """The booked time, in the clinic's zone, when what the row would say is still true;
    MessageError (the row fails, and says why) when the booking changed before it went."""
    wanted = CANCELLED if row.kind == APPOINTMENT_CANCELLED else BOOKED
    if visitor.status != wanted or visitor.booked_for is None:
        raise MessageError(f"the request is {visitor.status} now: a later email says so")
    start = as_utc(visitor.booked_for).astimezone(zone)
    if row.kind == APPOINTMENT_REMINDER:
        today = utcnow().astimezone(zone).date()
        if not visitor.reminders:
            raise MessageError("the patient turned reminders off before this one went")
        if start <= utcnow() or start.date() > today + timedelta(days=1):
            raise MessageError("the visit is no longer tomorrow: this reminder is out of date")
    return start


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
        invitation = (
            None
            if row.invitation_id is None
            else _read(session, StaffInvitation, row.invitation_id)
        )
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


def _compose(text: str, html: str, content: _Content) -> Message:
    """Text and HTML as alternatives; with a calendar file, both beside it, its part naming
    the calendar's METHOD as RFC 6047 asks. Each multipart has a random boundary of its own
    from the start: left unset, the writer makes one and searches the whole body for it, a
    regular expression compiled anew for every message."""
    body = MIMEMultipart("alternative", boundary=_boundary())
    body.attach(_text_part(text, "plain"))
    body.attach(_text_part(html, "html"))
    if content.attachment is None:
        return body
    calendar = MIMEBase("text", "calendar", method=content.method, charset="utf-8")
    calendar.set_payload(content.attachment)
    encoders.encode_base64(calendar)
    calendar.add_header("Content-Disposition", "attachment", filename=content.filename)
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
    stored = [column for column in columns if column.computed is None]  # not the search text
    return select(*stored).where(col(table.id) == bindparam("key"))


def calendar_file(
    row: OutboxMessage,
    request: AppointmentRequest,
    clinic: ClinicProfile,
    settings: Settings,
    language: Language,
) -> bytes:
    """The requested day as an all-day, tentative event: the clinic confirms the time. It
    names no treatment (a calendar is often shared): the reference says which request it is.
    Its words are in the patient's `language`."""
    words = WORDS[language]
    calendar = _calendar(clinic, "PUBLISH")
    event = _event(clinic, message_id(row, settings).strip("<>"))
    event.add("dtstart", request.appointment_date)
    event.add("dtend", request.appointment_date + timedelta(days=1))
    event.add("summary", words["requested_summary"].format(clinic=clinic.name))
    event.add("status", "TENTATIVE")
    event.add("transp", "TRANSPARENT")
    event.add(
        "description",
        words["requested_description"].format(reference=reference(request), phone=clinic.phones[0]),
    )
    calendar.add_component(event)
    return calendar.to_ical()


def booking_calendar(
    session: Session,
    request: AppointmentRequest | Enquiry,
    clinic: ClinicProfile,
    settings: Settings,
    start: datetime,
    method: str,
    language: Language,
) -> bytes:
    """The booked visit as a timed event in the clinic's zone (with its VTIMEZONE), updating
    in place the entry the confirmation attached: its UID, and the request's SEQUENCE, which
    every change of the entry raised (booked 1, moved 2, ...). `method` CANCEL removes it.
    Its words are in the patient's `language`."""
    words = WORDS[language]
    cancelled = method == "CANCEL"
    calendar = _calendar(clinic, method)
    event = _event(clinic, calendar_uid(session, request, settings))
    event.add("sequence", request.calendar_sequence)
    event.add("dtstart", start)
    event.add("dtend", start + FIRST_VISIT)
    event.add("summary", words["booked_summary"].format(clinic=clinic.name))
    event.add("status", "CANCELLED" if cancelled else "CONFIRMED")
    event.add("transp", "TRANSPARENT" if cancelled else "OPAQUE")
    description = words["cancelled_description" if cancelled else "booked_description"]
    event.add(
        "description", description.format(reference=reference(request), phone=clinic.phones[0])
    )
    calendar.add_component(event)
    # The VTIMEZONE of DTSTART's TZID, its rules for the years around the visit only.
    calendar.add_missing_timezones(date(start.year - 1, 1, 1), date(start.year + 2, 1, 1))
    return calendar.to_ical()


def _calendar(clinic: ClinicProfile, method: str) -> Calendar:
    calendar = Calendar()
    calendar.add("prodid", f"-//{clinic.name}//Appointment requests//EN")
    calendar.add("version", "2.0")
    calendar.add("method", method)
    return calendar


def _event(clinic: ClinicProfile, uid: str) -> Event:
    """An event of the clinic's, organised by it (RFC 5546 asks for an ORGANIZER)."""
    event = Event()
    event.add("uid", uid)
    event.add("dtstamp", utcnow())
    organizer = vCalAddress(f"mailto:{clinic.email}")
    organizer.params["cn"] = clinic.name
    event.add("organizer", organizer)
    event.add("location", clinic.full_address)
    return event


def calendar_uid(
    session: Session, request: AppointmentRequest | Enquiry, settings: Settings
) -> str:
    """The UID of the request's calendar entry: the one its confirmation attached (the
    confirmation's Message-ID). A request without a confirmation (an enquiry; a request first
    taken for spam) gets one as stable, made from its reference and when it was stored."""
    if isinstance(request, AppointmentRequest):
        found = session.connection().execute(_CONFIRMATION, {"key": request.id}).first()
        if found is not None:
            return message_id(OutboxMessage(**found._mapping), settings).strip("<>")
    domain = settings.mail_from_address.rsplit("@", 1)[-1]
    stored = as_utc(request.created_at).astimezone(UTC)
    return f"request-{reference(request)}-{stored:%Y%m%d%H%M%S}@{domain}"


_CONFIRMATION = (
    select(*OutboxMessage.__table__.columns)  # type: ignore[attr-defined]
    .where(col(OutboxMessage.appointment_id) == bindparam("key"))
    .where(col(OutboxMessage.kind) == outbox.APPOINTMENT_CONFIRMATION)
    .order_by(col(OutboxMessage.id))
    .limit(1)
)

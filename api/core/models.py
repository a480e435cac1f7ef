"""Database tables. Request and answer models with the site's field names live beside their
concern: `api/intake/payloads.py` and `api/content/schemas.py`."""

from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from asgi_correlation_id import correlation_id
from pydantic_core import PydanticUndefined
from sqlalchemy import Column, Computed, Index, Text, text
from sqlmodel import Field, SQLModel

MAX_ID = 2_147_483_647  # the database's integer: a larger id is malformed, not unknown

# Content: loaded from `content/` by `clinic content load`; the ids are the files' own.


class Treatment(SQLModel, table=True):
    id: int = Field(primary_key=True)
    slug: str = Field(unique=True, index=True, max_length=120)
    name: str = Field(max_length=200)
    flag: str | None = Field(default=None, max_length=1)  # W or H; None for wellness services
    treatment_type_id: int = Field(index=True)  # 1 physical therapy, 2 massage and wellness
    file_path: str | None = Field(default=None, max_length=300)
    page_title: str = Field(default="", max_length=300)
    header: str = Field(default="", max_length=500)
    keywords: str = Field(default="", max_length=500)
    html: str = Field(default="", sa_type=Text)


class TreatmentTranslation(SQLModel, table=True):
    """A treatment's or wellness service's text in another edition than English (`content/es/`).
    Everything else (ids, slugs, images, tariffs) is the English row's; an empty text is served
    in English."""

    __tablename__ = "treatment_translation"
    treatment_id: int = Field(foreign_key="treatment.id", primary_key=True)
    language: str = Field(primary_key=True, max_length=2)  # es
    name: str = Field(max_length=200)
    page_title: str = Field(default="", max_length=300)
    header: str = Field(default="", max_length=500)
    keywords: str = Field(default="", max_length=500)
    period: str = Field(default="", max_length=100)  # a wellness service's tariff period
    html: str = Field(default="", sa_type=Text)


class Tariff(SQLModel, table=True):
    id: int = Field(primary_key=True)
    treatment_id: int = Field(foreign_key="treatment.id", index=True)
    period: str = Field(default="", max_length=100)
    charges: float = 0
    admin_only: bool = False  # True: listed only when isVisibleToAdmin=true


class Blog(SQLModel, table=True):
    id: int = Field(primary_key=True)
    slug: str = Field(unique=True, index=True, max_length=160)
    title: str = Field(max_length=300)
    image: str | None = Field(default=None, max_length=300)
    blog_date: date = Field(index=True)
    header: str = Field(default="", max_length=500)
    summary: str = Field(default="", max_length=1000)
    keywords: str = Field(default="", max_length=500)
    html: str = Field(default="", sa_type=Text)


class Video(SQLModel, table=True):
    id: int = Field(primary_key=True)
    link: str = Field(max_length=300)
    header: str = Field(default="", max_length=200)


class Timing(SQLModel, table=True):
    id: int = Field(primary_key=True)
    type_name: str = Field(max_length=50)  # "Physical Therapy" or "Massage Therapy"
    days: str = Field(max_length=60)  # comma-separated abbreviations: Mon,Tue,Wed
    start_time: str = Field(max_length=5)  # HH:MM
    end_time: str = Field(max_length=5)


def utcnow() -> datetime:
    return datetime.now(UTC)


class ContentRelease(SQLModel, table=True):
    """A load of content/: its version (a digest of the files) names the folder of pages rendered
    from it (api/web/release.py). The newest load is the content the site shows."""

    __tablename__ = "content_release"
    version: str = Field(primary_key=True, max_length=64)
    loaded_at: datetime = Field(default_factory=utcnow, index=True)


def as_utc(at: datetime) -> datetime:
    """A time read back from the database, with its zone (SQLite hands times back without)."""
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


# Requests: what visitors send. Stored first; email follows through the outbox.


class VisitorRequest(SQLModel):
    """What both forms ask of a visitor; the lengths are the forms' own (forms.json)."""

    id: int | None = Field(default=None, primary_key=True)
    full_name: str = Field(max_length=50)
    phone: str = Field(max_length=15)
    email: str = Field(max_length=50)
    subject: str = Field(max_length=100)
    message: str = Field(max_length=1000)
    is_spam: bool = False  # caught by the form's trap field
    # Where the front desk has got to (api/follow_up/statuses.py); spam leaves lists and exports.
    status: str = Field(default="new", max_length=20, index=True)
    booked_for: datetime | None = None  # the visit agreed with the patient, once booked
    # The patient's status page (api/follow_up/status_page.py): its key is an HMAC of this
    # nonce, and only the key's hash is kept.
    status_nonce: str = Field(default="", max_length=32)
    status_key_hash: str = Field(default="", max_length=64)
    calendar_sequence: int = 0  # the calendar entry's SEQUENCE: raised at every change of it
    reminders: bool = True  # the patient can turn the day-before reminder off
    reminder_sent_at: datetime | None = None  # for the booked time: cleared when it moves
    # The language of the page it was sent from, "en" or "es": the patient's emails follow it.
    language: str = Field(default="en", max_length=2)
    # Indexed with the id in each table (`_newest_first`): the inbox's order.
    created_at: datetime = Field(default_factory=utcnow)


# What the console's search looks in (api/staff/inbox.py): name, email and phone as one
# lower-cased text, kept by the database beside each row (stored on PostgreSQL, computed on
# reading on SQLite) so that a search reads it rather than building it for every row.
SEARCH_TEXT = "lower(full_name || ' ' || email || ' ' || phone)"


def _search_text() -> Any:
    """The column, made by the database: never written, never in a row's dump."""
    return Field(
        default=None,
        sa_column=Column("search_text", Text, Computed(SEARCH_TEXT, persisted=True)),
        exclude=True,
    )


def _newest_first(table: str) -> Index:
    """The inbox's order, newest first with the id to break ties (api/staff/inbox.py): a page
    is read from this index and the two tables' pages merged, not every row sorted."""
    return Index(f"ix_{table}_created_at_id", "created_at", "id")


class AppointmentRequest(VisitorRequest, table=True):
    __tablename__ = "appointment_request"
    __table_args__ = (_newest_first("appointment_request"),)

    treatment_id: int = 0  # 0: a general request with no preselected service
    treatment_name: str = Field(default="", max_length=200)
    tariff_id: int = 0
    appointment_date: date
    search_text: str | None = _search_text()


class Enquiry(VisitorRequest, table=True):
    __table_args__ = (_newest_first("enquiry"),)

    search_text: str | None = _search_text()


@dataclass
class NewRequest:
    """A visitor's request as the intake writes it: its table and the values of its columns.
    Not an ORM object: a request is written once, by one statement, and building the object
    (each of its twenty columns set through SQLModel's and SQLAlchemy's instrumentation) cost a
    submit several times what reading the model's defaults does. `id` is set once stored."""

    table: type[AppointmentRequest | Enquiry]
    values: dict[str, Any]
    id: int = 0

    @classmethod
    def of(cls, table: type[AppointmentRequest | Enquiry], **given: Any) -> "NewRequest":
        """`given` columns, the model's defaults for the rest (the id and the search text are
        the database's). A column without a default must be given."""
        values = {
            name: field.get_default(call_default_factory=True)
            for name, field in table.model_fields.items()
            if name not in ("id", "search_text")
        }
        unknown = sorted(given.keys() - values.keys())
        values.update(given)
        missing = [name for name, value in values.items() if value is PydanticUndefined]
        if missing or unknown:
            raise TypeError(f"{table.__name__}: missing {missing}, unknown {unknown}")
        return cls(table, values)


class OutboxMessage(SQLModel, table=True):
    """One email a request must cause; the worker sends it and records the outcome here
    (`api/intake/outbox.py`)."""

    __tablename__ = "outbox"
    # The rows a worker may still have to send, in the order it takes them: the claim reads
    # this, not the whole table, however many sent rows it holds.
    __table_args__ = (
        Index(
            "ix_outbox_unsettled",
            "id",
            postgresql_where=text("status IN ('pending', 'sending', 'held')"),
            sqlite_where=text("status IN ('pending', 'sending', 'held')"),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    kind: str = Field(max_length=40)  # an email template's name
    appointment_id: int | None = Field(
        default=None, foreign_key="appointment_request.id", index=True, ondelete="CASCADE"
    )
    enquiry_id: int | None = Field(
        default=None, foreign_key="enquiry.id", index=True, ondelete="CASCADE"
    )
    # A staff member's own email (an invitation, a passkey added or removed).
    staff_id: int | None = Field(default=None, foreign_key="staff_member.id", index=True)
    invitation_id: int | None = Field(default=None, foreign_key="staff_invitation.id")
    recipient: str = Field(max_length=320)
    # pending, sending, sent, held, failed or cancelled
    status: str = Field(default="pending", max_length=10, index=True)
    attempts: int = 0
    # When a row tried before is due again; a row never tried is due at once.
    next_attempt_at: datetime = Field(default_factory=utcnow, index=True)
    claimed_at: datetime | None = None
    sent_at: datetime | None = None
    last_error: str | None = Field(default=None, max_length=1000)
    created_at: datetime = Field(default_factory=utcnow, index=True)
    # The HTTP request that wrote the row (its X-Request-ID), for the worker's log lines about
    # it; None for rows written outside a request (beat's reminders).
    request_id: str | None = Field(default_factory=correlation_id.get, max_length=64)


class IdempotencyRecord(SQLModel, table=True):
    """The first answer to a request carrying an Idempotency-Key, replayed for 24 hours."""

    __tablename__ = "idempotency_record"

    key: str = Field(primary_key=True, max_length=200)  # the call and the client's key
    payload_hash: str = Field(max_length=64)
    message: str = Field(sa_type=Text)
    created_at: datetime = Field(default_factory=utcnow, index=True)


class UsedChallenge(SQLModel, table=True):
    """A proof-of-work challenge already spent on a request; another request that brings it is
    refused until it expires, and then it is purged."""

    __tablename__ = "used_challenge"

    signature: str = Field(primary_key=True, max_length=128)  # the challenge's own HMAC, hex
    expires_at: datetime = Field(index=True)


class AuditEvent(SQLModel, table=True):
    """One look at or change of a patient's request, or a staff sign-in, by whom and from where
    (`api/core/audit.py`). Rows are only ever added; each carries a hash of itself and of the
    row before, so a row changed or removed afterwards shows (`clinic audit verify`). A row
    names requests by their reference, never by the patient: the retention purge keeps it."""

    __tablename__ = "audit_event"

    id: int | None = Field(default=None, primary_key=True)
    at: datetime = Field(index=True)
    action: str = Field(max_length=40, index=True)
    outcome: str = Field(max_length=20)  # ok, refused or failed
    actor: str = Field(max_length=254, index=True)  # a staff member's address, or cli:USER
    address: str = Field(max_length=64)  # the client's IP address, or where a command ran
    # The requests concerned, by reference: "R-1042", or the references a list showed.
    reference: str = Field(default="", sa_type=Text)
    detail: str = Field(default="", max_length=500)  # what changed, never what a patient typed
    previous_hash: str = Field(max_length=64, unique=True)  # two rows never follow one row
    hash: str = Field(max_length=64, unique=True)


# The clinic's own people and what they did to requests (api/staff/).


class RequestEvent(SQLModel, table=True):
    """A status move or a note on a request, by whom and when. Rows are only ever added."""

    __tablename__ = "request_event"

    id: int | None = Field(default=None, primary_key=True)
    appointment_id: int | None = Field(
        default=None, foreign_key="appointment_request.id", index=True, ondelete="CASCADE"
    )
    enquiry_id: int | None = Field(
        default=None, foreign_key="enquiry.id", index=True, ondelete="CASCADE"
    )
    kind: str = Field(max_length=10)  # status or note
    from_status: str = Field(default="", max_length=20)
    to_status: str = Field(default="", max_length=20)
    booked_for: datetime | None = None
    note: str = Field(default="", sa_type=Text)
    author: str = Field(max_length=254)  # the staff member's email
    at: datetime = Field(default_factory=utcnow)


class StaffMember(SQLModel, table=True):
    __tablename__ = "staff_member"

    id: int | None = Field(default=None, primary_key=True)
    email: str = Field(max_length=254, unique=True)  # lower case
    name: str = Field(max_length=100)
    role: str = Field(max_length=20)  # admin or frontdesk
    # WebAuthn's user handle: random, so a passkey says nothing about who holds it.
    user_handle: str = Field(max_length=64, unique=True)
    created_at: datetime = Field(default_factory=utcnow)
    revoked_at: datetime | None = None


class Passkey(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    staff_id: int = Field(foreign_key="staff_member.id", index=True, ondelete="CASCADE")
    credential_id: str = Field(max_length=1400, unique=True)  # base64url
    public_key: str = Field(sa_type=Text)  # COSE key, base64url
    sign_count: int = 0
    name: str = Field(max_length=60)
    created_at: datetime = Field(default_factory=utcnow)
    last_used_at: datetime | None = None


class StaffInvitation(SQLModel, table=True):
    """A single-use link to create a first passkey. The link's token is an HMAC of `nonce`
    under SECRET_KEY (so the worker can put it in the email); only its hash is looked up."""

    __tablename__ = "staff_invitation"

    id: int | None = Field(default=None, primary_key=True)
    staff_id: int = Field(foreign_key="staff_member.id", index=True, ondelete="CASCADE")
    nonce: str = Field(max_length=64)
    token_hash: str = Field(max_length=64, unique=True)
    invited_by: str = Field(max_length=254)
    created_at: datetime = Field(default_factory=utcnow)
    expires_at: datetime
    used_at: datetime | None = None


class StaffSession(SQLModel, table=True):
    """A signed-in browser. The cookie holds a random token; this row, its hash."""

    __tablename__ = "staff_session"

    id: int | None = Field(default=None, primary_key=True)
    token_hash: str = Field(max_length=64, unique=True)
    staff_id: int = Field(foreign_key="staff_member.id", index=True, ondelete="CASCADE")
    address: str = Field(max_length=64)
    created_at: datetime = Field(default_factory=utcnow)
    last_seen_at: datetime = Field(default_factory=utcnow)
    expires_at: datetime  # the absolute end
    checked_at: datetime = Field(default_factory=utcnow)  # the last passkey check
    ended_at: datetime | None = None
    ended_reason: str = Field(default="", max_length=20)  # sign_out, idle, expired, revoked


class WebAuthnChallenge(SQLModel, table=True):
    """A ceremony's challenge, kept on the server and used once."""

    __tablename__ = "webauthn_challenge"

    id: str = Field(primary_key=True, max_length=43)  # the ceremony's random id
    challenge: str = Field(max_length=128)  # base64url
    purpose: str = Field(max_length=20)  # register, sign_in, check, add_passkey
    staff_id: int | None = Field(default=None, foreign_key="staff_member.id", ondelete="CASCADE")
    expires_at: datetime = Field(index=True)

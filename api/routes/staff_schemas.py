"""The console API's bodies and answers, as /api/openapi.json describes them (docs/console.md).
Field names are the browser's (camelCase), like the rest of the API."""

from datetime import date, datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

Status = Literal["new", "called_back", "booked", "closed", "spam", "cancelled"]
# What a line of text may hold, and a note (lines and tabs too): never a control character,
# which PostgreSQL's text refuses (NUL) or a screen would not show.
ONE_LINE = r"^[^\x00-\x1f\x7f]*$"
LINES = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$"
CEREMONY_ID = r"^[A-Za-z0-9_-]{1,64}$"
TOKEN = r"^[0-9a-f]{1,128}$"
Role = Literal["admin", "frontdesk"]


class Ceremony(BaseModel):
    """A WebAuthn ceremony begun: send `options` to @simplewebauthn/browser, and the answer
    back with `ceremony`."""

    ceremony: str
    options: dict[str, Any]


class CeremonyAnswer(BaseModel):
    ceremony: str = Field(pattern=CEREMONY_ID)
    credential: dict[str, Any]


class NewPasskey(CeremonyAnswer):
    name: str = Field(default="Passkey", min_length=1, max_length=60, pattern=ONE_LINE)


class InvitationToken(BaseModel):
    token: str = Field(pattern=TOKEN)


class InvitationAnswer(NewPasskey):
    token: str = Field(pattern=TOKEN)


class InvitationShown(BaseModel):
    name: str
    email: str
    expiresAt: datetime


class Me(BaseModel):
    name: str
    email: str
    role: Role
    sessionExpiresAt: datetime
    idleSeconds: int


class PasskeyOut(BaseModel):
    id: int
    name: str
    createdAt: datetime
    lastUsedAt: datetime | None


class InboxItem(BaseModel):
    reference: str
    kind: Literal["appointment", "enquiry"]
    receivedAt: datetime
    fullName: str
    treatment: str
    requestedDate: date | None
    status: Status
    bookedFor: datetime | None


class InboxPage(BaseModel):
    items: list[InboxItem]
    total: int
    page: int
    pageSize: int
    counts: dict[str, int]


class Latest(BaseModel):
    newest: str | None
    newCount: int


class EmailState(BaseModel):
    kind: str
    to: Literal["patient", "clinic"]
    status: str
    attempts: int
    lastError: str | None
    sentAt: datetime | None


class StatusChange(BaseModel):
    model_config = {"populate_by_name": True}

    from_: str = Field(alias="from")
    to: str
    bookedFor: datetime | None
    by: str
    at: datetime


class Note(BaseModel):
    author: str
    at: datetime
    text: str


class AuditRow(BaseModel):
    id: int
    at: datetime
    action: str
    outcome: str
    actor: str
    address: str
    reference: str
    detail: str


class Detail(InboxItem):
    phone: str
    email: str
    subject: str
    message: str
    language: Literal["en", "es"]  # of the page it was sent from: the patient's emails' too
    treatmentId: int
    moves: list[Status]
    emails: list[EmailState]
    history: list[StatusChange]
    notes: list[Note]
    audit: list[AuditRow] | None = None


class Move(BaseModel):
    status: Status
    # The agreed visit, in the clinic's time zone unless the time carries its own offset.
    bookedFor: datetime | None = None


class NoteIn(BaseModel):
    text: str = Field(min_length=1, max_length=2000, pattern=LINES)


class AuditPage(BaseModel):
    items: list[AuditRow]
    total: int
    page: int
    pageSize: int


class TeamMember(BaseModel):
    id: int
    name: str
    email: str
    role: Role
    createdAt: datetime
    revokedAt: datetime | None
    passkeys: int
    invitationPending: bool


class Invite(BaseModel):
    email: str = Field(min_length=3, max_length=254, pattern=ONE_LINE)
    name: str = Field(min_length=1, max_length=100, pattern=ONE_LINE)
    role: Role = "frontdesk"


class Invitation(BaseModel):
    invitationUrl: str

"""Staff members: inviting one (a single-use link by email, valid 24 hours), revoking one, and
finding the invitation a link names.

An invitation link carries a token of 256 bits: an HMAC under SECRET_KEY of a random nonce
(128 bits) stored with the invitation. The email task makes the same token from the nonce to
put it in the email; the database alone cannot (it holds the nonce and the token's hash, never
the token), and a link is looked up by the hash."""

import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import func, update
from sqlmodel import Session, col, select

from api.core import audit
from api.core.models import (
    OutboxMessage,
    Passkey,
    StaffInvitation,
    StaffMember,
    StaffSession,
    as_utc,
    utcnow,
)
from api.core.settings import Settings

ADMIN, FRONTDESK = "admin", "frontdesk"
ROLES = (ADMIN, FRONTDESK)
INVITATION_VALID_FOR = timedelta(hours=24)
# The emails a staff member gets: outbox rows' kinds, email templates' names.
STAFF_INVITATION = "staff_invitation"
STAFF_PASSKEY_ADDED = "staff_passkey_added"
STAFF_PASSKEY_REMOVED = "staff_passkey_removed"


class StaffError(ValueError):
    """What an operator or an admin asked cannot be done; the message says why."""


@dataclass(frozen=True)
class Invited:
    member: StaffMember
    invitation: StaffInvitation
    url: str
    outbox_id: int


def invitation_token(settings: Settings, invitation: StaffInvitation) -> str:
    return settings.keyed_digest("staff-invitation", invitation.nonce)


def invitation_url(settings: Settings, invitation: StaffInvitation) -> str:
    """The link in the email; the token rides in the fragment, which browsers never send."""
    return f"{settings.staff_origin}/staff/invitation#{invitation_token(settings, invitation)}"


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def normalise_email(email: str) -> str:
    return email.strip().lower()


def invite(
    session: Session,
    settings: Settings,
    *,
    email: str,
    name: str,
    role: str,
    invited_by: str,
    address: str,
) -> Invited:
    """A new member, or a new invitation for one who lost their device (the older links stop
    working). The caller commits, then publishes `outbox_id`."""
    email, name = normalise_email(email), " ".join(name.split())
    if role not in ROLES:
        raise StaffError(f"The role must be {' or '.join(ROLES)}.")
    if not name or len(name) > 100:
        raise StaffError("Give the staff member's name (at most 100 characters).")
    if "@" not in email or len(email) > 254 or any(c.isspace() for c in email):
        raise StaffError("Give the staff member's email address.")
    member = session.exec(select(StaffMember).where(StaffMember.email == email)).first()
    if member is None:
        member = StaffMember(
            email=email, name=name, role=role, user_handle=secrets.token_urlsafe(32)
        )
    else:  # a new invitation: recovery from a lost device, or access given back
        member.name, member.role, member.revoked_at = name, role, None
    session.add(member)
    session.flush()
    assert member.id is not None
    now = utcnow()
    session.execute(
        update(StaffInvitation)
        .where(col(StaffInvitation.staff_id) == member.id)
        .where(col(StaffInvitation.used_at).is_(None))
        .values(expires_at=now)
    )
    invitation = StaffInvitation(
        staff_id=member.id,
        nonce=secrets.token_hex(16),
        token_hash="",
        invited_by=invited_by,
        created_at=now,
        expires_at=now + INVITATION_VALID_FOR,
    )
    invitation.token_hash = token_hash(invitation_token(settings, invitation))
    session.add(invitation)
    session.flush()
    mail = OutboxMessage(
        kind=STAFF_INVITATION, recipient=email, staff_id=member.id, invitation_id=invitation.id
    )
    session.add(mail)
    session.flush()
    assert mail.id is not None
    audit.record(
        session,
        action=audit.INVITATION_ISSUED,
        actor=invited_by,
        address=address,
        detail=f"{email} as {role}",
    )
    return Invited(member, invitation, invitation_url(settings, invitation), mail.id)


def open_invitation(session: Session, token: str) -> tuple[StaffInvitation, StaffMember] | None:
    """The invitation a link names, while it can still be used."""
    if not token or len(token) > 200:
        return None
    found = session.exec(
        select(StaffInvitation, StaffMember)
        .join(StaffMember, col(StaffMember.id) == StaffInvitation.staff_id)
        .where(StaffInvitation.token_hash == token_hash(token))
    ).first()
    if found is None:
        return None
    invitation, member = found
    if invitation.used_at is not None or as_utc(invitation.expires_at) <= utcnow():
        return None
    return invitation, member


def revoke(session: Session, email: str, *, actor: str, address: str) -> StaffMember:
    """Removes every passkey and ends every session at once; the caller commits."""
    member = session.exec(
        select(StaffMember).where(StaffMember.email == normalise_email(email))
    ).first()
    if member is None:
        raise StaffError(f"No staff member has the address {email}.")
    now = utcnow()
    member.revoked_at = now
    session.add(member)
    for passkey in session.exec(select(Passkey).where(Passkey.staff_id == member.id)):
        session.delete(passkey)
    session.execute(
        update(StaffSession)
        .where(col(StaffSession.staff_id) == member.id)
        .where(col(StaffSession.ended_at).is_(None))
        .values(ended_at=now, ended_reason="revoked")
    )
    session.execute(
        update(StaffInvitation)
        .where(col(StaffInvitation.staff_id) == member.id)
        .where(col(StaffInvitation.used_at).is_(None))
        .values(expires_at=now)
    )
    audit.record(
        session, action=audit.STAFF_REVOKED, actor=actor, address=address, detail=member.email
    )
    return member


def passkey_counts(session: Session) -> dict[int, int]:
    """Each member's number of passkeys, by id."""
    rows = session.execute(
        select(col(Passkey.staff_id), func.count()).group_by(col(Passkey.staff_id))
    ).all()
    return {staff_id: count for staff_id, count in rows}


def open_session_counts(session: Session) -> dict[int, int]:
    rows = session.execute(
        select(col(StaffSession.staff_id), func.count())
        .where(col(StaffSession.ended_at).is_(None))
        .group_by(col(StaffSession.staff_id))
    ).all()
    return {staff_id: count for staff_id, count in rows}

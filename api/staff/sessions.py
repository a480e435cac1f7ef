"""Staff sessions, kept on the server: the browser's cookie holds a random token, the
`staff_session` table its hash. A session ends when it goes unused for
STAFF_SESSION_IDLE_SECONDS, STAFF_SESSION_HOURS after sign-in, at sign-out, or when its member
is revoked; every sign-in starts a new one."""

import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import delete
from sqlmodel import Session, col, select

from api.core import audit
from api.core.models import (
    AuditEvent,
    StaffMember,
    StaffSession,
    WebAuthnChallenge,
    as_utc,
    utcnow,
)
from api.core.settings import Settings

# A session's last use is written at most this often: a console makes several calls a minute.
_TOUCH_EVERY = timedelta(seconds=30)
SIGN_OUT, IDLE, EXPIRED, REVOKED = "sign_out", "idle", "expired", "revoked"


def cookie_name(settings: Settings) -> str:
    """`__Host-` binds the cookie to this host over HTTPS, path /; a browser refuses it over
    plain HTTP, so development and tests use the bare name."""
    return "__Host-clinic_staff" if settings.environment == "production" else "clinic_staff"


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class SignedIn:
    session: StaffSession
    member: StaffMember


def start(
    session: Session, settings: Settings, member: StaffMember, address: str
) -> tuple[str, StaffSession]:
    """A new session for `member`: the cookie's token, and the row. The caller commits."""
    token = secrets.token_urlsafe(32)
    now = utcnow()
    started = StaffSession(
        token_hash=token_hash(token),
        staff_id=member.id or 0,
        address=address,
        created_at=now,
        last_seen_at=now,
        checked_at=now,
        expires_at=now + timedelta(hours=settings.staff_session_hours),
    )
    session.add(started)
    return token, started


def current(
    session: Session, settings: Settings, token: str | None, address: str, *, touch: bool = True
) -> SignedIn | None:
    """The live session the cookie names, or None. A session found past its time is ended
    here, with an audit row, and committed. `touch`: the call counts as use (a poll does not)."""
    if not token or len(token) > 100:
        return None
    found = session.exec(
        select(StaffSession, StaffMember)
        .join(StaffMember, col(StaffMember.id) == StaffSession.staff_id)
        .where(StaffSession.token_hash == token_hash(token))
    ).first()
    if found is None:
        return None
    staff_session, member = found
    if staff_session.ended_at is not None or member.revoked_at is not None:
        return None
    now = utcnow()
    idle_since = as_utc(staff_session.last_seen_at)
    if now - idle_since > timedelta(seconds=settings.staff_session_idle_seconds):
        _expire(session, staff_session, member, IDLE, address)
        return None
    if now >= as_utc(staff_session.expires_at):
        _expire(session, staff_session, member, EXPIRED, address)
        return None
    if touch and now - idle_since >= _TOUCH_EVERY:
        staff_session.last_seen_at = now
        session.add(staff_session)
        session.commit()
    return SignedIn(staff_session, member)


def end_overdue(session: Session, settings: Settings) -> int:
    """End every open session past its idle or absolute end, each with its audit row (the
    address is the server's: nobody called); forget expired WebAuthn ceremonies. Committed."""
    now = utcnow()
    idle_before = now - timedelta(seconds=settings.staff_session_idle_seconds)
    overdue = session.exec(
        select(StaffSession, StaffMember)
        .join(StaffMember, col(StaffMember.id) == StaffSession.staff_id)
        .where(col(StaffSession.ended_at).is_(None))
        .where(
            (col(StaffSession.last_seen_at) < idle_before) | (col(StaffSession.expires_at) <= now)
        )
    ).all()
    for staff_session, member in overdue:
        reason = EXPIRED if as_utc(staff_session.expires_at) <= now else IDLE
        _expire(session, staff_session, member, reason, "server")
    session.execute(delete(WebAuthnChallenge).where(col(WebAuthnChallenge.expires_at) < now))
    session.commit()
    return len(overdue)


def end(session: Session, staff_session: StaffSession, reason: str) -> None:
    staff_session.ended_at, staff_session.ended_reason = utcnow(), reason
    session.add(staff_session)


def checked_recently(settings: Settings, staff_session: StaffSession) -> bool:
    """Whether a passkey was checked in this session recently enough for a sensitive change."""
    age = utcnow() - as_utc(staff_session.checked_at)
    return age <= timedelta(seconds=settings.staff_check_seconds)


def _expire(
    session: Session, staff_session: StaffSession, member: StaffMember, reason: str, address: str
) -> None:
    end(session, staff_session, reason)
    audit.record(
        session,
        action=audit.SESSION_EXPIRED,
        actor=member.email,
        address=address,
        detail=f"{reason} after sign-in at {as_utc(staff_session.created_at):%H:%M} UTC",
    )
    session.commit()


FAILURE_WINDOW = timedelta(minutes=15)


def failed_credential_detail(credential_id: str) -> str:
    """How a refused sign-in names the passkey it claimed (an id, nothing about a person)."""
    return f"credential {credential_id[:64]}" if credential_id else "no credential"


def sign_in_blocked_for(
    session: Session, settings: Settings, address: str, credential_id: str
) -> int:
    """Seconds until this address, or this credential, may try to sign in again (0: now).
    Failures are the audit trail's refused sign-ins of the last 15 minutes."""
    since = utcnow() - FAILURE_WINDOW
    refused = (
        select(AuditEvent.at)
        .where(col(AuditEvent.action) == audit.SIGN_IN)
        .where(col(AuditEvent.outcome) == audit.REFUSED)
        .where(col(AuditEvent.at) >= since)
    )
    checks = [
        (
            refused.where(col(AuditEvent.address) == address),
            settings.staff_sign_in_failures_per_address,
        )
    ]
    if credential_id:
        checks.append(
            (
                refused.where(col(AuditEvent.detail) == failed_credential_detail(credential_id)),
                settings.staff_sign_in_failures_per_credential,
            )
        )
    wait = 0
    for query, limit in checks:
        times = session.exec(query.order_by(col(AuditEvent.at).desc()).limit(limit)).all()
        if len(times) >= limit:
            oldest = as_utc(times[-1])
            wait = max(wait, int((oldest + FAILURE_WINDOW - utcnow()).total_seconds()) + 1)
    return wait

"""The console's API for staff themselves: signing in and out with a passkey, invitations,
one's own passkeys, and for admins the team and the audit trail (docs/console.md). Every
answer here is `Cache-Control: no-store` (api/http/security_headers.py)."""

from typing import Any

from fastapi import APIRouter, Query, Request, Response
from sqlmodel import Session, col, func, select

from api.core import audit
from api.core.deps import SessionDep, SettingsDep
from api.core.errors import (
    Conflict,
    Forbidden,
    Gone,
    InvalidRequest,
    NotFound,
    RateLimited,
    Unauthorized,
)
from api.core.models import (
    AuditEvent,
    OutboxMessage,
    Passkey,
    StaffInvitation,
    StaffMember,
    as_utc,
    utcnow,
)
from api.core.queue import wake_email_worker
from api.core.settings import Settings
from api.http.staff_auth import (
    AdminDep,
    StaffDep,
    clear_session_cookie,
    client_address,
    session_token,
    set_session_cookies,
)
from api.routes.staff_schemas import (
    ONE_LINE,
    AuditPage,
    AuditRow,
    Ceremony,
    CeremonyAnswer,
    Invitation,
    InvitationAnswer,
    InvitationShown,
    InvitationToken,
    Invite,
    Me,
    NewPasskey,
    PasskeyOut,
    TeamMember,
)
from api.staff import accounts, passkeys, sessions
from api.staff.inbox import PAGE_SIZE, audit_row
from api.staff.passkeys import PasskeyRefused

router = APIRouter(prefix="/staff", tags=["staff"])

NOT_RECOGNISED = "That passkey was not recognised. Try again, or ask an admin for a new invitation."
INVITATION_GONE = "This invitation has expired or was already used. Ask an admin for a new one."
CHECK_FIRST = "Confirm with your passkey first."
LAST_PASSKEY = (
    "This is your only passkey: add another before you remove it, or you could not sign in again."
)


def _me(member: StaffMember, staff_session: Any, settings: Settings) -> Me:
    return Me(
        name=member.name,
        email=member.email,
        role=member.role,
        sessionExpiresAt=as_utc(staff_session.expires_at),
        idleSeconds=settings.staff_session_idle_seconds,
    )


def _signed_in(
    session: Session,
    settings: Settings,
    member: StaffMember,
    request: Request,
    response: Response,
) -> Me:
    """A new session (never one the browser brought: no fixation), its cookies, the audit row;
    committed."""
    old = session_token(request, settings)
    if old:
        found = sessions.current(session, settings, old, client_address(request))
        if found is not None:
            sessions.end(session, found.session, sessions.SIGN_OUT)
    token, started = sessions.start(session, settings, member, client_address(request))
    audit.record(session, action=audit.SIGN_IN, actor=member.email, address=client_address(request))
    session.commit()
    set_session_cookies(response, settings, token)
    return _me(member, started, settings)


def _begin(
    session: Session, settings: Settings, purpose: str, member: StaffMember | None = None
) -> Ceremony:
    """A ceremony begun, its challenge kept (committed) for the answer to come."""
    begun = passkeys.begin(session, settings, purpose, member)
    session.commit()
    return Ceremony(**begun)


@router.post("/sign-in/options")
def sign_in_options(session: SessionDep, settings: SettingsDep) -> Ceremony:
    """Begin a passkey sign-in: no name is asked, the browser offers the passkeys it holds."""
    return _begin(session, settings, passkeys.SIGN_IN)


@router.post("/sign-in", responses={401: {"description": "Not signed in"}})
def sign_in(
    answer: CeremonyAnswer,
    request: Request,
    response: Response,
    session: SessionDep,
    settings: SettingsDep,
) -> Me:
    address = client_address(request)
    claimed = passkeys.claimed_id(answer.credential)
    wait = sessions.sign_in_blocked_for(session, settings, address, claimed)
    if wait:
        raise RateLimited(wait)
    try:
        _passkey, member = passkeys.authenticate(
            session,
            settings,
            ceremony=answer.ceremony,
            credential=answer.credential,
            purpose=passkeys.SIGN_IN,
        )
    except PasskeyRefused as refused:
        audit.record(
            session,
            action=audit.SIGN_IN,
            actor="unknown",
            address=address,
            outcome=audit.REFUSED,
            detail=sessions.failed_credential_detail(refused.credential_id),
        )
        session.commit()
        raise Unauthorized(NOT_RECOGNISED) from None
    return _signed_in(session, settings, member, request, response)


@router.post("/sign-out", status_code=204)
def sign_out(caller: StaffDep, session: SessionDep, settings: SettingsDep) -> Response:
    sessions.end(session, caller.signed_in.session, sessions.SIGN_OUT)
    audit.record(session, action=audit.SIGN_OUT, actor=caller.who.actor, address=caller.who.address)
    session.commit()
    response = Response(status_code=204)
    clear_session_cookie(response, settings)
    return response


@router.get("/me")
def me(caller: StaffDep, settings: SettingsDep) -> Me:
    return _me(caller.signed_in.member, caller.signed_in.session, settings)


# Invitations: opening the link only shows who it is for; the passkey is made by a button.


def _invitation(session: Session, token: str) -> tuple[StaffInvitation, StaffMember]:
    found = accounts.open_invitation(session, token)
    if found is None:
        raise Gone(INVITATION_GONE)
    return found


@router.post("/invitation", responses={410: {"description": "Expired or used"}})
def invitation(body: InvitationToken, session: SessionDep) -> InvitationShown:
    invited, member = _invitation(session, body.token)
    return InvitationShown(
        name=member.name, email=member.email, expiresAt=as_utc(invited.expires_at)
    )


@router.post("/invitation/options", responses={410: {"description": "Expired or used"}})
def invitation_options(
    body: InvitationToken, session: SessionDep, settings: SettingsDep
) -> Ceremony:
    _invited, member = _invitation(session, body.token)
    return _begin(session, settings, passkeys.REGISTER, member)


@router.post("/invitation/accept", responses={410: {"description": "Expired or used"}})
def accept_invitation(
    body: InvitationAnswer,
    request: Request,
    response: Response,
    session: SessionDep,
    settings: SettingsDep,
) -> Me:
    invited, member = _invitation(session, body.token)
    _new_passkey(session, settings, body, member, client_address(request))
    invited.used_at = utcnow()
    session.add(invited)
    audit.record(
        session, action=audit.INVITATION_USED, actor=member.email, address=client_address(request)
    )
    return _signed_in(session, settings, member, request, response)


def _new_passkey(
    session: Session, settings: Settings, body: NewPasskey, member: StaffMember, address: str
) -> Passkey:
    """The passkey the browser made, verified and stored, with its audit row; a refusal spends
    the ceremony (committed) and changes nothing else."""
    try:
        passkey = passkeys.register(
            session,
            settings,
            ceremony=body.ceremony,
            credential=body.credential,
            member=member,
            name=body.name,
        )
    except PasskeyRefused:
        session.commit()
        raise InvalidRequest("The passkey could not be created. Please try again.") from None
    audit.record(
        session,
        action=audit.PASSKEY_ADDED,
        actor=member.email,
        address=address,
        detail=f"passkey {passkey.id} {passkey.name!r}",
    )
    return passkey


# One's own passkeys: adding or removing one needs a passkey check within STAFF_CHECK_SECONDS.


@router.get("/passkeys")
def list_passkeys(caller: StaffDep, session: SessionDep) -> list[PasskeyOut]:
    rows = session.exec(
        select(Passkey)
        .where(Passkey.staff_id == caller.signed_in.member.id)
        .order_by(col(Passkey.id))
    ).all()
    return [
        PasskeyOut(
            id=p.id or 0,
            name=p.name,
            createdAt=as_utc(p.created_at),
            lastUsedAt=as_utc(p.last_used_at) if p.last_used_at else None,
        )
        for p in rows
    ]


@router.post("/check/options")
def check_options(caller: StaffDep, session: SessionDep, settings: SettingsDep) -> Ceremony:
    return _begin(session, settings, passkeys.CHECK, caller.signed_in.member)


@router.post("/check", status_code=204, responses={401: {"description": "Not signed in"}})
def check(
    answer: CeremonyAnswer, caller: StaffDep, session: SessionDep, settings: SettingsDep
) -> Response:
    try:
        passkeys.authenticate(
            session,
            settings,
            ceremony=answer.ceremony,
            credential=answer.credential,
            purpose=passkeys.CHECK,
            member=caller.signed_in.member,
        )
    except PasskeyRefused:
        session.commit()
        raise Forbidden(NOT_RECOGNISED, reason="check") from None
    caller.signed_in.session.checked_at = utcnow()
    session.add(caller.signed_in.session)
    session.commit()
    return Response(status_code=204)


def _require_check(caller: Any, settings: Settings) -> None:
    if not sessions.checked_recently(settings, caller.signed_in.session):
        raise Forbidden(CHECK_FIRST, reason="check")


def _tell_member(session: Session, member: StaffMember, kind: str) -> int:
    mail = OutboxMessage(kind=kind, recipient=member.email, staff_id=member.id)
    session.add(mail)
    session.flush()
    return mail.id or 0


@router.post("/passkeys/options")
def add_passkey_options(caller: StaffDep, session: SessionDep, settings: SettingsDep) -> Ceremony:
    _require_check(caller, settings)
    return _begin(session, settings, passkeys.REGISTER, caller.signed_in.member)


@router.post("/passkeys", status_code=201)
def add_passkey(
    body: NewPasskey, caller: StaffDep, session: SessionDep, settings: SettingsDep
) -> PasskeyOut:
    _require_check(caller, settings)
    member = caller.signed_in.member
    passkey = _new_passkey(session, settings, body, member, caller.who.address)
    mail = _tell_member(session, member, accounts.STAFF_PASSKEY_ADDED)
    session.commit()
    wake_email_worker([mail])
    return PasskeyOut(
        id=passkey.id or 0, name=passkey.name, createdAt=as_utc(passkey.created_at), lastUsedAt=None
    )


@router.delete("/passkeys/{passkey_id}", status_code=204)
def remove_passkey(
    passkey_id: int, caller: StaffDep, session: SessionDep, settings: SettingsDep
) -> Response:
    member = caller.signed_in.member
    passkey = session.get(Passkey, passkey_id) if 0 < passkey_id < 2**31 else None
    if passkey is None or passkey.staff_id != member.id:
        raise NotFound("No such passkey.")
    _require_check(caller, settings)
    count = session.exec(select(func.count()).where(Passkey.staff_id == member.id)).one()
    if count <= 1:
        raise Conflict(LAST_PASSKEY)
    session.delete(passkey)
    audit.record(
        session,
        action=audit.PASSKEY_REMOVED,
        actor=caller.who.actor,
        address=caller.who.address,
        detail=f"passkey {passkey_id} {passkey.name!r}",
    )
    mail = _tell_member(session, member, accounts.STAFF_PASSKEY_REMOVED)
    session.commit()
    wake_email_worker([mail])
    return Response(status_code=204)


# Admins: the team and the whole audit trail.


@router.get("/team")
def team(caller: AdminDep, session: SessionDep) -> list[TeamMember]:
    members = session.exec(select(StaffMember).order_by(col(StaffMember.name))).all()
    keys = accounts.passkey_counts(session)
    now = utcnow()
    pending = {
        staff_id
        for staff_id, expires_at in session.execute(
            select(col(StaffInvitation.staff_id), col(StaffInvitation.expires_at)).where(
                col(StaffInvitation.used_at).is_(None)
            )
        ).all()
        if as_utc(expires_at) > now
    }
    return [
        TeamMember(
            id=m.id or 0,
            name=m.name,
            email=m.email,
            role=m.role,
            createdAt=as_utc(m.created_at),
            revokedAt=as_utc(m.revoked_at) if m.revoked_at else None,
            passkeys=keys.get(m.id or 0, 0),
            invitationPending=m.id in pending,
        )
        for m in members
    ]


@router.post("/team/invitations", status_code=201)
def invite(
    body: Invite, caller: AdminDep, session: SessionDep, settings: SettingsDep
) -> Invitation:
    try:
        invited = accounts.invite(
            session,
            settings,
            email=body.email,
            name=body.name,
            role=body.role,
            invited_by=caller.who.actor,
            address=caller.who.address,
        )
    except accounts.StaffError as error:
        raise InvalidRequest(str(error)) from None
    session.commit()
    wake_email_worker([invited.outbox_id])
    return Invitation(invitationUrl=invited.url)


@router.post("/team/{staff_id}/revoke", status_code=204)
def revoke(staff_id: int, caller: AdminDep, session: SessionDep) -> Response:
    member = session.get(StaffMember, staff_id) if 0 < staff_id < 2**31 else None
    if member is None:
        raise NotFound("No such staff member.")
    accounts.revoke(session, member.email, actor=caller.who.actor, address=caller.who.address)
    session.commit()
    return Response(status_code=204)


@router.get("/audit")
def audit_trail(
    caller: AdminDep,
    session: SessionDep,
    request: str = Query("", max_length=100, pattern=ONE_LINE),
    staff: str = Query("", max_length=254, pattern=ONE_LINE),
    page: int = Query(1, ge=1, le=100_000),
) -> AuditPage:
    query = select(AuditEvent)
    if request.strip():
        query = query.where(audit.about(request))
    if staff.strip():
        query = query.where(col(AuditEvent.actor) == staff.strip().lower())
    total = session.exec(select(func.count()).select_from(query.subquery())).one()
    rows = session.exec(
        query.order_by(col(AuditEvent.id).desc()).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE)
    ).all()
    return AuditPage(
        items=[AuditRow.model_validate(audit_row(r)) for r in rows],
        total=total,
        page=page,
        pageSize=PAGE_SIZE,
    )

"""WebAuthn ceremonies (py_webauthn): creating a passkey, and checking one to sign in or to
confirm a sensitive change. Level 2, user verification required, discoverable credentials.

Each ceremony's challenge stays on the server under a random id the browser sends back, and is
taken out of the table as it is used, so it can be answered once. The relying party id and the
expected origin come from SITE_URL (settings.staff_origin), never from the request."""

import re
import secrets
from datetime import timedelta
from typing import Any

from sqlalchemy import delete
from sqlmodel import Session, col, select
from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url, options_to_json_dict
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.structs import (
    AuthenticatorSelectionCriteria,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from api.core.models import Passkey, StaffMember, WebAuthnChallenge, as_utc, utcnow
from api.core.profile import get_profile
from api.core.settings import Settings

CEREMONY_TIMEOUT = timedelta(minutes=5)
# What a ceremony is for; an answer to one is never accepted for another.
REGISTER, SIGN_IN, CHECK = "register", "sign_in", "check"


class PasskeyRefused(ValueError):
    """The browser's answer does not prove what it should; `credential_id` names the passkey it
    claimed to be, for counting failures (never shown)."""

    def __init__(self, reason: str, credential_id: str = "") -> None:
        super().__init__(reason)
        self.credential_id = credential_id


def begin(
    session: Session, settings: Settings, purpose: str, member: StaffMember | None = None
) -> dict[str, Any]:
    """`{ceremony, options}` for the browser: creation options to register, request options
    otherwise (for a check, limited to the member's own passkeys)."""
    timeout_ms = int(CEREMONY_TIMEOUT.total_seconds() * 1000)
    options: Any
    if purpose == REGISTER:
        assert member is not None
        options = generate_registration_options(
            rp_id=settings.staff_rp_id,
            rp_name=f"{get_profile().name} front desk",
            user_id=member.user_handle.encode(),
            user_name=member.email,
            user_display_name=member.name,
            timeout=timeout_ms,
            authenticator_selection=AuthenticatorSelectionCriteria(
                resident_key=ResidentKeyRequirement.REQUIRED,
                require_resident_key=True,
                user_verification=UserVerificationRequirement.REQUIRED,
            ),
            exclude_credentials=_descriptors(session, member),
        )
    else:
        options = generate_authentication_options(
            rp_id=settings.staff_rp_id,
            timeout=timeout_ms,
            allow_credentials=_descriptors(session, member) if member else [],
            user_verification=UserVerificationRequirement.REQUIRED,
        )
    ceremony = WebAuthnChallenge(
        id=secrets.token_urlsafe(32),
        challenge=bytes_to_base64url(options.challenge),
        purpose=purpose,
        staff_id=member.id if member else None,
        expires_at=utcnow() + CEREMONY_TIMEOUT,
    )
    session.add(ceremony)
    session.flush()
    return {"ceremony": ceremony.id, "options": options_to_json_dict(options)}


def register(
    session: Session,
    settings: Settings,
    *,
    ceremony: str,
    credential: dict[str, Any],
    member: StaffMember,
    name: str,
) -> Passkey:
    """Verify a new passkey's creation and store it; the caller commits."""
    challenge = _take(session, ceremony, REGISTER, member)
    try:
        verified = verify_registration_response(
            credential=credential,
            expected_challenge=challenge,
            expected_rp_id=settings.staff_rp_id,
            expected_origin=settings.staff_origin,
            require_user_verification=True,
        )
    except (WebAuthnException, ValueError, KeyError, TypeError, AttributeError) as error:
        raise PasskeyRefused(f"registration not verified: {error}") from None
    passkey = Passkey(
        staff_id=member.id or 0,
        credential_id=bytes_to_base64url(verified.credential_id),
        public_key=bytes_to_base64url(verified.credential_public_key),
        sign_count=verified.sign_count,
        name=" ".join(name.split())[:60] or "Passkey",
    )
    if session.exec(select(Passkey).where(Passkey.credential_id == passkey.credential_id)).first():
        raise PasskeyRefused("this passkey is registered already")
    session.add(passkey)
    session.flush()
    return passkey


def authenticate(
    session: Session,
    settings: Settings,
    *,
    ceremony: str,
    credential: dict[str, Any],
    purpose: str,
    member: StaffMember | None = None,
) -> tuple[Passkey, StaffMember]:
    """The passkey that answered, and its holder, after checking its signature, its user
    verification and its counter; the caller commits (the counter and the time it was used)."""
    claimed = claimed_id(credential)
    challenge = _take(session, ceremony, purpose, member)
    if not claimed:
        raise PasskeyRefused("no credential id")
    found = session.exec(
        select(Passkey, StaffMember)
        .join(StaffMember, col(StaffMember.id) == Passkey.staff_id)
        .where(Passkey.credential_id == claimed)
    ).first()
    if found is None:
        raise PasskeyRefused("unknown passkey", claimed)
    passkey, holder = found
    if holder.revoked_at is not None or (member is not None and holder.id != member.id):
        raise PasskeyRefused("passkey of another or a revoked member", claimed)
    try:
        handle = (credential.get("response") or {}).get("userHandle")
        if handle and base64url_to_bytes(handle) != holder.user_handle.encode():
            raise PasskeyRefused("user handle does not match the passkey", claimed)
        verified = verify_authentication_response(
            credential=credential,
            expected_challenge=challenge,
            expected_rp_id=settings.staff_rp_id,
            expected_origin=settings.staff_origin,
            credential_public_key=base64url_to_bytes(passkey.public_key),
            credential_current_sign_count=passkey.sign_count,
            require_user_verification=True,
        )
    except PasskeyRefused:
        raise
    except (WebAuthnException, ValueError, KeyError, TypeError, AttributeError) as error:
        raise PasskeyRefused(f"assertion not verified: {error}", claimed) from None
    passkey.sign_count = verified.new_sign_count
    passkey.last_used_at = utcnow()
    session.add(passkey)
    return passkey, holder


def claimed_id(credential: Any) -> str:
    """The credential id a browser's answer claims, when it is one (base64url), else ""."""
    found = credential.get("id") if isinstance(credential, dict) else None
    return found if isinstance(found, str) and _CREDENTIAL_ID.fullmatch(found) else ""


_CREDENTIAL_ID = re.compile(r"[A-Za-z0-9_-]{1,1400}")


def _take(session: Session, ceremony: str, purpose: str, member: StaffMember | None) -> bytes:
    """The ceremony's challenge, removed as it is read: a second answer finds nothing."""
    taken = session.execute(
        delete(WebAuthnChallenge)
        .where(col(WebAuthnChallenge.id) == str(ceremony)[:43])
        .returning(
            col(WebAuthnChallenge.challenge),
            col(WebAuthnChallenge.purpose),
            col(WebAuthnChallenge.staff_id),
            col(WebAuthnChallenge.expires_at),
        )
    ).first()
    if taken is None:
        raise PasskeyRefused("unknown or used ceremony")
    challenge, taken_purpose, staff_id, expires_at = taken
    if taken_purpose != purpose or as_utc(expires_at) < utcnow():
        raise PasskeyRefused("ceremony expired or for something else")
    if staff_id != (member.id if member else None):
        raise PasskeyRefused("ceremony begun for another member")
    return base64url_to_bytes(challenge)


def _descriptors(session: Session, member: StaffMember) -> list[PublicKeyCredentialDescriptor]:
    ids = session.exec(select(Passkey.credential_id).where(Passkey.staff_id == member.id)).all()
    return [PublicKeyCredentialDescriptor(id=base64url_to_bytes(i)) for i in ids]

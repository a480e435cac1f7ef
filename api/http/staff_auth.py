"""Who is calling the console's API: the staff session its cookie names, checked on every
call (api/staff/sessions.py), and for every state change a CSRF token bound to that session,
so a token taken from another session, or from a page, is refused."""

import hmac
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request, Response

from api.core.deps import SessionDep, SettingsDep
from api.core.errors import Forbidden, Unauthorized
from api.core.settings import Settings
from api.http.csrf import CSRF_COOKIE, SAFE_METHODS, CsrfTokens
from api.staff import sessions
from api.staff.accounts import ADMIN
from api.staff.inbox import Who
from api.staff.sessions import SignedIn

SIGN_IN_AGAIN = "Please sign in again."
ADMINS_ONLY = "Only the clinic's admins can do that."
CSRF_REFUSED = "Your page has expired. Please reload it and try again."
# Sent by the inbox's poll: a poll is not use, so an open tab still goes idle.
POLL_HEADER = "X-Staff-Poll"


@dataclass(frozen=True)
class Caller:
    signed_in: SignedIn
    who: Who

    @property
    def is_admin(self) -> bool:
        return self.signed_in.member.role == ADMIN


def client_address(request: Request) -> str:
    return (request.client.host if request.client else "unknown")[:64]


def _bound_value(settings: Settings, session_token: str) -> str:
    return settings.keyed_digest("staff-csrf", session_token)[:32]


def _tokens(settings: Settings) -> CsrfTokens:
    return CsrfTokens(settings.secret_key, round(settings.staff_session_hours * 3600))


def set_session_cookies(response: Response, settings: Settings, session_token: str) -> None:
    """The session's cookie, and a CSRF cookie bound to it (read by the app's axios)."""
    secure = settings.environment == "production"
    max_age = round(settings.staff_session_hours * 3600)
    response.set_cookie(
        sessions.cookie_name(settings),
        session_token,
        max_age=max_age,
        path="/",
        httponly=True,
        secure=secure,
        samesite="strict",
    )
    bound = _tokens(settings).issue(_bound_value(settings, session_token))
    response.set_cookie(CSRF_COOKIE, bound, path="/", secure=secure, samesite="lax")


def clear_session_cookie(response: Response, settings: Settings) -> None:
    response.delete_cookie(
        sessions.cookie_name(settings),
        path="/",
        secure=settings.environment == "production",
        httponly=True,
        samesite="strict",
    )


def session_token(request: Request, settings: Settings) -> str | None:
    return request.cookies.get(sessions.cookie_name(settings))


def staff_caller(request: Request, session: SessionDep, settings: SettingsDep) -> Caller:
    token = session_token(request, settings)
    address = client_address(request)
    signed_in = sessions.current(
        session, settings, token, address, touch=POLL_HEADER.lower() not in request.headers
    )
    if signed_in is None or token is None:
        raise Unauthorized(SIGN_IN_AGAIN)
    if request.method not in SAFE_METHODS:
        sent = request.headers.get("x-xsrf-token")
        expected = _bound_value(settings, token)
        bound_to = _tokens(settings).value_of(sent)
        if bound_to is None or not hmac.compare_digest(bound_to, expected):
            raise Forbidden(CSRF_REFUSED, reason="csrf")
    return Caller(signed_in, Who(signed_in.member.email, address))


def admin_caller(caller: Annotated[Caller, Depends(staff_caller)]) -> Caller:
    if not caller.is_admin:
        raise Forbidden(ADMINS_ONLY)
    return caller


StaffDep = Annotated[Caller, Depends(staff_caller)]
AdminDep = Annotated[Caller, Depends(admin_caller)]

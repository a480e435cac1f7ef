"""CSRF: the double-submit cookie. Pages hand out a signed, dated token cookie
(`XSRF-TOKEN`); an API write must send the same token back in the `X-XSRF-TOKEN` header, and
the token must carry our signature (itsdangerous) and be younger than CSRF_TOKEN_HOURS, so a
cookie we did not issue, or an old one, is refused. A refusal comes with a fresh cookie: the
site's script sends the request once more with it (a cross-site page cannot read the cookie,
so it cannot do the same)."""

import hmac
import json
import secrets

from itsdangerous import BadSignature, TimestampSigner
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.core.settings import Settings

CSRF_COOKIE = "XSRF-TOKEN"
CSRF_HEADER = b"x-xsrf-token"
SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}
EXPIRED = "Your form has expired. Please reload the page and try again."


class CsrfTokens:
    def __init__(self, secret: str, max_age_seconds: int) -> None:
        self._signer = TimestampSigner(secret, salt="csrf")
        self.max_age = max_age_seconds

    def issue(self, value: str | None = None) -> str:
        """A token for a page, or one bound to `value` (a staff session's, api/http/staff_auth)."""
        return self._signer.sign(value or secrets.token_urlsafe(18)).decode()

    def is_valid(self, token: str | None) -> bool:
        return self.value_of(token) is not None

    def value_of(self, token: str | None) -> str | None:
        """What a token was issued for; None for a forged, malformed or expired one."""
        if not token:
            return None
        try:
            return self._signer.unsign(token, max_age=self.max_age).decode()
        except BadSignature:
            return None


class CsrfGuard:
    """ASGI middleware: refuses API writes without a valid token (403), and sets the cookie
    on pages that come without one."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.tokens = CsrfTokens(settings.secret_key, round(settings.csrf_token_hours * 3600))
        self.cookie_flags = "; Path=/; SameSite=Lax" + (
            "; Secure" if settings.environment == "production" else ""
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope.get("path", "")
        writes = scope["type"] == "http" and scope["method"] not in SAFE_METHODS
        # Only pages hand out the cookie: the site's calls come from a page that has it, and
        # an API read stays a plain, cacheable answer.
        if scope["type"] != "http" or (
            not writes and path.startswith(("/api/", "/assets/", "/documents/"))
        ):
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        cookie = _cookie(headers.get(b"cookie"), CSRF_COOKIE)
        if writes and path.startswith("/api/"):
            sent = headers.get(CSRF_HEADER, b"").decode("latin-1")
            if (
                cookie
                and sent
                and hmac.compare_digest(sent, cookie)
                and self.tokens.is_valid(cookie)
            ):
                await self.app(scope, receive, send)
            else:
                await refuse(send, 403, EXPIRED, {"reason": "csrf"}, self._fresh_cookie())
            return
        if self.tokens.is_valid(cookie):
            await self.app(scope, receive, send)
            return
        set_cookie = self._fresh_cookie()

        async def send_with_cookie(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), set_cookie]
            await send(message)

        await self.app(scope, receive, send_with_cookie)

    def _fresh_cookie(self) -> tuple[bytes, bytes]:
        return b"set-cookie", f"{CSRF_COOKIE}={self.tokens.issue()}{self.cookie_flags}".encode()


async def refuse(
    send: Send,
    status: int,
    message: str,
    more: dict[str, str] | None = None,
    *headers: tuple[bytes, bytes],
) -> None:
    """A JSON refusal sent by a middleware, before the application sees the request."""
    body = json.dumps({"message": message, **(more or {})}).encode()
    length = str(len(body)).encode()
    all_headers = [(b"content-type", b"application/json"), (b"content-length", length), *headers]
    await send({"type": "http.response.start", "status": status, "headers": all_headers})
    await send({"type": "http.response.body", "body": body})


def _cookie(header: bytes | None, name: str) -> str | None:
    """One cookie's value from a Cookie header (runs on every request: kept simple and fast)."""
    if not header:
        return None
    prefix = name + "="
    for part in header.decode("latin-1").split(";"):
        part = part.strip()
        if part.startswith(prefix):
            return part[len(prefix) :].strip('"') or None
    return None

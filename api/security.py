"""Protections around the two intake calls: CSRF tokens, body size, per-client rate limits."""

import hashlib
import hmac
import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from limits import parse_many
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from api.errors import RateLimited
from api.settings import Settings

log = logging.getLogger("clinic.security")

CSRF_COOKIE = "XSRF-TOKEN"
CSRF_HEADER = b"x-xsrf-token"
MAX_BODY_BYTES = 16 * 1024
SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class CsrfTokens:
    """Random tokens signed with the secret key: a cookie value we did not issue is refused."""

    def __init__(self, secret: str) -> None:
        self._key = hashlib.sha256(("csrf:" + secret).encode()).digest()

    def _sign(self, nonce: str) -> str:
        return hmac.new(self._key, nonce.encode(), hashlib.sha256).hexdigest()[:32]

    def issue(self) -> str:
        nonce = secrets.token_urlsafe(18)
        return f"{nonce}.{self._sign(nonce)}"

    def is_valid(self, token: str | None) -> bool:
        if not token or token.count(".") != 1:
            return False
        nonce, signature = token.split(".")
        return hmac.compare_digest(signature, self._sign(nonce))


def _json_answer(status: int, message: str) -> tuple[dict[str, Any], bytes]:
    body = json.dumps({"message": message}).encode()
    start = {
        "type": "http.response.start",
        "status": status,
        "headers": [(b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode())],
    }  # fmt: skip
    return start, body


class RequestGuard:
    """ASGI middleware: refuses oversized bodies (413) and API writes without a valid CSRF token
    (403), and hands out the token cookie on pages and API reads that lack it."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.tokens = CsrfTokens(settings.secret_key)
        self.cookie_flags = "; Path=/; SameSite=Lax" + (
            "; Secure" if settings.environment == "production" else ""
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        cookie = _cookie(headers.get(b"cookie"), CSRF_COOKIE)
        path: str = scope["path"]
        if scope["method"] not in SAFE_METHODS and path.startswith("/api/"):
            length = headers.get(b"content-length")
            if length and (not length.isdigit() or int(length) > MAX_BODY_BYTES):
                await self._refuse(send, 413, "The request is too large.")
                return
            sent = headers.get(CSRF_HEADER, b"").decode("latin-1")
            if not (cookie and sent and hmac.compare_digest(sent, cookie)
                    and self.tokens.is_valid(cookie)):  # fmt: skip
                await self._refuse(
                    send, 403, "Your form has expired. Please reload the page and try again."
                )
                return
            await self.app(scope, _limited(receive), send)
            return
        if self.tokens.is_valid(cookie) or path.startswith(("/assets/", "/documents/")):
            await self.app(scope, receive, send)
            return
        set_cookie = f"{CSRF_COOKIE}={self.tokens.issue()}{self.cookie_flags}".encode()

        async def send_with_cookie(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), (b"set-cookie", set_cookie)]
            await send(message)

        await self.app(scope, receive, send_with_cookie)

    async def _refuse(self, send: Send, status: int, message: str) -> None:
        start, body = _json_answer(status, message)
        await send(start)
        await send({"type": "http.response.body", "body": body})


class BodyTooLarge(Exception):
    pass


def _limited(receive: Receive) -> Receive:
    """A body sent without a length (chunked) is still cut off at the limit."""
    seen = 0

    async def wrapped() -> Message:
        nonlocal seen
        message = await receive()
        if message["type"] == "http.request":
            seen += len(message.get("body", b""))
            if seen > MAX_BODY_BYTES:
                raise BodyTooLarge
        return message

    return wrapped


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


class SubmitRateLimiter:
    """Per-client-IP limits on the intake calls; counters in Redis when the broker is Redis."""

    def __init__(self, settings: Settings) -> None:
        self.limits = parse_many(settings.submit_rate_limit) if settings.submit_rate_limit else []
        uri = settings.celery_broker_url if settings.broker_is_redis else "memory://"
        self.needs_network = bool(self.limits) and uri != "memory://"
        options = (
            {"socket_connect_timeout": 0.5, "socket_timeout": 0.5} if uri != "memory://" else {}
        )
        self.limiter = FixedWindowRateLimiter(storage_from_string(uri, **options))

    def check(self, endpoint: str, client: str) -> None:
        try:
            for limit in self.limits:
                if not self.limiter.hit(limit, "submit", endpoint, client):
                    reset_at, _remaining = self.limiter.get_window_stats(
                        limit, "submit", endpoint, client
                    )
                    raise RateLimited(max(1, int(reset_at - time.time()) + 1))
        except RateLimited:
            raise
        except Exception as error:  # counters unreachable: accept rather than lose a request
            log.warning("rate limit counters unavailable", extra={"error": type(error).__name__})

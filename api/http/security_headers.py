"""Security headers on every answer, pages and API alike."""

import base64
import hashlib
from pathlib import Path
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.core.profile import ClinicProfile
from api.core.settings import Settings


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else ""


def inline_script_source(web_dist: Path) -> str:
    """The one script written into the pages (start-app.js, web/scripts/prerender.mjs), allowed
    by its hash; nothing when the web app is not built."""
    try:
        script = (web_dist / "start-app.js").read_bytes()
    except OSError:
        return ""
    return f" 'sha256-{base64.b64encode(hashlib.sha256(script).digest()).decode()}'"


def content_security_policy(
    profile: ClinicProfile, *, docs: bool = False, inline_script: str = ""
) -> str:
    """Only what the site uses: itself and its start-app script, the video embed host and the
    map embed host (which the Contact Us page also asks, before it shows the embed, whether it
    answers at all)."""
    frames = " ".join(
        sorted({o for o in (_origin(profile.videoEmbedHost), _origin(profile.mapEmbedUrl)) if o})
    )
    map_host = _origin(profile.mapEmbedUrl)
    cdn = " https://cdn.jsdelivr.net" if docs else ""  # the API docs page's own assets
    directives = [
        "default-src 'self'",
        f"script-src 'self'{inline_script}{cdn}" + (" 'unsafe-inline'" if docs else ""),
        f"style-src 'self' 'unsafe-inline'{cdn}",
        "img-src 'self' data:" + (" https://fastapi.tiangolo.com" if docs else ""),
        "font-src 'self'",
        f"connect-src 'self' {map_host}".rstrip(),
        f"frame-src {frames}".rstrip(),
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
    return "; ".join(directives)


class SecurityHeaders:
    def __init__(self, app: ASGIApp, settings: Settings, profile: ClinicProfile) -> None:
        self.app = app
        common = [
            (b"x-content-type-options", b"nosniff"),
            (b"referrer-policy", b"strict-origin-when-cross-origin"),
            (b"permissions-policy", b"camera=(), microphone=(), geolocation=(), payment=()"),
            (b"x-frame-options", b"DENY"),
        ]
        # Read as the server starts, from the build it serves: after a new `npm run build`,
        # restart the server as well as rendering the pages again.
        inline_script = inline_script_source(settings.web_dist)
        policy = content_security_policy(profile, inline_script=inline_script)
        self.site = [*common, (b"content-security-policy", policy.encode())]
        self.docs = [
            *common,
            (b"content-security-policy", content_security_policy(profile, docs=True).encode()),
        ]
        self.hsts = (b"strict-transport-security", b"max-age=31536000; includeSubDomains")
        # The console, the patients' status pages and their calls: never kept by a cache, never
        # indexed, and a link followed from them tells the next site nothing of the address.
        self.private = [
            (b"cache-control", b"no-store"),
            (b"x-robots-tag", b"noindex, nofollow"),
            (b"referrer-policy", b"no-referrer"),
        ]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        extra = self.docs if scope["path"] == "/api/docs" else self.site
        if scope.get("scheme") == "https":
            extra = [*extra, self.hsts]
        path: str = scope["path"]
        private = is_private_path(path)

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = message.get("headers", [])
                if private:
                    headers = [h for h in headers if h[0].lower() != b"cache-control"]
                    shown = [h for h in extra if h[0] != b"referrer-policy"]
                    message["headers"] = [*headers, *self.private, *shown]
                else:
                    message["headers"] = [*headers, *extra]
            await send(message)

        await self.app(scope, receive, send_with_headers)


def is_private_path(path: str) -> bool:
    """The console's pages (/staff/...) and its API (/api/staff/...); a patient's status page
    (/requests/R-1042, /es/requests/R-1042) and its calls (/api/requests/...)."""
    private = ("/staff/", "/api/staff/", "/requests/", "/es/requests/", "/api/requests/")
    return path.startswith(private) or path in (
        "/staff",
        "/api/staff",
    )

"""Serving the web app: built assets, documents, and `index.html` with each page's head filled in.

The single-page app renders in the browser; the server still gives every URL its own title,
description, canonical link, Open Graph tags and the clinic's JSON-LD, so that a crawler or a
link preview that runs no JavaScript sees the page for what it is. Unknown paths get 404.
"""

import base64
import binascii
import html
import json
import re
from dataclasses import dataclass
from datetime import date
from functools import cached_property
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, Response
from fastapi.responses import FileResponse, HTMLResponse, PlainTextResponse, RedirectResponse
from sqlmodel import Session, col, select

from api.db import get_engine
from api.models import Blog, Treatment
from api.profile import ClinicProfile, get_profile
from api.sanitize import strip_tags
from api.settings import Settings
from api.static import StaticFolder

FALLBACK_INDEX = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Clinic</title></head>
<body><div id="root"><p>The web app has not been built yet: run <code>make run</code>.</p></div>
</body></html>"""

_STRIP_FROM_TEMPLATE = re.compile(
    r"\s*(<title>.*?</title>|<meta\s+name=\"(description|keywords)\"[^>]*>)", re.S | re.I
)


@dataclass(frozen=True)
class RouteInfo:
    path: str
    name: str
    description: str
    keywords: str


@dataclass(frozen=True)
class Head:
    title: str
    description: str
    keywords: str
    status: int = 200
    image: str | None = None


class Site:
    """What the server knows of the web app's pages: the route table and the content behind them."""

    def __init__(self, settings: Settings, profile: ClinicProfile) -> None:
        self.settings = settings
        self.profile = profile
        table = json.loads((settings.content_dir / "site" / "routes.json").read_text())
        self.routes = {r["path"]: RouteInfo(**r) for r in table["routes"]}
        self.redirects: dict[str, str] = table["redirects"]

    @cached_property
    def template(self) -> str:
        index = self.settings.web_dist / "index.html"
        text = index.read_text() if index.is_file() else FALLBACK_INDEX
        return _STRIP_FROM_TEMPLATE.sub("", text)

    def title(self, name: str) -> str:
        return f"{name} | {self.profile.title_suffix}"

    def head_for(self, path: str, query: dict[str, str]) -> Head:
        with Session(get_engine()) as session:
            if path in ("what-we-treat", "how-we-treat") and query.get("slug"):
                return self._treatment_head(session, query["slug"])
            if path == "recent-blog" and query.get("slug"):
                return self._blog_head(session, query["slug"])
            if path.startswith("recent-blog/"):
                return self._blog_head(session, path.removeprefix("recent-blog/"))
            if path == "wellness" and query.get("id"):
                return self._wellness_head(session, query["id"])
        route = self.routes.get(path)
        if route is None:
            return self._not_found()
        status = 404 if path in ("page-not-found", "not-found") else 200
        return Head(self.title(route.name), route.description, route.keywords, status)

    def _not_found(self) -> Head:
        missing = self.routes["page-not-found"]
        return Head(self.title(missing.name), missing.description, missing.keywords, 404)

    def _treatment_head(self, session: Session, slug: str) -> Head:
        row = session.exec(select(Treatment).where(Treatment.slug == slug)).first()
        if row is None:
            return self._not_found()
        return Head(
            self.title(row.page_title or row.name), row.header, row.keywords, image=row.file_path
        )

    def _blog_head(self, session: Session, slug: str) -> Head:
        row = session.exec(select(Blog).where(Blog.slug == slug)).first()
        if row is None:
            return self._not_found()
        title = html.unescape(strip_tags(row.title))
        return Head(self.title(title), row.header or row.summary, row.keywords, image=row.image)

    def _wellness_head(self, session: Session, encoded: str) -> Head:
        try:
            treatment_id = int(base64.b64decode(encoded, validate=True).decode())
        except (binascii.Error, ValueError, UnicodeDecodeError):
            return self._not_found()
        row = session.get(Treatment, treatment_id)
        if row is None or not row.html:
            return self._not_found()
        return Head(
            self.title(row.name),
            row.header or self.routes["wellness"].description,
            row.keywords,
            image=row.file_path,
        )

    def base_url(self, request: Request) -> str:
        return self.settings.site_url.rstrip("/") or str(request.base_url).rstrip("/")

    def render(self, request: Request, head: Head) -> str:
        base = self.base_url(request)
        canonical = base + request.url.path + (f"?{request.url.query}" if request.url.query else "")
        image = base + self.profile.documentBaseUrl + (head.image or "og-image.png")
        e = html.escape
        tags = [
            f"<title>{e(head.title)}</title>",
            f'<meta name="description" content="{e(head.description)}">',
            f'<meta name="keywords" content="{e(head.keywords)}">',
            f'<link rel="canonical" href="{e(canonical)}">',
            '<meta property="og:type" content="website">',
            f'<meta property="og:site_name" content="{e(self.profile.name)}">',
            f'<meta property="og:title" content="{e(head.title)}">',
            f'<meta property="og:description" content="{e(head.description)}">',
            f'<meta property="og:url" content="{e(canonical)}">',
            f'<meta property="og:image" content="{e(image)}">',
            '<script type="application/ld+json">'
            + json.dumps(self.clinic_json_ld(base)).replace("</", "<\\/")
            + "</script>",
        ]
        return self.template.replace("</head>", "\n".join(tags) + "\n</head>", 1)

    def clinic_json_ld(self, base: str) -> dict[str, Any]:
        p = self.profile
        data: dict[str, Any] = {
            "@context": "https://schema.org",
            "@type": ["MedicalClinic", "Physiotherapy"],
            "name": p.name,
            "description": p.tagline,
            "url": base + "/home",
            "telephone": p.phones[0],
            "faxNumber": p.fax,
            "email": p.email,
            "address": {
                "@type": "PostalAddress",
                "streetAddress": p.address.street,
                "addressLocality": p.address.city,
                "addressRegion": p.address.state,
                "postalCode": p.address.postalCode,
                "addressCountry": p.address.country,
            },
            "openingHoursSpecification": [
                {"@type": "OpeningHoursSpecification", **spec.model_dump()}
                for spec in p.hours.openingHoursSpecification
            ],
            "sameAs": [p.social.facebook, p.social.x, p.social.youtube, p.social.instagram],
        }
        if p.geo:
            data["geo"] = {"@type": "GeoCoordinates", **p.geo.model_dump()}
        return data

    def sitemap(self, base: str) -> str:
        urls: list[tuple[str, date | None]] = [
            (f"{base}/{path}", None)
            for path in self.routes
            if path not in ("page-not-found", "not-found", "error", "recent-blog", "wellness")
        ]
        with Session(get_engine()) as session:
            for t in session.exec(select(Treatment).order_by(col(Treatment.id))).all():
                if t.flag in ("W", "H"):
                    page = "what-we-treat" if t.flag == "W" else "how-we-treat"
                    urls.append((f"{base}/{page}?slug={t.slug}", None))
            for b in session.exec(select(Blog).order_by(col(Blog.id))).all():
                urls.append((f"{base}/recent-blog?slug={b.slug}", b.blog_date))
        return _sitemap_xml(urls)


def _sitemap_xml(urls: list[tuple[str, date | None]]) -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ]
    for loc, modified in urls:
        last = f"<lastmod>{modified.isoformat()}</lastmod>" if modified else ""
        lines.append(f"  <url><loc>{html.escape(loc)}</loc>{last}</url>")
    lines.append("</urlset>")
    return "\n".join(lines) + "\n"


def mount_site(app: FastAPI, settings: Settings) -> None:
    site = Site(settings, get_profile())
    app.state.site = site
    # Built assets carry a content hash in their names: cache them for a year.
    assets = StaticFolder(settings.web_dist / "assets", "public, max-age=31536000, immutable")
    documents = StaticFolder(settings.content_dir / "documents", "public, max-age=86400")

    @app.get("/assets/{name:path}", include_in_schema=False)
    async def asset(name: str, request: Request) -> Response:
        return assets.response(name, request)

    @app.get("/documents/{name:path}", include_in_schema=False)
    async def document(name: str, request: Request) -> Response:
        return documents.response(name, request)

    @app.get("/robots.txt", include_in_schema=False)
    def robots(request: Request) -> PlainTextResponse:
        base = site.base_url(request)
        return PlainTextResponse(
            f"User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: {base}/sitemap.xml\n"
        )

    @app.get("/sitemap.xml", include_in_schema=False)
    def sitemap(request: Request) -> Response:
        return Response(site.sitemap(site.base_url(request)), media_type="application/xml")

    @app.get("/{path:path}", include_in_schema=False)
    def page(path: str, request: Request) -> Response:
        path = path.strip("/")
        if path.startswith("api/") or path == "api":
            return Response('{"message": "Not found"}', 404, media_type="application/json")
        if path in site.redirects:
            return RedirectResponse("/" + site.redirects[path], status_code=301)
        built = _built_file(settings.web_dist, path)
        if built is not None:
            return FileResponse(built)
        head = site.head_for(path, dict(request.query_params))
        return HTMLResponse(site.render(request, head), status_code=head.status,
                            headers={"Cache-Control": "no-cache"})  # fmt: skip


def _built_file(dist: Path, path: str) -> Path | None:
    """A file of the build (favicon, fonts) asked for by name, never outside the build folder."""
    if not path or "." not in path.rsplit("/", 1)[-1]:
        return None
    candidate = (dist / path).resolve()
    if dist.resolve() in candidate.parents and candidate.is_file():
        return candidate
    return None

"""Serving the web app: built assets, documents, and `index.html` with each page filled in.

The server gives every URL its own title, description, canonical link, Open Graph tags and the
clinic's JSON-LD, and the page's body as React rendered it (api/web/prerender.py), with the
data it was rendered from, so that a reader, a crawler or a link preview that runs no
JavaScript sees the whole page, and the browser's app hydrates it. A page without a rendered
body is sent empty and drawn in the browser. Unknown paths, slugs and ids get 404.

It is one file of about 400 lines on purpose: each kind of page's head, its status, its
fallback while the database is away and the route that serves it read together.
"""

import base64
import binascii
import html
import json
import re
import threading
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import date
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

from fastapi import FastAPI, Request, Response
from fastapi.responses import FileResponse, HTMLResponse, PlainTextResponse, RedirectResponse
from sqlalchemy.exc import OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlmodel import Session, col, select

from api.content.sanitize import strip_tags
from api.core.db import session_scope
from api.core.models import MAX_ID, Blog, Treatment
from api.core.profile import ClinicProfile, get_profile
from api.core.settings import Settings
from api.follow_up.status_page import open_request
from api.http.rate_limit import STATUS_PAGE, client_key
from api.web.prerender import PrerenderedPages, RenderedPage
from api.web.sitemap import sitemap_xml
from api.web.static import StaticFolder

FALLBACK_INDEX = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Clinic</title></head>
<body><div id="root"><p>The web app has not been built yet: run <code>make run</code>.</p></div>
</body></html>"""

# The Not found screen has two addresses: its route, and the one links and redirects use.
NOT_FOUND = "page-not-found"
# A page whose head names a treatment or a blog post waits this long for the database, then
# goes out with its route's own head; this many reads may be waiting at once.
HEAD_WAIT_SECONDS = 1.0
HEAD_READERS = 4
NOT_FOUND_PATHS = (NOT_FOUND, "not-found")
# The query parameters that choose a page's content; any other is left out of its canonical.
CANONICAL_PARAMS = ("slug", "id", "page")
# Pages that only exist with a query (or are screens of their own): not in the sitemap.
UNLISTED = (*NOT_FOUND_PATHS, "error", "recent-blog", "wellness")

_STRIP_FROM_TEMPLATE = re.compile(
    r"\s*(<title>.*?</title>|<meta\s+name=\"(description|keywords)\"[^>]*>)", re.S | re.I
)
EMPTY_ROOT = '<div id="root"></div>'
# The app's entry script and the modules Vite preloads with it, as index.html writes them.
_APP_MODULE_TAG = re.compile(
    r'\s*(?:<script type="module" crossorigin src="(?P<entry>[^"]+)"></script>'
    r'|<link rel="modulepreload" crossorigin href="(?P<chunk>[^"]+)">)'
)
START_APP = "start-app.js"  # web/public/start-app.js
# The template's note for browsers without JavaScript: not true of a page with its body.
_NOSCRIPT_IN_BODY = re.compile(r"(<body>.*?)\s*<noscript>[^<]*</noscript>", re.S)


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
        self.pages = PrerenderedPages(settings)
        self._head_readers = ThreadPoolExecutor(HEAD_READERS, thread_name_prefix="page-heads")
        self._head_readers_free = threading.BoundedSemaphore(HEAD_READERS)

    @cached_property
    def template(self) -> str:
        index = self.settings.web_dist / "index.html"
        text = index.read_text() if index.is_file() else FALLBACK_INDEX
        return _STRIP_FROM_TEMPLATE.sub("", text)

    @cached_property
    def template_for_rendered(self) -> str:
        """The template for a page sent with its body: without the note that asks for JavaScript,
        and without the app's entry script and preloads (`start-app.js` loads them, see render)."""
        without_note = _NOSCRIPT_IN_BODY.sub(r"\1", self.template, count=1)
        return _APP_MODULE_TAG.sub("", without_note)

    @cached_property
    def app_modules(self) -> list[str]:
        """The app's entry module, then the chunks index.html preloads with it."""
        tags = list(_APP_MODULE_TAG.finditer(self.template))
        return [m["entry"] for m in tags if m["entry"]] + [m["chunk"] for m in tags if m["chunk"]]

    def title(self, name: str) -> str:
        return f"{name} | {self.profile.title_suffix}"

    def head_for(self, path: str, query: dict[str, str]) -> Head:
        """The page's head; pages whose head comes from the database fall back to their
        route's own while the database is away, so the site keeps answering."""
        try:
            found = self._content_head_in_time(path, query)
        except (OperationalError, PoolTimeout, TimeoutError):
            found = None
        if found is not None:
            return found
        route = self._route_of(path)
        if route is None:
            return self._not_found()
        status = 404 if path in NOT_FOUND_PATHS else 200
        return Head(self.title(route.name), route.description, route.keywords, status)

    def _route_of(self, path: str) -> RouteInfo | None:
        return self.routes.get("recent-blog" if path.startswith("recent-blog/") else path)

    def body_for(self, request: Request, path: str, head: Head) -> RenderedPage | None:
        """The page's rendered body, if there is one. A 404 gets the Not found page as the app
        would show it: an unknown slug or id goes to the address the app sends it to, an
        unknown path keeps its own."""
        address = _address(request)
        if head.status == 200 or path in NOT_FOUND_PATHS:
            return self.pages.get(address)
        if self._route_of(path) is not None:
            return self.pages.get("/page-not-found" if path == "wellness" else "/not-found")
        page = self.pages.get("/page-not-found")
        return replace(page, data=_data_for_address(page.data, address)) if page else None

    def _content_head_in_time(self, path: str, query: dict[str, str]) -> Head | None:
        """The head of a page that shows one treatment, blog or service, read from the database
        by a few threads of its own and waited for HEAD_WAIT_SECONDS at most (TimeoutError
        after): a database that froze holds those threads, never the page. None for the
        others, and when every reader is held already."""
        if not (
            (path in ("what-we-treat", "how-we-treat", "recent-blog") and query.get("slug"))
            or path.startswith("recent-blog/")
            or (path == "wellness" and query.get("id"))
        ):
            return None
        if not self._head_readers_free.acquire(blocking=False):
            return None

        def read() -> Head:
            try:
                return self._content_head(path, query)
            finally:
                self._head_readers_free.release()

        return self._head_readers.submit(read).result(timeout=HEAD_WAIT_SECONDS)

    def _content_head(self, path: str, query: dict[str, str]) -> Head:
        with session_scope() as session:
            if path in ("what-we-treat", "how-we-treat") and query.get("slug"):
                return self._treatment_head(session, query["slug"])
            if path == "recent-blog" and query.get("slug"):
                return self._blog_head(session, query["slug"])
            if path.startswith("recent-blog/"):
                return self._blog_head(session, path.removeprefix("recent-blog/"))
            return self._wellness_head(session, query["id"])

    def _not_found(self) -> Head:
        missing = self.routes[NOT_FOUND]
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
            treatment_id = int(base64.b64decode(encoded[:32], validate=True).decode())
        except (binascii.Error, ValueError, UnicodeDecodeError):
            return self._not_found()
        if not 0 < treatment_id <= MAX_ID:
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

    @property
    def base_url(self) -> str:
        """Links come from configuration, never from the request's Host header."""
        return self.settings.public_url

    def canonical(self, request: Request) -> str:
        """The page's own address: its path and only the parameters that choose its content."""
        kept = {k: v for k, v in request.query_params.items() if k in CANONICAL_PARAMS}
        return self.base_url + request.url.path + (f"?{urlencode(kept)}" if kept else "")

    def render(self, request: Request, head: Head, page: RenderedPage | None = None) -> str:
        base = self.base_url
        canonical = self.canonical(request)
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
        if page is None:
            return self.template.replace("</head>", "\n".join(tags) + "\n</head>", 1)
        # The page is whole without the app: its modules (the app's, then the page's own chunks)
        # are fetched once it has been drawn, so the first paint waits for no script.
        modules = json.dumps([*self.app_modules, *page.scripts])
        tags.append(f'<script defer src="/{START_APP}" data-modules="{e(modules)}"></script>')
        tags += [self.stylesheet(href) for href in page.styles]  # the app's own are inline
        body = (
            f'<div id="root">{page.html}</div>\n'
            f'<script type="application/json" id="page-data">{page.data}</script>'
        )
        head_tags = "\n".join(tags) + "\n</head>"
        return self.template_for_rendered.replace("</head>", head_tags, 1).replace(
            EMPTY_ROOT, body, 1
        )

    def private_page(self, request: Request, head: Head) -> str:
        """The app's shell for a page that is nobody's business but its reader's (the console, a
        patient's status page): drawn in the browser, never indexed (the headers say so too)."""
        private = ('<head>\n<meta name="robots" content="noindex, nofollow">\n'
                   '<meta name="referrer" content="no-referrer">')  # fmt: skip
        return self.render(request, head).replace("<head>", private, 1)

    def stylesheet(self, href: str) -> str:
        """The page's stylesheet written into it, so the first paint waits for no request (each
        is a few KB). The disabled link beside it is never fetched: it tells the app's loader of
        chunks that these styles are on the page already."""
        css = _built_stylesheet(self.settings.web_dist, href)
        link = f'<link rel="stylesheet" href="{html.escape(href)}"'
        if css is None:  # not in this build, or not safe inside <style>: linked as it is
            return link + " crossorigin>"
        return f"<style>{css}</style>{link} disabled>"

    def sitemap(self, base: str) -> str:
        with session_scope() as session:
            urls = [(base + address, day) for address, day in self._listed_pages(session)]
        return sitemap_xml(urls)

    def _listed_pages(self, session: Session) -> list[tuple[str, date | None]]:
        """Every page the sitemap lists, by address, with the day a blog entry was written."""
        pages: list[tuple[str, date | None]] = [
            (f"/{path}", None) for path in self.routes if path not in UNLISTED
        ]
        for t in session.exec(select(Treatment).order_by(col(Treatment.id))).all():
            if t.flag in ("W", "H"):
                page = "what-we-treat" if t.flag == "W" else "how-we-treat"
                pages.append((f"/{page}?slug={quote(t.slug)}", None))
        for b in session.exec(select(Blog).order_by(col(Blog.id))).all():
            pages.append((f"/recent-blog?slug={quote(b.slug)}", b.blog_date))
        return pages

    def prerender_seeds(self) -> list[str]:
        """Where rendering the pages starts: every page of the sitemap, blogs also under
        /recent-blog/{slug}, and the Not found and error screens. Rendering follows the links
        of the pages from there (menus, cards, page numbers, services)."""
        with session_scope() as session:
            listed = [address for address, _ in self._listed_pages(session)]
            blogs = session.exec(select(Blog.slug)).all()
        screens = [f"/{path}" for path in (*NOT_FOUND_PATHS, "error")]
        return [*listed, *(f"/recent-blog/{quote(slug)}" for slug in blogs), *screens]

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


@lru_cache(maxsize=256)
def _built_stylesheet(web_dist: Path, href: str) -> str | None:
    """A stylesheet of the build, by its address (the build's files never change under a name,
    so each is read once)."""
    found = _built_file(web_dist, href.removeprefix("/")) if href.endswith(".css") else None
    try:
        css = found.read_text().strip() if found else None
    except OSError:
        return None
    return None if css is None or "</style" in css.lower() else css


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
        base = site.base_url
        return PlainTextResponse(
            "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /staff\n"
            f"Sitemap: {base}/sitemap.xml\n"
        )

    # A patient's status page: with its own key, the app's shell (the page asks for the status
    # with the key, api/routes/request_status.py); with a wrong key, no key or an unknown
    # reference, the same Not found page as any unknown address. Guessing is rate-limited.
    @app.get("/requests/{reference}", include_in_schema=False)
    def status_page(reference: str, request: Request) -> Response:
        limiter = request.app.state.rate_limiter
        limiter.check(STATUS_PAGE, client_key(request.client.host if request.client else ""))
        with session_scope() as session:
            found = open_request(session, reference, request.query_params.get("key"))
        if found is None:  # the Not found page of the address without its query: no key in it
            return page(f"requests/{reference}", Request({**request.scope, "query_string": b""}))
        head = Head(title=f"Your request | {site.profile.name}",
                    description="Where your request to the clinic has got to.", keywords="")  # fmt: skip
        return HTMLResponse(site.private_page(request, head))

    # The front desk's console: the app's shell, drawn in the browser once it has signed in.
    # Nothing of a patient is ever in this HTML (api/http/security_headers.py adds no-store).
    @app.get("/staff", include_in_schema=False)
    @app.get("/staff/{rest:path}", include_in_schema=False)
    def console(request: Request) -> HTMLResponse:
        head = Head(title=f"Front desk · {site.profile.name}",
                    description="The clinic's front desk console.", keywords="")  # fmt: skip
        return HTMLResponse(site.private_page(request, head))

    @app.get("/sitemap.xml", include_in_schema=False)
    def sitemap(request: Request) -> Response:
        return Response(site.sitemap(site.base_url), media_type="application/xml")

    @app.get("/{path:path}", include_in_schema=False)
    def page(path: str, request: Request) -> Response:
        path = path.strip("/")
        if path.startswith("api/") or path == "api":
            return Response('{"message": "Not found"}', 404, media_type="application/json")
        if path in site.redirects:
            return RedirectResponse("/" + site.redirects[path], status_code=301)
        spelt = canonical_spelling(path, (*site.routes, *site.redirects))
        if spelt is not None:
            query = request.url.query
            target = "/" + site.redirects.get(spelt, spelt) + (f"?{query}" if query else "")
            return RedirectResponse(target, status_code=301)
        built = _built_file(settings.web_dist, path)
        if built is not None:
            return FileResponse(built)
        head = site.head_for(path, dict(request.query_params))
        body = site.body_for(request, path, head)
        return HTMLResponse(site.render(request, head, body), status_code=head.status,
                            headers={"Cache-Control": "no-cache"})  # fmt: skip


# Pages whose path goes on with a name of their own: /recent-blog/{name}.
NAMED_PAGES = ("recent-blog",)


def canonical_spelling(path: str, known: Iterable[str]) -> str | None:
    """`path` as the route table spells it, when it names a known page or redirect in other
    letters (CONTACT-US is contact-us, book-appointment is Book-Appointment); None when it is
    spelt so already or names nothing known. The browser's router moves such paths the same way
    (web/src/app/canonical-path.ts)."""
    lower = path.lower()
    spelt = next((known_path for known_path in known if known_path.lower() == lower), None)
    named = next((page for page in NAMED_PAGES if lower.startswith(f"{page}/")), None)
    if spelt is None and named is not None:
        spelt = named + path[len(named) :]
    return spelt if spelt is not None and spelt != path else None


def _address(request: Request) -> str:
    """The path and query as the browser asked for them (still percent-encoded)."""
    path = (request.scope.get("raw_path") or request.url.path.encode()).decode("latin-1")
    query = request.scope.get("query_string", b"").decode("latin-1")
    return path + (f"?{query}" if query else "")


def _data_for_address(data: str, address: str) -> str:
    """The page's data, said to be rendered for `address` (the app renders the same there)."""
    loaded = json.loads(data)
    loaded["url"] = address
    return json.dumps(loaded).replace("<", "\\u003c")


def _built_file(dist: Path, path: str) -> Path | None:
    """A file of the build (favicon, fonts) asked for by name, never outside the build folder."""
    if not path or "." not in path.rsplit("/", 1)[-1] or len(path) > 255 or "\x00" in path:
        return None
    try:
        candidate = (dist / path).resolve()
        return candidate if dist.resolve() in candidate.parents and candidate.is_file() else None
    except (OSError, ValueError):
        return None

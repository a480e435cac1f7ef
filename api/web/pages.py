"""Serving the web app: built assets, documents, and every page as the release holds it.

Each page is rendered whole by React when content is loaded (api/web/release.py), its head as
its screen declares it; this module only finds the file. An address the release does not hold
is answered by the route table (content/site/routes.json): a redirect, the Not found page with
404 (an unknown path, or a treatment, blog or service that does not exist), or the app's shell,
which the browser draws. A Spanish page has the same path under /es/, and its own build
(web/dist/es) for the shell and the assets.
"""

import json
from collections.abc import Iterable
from pathlib import Path
from urllib.parse import urlencode

from fastapi import FastAPI, Request, Response
from fastapi.responses import HTMLResponse, PlainTextResponse, RedirectResponse
from starlette.concurrency import run_in_threadpool

from api.core.db import session_scope
from api.core.languages import SOURCE_LANGUAGE, TRANSLATIONS, prefix_of, split_language
from api.core.settings import Settings
from api.follow_up.status_page import open_request
from api.http.rate_limit import STATUS_PAGE, client_key
from api.http.static_files import StaticFolder
from api.web.release import CurrentRelease, Release
from api.web.sitemap import listed_pages, sitemap_xml

FALLBACK_INDEX = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Clinic</title></head>
<body><p>The web app has not been built yet: run <code>make run</code>.</p></body></html>"""

# The Not found screen has two addresses: its route, and the one the app sends unknown items to.
NOT_FOUND_PATHS = ("page-not-found", "not-found")
SCREENS = (*NOT_FOUND_PATHS, "error")
# Pages that show one item, by the query parameter naming it: an address of theirs that the
# release does not hold names an item that does not exist.
ITEM_PAGES = {
    "what-we-treat": "slug",
    "how-we-treat": "slug",
    "recent-blog": "slug",
    "wellness": "id",
}
# Pages whose path goes on with a name of their own: /recent-blog/{name}.
NAMED_PAGES = ("recent-blog",)
# The query parameters that choose a page's content (web/src/app/PageHead.tsx keeps the same).
CANONICAL_PARAMS = ("slug", "id", "page")
# Pages that only exist with a query, and screens: not in the sitemap.
UNLISTED = (*SCREENS, "recent-blog", "wellness")


class RouteTable:
    """The paths of the web app's pages and redirects (content/site/routes.json)."""

    def __init__(self, content_dir: Path) -> None:
        table = json.loads((content_dir / "site" / "routes.json").read_text())
        self.paths: list[str] = [route["path"] for route in table["routes"]]
        self.redirects: dict[str, str] = table["redirects"]
        self.listed = [path for path in self.paths if path not in UNLISTED]

    def knows(self, path: str) -> bool:
        return path in self.paths or path.startswith(tuple(f"{p}/" for p in NAMED_PAGES))


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


def mount_site(app: FastAPI, settings: Settings) -> None:
    routes = RouteTable(settings.content_dir)
    current = app.state.release = CurrentRelease(settings)
    # Built assets carry a content hash in their names: cache them for a year.
    year = "public, max-age=31536000, immutable"
    assets = StaticFolder(settings.web_dist / "assets", year)
    assets_in = {x: StaticFolder(settings.web_dist / x / "assets", year) for x in TRANSLATIONS}
    documents = StaticFolder(settings.content_dir / "documents", "public, max-age=86400")
    built = StaticFolder(settings.web_dist, "no-cache")
    releases: dict[Path, StaticFolder] = {}

    def shell(request: Request, status: int = 200, language: str = SOURCE_LANGUAGE) -> Response:
        """The app's shell in `language`: the browser draws the page."""
        index = "index.html" if language == SOURCE_LANGUAGE else f"{language}/index.html"
        if not (settings.web_dist / index).is_file():
            return HTMLResponse(FALLBACK_INDEX, status)
        return built.response(index, request, status)

    def file_of(
        release: Release, request: Request, path: str, status: int, prefix: str
    ) -> str | None:
        """The release's page for this address: as asked, or as its canonical address; for an
        item that does not exist, the Not found page the app shows for it."""
        query = request.scope.get("query_string", b"").decode("latin-1")
        raw_path = (request.scope.get("raw_path") or request.url.path.encode()).decode("latin-1")
        kept = urlencode([(k, v) for k, v in request.query_params.items() if k in CANONICAL_PARAMS])
        found = release.pages.get(raw_path + (f"?{query}" if query else ""))
        found = found or release.pages.get(request.url.path + (f"?{kept}" if kept else ""))
        if found is not None or status == 404:
            return found or release.pages.get(f"{prefix}/page-not-found")
        named = path.startswith(tuple(f"{page}/" for page in NAMED_PAGES))
        if named or request.query_params.get(ITEM_PAGES.get(path, "")):
            screen = "page-not-found" if path == "wellness" else "not-found"
            return release.pages.get(f"{prefix}/{screen}")
        return None

    async def send_page(request: Request, path: str, language: str) -> Response:
        """The page at `path` (as the route table names it) in `language`."""
        status = 200 if routes.knows(path) and path not in NOT_FOUND_PATHS else 404
        prefix = prefix_of(language)
        release = await current.get()
        name = file_of(release, request, path, status, prefix) if release else None
        if release is None or name is None:
            return shell(request, status, language)
        if name in (release.pages.get(f"{prefix}/{screen}") for screen in NOT_FOUND_PATHS):
            status = 404
        folder = releases.get(release.folder)
        if folder is None:  # the release has changed: forget the last one's files
            releases.clear()
            folder = releases[release.folder] = StaticFolder(release.folder, "no-cache")
        # None while a render replaces the folder: for that moment the browser draws the page.
        page = folder.response_if_present(name, request, status)
        return page or shell(request, status, language)

    @app.get("/assets/{name:path}", include_in_schema=False)
    async def asset(name: str, request: Request) -> Response:
        return assets.response(name, request)

    @app.get("/{language}/assets/{name:path}", include_in_schema=False)
    async def language_asset(language: str, name: str, request: Request) -> Response:
        if language not in assets_in:
            return await page(f"{language}/assets/{name}", request)
        return assets_in[language].response(name, request)

    @app.get("/documents/{name:path}", include_in_schema=False)
    async def document(name: str, request: Request) -> Response:
        return documents.response(name, request)

    @app.get("/robots.txt", include_in_schema=False)
    async def robots() -> PlainTextResponse:
        return PlainTextResponse(
            "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /staff\n"
            f"Sitemap: {settings.public_url}/sitemap.xml\n"
        )

    # The front desk's console: the app's shell, drawn in the browser once it has signed in
    # (/staff/requests/R-1042 is the console's, not a status page). Nothing of a patient is
    # ever in this HTML (api/http/security_headers.py adds no-store).
    @app.get("/staff", include_in_schema=False)
    @app.get("/staff/{rest:path}", include_in_schema=False)
    async def console(request: Request) -> Response:
        return shell(request)

    # A patient's status page (under /es/ for a request made in Spanish): with its own key, the
    # app's shell (the page asks for the status with the key, api/routes/request_status.py);
    # with a wrong key, no key or an unknown reference, the Not found page of the address
    # without its query. Guessing is rate-limited.
    @app.get("/requests/{reference}", include_in_schema=False)
    @app.get("/{language}/requests/{reference}", include_in_schema=False)
    async def status_page(
        reference: str, request: Request, language: str = SOURCE_LANGUAGE
    ) -> Response:
        if language != SOURCE_LANGUAGE and language not in TRANSLATIONS:
            return await page(f"{language}/requests/{reference}", request)
        limiter = request.app.state.rate_limiter
        limiter.check(STATUS_PAGE, client_key(request.client.host if request.client else ""))
        if await run_in_threadpool(_opens, reference, request.query_params.get("key")):
            return shell(request, language=language)
        without_key = Request({**request.scope, "query_string": b""})
        return await send_page(without_key, f"requests/{reference}", language)


    @app.get("/sitemap.xml", include_in_schema=False)
    def sitemap() -> Response:
        with session_scope() as session:
            pages = listed_pages(session, routes.listed)
        return Response(sitemap_xml(settings.public_url, pages), media_type="application/xml")

    @app.get("/{path:path}", include_in_schema=False)
    async def page(path: str, request: Request) -> Response:
        path = path.strip("/")
        if path.startswith("api/") or path == "api":
            return Response('{"message": "Not found"}', 404, media_type="application/json")
        if "." in path.rsplit("/", 1)[-1]:  # a file of a build (favicon, es/start-app.js)
            file = built.response_if_present(path, request)
            if file is not None:
                return file
        language, path = split_language(path)
        prefix = prefix_of(language)
        if path in routes.redirects:
            return RedirectResponse(f"{prefix}/{routes.redirects[path]}", status_code=301)
        spelt = canonical_spelling(path, (*routes.paths, *routes.redirects))
        if spelt is not None:
            query = request.url.query
            target = routes.redirects.get(spelt, spelt) + (f"?{query}" if query else "")
            return RedirectResponse(f"{prefix}/{target}", status_code=301)
        return await send_page(request, path, language)


def _opens(reference: str, key: str | None) -> bool:
    with session_scope() as session:
        return open_request(session, reference, key) is not None

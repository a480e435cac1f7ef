"""Pages are sent whole (head and body) as React rendered them from the loaded content, with the
data they were rendered from, and only while that content is the one the database names."""

import base64
import hashlib
import html
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlmodel import Session

from tests.conftest import CONTENT, ROOT

NOT_FOUND_TEXT = "The page you are looking for does not exist"


def root_of(page: str) -> str:
    match = re.search(r'<div id="root">(.*)</div>\s*<script type="application/json"', page, re.S)
    assert match, "the page has no rendered body"
    return match.group(1)


def data_of(page: str) -> dict:
    match = re.search(r'<script type="application/json" id="page-data">(.*?)</script>', page, re.S)
    assert match, "the page has no data"
    return json.loads(match.group(1))


def text_of(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment)))


def first_sentence(body_html: str) -> str:
    paragraph = re.search(r"<p>(.*?)</p>", body_html, re.S)
    assert paragraph
    return text_of(paragraph.group(1)).strip().split(". ")[0]


@pytest.mark.usefixtures("rendered_pages")
def test_a_treatment_page_holds_its_header_menus_body_and_footer(client: TestClient) -> None:
    treatment = client.get("/api/Treatment/GetTreatmentBySlug?Slug=tmj-dysfunction").json()["data"]
    page = client.get("/what-we-treat?slug=tmj-dysfunction")
    assert page.status_code == 200
    root = root_of(page.text)
    assert re.search(r"<h1[^>]*>[^<]*TMJ", root)
    assert first_sentence(treatment["ckEditorHtml"]) in text_of(root)
    # Every treatment is in the closed menus; the footer is there.
    for other in client.get("/api/Treatment/GetTreatmentDetails?TreatmentId=0").json()["data"]:
        if other["treatmentTypeID"] == 1 and other["flag"] in ("W", "H"):
            assert f'?slug={other["slug"]}"' in root
    assert "<footer" in root and 'href="/privacy-policy"' in root
    # What the browser's first render needs, so it asks the API for nothing.
    data = data_of(page.text)
    assert data["url"] == "/what-we-treat?slug=tmj-dysfunction"
    assert data["answers"]["tmj-dysfunction"]["data"]["ckEditorHtml"] == treatment["ckEditorHtml"]
    assert "Please turn on JavaScript" not in page.text


@pytest.mark.usefixtures("rendered_pages")
def test_blog_wellness_and_list_pages_hold_their_content(client: TestClient) -> None:
    blog = client.get("/api/Treatment/GetComments?CommentID=0").json()["data"][0]
    body = client.get(f"/api/Treatment/GetCommentsBySlug?Slug={blog['slug']}").json()["data"]
    for address in (f"/recent-blog?slug={blog['slug']}", f"/recent-blog/{blog['slug']}"):
        page = client.get(address)
        assert page.status_code == 200
        assert first_sentence(body["response"]) in text_of(root_of(page.text)), address
        assert data_of(page.text)["url"] == address

    service = client.get("/api/Treatment/GetMessageDetails?TreatmentId=0").json()[0]
    encoded = base64.b64encode(str(service["treatmentId"]).encode()).decode()
    page = client.get(f"/wellness?id={encoded}")
    assert page.status_code == 200
    assert service["treatmentName"] in text_of(root_of(page.text))

    page = client.get("/patient-information/health-blogs?page=2")
    assert page.status_code == 200
    assert 'aria-current="page" aria-label="Page 2"' in root_of(page.text)


@pytest.mark.usefixtures("rendered_pages")
@pytest.mark.parametrize(
    ("address", "shown_at"),
    [
        ("/what-we-treat?slug=no-such-thing", "/not-found"),
        ("/recent-blog/no-such-blog", "/not-found"),
        ("/wellness?id=!!!", "/page-not-found"),
        ("/this/does/not/exist", "/page-not-found"),
    ],
)
def test_an_unknown_page_gets_404_with_the_not_found_page(
    client: TestClient, address: str, shown_at: str
) -> None:
    """An unknown slug or id gets the Not found page of the address the app goes to for it; an
    unknown path the one of /page-not-found, which the app shows at the path it was asked for
    (web/src/app/start.tsx; tests/e2e/test_page_heads.py)."""
    page = client.get(address)
    assert page.status_code == 404
    assert NOT_FOUND_TEXT in text_of(root_of(page.text))
    assert data_of(page.text)["url"] == shown_at


@pytest.mark.usefixtures("rendered_pages")
def test_a_page_links_its_own_code_writes_in_its_styles_and_no_other_page_s(
    client: TestClient,
) -> None:
    def own(address: str) -> list[str]:
        page = client.get(address).text
        [listed] = re.findall(r'<script data-modules="([^"]+)">', page)
        return [src.removeprefix("/assets/") for src in json.loads(html.unescape(listed))]

    contact = own("/contact-us")
    assert contact[0].startswith("index-")  # the app's entry first
    assert any(name.startswith("contact-us-") for name in contact)
    assert not any(name.startswith("home-") for name in contact)
    assert any(name.startswith("home-") for name in own("/home"))
    page = client.get("/contact-us").text
    assert 'rel="preload" as="style"' not in page
    # No script is fetched before the page has been drawn: start-app.js (written into the page,
    # a few hundred bytes) asks for the app's modules after the first paint.
    assert not re.search(r'<script type="module"|rel="modulepreload"', page)
    # Every stylesheet is written into the page: the first paint waits for no request. The
    # disabled links beside them are never fetched (they tell the app's chunk loader they are
    # there); the font is fetched at once.
    assert re.search(r"<style>[^<]*\.site-header", page)
    assert not re.search(r'<link rel="stylesheet"(?![^>]*disabled)', page)
    home = client.get("/home").text
    written = r'<style>[^<]+</style><link rel="stylesheet" href="/assets/home-[^"]+" disabled>'
    assert re.search(written, home)
    assert re.search(r'<link rel="preload" as="font" type="font/woff2" crossorigin', page)


@pytest.mark.usefixtures("rendered_pages")
def test_pages_are_sent_only_to_the_content_they_were_rendered_from(
    client: TestClient, fresh_database: str, content_copy: Path, configure: Callable[..., None]
) -> None:
    from api.content.loader import load_content
    from api.core.db import make_engine
    from api.core.migrations import upgrade
    from api.main import create_app

    page = client.get("/what-we-treat?slug=tmj-dysfunction")
    assert "temporomandibular joints" in text_of(root_of(page.text))

    treatment = content_copy / "treatments" / "tmj-dysfunction.html"
    treatment.write_text(treatment.read_text().replace("TMJ Dysfunction", "Jaw Joint Pain", 1))
    upgrade(fresh_database)
    engine = make_engine(fresh_database)
    load_content(engine, content_copy)
    engine.dispose()
    configure(database_url=fresh_database, content_dir=str(content_copy))
    with TestClient(create_app()) as client:
        page = client.get("/what-we-treat?slug=tmj-dysfunction")
    assert page.status_code == 200
    assert '<div id="root"></div>' in page.text
    assert 'id="page-data"' not in page.text


@pytest.mark.usefixtures("rendered_pages")
def test_the_pages_are_readable_by_a_server_running_as_another_user() -> None:
    """The image renders them as root and serves them as the user `clinic`."""
    from api.core.settings import get_settings

    folders = [p for p in get_settings().pages_dir.iterdir() if not p.name.startswith(".")]
    assert folders
    for folder in folders:
        assert folder.stat().st_mode & 0o005 == 0o005, folder
        for file in folder.iterdir():
            assert file.stat().st_mode & 0o004, file


RENDER = [sys.executable, "-m", "api.cli", "pages", "render"]


def render_env(database_url: str, pages: Path) -> dict[str, str]:
    """The environment of a `clinic pages render` of the database's pages into `pages`."""
    env = {"DATABASE_URL": database_url, "ENVIRONMENT": "test", "PAGES_DIR": str(pages)}
    return {**os.environ, **env}


def test_two_renders_started_together_render_the_pages_once(
    loaded_databases: dict[str, str], tmp_path: Path
) -> None:
    """Two servers started at once on the same content: the second finds the pages the first
    rendered, and never replaces the folder the first one serves from."""
    pages = tmp_path / "pages"
    env = render_env(loaded_databases["sqlite"], pages)
    renders = [
        subprocess.Popen(RENDER, env=env, stdout=subprocess.PIPE, text=True) for _ in range(2)
    ]
    said = sorted(render.communicate(timeout=600)[0].split(":")[0] for render in renders)
    assert [render.returncode for render in renders] == [0, 0]
    assert said == ["Pages are up to date", "Pages rendered"]
    releases = [p for p in pages.iterdir() if p.is_dir() and not p.name.startswith(".")]
    assert len(releases) == 1
    assert json.loads((releases[0] / "index.json").read_text())["failed"] == {}


@pytest.mark.skipif(os.geteuid() != 0, reason="hands the pages to another user: needs root")
def test_a_user_who_may_not_write_to_the_pages_finds_them_rendered(
    loaded_databases: dict[str, str], tmp_path: Path
) -> None:
    """As the image's migrate job (the user `clinic`) finds the pages root rendered as the image
    was built, with the lock file root made and without one. Here the pages are handed to
    another user and the command is run as root without the capabilities that let root write
    what is not its own: the checkout stays readable to it wherever it lies."""
    folder = tmp_path / "pages"
    env = render_env(loaded_databases["postgresql"], folder)
    subprocess.run(RENDER, env=env, check=True, capture_output=True)
    not_ours = ["setpriv", "--bounding-set=-all", "--inh-caps=-all", *RENDER]
    for lock_left in (True, False):
        if not lock_left:
            (folder / ".rendering.lock").unlink()
        subprocess.run(["chown", "-R", "65534:65534", str(folder)], check=True)
        done = subprocess.run(not_ours, env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith("Pages are up to date"), done.stdout


def test_equal_content_has_one_version_which_each_database_records(
    loaded_databases: dict[str, str], content_copy: Path
) -> None:
    from api.content.loader import content_version, current_version
    from api.core.db import make_engine

    versions = {content_version(CONTENT), content_version(content_copy)}
    for url in loaded_databases.values():
        engine = make_engine(url)
        with Session(engine) as session:
            versions.add(current_version(session))
        engine.dispose()
    assert len(versions) == 1
    (content_copy / "README.md").write_text("An edit.\n")
    assert content_version(content_copy) not in versions


def test_the_renderers_api_keeps_an_idle_connection_for_longer_than_node_does(
    loaded_databases: dict[str, str], configure: Callable[..., None]
) -> None:
    """Node's agent sends a request on a connection idle for up to 5 s. The API the renderer
    asks closed idle connections at 5 s (uvicorn's default) and could close one as a request
    went out on it: that page's call failed with "socket hang up" and the page was not
    rendered, on a loaded host."""
    from api.cli.pages import api_in_this_process

    configure(database_url=loaded_databases["sqlite"])

    def asked(connection: socket.socket) -> bytes:
        connection.sendall(b"GET /api/no-such-call HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        answer = b""
        while b"\r\n\r\n" not in answer:
            chunk = connection.recv(4096)
            if not chunk:
                return answer  # closed by the server
            answer += chunk
        head, _, body = answer.partition(b"\r\n\r\n")
        length = int(re.search(rb"content-length: (\d+)", head, re.I).group(1))  # type: ignore[union-attr]
        while len(body) < length:
            body += connection.recv(4096)
        return head

    with api_in_this_process() as base:
        host, port = base.removeprefix("http://").split(":")
        with socket.create_connection((host, int(port)), timeout=10) as connection:
            assert asked(connection).startswith(b"HTTP/1.1 404")
            time.sleep(6)  # past Node's idle time
            assert asked(connection).startswith(b"HTTP/1.1 404")


def test_a_new_page_template_or_start_script_names_a_new_release(tmp_path: Path) -> None:
    """A build that changed only what every page is wrapped in (index.html, start-app.js) has
    pages to render again: its release is not the one rendered by the build before."""
    from api.web.release import build_id

    web_dist = tmp_path / "dist"
    shutil.copytree(ROOT / "web" / "dist", web_dist)
    first = build_id(web_dist)
    assert first is not None and build_id(web_dist) == first
    ids = {first}
    for part in ("index.html", "start-app.js", "es/index.html"):
        file = web_dist / part
        file.write_text(file.read_text() + "\n<!-- changed -->\n")
        ids.add(build_id(web_dist))
    assert len(ids) == 4
    shutil.rmtree(web_dist / ".vite")
    assert build_id(web_dist) is None


@pytest.mark.usefixtures("rendered_pages")
def test_the_first_page_after_a_start_has_its_body_without_waiting(
    loaded_databases: dict[str, str],
    configure: Callable[..., None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Which pages match the database is looked up as the server starts: the first page does
    not depend on how quickly that lookup answers once it is asked for."""
    from api.main import create_app
    from api.web import release

    monkeypatch.setattr(release, "FIRST_LOOKUP_WAIT", 0.0)  # a page never waits for it
    configure(database_url=loaded_databases["sqlite"], content_cache_seconds="3600")
    with TestClient(create_app()) as client:
        page = client.get("/what-we-treat?slug=tmj-dysfunction")
    assert "temporomandibular joints" in text_of(root_of(page.text))


@pytest.mark.usefixtures("rendered_pages")
def test_a_page_missing_from_its_release_for_a_moment_is_drawn_in_the_browser(
    loaded_databases: dict[str, str],
    database_kind: str,
    configure: Callable[..., None],
    tmp_path: Path,
) -> None:
    """A render replacing its release's folder can hide a page for a moment: the app's shell
    stands in for it, never an error. On a copy of the release: the run's other test processes
    read the rendered pages while this one takes a page away."""
    from api.content.loader import current_version
    from api.core.db import session_scope
    from api.core.settings import get_settings
    from api.main import create_app
    from api.web.release import read_release

    configure(database_url=loaded_databases[database_kind])
    with session_scope() as session:
        version = current_version(session)
    assert version is not None
    release = read_release(get_settings(), version)
    assert release is not None
    shutil.copytree(release.folder, tmp_path / release.folder.name)
    configure(database_url=loaded_databases[database_kind], pages_dir=str(tmp_path))
    with TestClient(create_app()) as client:
        page = client.get("/patient-information/faqs")
        assert 'id="page-data"' in page.text
        (tmp_path / release.folder.name / release.pages["/patient-information/faqs"]).unlink()
        page = client.get("/patient-information/faqs")
        assert page.status_code == 200
        assert '<div id="root"></div>' in page.text


@pytest.mark.usefixtures("rendered_pages")
def test_the_one_script_written_into_a_page_is_the_one_its_policy_allows(
    client: TestClient,
) -> None:
    """start-app.js runs from the page itself, before the first control is drawn: the policy
    names its hash, and allows no other inline script."""
    answer = client.get("/home")
    [script_src] = [
        directive.split()[1:]
        for directive in answer.headers["content-security-policy"].split("; ")
        if directive.startswith("script-src ")
    ]
    inline = re.findall(r"<script(?![^>]*\bsrc=)([^>]*)>(.*?)</script>", answer.text, re.S)
    scripts = [body for attributes, body in inline if "application/" not in attributes]
    [start_app] = scripts
    digest = base64.b64encode(hashlib.sha256(start_app.encode()).digest()).decode()
    assert script_src == ["'self'", f"'sha256-{digest}'"]
    assert "__earlyTaps" in start_app


# The most code the entry runs in one task as the app starts, React's own chunk aside (React
# cannot be run in parts): the app's start chunk of 128 KB ran 100-110 ms at a stretch with the
# CPU slowed 4x.
MOST_RUN_IN_ONE_TASK = 70_000


def test_the_app_is_run_in_pieces_of_a_task_each() -> None:
    """src/main.tsx imports the app one piece a task: React, the libraries the app starts
    with, then the app's own modules; no piece but React's is a long task to run."""
    dist = ROOT / "web" / "dist"
    manifest = json.loads((dist / ".vite" / "manifest.json").read_text())
    [entry] = [chunk for chunk in manifest.values() if chunk.get("isEntry")]
    run = set(entry.get("imports", []))
    pieces: dict[str, int] = {}
    for piece in entry["dynamicImports"]:
        # A piece runs itself and whatever it imports that no earlier piece has run.
        chunks = [piece, *manifest[piece].get("imports", [])]
        new = [key for key in chunks if key not in run]
        run.update(new)
        size = sum((dist / manifest[key]["file"]).stat().st_size for key in new)
        pieces[manifest[piece]["file"]] = size
    assert len(pieces) >= 3, pieces
    app_pieces = {name: size for name, size in pieces.items() if "/react-" not in name}
    assert max(app_pieces.values()) <= MOST_RUN_IN_ONE_TASK, pieces

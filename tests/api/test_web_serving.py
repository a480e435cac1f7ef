"""One port serves everything: the API, the documents, and the web app's pages whole, each with
the head its screen declares (web/src/app/PageHead.tsx)."""

import json
import re
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient

SUFFIX = "Mill Pond Physical Therapy in Willow Falls"
pytestmark = pytest.mark.usefixtures("rendered_pages")


def head(html: str, pattern: str) -> str:
    match = re.search(pattern, html, re.S)
    assert match, pattern
    return match.group(1)


def json_ld(html: str) -> dict:
    return json.loads(head(html, r'<script type="application/ld\+json">(.*?)</script>'))


def test_home_is_served_with_its_title_and_the_clinic_json_ld(client: TestClient) -> None:
    page = client.get("/home")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert head(page.text, r"<title>(.*?)</title>") == f"Home | {SUFFIX}"
    assert 'name="description"' in page.text and 'name="keywords"' in page.text
    assert '<link rel="canonical" href="http://127.0.0.1:8000/home"/>' in page.text
    data = json_ld(page.text)
    assert data["@type"] == ["MedicalClinic", "Physiotherapy"]
    assert data["address"]["addressRegion"] == "NJ"
    assert data["telephone"] and data["openingHoursSpecification"]


def test_the_empty_path_and_the_old_about_paths_redirect(client: TestClient) -> None:
    for path, target in [
        ("/", "/home"),
        ("/about-us", "/about-us/our-physical-therapy"),
        ("/our-team", "/about-us/our-team"),
    ]:
        answer = client.get(path, follow_redirects=False)
        assert answer.status_code == 301
        assert answer.headers["location"] == target


@pytest.mark.parametrize(
    ("path", "target"),
    [
        ("/book-appointment", "/Book-Appointment"),
        ("/Home", "/home"),
        ("/CONTACT-US", "/contact-us"),
        ("/Patient-Information/FAQs/", "/patient-information/faqs"),
        ("/What-We-Treat?slug=tmj-dysfunction", "/what-we-treat?slug=tmj-dysfunction"),
        ("/Recent-Blog/Some-Blog", "/recent-blog/Some-Blog"),
        ("/About-Us", "/about-us/our-physical-therapy"),
    ],
)
def test_a_known_page_in_another_case_moves_to_its_own_spelling(
    client: TestClient, path: str, target: str
) -> None:
    answer = client.get(path, follow_redirects=False)
    assert answer.status_code == 301
    assert answer.headers["location"] == target


@pytest.mark.parametrize(
    ("path", "title"),
    [
        ("/what-we-treat?slug=tmj-dysfunction", "TMJ"),
        ("/how-we-treat?slug=sports-performance", "Sports Performance"),
        ("/patient-information/faqs", "FAQs"),
        ("/Book-Appointment", "Book Appointment"),
        ("/img-accordian", "Conditions by Body Region"),
    ],
)
def test_each_page_has_its_own_title_without_javascript(
    client: TestClient, path: str, title: str
) -> None:
    page = client.get(path)
    assert page.status_code == 200
    text = head(page.text, r"<title>(.*?)</title>")
    assert title in text and text.endswith(f"| {SUFFIX}")


def test_a_blog_page_takes_its_head_from_the_blog(client: TestClient) -> None:
    blog = client.get("/api/Treatment/GetComments?CommentID=0").json()["data"][0]
    for path in (f"/recent-blog?slug={blog['slug']}", f"/recent-blog/{blog['slug']}"):
        page = client.get(path)
        assert page.status_code == 200
        assert head(page.text, r'<meta name="description" content="(.*?)"/>')


@pytest.mark.parametrize(
    "path",
    [
        "/nope",
        "/what-we-treat?slug=no-such-thing",
        "/recent-blog/no-such-blog",
        "/wellness?id=!!!",
        "/page-not-found",
        "/NOPE",
        "/home/more",
        "/Book-Appointments",
    ],
)
def test_unknown_pages_answer_404_with_the_app(client: TestClient, path: str) -> None:
    page = client.get(path)
    assert page.status_code == 404
    assert head(page.text, r"<title>(.*?)</title>").startswith("Page Not Found |")


def test_an_unknown_api_path_is_a_json_404(client: TestClient) -> None:
    answer = client.get("/api/Nothing/Here")
    assert answer.status_code == 404
    assert answer.json()["message"] == "Not found"


def test_sitemap_and_robots_come_from_the_data(client: TestClient) -> None:
    sitemap = client.get("/sitemap.xml")
    assert sitemap.headers["content-type"].startswith("application/xml")
    assert "<loc>http://127.0.0.1:8000/home</loc>" in sitemap.text
    assert "/what-we-treat?slug=tmj-dysfunction</loc>" in sitemap.text
    assert "/how-we-treat?slug=pelvic-floor-therapy</loc>" in sitemap.text
    blog = client.get("/api/Treatment/GetComments?CommentID=0").json()["data"][0]
    assert f"/recent-blog?slug={blog['slug']}</loc>" in sitemap.text
    robots = client.get("/robots.txt").text
    assert "Sitemap: http://127.0.0.1:8000/sitemap.xml" in robots


def test_documents_are_served(client: TestClient) -> None:
    treatment = client.get("/api/Treatment/GetTreatmentBySlug?Slug=tmj-dysfunction").json()
    image = client.get(f"/documents/{treatment['data']['filePath']}")
    assert image.status_code == 200
    assert image.headers["content-type"] == "image/svg+xml"


def test_built_assets_are_gzipped_and_cached_for_a_year(client: TestClient) -> None:
    from api.core.settings import get_settings

    [script, *_] = sorted((get_settings().web_dist / "assets").glob("*.js"))
    answer = client.get(f"/assets/{script.name}", headers={"Accept-Encoding": "gzip"})
    assert answer.status_code == 200
    assert answer.headers["content-encoding"] == "gzip"
    assert answer.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert answer.content == script.read_bytes()  # httpx undoes the gzip
    again = client.get(f"/assets/{script.name}", headers={"If-None-Match": answer.headers["etag"]})
    assert again.status_code == 304
    assert client.get("/assets/../../pyproject.toml").status_code == 404
    assert client.get("/assets/no-such-file.js").status_code == 404


def test_pages_and_api_answers_are_gzipped_and_pages_never_cached_stale(
    client: TestClient,
) -> None:
    page = client.get("/home", headers={"Accept-Encoding": "gzip"})
    assert page.headers["content-encoding"] == "gzip"
    assert page.headers["cache-control"] == "no-cache"
    answer = client.get(
        "/api/Treatment/GetTreatmentDetails?TreatmentId=0", headers={"Accept-Encoding": "gzip"}
    )
    assert answer.headers["content-encoding"] == "gzip"
    assert answer.json()["success"] is True


def test_pages_without_a_picture_of_their_own_share_the_clinic_image(client: TestClient) -> None:
    page = client.get("/contact-us").text
    image = head(page, r'<meta property="og:image" content="(.*?)"/>')
    assert image == "http://127.0.0.1:8000/documents/og-image.png"
    answer = client.get("/documents/og-image.png")
    assert answer.headers["content-type"] == "image/png"
    assert answer.content.startswith(b"\x89PNG")


def test_a_forged_host_header_writes_no_link(client: TestClient) -> None:
    forged = {"Host": "evil.example"}
    page = client.get(
        "/what-we-treat?slug=tmj-dysfunction&utm=x&next=//evil.example", headers=forged
    ).text
    canonical = head(page, r'<link rel="canonical" href="(.*?)"/>')
    assert canonical == "http://127.0.0.1:8000/what-we-treat?slug=tmj-dysfunction"
    assert head(page, r'<meta property="og:url" content="(.*?)"/>') == canonical
    assert json_ld(page)["url"] == "http://127.0.0.1:8000/home"
    sitemap = client.get("/sitemap.xml", headers=forged).text
    robots = client.get("/robots.txt", headers=forged).text
    for text in (page, sitemap, robots):
        assert "evil.example" not in text


def test_links_use_the_configured_site_url(
    loaded_databases: dict[str, str], configure: Callable[..., None]
) -> None:
    from api.main import create_app

    configure(database_url=loaded_databases["sqlite"], site_url="https://www.clinic.example")
    client = TestClient(create_app())
    page = client.get("/home", headers={"Host": "evil.example"}).text
    assert "Sitemap: https://www.clinic.example/sitemap.xml" in client.get("/robots.txt").text
    # The pages were rendered for another address: sent as the app's shell, never with links
    # to the wrong site (`clinic pages render` renders them for this one).
    assert "127.0.0.1:8000" not in page and '<div id="root"></div>' in page

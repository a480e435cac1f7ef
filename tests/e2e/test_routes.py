"""Every route of the table in a real browser: it loads, has its title, and logs no error."""

import json

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.conftest import CONTENT
from tests.e2e.conftest import open_page

TABLE = json.loads((CONTENT / "site" / "routes.json").read_text())
SUFFIX = "Mill Pond Physical Therapy in Willow Falls"
NEEDS_QUERY = {"recent-blog", "wellness", "not-found", "page-not-found", "error"}
STATIC = [r for r in TABLE["routes"] if r["path"] not in NEEDS_QUERY]


@pytest.mark.parametrize("route", STATIC, ids=[r["path"] for r in STATIC])
def test_each_route_loads_with_its_title(page: Page, route: dict[str, str]) -> None:
    page.goto(f"/{route['path']}")
    expect(page).to_have_title(f"{route['name']} | {SUFFIX}")
    expect(page.locator("main")).to_be_visible()
    assert page.evaluate("window.scrollY") == 0


def test_a_treatment_page_takes_its_title_from_the_api(page: Page, site: str) -> None:
    treatment = httpx.get(f"{site}/api/Treatment/GetTreatmentBySlug?Slug=tmj-dysfunction").json()
    page.goto("/what-we-treat?slug=tmj-dysfunction")
    expect(page).to_have_title(f"{treatment['data']['pagetitle']} | {SUFFIX}")
    expect(page.get_by_role("heading", level=1)).to_contain_text("TMJ")


def test_the_empty_path_redirects_home(page: Page) -> None:
    page.goto("/")
    expect(page).to_have_url("/home")
    expect(page).to_have_title(f"Home | {SUFFIX}")


def test_an_unknown_path_shows_not_found_with_a_way_home(page: Page) -> None:
    page.goto("/this/does/not/exist")
    expect(page.get_by_text("The page you are looking for does not exist")).to_be_visible()
    page.get_by_role("link", name="Back To Home").click()
    expect(page).to_have_url("/home")


def test_an_unknown_treatment_goes_to_not_found(page: Page) -> None:
    page.goto("/what-we-treat?slug=no-such-treatment")
    expect(page.get_by_text("The page you are looking for does not exist")).to_be_visible()


@pytest.mark.parametrize("path", ["/about-us", "/our-team"])
def test_old_paths_land_on_their_pages(page: Page, path: str) -> None:
    page.goto(path)
    expect(page).not_to_have_url(path)
    expect(page.locator("main")).to_be_visible()


def test_a_malformed_slug_goes_to_not_found(browser: Browser, site: str) -> None:
    """The API refuses a slug it cannot hold (422): that is a page that does not exist, not a
    failure of the site."""
    page, problems = open_page(browser, site)
    page.goto("/what-we-treat?slug=bad.slug")
    expect(page.get_by_text("The page you are looking for does not exist")).to_be_visible()
    expect(page.get_by_text("Something went wrong")).to_have_count(0)
    page.context.close()
    refused = [e for e in problems.errors if not e.startswith("422 ") or "Slug=bad.slug" not in e]
    assert refused == [], f"console errors: {refused}"


@pytest.mark.parametrize(
    ("path", "canonical"),
    [
        ("/book-appointment", "/Book-Appointment"),
        ("/Home", "/home"),
        ("/CONTACT-US", "/contact-us"),
    ],
)
def test_a_path_in_another_case_moves_to_its_own_spelling(
    page: Page, path: str, canonical: str
) -> None:
    page.goto(path)
    expect(page).to_have_url(canonical)
    expect(page.locator("main")).to_be_visible()

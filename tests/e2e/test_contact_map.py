"""The map on Contact Us in a real browser: our own drawing of the neighbourhood with the
clinic's address and a directions link; the map host's embed only when the patient asks for it,
and laid over the drawing only once the host answers."""

import json
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, Locator, Page, Route, expect

from tests.conftest import CONTENT
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import open_app, open_page

PROFILE = json.loads((CONTENT / "clinic.json").read_text())
MAP_ORIGIN = PROFILE["mapEmbedUrl"].split("/embed")[0]
MAP_HOST = MAP_ORIGIN + "/**"


def unreachable(route: Route) -> None:
    route.abort("namenotresolved")


def never_answers(route: Route) -> None:
    """Holds the request for ever, as a host behind a captive network does."""


def answers(route: Route) -> None:
    route.fulfill(status=200, content_type="text/html", body="<!doctype html><title>Map</title>")


MapHost = Callable[[Route], None]


@pytest.fixture
def contact_page(browser: Browser, site: str) -> Iterator[Callable[[MapHost], Page]]:
    opened: list[tuple[Page, list[str]]] = []

    def open_with(map_host: MapHost) -> Page:
        page, problems = open_page(browser, site, width=375, height=812)
        page.route(MAP_HOST, map_host)
        open_app(page, "/contact-us")
        opened.append((page, problems.errors))
        return page

    yield open_with
    for page, errors in opened:
        page.context.close()
        assert errors == [], f"console errors: {errors}"


def map_area(page: Page) -> Locator:
    area = page.get_by_role("region", name="Map and directions")
    area.scroll_into_view_if_needed()
    return area


def drawing_of(area: Locator) -> Locator:
    return area.get_by_role("img", name=f"Map of the streets around {PROFILE['name']}")


def test_contact_us_asks_nothing_of_the_map_host_until_the_patient_asks_for_its_map(
    contact_page: Callable[[MapHost], Page],
) -> None:
    """Where the host cannot be reached (the sample profile's reserved name resolves nowhere),
    a request to it at load is a failure in the browser's console on every visit."""
    page = contact_page(unreachable)
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    area = map_area(page)
    expect(drawing_of(area)).to_be_visible()
    expect(area.get_by_role("link", name="Get directions")).to_have_attribute(
        "href", PROFILE["directionsUrl"]
    )
    page.wait_for_timeout(1500)  # a lazy embed near the view has had its chance to load
    assert [url for url in asked if url.startswith(MAP_ORIGIN)] == []
    expect(area.locator("iframe")).to_have_count(0)

    area.get_by_role("button", name="Show the interactive map").click()
    expect(area.get_by_role("status")).to_have_text(
        "The interactive map cannot be reached just now."
    )
    assert any(url.startswith(MAP_ORIGIN) for url in asked)


@pytest.mark.parametrize("map_host", [unreachable, never_answers], ids=["unreachable", "silent"])
def test_without_the_map_host_contact_us_keeps_the_drawn_map(
    contact_page: Callable[[MapHost], Page], map_host: MapHost
) -> None:
    page = contact_page(map_host)
    area = map_area(page)
    drawing = drawing_of(area)
    expect(drawing).to_be_visible()
    expect(area).to_contain_text(PROFILE["address"]["street"])
    area.get_by_role("button", name="Show the interactive map").click()
    page.wait_for_timeout(1500)  # the embed had its chance to load
    expect(drawing).to_be_visible()
    expect(area.locator("iframe")).not_to_be_visible()
    expect(area.get_by_role("button", name="Show the interactive map")).to_have_count(0)
    assert_accessible(page)


def test_the_embed_shows_over_the_drawing_once_asked_for_and_the_map_host_answers(
    contact_page: Callable[[MapHost], Page],
) -> None:
    page = contact_page(answers)
    area = map_area(page)
    area.get_by_role("button", name="Show the interactive map").click()
    expect(area.locator("iframe[title^='Map showing']")).to_be_visible()
    expect(area.get_by_role("button")).to_have_count(0)
    expect(area.get_by_role("link", name="Get directions")).to_be_visible()

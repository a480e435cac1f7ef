"""The map on Contact Us in a real browser: our own drawing of the neighbourhood with the
clinic's address and a directions link, and the map host's embed over it only once it answers."""

import json
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from tests.conftest import CONTENT
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import open_page

PROFILE = json.loads((CONTENT / "clinic.json").read_text())
MAP_HOST = PROFILE["mapEmbedUrl"].split("/embed")[0] + "/**"


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
        page.goto("/contact-us")
        opened.append((page, problems.errors))
        return page

    yield open_with
    for page, errors in opened:
        page.context.close()
        assert errors == [], f"console errors: {errors}"


@pytest.mark.parametrize("map_host", [unreachable, never_answers], ids=["unreachable", "silent"])
def test_without_the_map_host_contact_us_shows_the_drawn_map(
    contact_page: Callable[[MapHost], Page], map_host: MapHost
) -> None:
    page = contact_page(map_host)
    area = page.get_by_role("region", name="Map and directions")
    area.scroll_into_view_if_needed()
    drawing = area.get_by_role("img", name=f"Map of the streets around {PROFILE['name']}")
    expect(drawing).to_be_visible()
    expect(area).to_contain_text(PROFILE["address"]["street"])
    expect(area.get_by_role("link", name="Get directions")).to_have_attribute(
        "href", PROFILE["directionsUrl"]
    )
    page.wait_for_timeout(1500)  # the embed had its chance to load
    expect(drawing).to_be_visible()
    expect(area.locator("iframe")).not_to_be_visible()
    assert_accessible(page)


def test_the_embed_shows_over_the_drawing_once_the_map_host_answers(
    contact_page: Callable[[MapHost], Page],
) -> None:
    page = contact_page(answers)
    area = page.get_by_role("region", name="Map and directions")
    area.scroll_into_view_if_needed()
    expect(area.locator("iframe[title^='Map showing']")).to_be_visible()
    expect(area.get_by_role("link", name="Get directions")).to_be_visible()

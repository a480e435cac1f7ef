"""Before the app starts: a page arrives whole and its code follows once it has been drawn.
On a phone with a slow processor and a slow network, that gap lasts seconds, and a patient taps
what they see: one tap, made as soon as the control shows, must do what it says."""

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Browser, Locator, Page, Route, expect

from tests.e2e.conftest import open_page

TRIES = 10
# A phone's CPU (four times slower than this machine's) and network (Lighthouse's slow 4G).
CPU_SLOWDOWN = 4
PHONE_NETWORK = {
    "offline": False,
    "latency": 150,
    "downloadThroughput": 1.6 * 1024 * 1024 / 8,
    "uploadThroughput": 750 * 1024 / 8,
}
# The dialog may take a while to come on such a phone; it must come without a second tap.
OPENS_WITHIN = 30_000


def slow_phone_page(browser: Browser, site: str, width: int) -> Page:
    page, _ = open_page(browser, site, width=width, height=812 if width < 768 else 900)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK)
    return page


def tap_as_soon_as_shown(
    browser: Browser,
    site: str,
    address: str,
    width: int,
    control: Callable[[Page], Locator],
    opened: Callable[[Page], Locator],
) -> list[str]:
    """Opens `address` TRIES times; each time taps `control` once, the moment it is visible
    (the page still loading), and waits for `opened`. Says which tries it did not open."""
    missed = []
    for attempt in range(1, TRIES + 1):
        page = slow_phone_page(browser, site, width)
        try:
            page.goto(address, wait_until="commit")
            control(page).click(timeout=OPENS_WITHIN)
            try:
                expect(opened(page)).to_be_visible(timeout=OPENS_WITHIN)
            except AssertionError:
                missed.append(f"try {attempt}")
        finally:
            page.context.close()
    return missed


@pytest.mark.parametrize(
    ("address", "width", "name"),
    [
        ("/home", 1280, "Send Us Query"),
        ("/contact-us", 1280, "Request Appointment"),
    ],
)
def test_one_tap_before_the_app_starts_opens_the_request_dialog(
    browser: Browser, site: str, address: str, width: int, name: str
) -> None:
    missed = tap_as_soon_as_shown(
        browser,
        site,
        address,
        width,
        lambda page: page.get_by_role("button", name=name, exact=True).first,
        lambda page: page.get_by_role("dialog", name="Request an Appointment"),
    )
    assert missed == [], f"{name} on {address}: one tap did not open the dialog in {missed}"


def test_one_tap_before_the_app_starts_opens_the_phone_menu(browser: Browser, site: str) -> None:
    missed = tap_as_soon_as_shown(
        browser,
        site,
        "/home",
        375,
        lambda page: page.locator("summary", has_text="Menu"),
        lambda page: page.locator("#mobile-menu").get_by_role("link", name="Home"),
    )
    assert missed == [], f"the menu button: one tap did not open the menu in {missed}"


def test_a_tap_held_for_the_app_shows_it_was_heard(browser: Browser, site: str) -> None:
    """The app's code is held back until after the tap: the button says it is busy, the app is
    asked for at once, and the dialog opens when it starts; then nothing is left busy."""
    page, problems = open_page(browser, site)
    entry: list[Route] = []
    page.route(re.compile(r"/assets/index-[^/]+\.js$"), lambda route: entry.append(route))
    try:
        page.goto("/home", wait_until="commit")
        button = page.get_by_role("button", name="Send Us Query")
        button.click()
        expect(button).to_have_attribute("aria-busy", "true")
        expect(page.locator("html")).to_have_class(re.compile(r"\bapp-starting\b"))
        while not entry:  # the tap asked for the app without waiting for the page's load
            page.wait_for_timeout(50)
        assert not page.get_by_role("dialog").is_visible()
        entry[0].continue_()
        expect(page.get_by_role("dialog", name="Request an Appointment")).to_be_visible()
        expect(button).not_to_have_attribute("aria-busy", "true")
        expect(page.locator("html")).not_to_have_class(re.compile(r"\bapp-starting\b"))
    finally:
        page.context.close()
    assert problems.errors == [], problems.errors

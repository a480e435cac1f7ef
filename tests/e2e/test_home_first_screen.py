"""Home's first screen as a patient sees it on a phone (375 x 812) and a desktop (1280 x 800): one
headline and its line on a light surface, one primary action among the three, the trust row, all
within the first screen and none of it laid over the moving pictures; whether the clinic is open
now by its hours in New York; and nothing axe finds."""

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from playwright.sync_api import FloatRect, Locator, Page, expect

from tests.conftest import CONTENT
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import wait_until_hydrated

PROFILE = json.loads((CONTENT / "clinic.json").read_text())
HERO = json.loads((CONTENT / "site" / "pages.json").read_text())["home"]["hero"]
SCREENS = {"phone": (375, 812), "desktop": (1280, 800)}
TUESDAY_10_AM = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)  # 10:00 in New York (EST)
SUNDAY_11_AM = datetime(2026, 11, 29, 16, 0, tzinfo=UTC)  # 11:00 in New York
WEEK_HOURS = "Mon\u2013Fri 9 am\u20137 pm, Sat 9 am\u201312 pm"  # en dashes

# The first colour that is painted behind an element: its own background or an ancestor's.
BACKGROUND = """element => {
    for (let node = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        const alpha = colour.match(/rgba?\\(([^)]*)\\)/)[1].split(',')[3];
        if (alpha === undefined || Number(alpha) > 0.5) return colour;
    }
    return 'rgb(255, 255, 255)';
}"""
# True when what is drawn at the element's centre is the element (or inside it): not covered
# by the sticky action bar, a picture or anything else.
ON_TOP = """element => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
}"""


def luminance(colour: str) -> float:
    """Relative luminance (WCAG) of an `rgb(r, g, b)` or `rgba(...)` colour."""
    channels = [float(c) / 255 for c in colour[colour.index("(") + 1 : -1].split(",")[:3]]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, other: str) -> float:
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.fixture(params=list(SCREENS))
def screen(request: pytest.FixtureRequest) -> Iterator[Page]:
    """The `phone_page` or the `page` fixture, sized as the screen named."""
    page: Page = request.getfixturevalue("phone_page" if request.param == "phone" else "page")
    width, height = SCREENS[request.param]
    page.set_viewport_size({"width": width, "height": height})
    yield page


def open_home(page: Page, at: datetime = TUESDAY_10_AM) -> Locator:
    page.clock.set_fixed_time(at)
    page.goto("/home")
    hero = page.locator("main section.hero")
    wait_until_hydrated(hero.get_by_role("heading", level=1))
    return hero


def box(locator: Locator) -> FloatRect:
    found = locator.bounding_box()
    assert found is not None, f"{locator} is not drawn"
    return found


def assert_on_first_screen(page: Page, locator: Locator) -> None:
    expect(locator).to_be_visible()
    where = box(locator)
    viewport: Any = page.viewport_size
    assert where["y"] >= 0 and where["y"] + where["height"] <= viewport["height"], (
        f"{locator} ends at {where['y'] + where['height']:.0f} px, below the first screen"
    )
    assert locator.evaluate(ON_TOP), f"something covers {locator}"


def overlaps(one: FloatRect, other: FloatRect) -> bool:
    return not (
        one["x"] + one["width"] <= other["x"]
        or other["x"] + other["width"] <= one["x"]
        or one["y"] + one["height"] <= other["y"]
        or other["y"] + other["height"] <= one["y"]
    )


def test_the_message_buttons_and_trust_row_fill_the_first_screen(screen: Page) -> None:
    hero = open_home(screen)
    headline = hero.get_by_role("heading", level=1)
    expect(headline).to_have_text(HERO["title"])
    expect(screen.get_by_role("heading", level=1)).to_have_count(1)
    line = hero.locator("p").first
    expect(line).to_contain_text(PROFILE["town"])

    actions = [
        hero.get_by_role("link", name="Book An Appointment"),
        hero.get_by_role("button", name="Send Us Query"),
        hero.get_by_role("link", name="Patient Portal"),
    ]
    trust = hero.get_by_role("list", name=HERO["trust"]["label"])
    items = trust.get_by_role("listitem")
    expect(items).to_have_count(4)
    expect(trust.get_by_role("link", name="Medicare and 7 more plans accepted")).to_have_attribute(
        "href", "/patient-information/insurance-information"
    )
    expect(items.nth(1)).to_have_text("No referral needed in New Jersey")
    expect(items.nth(2)).to_have_text(f"First visit: {PROFILE['visits']['first']}")
    expect(items.nth(3)).to_have_text("Open now · closes at 7 pm")

    for element in [headline, line, *actions, *items.all()]:
        assert_on_first_screen(screen, element)

    # The words are never laid over the pictures: beside them on a desktop, above on a phone.
    pictures = box(hero.locator(".hero__media"))
    for element in [headline, line, *actions, trust]:
        assert not overlaps(box(element), pictures), f"{element} lies over the pictures"


def test_exactly_one_button_is_the_primary_one(screen: Page) -> None:
    hero = open_home(screen)
    surface = hero.get_by_role("heading", level=1).evaluate(BACKGROUND)
    buttons = {
        "Book An Appointment": hero.get_by_role("link", name="Book An Appointment"),
        "Send Us Query": hero.get_by_role("button", name="Send Us Query"),
        "Patient Portal": hero.get_by_role("link", name="Patient Portal"),
    }
    # Filled: its own colour stands out from the surface (3:1, as a control must).
    filled = [
        name
        for name, button in buttons.items()
        if contrast(button.evaluate(BACKGROUND), surface) >= 3
    ]
    assert filled == ["Book An Appointment"]
    primary = buttons["Book An Appointment"]
    label = primary.evaluate("element => getComputedStyle(element).color")
    assert contrast(label, primary.evaluate(BACKGROUND)) >= 4.5
    for name in ("Send Us Query", "Patient Portal"):
        border = buttons[name].evaluate("element => getComputedStyle(element).borderTopColor")
        assert contrast(border, surface) >= 3, f"{name} has no visible outline"


def test_the_headline_stands_on_a_light_surface_without_a_dark_overlay(screen: Page) -> None:
    hero = open_home(screen)
    for element in [
        hero.get_by_role("heading", level=1),
        hero.locator("p").first,
        hero.get_by_role("list", name=HERO["trust"]["label"]),
    ]:
        behind = element.evaluate(BACKGROUND)
        assert luminance(behind) > 0.6, f"{element} stands on {behind}"
        colour = element.evaluate("element => getComputedStyle(element).color")
        assert contrast(colour, behind) >= 4.5
    # Nothing is laid over the picture to darken it.
    darkening = hero.locator(".hero__media *").evaluate_all(
        """elements => elements.filter(element => {
            const style = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            return element.tagName !== 'IMG' && box.width > 100 && box.height > 100
                && style.backgroundColor !== 'rgba(0, 0, 0, 0)'
                && style.backgroundColor !== 'transparent';
        }).map(element => element.className)"""
    )
    assert darkening == []


@pytest.mark.parametrize(
    ("at", "said"),
    [
        (TUESDAY_10_AM, "Open now · closes at 7 pm"),
        (SUNDAY_11_AM, "Closed now · opens Monday at 9 am"),
    ],
    ids=["tuesday-morning", "sunday"],
)
def test_says_whether_the_clinic_is_open_by_its_hours_in_new_york(
    phone_page: Page, at: datetime, said: str
) -> None:
    hero = open_home(phone_page, at)
    trust = hero.get_by_role("list", name=HERO["trust"]["label"])
    expect(trust.get_by_text(said)).to_be_visible()


# Counts the number formatters a page makes: the first loads the language's number data, 15-50 ms
# in one task on this machine, which is a long task in the middle of Home's start.
COUNT_NUMBER_FORMATS = """
window.__numberFormats = 0;
Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
    construct(made, args) {
        window.__numberFormats += 1;
        return Reflect.construct(made, args);
    },
    apply(made, self, args) {
        window.__numberFormats += 1;
        return Reflect.apply(made, self, args);
    },
});
"""


@pytest.mark.parametrize(
    ("path", "said"),
    [("/home", "Open now · closes at 7 pm"), ("/es/home", "Abierto ahora · cierra a las 7 p.m.")],
    ids=["english", "spanish"],
)
def test_home_starts_and_tells_the_hours_without_a_number_formatter(
    phone_page: Page, path: str, said: str
) -> None:
    phone_page.add_init_script(COUNT_NUMBER_FORMATS)
    phone_page.clock.set_fixed_time(TUESDAY_10_AM)
    phone_page.goto(path)
    hero = phone_page.locator("main section.hero")
    wait_until_hydrated(hero.get_by_role("heading", level=1))
    expect(hero.get_by_text(said)).to_be_visible()
    assert phone_page.evaluate("window.__numberFormats") == 0


def test_the_page_as_sent_shows_the_week_s_hours_not_a_moment_s(page: Page) -> None:
    # The page may have been rendered days ago: what it says must hold at any moment.
    answer = page.request.get("/home")
    html = answer.text()
    assert WEEK_HOURS in html
    assert "Open now" not in html and "Closed now" not in html


def test_the_first_screen_passes_axe(screen: Page) -> None:
    hero = open_home(screen)
    # Once the slider has replaced the first picture, as a visitor who stays sees it.
    expect(hero.locator(".hero-slider__toggle")).to_be_attached()
    assert_accessible(screen)

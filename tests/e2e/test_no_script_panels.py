"""What a patient reads and opens on a page as the server sends it, before the app starts or
without it (Chromium with JavaScript off): the FAQ answers and the body-region panels open in
place, and on a phone the menu waits closed behind its control, so the page's heading is on the
first screen. With the app running the panels still open one at a time. On a desktop the body
figure names every region without pointing, and focus rings are not the red of the errors."""

import colorsys
import json
import re

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.conftest import CONTENT
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import PHONE, open_app, open_page
from tests.e2e.test_screens import HOTSPOT_LABELS, overlaps

ACCORDION = json.loads((CONTENT / "site" / "accordion.json").read_text())
FAQS = json.loads((CONTENT / "site" / "faqs.json").read_text())
REGION_NAMES = [region["title"] for region in ACCORDION]
# The small-screen action bar covers the last 64 px of a phone's screen.
PHONE_ACTION_BAR = 64
# As a browser that does not know named groups of disclosures sees the panels.
UNGROUP = "document.querySelectorAll('details[name]').forEach(d => d.removeAttribute('name'))"


def panel_title(scope: Page | Locator, name: str) -> Locator:
    """The title a patient clicks to open a panel: the one whose heading reads `name`."""
    page = scope if isinstance(scope, Page) else scope.page
    return scope.locator("summary").filter(has=page.get_by_role("heading", name=name, exact=True))


def test_without_javascript_each_faq_answer_opens_in_place(no_script: Page) -> None:
    page = no_script
    page.goto("/patient-information/faqs")
    expect(page.locator(".accordion [role=region]")).to_have_count(len(FAQS))
    expect(page.locator(".accordion [role=region]:visible")).to_have_count(0)
    for faq in FAQS:
        panel_title(page, faq["question"]).click()
        answer = page.get_by_role("region", name=faq["question"])
        expect(answer).to_be_visible()
        assert len(answer.inner_text()) > 40, faq["question"]
        # The browser keeps one answer open, as the app does.
        expect(page.locator(".accordion [role=region]:visible")).to_have_count(1)
    expect(page.get_by_role("region", name=FAQS[0]["question"])).to_be_hidden()
    # From the keyboard, too.
    panel_title(page, FAQS[0]["question"]).focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("region", name=FAQS[0]["question"])).to_contain_text(
        "September 1, 2019"
    )


def test_without_javascript_a_body_region_panel_opens_in_place(no_script: Page) -> None:
    page = no_script
    page.goto("/img-accordian")
    section = page.locator("#region-shoulder")
    titles = [panel["title"] for panel in ACCORDION[1]["panels"]]
    expect(section.locator("summary")).to_have_text(titles)
    expect(page.locator(".accordion [role=region]:visible")).to_have_count(0)

    panel_title(section, titles[4]).click()
    panel = section.get_by_role("region", name=titles[4])
    expect(panel).to_be_visible()
    expect(panel).to_contain_text("How physical therapy helps")
    panel_title(section, titles[5]).click()
    expect(section.get_by_role("region", name=titles[5])).to_be_visible()
    expect(panel).to_be_hidden()
    panel_title(section, titles[5]).click()
    expect(section.locator("[role=region]:visible")).to_have_count(0)


@pytest.mark.parametrize(
    "address",
    ["/home", "/patient-information/faqs", "/what-we-treat?slug=view-more-conditions"],
)
def test_without_javascript_a_phone_shows_the_heading_on_the_first_screen(
    no_script_phone: Page, address: str
) -> None:
    page = no_script_phone
    page.goto(address)
    expect(page.locator("#mobile-menu a:visible")).to_have_count(0)
    heading = page.locator("main h1").bounding_box()
    assert heading is not None
    first_screen = PHONE["height"] - PHONE_ACTION_BAR
    assert heading["y"] + heading["height"] <= first_screen, f"h1 at {heading} on {address}"


def test_without_javascript_the_phone_menu_opens_from_its_control(no_script_phone: Page) -> None:
    page = no_script_phone
    page.goto("/home")
    menu = page.locator("#mobile-menu")
    expect(menu.locator('a[href="/contact-us"]')).to_be_attached()
    expect(menu.locator("a:visible")).to_have_count(0)
    expect(page.locator(".desktop-nav a:visible")).to_have_count(0)
    heading = page.locator("main h1").bounding_box()

    control = page.locator(".hamburger")
    expect(control).to_be_visible()
    expect(control).to_have_accessible_name("Menu")
    control.click()
    for name in ("Home", "Massage & Wellness", "Contact Us"):
        expect(menu.get_by_role("link", name=name, exact=True)).to_be_visible()
    # It opens over the page, which stays where it was.
    assert page.locator("main h1").bounding_box() == heading

    treatment = menu.get_by_role("link", name="Dizziness and Vertigo")
    expect(treatment).to_be_hidden()
    menu.locator("summary", has_text="What We Treat").click()
    treatment.scroll_into_view_if_needed()
    expect(treatment).to_be_visible()
    treatment.click()
    expect(page).to_have_url("/what-we-treat?slug=dizziness-and-vertigo")
    expect(page.locator("main h1")).to_contain_text("Dizziness")
    expect(menu.locator("a:visible")).to_have_count(0)

    control.click()
    control.click()
    expect(menu.locator("a:visible")).to_have_count(0)


def test_with_javascript_faq_answers_open_one_at_a_time(page: Page) -> None:
    open_app(page, "/patient-information/faqs")
    expect(page.locator("main summary")).to_have_text([faq["question"] for faq in FAQS])
    # The app keeps one open itself, also where a browser does not group disclosures by name.
    page.evaluate(
        "document.querySelectorAll('details[name]').forEach(d => d.removeAttribute('name'))"
    )
    panel_title(page, FAQS[0]["question"]).click()
    expect(page.get_by_role("region", name=FAQS[0]["question"])).to_contain_text(
        "September 1, 2019"
    )
    panel_title(page, FAQS[6]["question"]).click()
    expect(page.get_by_role("region", name=FAQS[0]["question"])).to_be_hidden()
    expect(page.get_by_role("region", name=FAQS[6]["question"])).to_contain_text("45")
    expect(page.locator("main details[open] [data-icon=minus]")).to_be_visible()
    expect(page.locator("main details[open] [data-icon=plus]")).to_be_hidden()
    assert_accessible(page)
    panel_title(page, FAQS[6]["question"]).click()
    expect(page.locator(".accordion [role=region]:visible")).to_have_count(0)


def test_with_javascript_region_panels_open_one_at_a_time(page: Page) -> None:
    open_app(page, "/img-accordian")
    section = page.get_by_role("region", name="Shoulder", exact=True)
    titles = [panel["title"] for panel in ACCORDION[1]["panels"]]
    page.evaluate(
        "document.querySelectorAll('details[name]').forEach(d => d.removeAttribute('name'))"
    )
    first, second = panel_title(section, titles[0]), panel_title(section, titles[1])
    first.click()
    panel = section.get_by_role("region", name=titles[0])
    expect(panel).to_contain_text("How physical therapy helps")
    second.click()
    expect(panel).to_be_hidden()
    expect(section.get_by_role("region", name=titles[1])).to_be_visible()
    # Each region keeps its own open panel.
    knee = page.get_by_role("region", name="Knee Balance and Walking", exact=True)
    panel_title(knee, "ACL Tears").click()
    expect(knee.get_by_role("region", name="ACL Tears")).to_be_visible()
    expect(section.get_by_role("region", name=titles[1])).to_be_visible()
    second.click()
    expect(section.locator("[role=region]:visible")).to_have_count(0)


@pytest.mark.parametrize("width", [1024, 1280, 1600])
def test_on_a_desktop_the_figure_names_every_region_without_hover(
    browser: Browser, site: str, width: int
) -> None:
    page, problems = open_page(browser, site, width=width, height=900)
    open_app(page, "/img-accordian")
    page.locator(".body-map__figure").scroll_into_view_if_needed()
    page.mouse.move(0, 0)
    expect(page.locator(".body-map__hotspot")).to_have_count(len(REGION_NAMES))
    labels = page.evaluate(HOTSPOT_LABELS)
    assert sorted(label["text"] for label in labels) == sorted(REGION_NAMES)
    area = page.locator(".body-map").bounding_box()
    sections = page.locator(".body-accordion__sections").bounding_box()
    assert area is not None and sections is not None
    beside = sections["x"] > area["x"] + area["width"]
    for label in labels:
        shown = (label["opacity"], label["clip"], label["visibility"])
        assert shown == ("1", "none", "visible"), label
        left, _, right, _ = label["box"]
        assert area["x"] <= left and right <= area["x"] + area["width"], label
        if beside:
            assert right <= sections["x"], f"{label['text']} runs under the sections"
    for i, one in enumerate(labels):
        for other in labels[i + 1 :]:
            assert not overlaps(one["box"], other["box"]), (one["text"], other["text"])
            assert not overlaps(one["box"], other["dot"]), (one["text"], "covers", other["text"])
    size = page.locator(".body-map__label").first.evaluate("e => getComputedStyle(e).fontSize")
    assert float(size.removesuffix("px")) >= 14
    assert_accessible(page)
    # A name is part of its button: clicking it goes to the region.
    page.locator(".body-map__label", has_text="Foot and Ankle").click()
    expect(page.get_by_role("heading", level=2, name="Foot and Ankle")).to_be_focused()
    page.context.close()
    assert problems.errors == []


def rgb(css: str) -> tuple[int, int, int]:
    red, green, blue = (int(part) for part in re.findall(r"\d+", css)[:3])
    return red, green, blue


def hue(colour: tuple[int, int, int]) -> float:
    return colorsys.rgb_to_hls(*(part / 255 for part in colour))[0] * 360


def contrast(one: tuple[int, int, int], other: tuple[int, int, int]) -> float:
    def luminance(colour: tuple[int, int, int]) -> float:
        linear = [
            c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
            for c in (part / 255 for part in colour)
        ]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


RING = """element => {
    const style = getComputedStyle(element);
    return {focused: element === document.activeElement && element.matches(':focus-visible'),
            style: style.outlineStyle, width: parseFloat(style.outlineWidth),
            colour: style.outlineColor};
}"""


def ring_of(control: Locator) -> tuple[int, int, int]:
    """The colour of the ring `control` shows when focused from the keyboard."""
    control.focus()
    control.page.keyboard.press("Shift+Tab")
    control.page.keyboard.press("Tab")
    ring = control.evaluate(RING)
    assert ring["focused"] and ring["style"] != "none" and ring["width"] >= 2, ring
    return rgb(ring["colour"])


def test_focus_rings_are_not_the_red_of_the_errors(page: Page) -> None:
    open_app(page, "/contact-us")
    page.get_by_role("textbox", name="Full name").focus()
    page.keyboard.press("Tab")  # left empty: its error shows
    error = page.get_by_text("Full name is required.", exact=True)
    expect(error).to_be_visible()
    error_red = rgb(error.evaluate("e => getComputedStyle(e).color"))

    def check(what: str, control: Locator) -> None:
        colour = ring_of(control)
        distance = abs(hue(colour) - hue(error_red))
        assert min(distance, 360 - distance) >= 60, f"{what}: ring {colour}, error {error_red}"
        assert contrast(colour, (255, 255, 255)) >= 3, f"{what}: ring {colour} on white"

    check("a field", page.get_by_role("textbox", name="Email"))
    check("a link in the header", page.locator(".brand"))
    check("a button in the header", page.get_by_role("button", name="Working Hours"))
    check("a link in the page", page.locator("main a[href^='tel:']").first)
    open_app(page, "/patient-information/faqs")
    check("a question", page.locator("main .accordion__button").first)

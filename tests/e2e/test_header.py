"""The header in a real browser: menus built from the API, the Working Hours popup, the
scrolled style, the small-screen menu, and the footer's scroll-to-top button."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import open_app, open_page

SUFFIX = "Mill Pond Physical Therapy in Willow Falls"


def test_the_what_we_treat_menu_goes_to_the_treatment_and_closes(page: Page) -> None:
    open_app(page, "/home")
    nav = page.get_by_role("navigation", name="Main")
    nav.get_by_role("button", name="What We Treat").click()
    menu_link = nav.get_by_role("link", name="TMJ Dysfunction")
    expect(menu_link).to_be_visible()
    menu_link.click()
    expect(page).to_have_url("/what-we-treat?slug=tmj-dysfunction")
    expect(page.get_by_role("heading", level=1)).to_contain_text("TMJ")
    expect(nav.get_by_role("link", name="TMJ Dysfunction")).to_be_hidden()
    assert page.evaluate("window.scrollY") == 0


def test_the_how_we_treat_menu_lists_only_h_treatments(page: Page) -> None:
    open_app(page, "/home")
    nav = page.get_by_role("navigation", name="Main")
    nav.get_by_role("button", name="How We Treat").click()
    expect(nav.get_by_role("link", name="Pelvic Floor Therapy")).to_be_visible()
    expect(nav.get_by_role("link", name="TMJ Dysfunction")).to_have_count(0)
    expect(nav.get_by_role("link", name="TENS with Therapeutic Massage")).to_have_count(0)
    nav.get_by_role("link", name="Sports Performance").click()
    expect(page).to_have_url("/how-we-treat?slug=sports-performance")


def test_the_about_and_patient_menus_navigate(page: Page) -> None:
    open_app(page, "/home")
    nav = page.get_by_role("navigation", name="Main")
    nav.get_by_role("button", name="Patient's Info").click()
    nav.get_by_role("link", name="FAQs").click()
    expect(page).to_have_title(f"FAQs | {SUFFIX}")
    nav.get_by_role("button", name="About Us").click()
    nav.get_by_role("link", name="Our Team", exact=True).click()
    expect(page).to_have_title(f"Our Team | {SUFFIX}")


def test_working_hours_popup_opens_and_closes_three_ways(page: Page) -> None:
    open_app(page, "/home")
    button = page.get_by_role("button", name="Working Hours")
    popup = page.get_by_role("dialog", name="Working Hours")

    button.click()
    expect(popup).to_be_visible()
    expect(popup.get_by_label("Physical Therapy")).to_contain_text("Mon - Fri")
    expect(popup.get_by_label("Physical Therapy")).to_contain_text("9:00 AM")
    expect(popup.get_by_label("Massage Therapy")).to_contain_text("Mon ... Fri")
    popup.get_by_role("button", name="Close").click()
    expect(popup).to_be_hidden()

    button.click()
    page.keyboard.press("Escape")
    expect(popup).to_be_hidden()

    button.click()
    page.mouse.click(5, 5)  # the overlay, outside the popup
    expect(popup).to_be_hidden()


def test_the_header_takes_its_scrolled_style_past_50_px(page: Page) -> None:
    open_app(page, "/patient-information/patient-testimonials")
    header = page.locator("header").first
    expect(header).not_to_have_class(re.compile(r"\bscrolled\b"))
    page.mouse.wheel(0, 400)
    expect(header).to_have_class(re.compile(r"\bscrolled\b"))


def test_the_small_screen_menu_opens_groups_and_closes_on_a_choice(phone_page: Page) -> None:
    page = phone_page
    open_app(page, "/home")
    hamburger = page.locator(".hamburger")
    expect(hamburger).to_be_visible()
    hamburger.click()
    menu = page.locator("#mobile-menu")
    expect(menu).to_be_visible()
    groups = menu.locator("details")
    expect(groups.locator("summary")).to_have_text(
        ["About Us", "What We Treat", "How We Treat", "Patient Info"]
    )
    expect(menu.locator("details[open]")).to_have_count(0)
    assert_accessible(page)
    menu.locator("summary", has_text="What We Treat").click()
    menu.get_by_role("link", name="Dizziness and Vertigo").click()
    expect(page).to_have_url("/what-we-treat?slug=dizziness-and-vertigo")
    expect(menu).to_be_hidden()
    expect(page.locator(".mobile-menu[open]")).to_have_count(0)

    # Escape closes it, back on its control.
    hamburger.click()
    expect(menu).to_be_visible()
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    expect(hamburger).to_be_focused()


def test_scroll_to_top_appears_past_500_px(page: Page) -> None:
    open_app(page, "/patient-information/patient-testimonials")
    top = page.get_by_role("button", name="Back to top")
    expect(top).to_be_hidden()
    page.mouse.wheel(0, 1500)
    expect(top).to_be_visible()
    top.click()
    page.wait_for_function("window.scrollY === 0")


def test_scroll_to_top_stays_in_the_window_corner_mid_page(browser: Browser, site: str) -> None:
    """Fixed to the window, not to the footer it is written in: the footer's parts are laid out
    only as they come near the screen, and a contained footer would carry the button with it,
    far below the screen."""
    page, problems = open_page(browser, site, width=1280, height=800)
    open_app(page, "/home")
    page.mouse.wheel(0, 2500)
    top = page.get_by_role("button", name="Back to top")
    expect(top).to_be_visible()
    box = top.bounding_box()
    assert box is not None
    assert 800 - 100 <= box["y"] + box["height"] <= 800, f"the button is at {box}"
    assert 1280 - 150 <= box["x"] + box["width"] <= 1280, f"the button is at {box}"
    page.context.close()
    assert problems.errors == [], f"console errors: {problems.errors}"


@pytest.mark.parametrize("width", [375, 1280])
def test_the_header_holds_still_just_past_50_px(browser: Browser, site: str, width: int) -> None:
    """Taking the scrolled style must not change the layout under the scroll position: if it
    did, scroll anchoring would pull the page back over the threshold and the style would
    flicker on and off."""
    page, problems = open_page(browser, site, width=width, height=812)
    open_app(page, "/patient-information/patient-testimonials")
    expect(page.locator("main figure").first).to_be_visible()
    header = page.locator("header").first
    for y in (51, 55, 60):
        page.evaluate("y => window.scrollTo(0, y)", y)
        page.wait_for_timeout(100)
        seen = page.evaluate(
            """() => new Promise((done) => {
                const header = document.querySelector('header');
                const seen = new Set();
                const start = performance.now();
                const look = () => {
                    seen.add(`${header.className} @ ${window.scrollY}`);
                    if (performance.now() - start < 1000) requestAnimationFrame(look);
                    else done([...seen]);
                };
                look();
            })"""
        )
        assert seen == [f"site-header scrolled @ {y}"], f"at {y} px the header changed: {seen}"
        expect(header).to_have_class(re.compile(r"\bscrolled\b"))
    page.context.close()
    assert problems.errors == [], f"console errors: {problems.errors}"


# Every link, button and run of text the scroll-to-top button covers on screen. Content that
# has scrolled under the small-screen action bar is hidden by the bar, not by the button.
COVERED_BY_SCROLL_TOP = """() => {
    const button = document.querySelector('.scroll-top');
    if (!button) return ['no scroll-to-top button'];
    const box = button.getBoundingClientRect();
    const bar = document.querySelector('.mobile-action-bar');
    const barBox = bar && bar.checkVisibility() ? bar.getBoundingClientRect() : null;
    const overlap = (r) => ({
        left: Math.max(r.left, box.left), right: Math.min(r.right, box.right),
        top: Math.max(r.top, box.top), bottom: Math.min(r.bottom, box.bottom)});
    const underBar = (o) => barBox && o.left >= barBox.left && o.right <= barBox.right
                                   && o.top >= barBox.top && o.bottom <= barBox.bottom;
    const covered = [];
    const check = (node, rects, what) => {
        if (button.contains(node)) return;
        const inBar = bar && bar.contains(node);
        for (const r of rects) {
            const o = overlap(r);
            if (o.right - o.left < 1 || o.bottom - o.top < 1) continue;
            if (!inBar && underBar(o)) continue;
            covered.push(what);
            return;
        }
    };
    for (const control of document.querySelectorAll('a[href], button')) {
        check(control, control.getClientRects(), control.outerHTML.slice(0, 80));
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.data.trim() || !text.parentElement.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        check(text, range.getClientRects(), JSON.stringify(text.data.trim().slice(0, 60)));
    }
    return covered;
}"""


# Once the button has come in (its entrance animation) and two frames have been drawn: what a
# visitor sees once the page rests, not a frame of the way there.
SETTLED = """async () => {
    const button = document.querySelector('.scroll-top');
    await Promise.all((button ? button.getAnimations() : []).map((a) => a.finished));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}"""

BAR_LAYOUT = """() => {
    const bar = document.querySelector('.mobile-action-bar');
    const style = bar && getComputedStyle(bar);
    return {
        holdsButton: document.body.matches(':has(.scroll-top)'),
        columns: style && style.gridTemplateColumns,
        paddingRight: style && style.paddingRight,
        width: window.innerWidth,
    };
}"""


def test_scroll_to_top_covers_no_text_or_link_on_a_phone(phone_page: Page) -> None:
    page = phone_page
    open_app(page, "/patient-information/patient-testimonials")
    expect(page.locator("main figure").first).to_be_visible()
    bottom = page.evaluate("document.documentElement.scrollHeight - window.innerHeight")
    for y in [*range(600, bottom, 250), bottom]:
        page.evaluate("y => window.scrollTo(0, y)", y)
        expect(page.get_by_role("button", name="Back to top")).to_be_visible()
        page.evaluate(SETTLED)
        covered = page.evaluate(COVERED_BY_SCROLL_TOP)
        assert covered == [], (
            f"at {y} px the scroll-to-top button covers {covered}; the bar as laid out: "
            f"{page.evaluate(BAR_LAYOUT)}"
        )

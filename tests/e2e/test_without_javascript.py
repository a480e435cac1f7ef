"""Without JavaScript every page of the sitemap reads whole and offers a way forward: no page
says it is loading, a form's place gives the clinic's phone and email instead of an empty box,
and the Not found page leads on to more than home. With JavaScript the forms take their place
once the app has started."""

import json
import re
from urllib.parse import urlsplit

import httpx
import pytest
from playwright.sync_api import Page, Route, expect

from tests.conftest import CONTENT
from tests.e2e.conftest import open_app, wait_until_hydrated

PROFILE = json.loads((CONTENT / "clinic.json").read_text())
PHONE = PROFILE["phones"][0]
TEL = "tel:+1" + "".join(c for c in PHONE if c.isdigit())
MAILTO = f"mailto:{PROFILE['email']}"
TREATMENT = "/what-we-treat?slug=tmj-dysfunction"
# Where each page's form is, by the name of its region.
FORM_PLACES = [
    ("/contact-us", "Send Us a Message"),
    (TREATMENT, "Request an Appointment"),
    ("/Book-Appointment", "Request Your Visit"),
]

# The text a page shows (the screen reader's text too: visually hidden text counts) that reads
# as a page still loading: "Loading…", "Loading the form…". The words of the clinic's own copy
# ("repeated heavy loading") are not one.
LOADING_TEXT = r"""() => {
    const saysLoading = /^\W*loading\b|\bloading\s*(…|\.\.\.)/i;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (element.closest('script, style, template')) continue;
        if (saysLoading.test(node.textContent) && element.checkVisibility()) {
            found.push(node.textContent.trim());
        }
    }
    return found;
}"""


def sitemap_addresses(site: str) -> list[str]:
    """Every page the sitemap lists, as path and query on this site."""
    answer = httpx.get(f"{site}/sitemap.xml")
    answer.raise_for_status()
    addresses = []
    for loc in re.findall(r"<loc>([^<]+)</loc>", answer.text):
        parts = urlsplit(loc.replace("&amp;", "&"))
        addresses.append(parts.path + (f"?{parts.query}" if parts.query else ""))
    return addresses


def test_no_page_of_the_sitemap_says_it_is_loading(no_script: Page, site: str) -> None:
    addresses = sitemap_addresses(site)
    assert "/contact-us" in addresses and TREATMENT in addresses
    loading: dict[str, list[str]] = {}
    for address in [*addresses, "/this/does/not/exist"]:
        no_script.goto(address)
        expect(no_script.locator("main h1")).to_be_visible()
        found = no_script.evaluate(LOADING_TEXT)
        if found:
            loading[address] = found
    assert loading == {}, f"pages that say they are loading: {loading}"


@pytest.mark.parametrize(("address", "region"), FORM_PLACES)
def test_a_form_s_place_gives_the_phone_and_email_without_javascript(
    no_script: Page, address: str, region: str
) -> None:
    no_script.goto(address)
    place = no_script.locator("main").get_by_role("region", name=region)
    place.scroll_into_view_if_needed()
    expect(place.get_by_role("link", name=PHONE)).to_have_attribute("href", TEL)
    expect(place.get_by_role("link", name=PHONE)).to_be_visible()
    expect(place.get_by_role("link", name=PROFILE["email"])).to_have_attribute("href", MAILTO)
    expect(place.get_by_text(PROFILE["hours"]["business"][0]["days"])).to_be_visible()
    expect(place.locator("form")).to_have_count(0)


def test_the_not_found_page_leads_on_to_more_than_home(no_script: Page) -> None:
    answer = no_script.goto("/this/does/not/exist")
    assert answer is not None and answer.status == 404
    main = no_script.locator("main")
    expect(main.get_by_text("The page you are looking for does not exist")).to_be_visible()
    expect(main.get_by_role("link", name="Back To Home")).to_have_attribute("href", "/home")
    for target in ("/physical-therapy-services", "/contact-us", "/Book-Appointment"):
        expect(main.locator(f'a[href="{target}"]')).to_be_visible()
    expect(main.locator(f'a[href="{TEL}"]')).to_be_visible()
    # The links work without the app: they are pages of their own.
    main.get_by_role("link", name="Contact Us").click()
    expect(no_script).to_have_url("/contact-us")
    expect(no_script.locator("main h1")).to_have_text("Contact Us")


@pytest.mark.parametrize(("address", "region"), FORM_PLACES)
def test_with_javascript_the_form_takes_the_place_once_the_app_runs(
    page: Page, address: str, region: str
) -> None:
    open_app(page, address)
    place = page.locator("main").get_by_role("region", name=region)
    place.scroll_into_view_if_needed()  # the side panel's form comes when it is near
    expect(place.locator("form")).to_be_visible()
    expect(place.get_by_role("textbox", name="Email")).to_be_editable()
    expect(place.get_by_role("link", name=PROFILE["email"])).to_have_count(0)


def test_before_the_app_starts_contact_us_gives_the_phone_then_the_form_checks_what_is_typed(
    page: Page,
) -> None:
    # The app's code is held back, as on a slow phone: the page the server sent is all there is.
    held: list[Route] = []

    def hold(route: Route) -> None:
        held.append(route)

    page.route("**/assets/index-*.js", hold, times=1)
    page.goto("/contact-us")
    form = page.get_by_role("region", name="Send Us a Message")
    expect(form.get_by_role("link", name=PHONE)).to_have_attribute("href", TEL)
    expect(form.locator("form")).to_have_count(0)

    for _ in range(200):  # waiting through Playwright lets it deliver the request
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the page never asked for the app's code"
    held[0].continue_()
    email = form.get_by_role("textbox", name="Email")
    wait_until_hydrated(email)
    email.fill("rosa@")
    email.press("Tab")
    expect(form.get_by_text("Valid email is required.", exact=True)).to_be_visible()
    expect(form.get_by_role("link", name=PHONE)).to_have_count(0)

"""Every screen beyond Home in a real browser: each renders its data under its title with no
console error and no accessibility violation; the body-region hotspots scroll to their
sections; pagers page; legacy blog addresses land where they should; the intake form downloads."""

import base64
import json
from datetime import date
from typing import Any

import httpx
import pytest
from playwright.sync_api import Locator, Page, expect

from tests.conftest import CONTENT
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import open_app

SUFFIX = "Mill Pond Physical Therapy in Willow Falls"
PROFILE = json.loads((CONTENT / "clinic.json").read_text())
ACCORDION = json.loads((CONTENT / "site" / "accordion.json").read_text())
FAQS = json.loads((CONTENT / "site" / "faqs.json").read_text())
POSITIONS = json.loads((CONTENT / "site" / "positions.json").read_text())
TEAM = json.loads((CONTENT / "site" / "team.json").read_text())
INSURANCE = json.loads((CONTENT / "site" / "insurance.json").read_text())
TESTIMONIALS = json.loads((CONTENT / "site" / "testimonials.json").read_text())
REGION_NAMES = [region["title"] for region in ACCORDION]


def api(site: str, call: str) -> Any:
    return httpx.get(f"{site}/api/{call}").json()


def blogs(site: str) -> list[dict[str, Any]]:
    return list(api(site, "Treatment/GetComments?CommentID=0")["data"])


def console_messages(page: Page, kind: str) -> list[str]:
    """The text of every console message of one kind ("error", "warning") the page logs."""
    found: list[str] = []
    page.on("console", lambda message: found.append(message.text) if message.type == kind else None)
    return found


def in_view(page: Page, locator: Locator) -> bool:
    box = locator.bounding_box()
    assert box is not None
    height = page.viewport_size["height"] if page.viewport_size else 900
    return 0 <= box["y"] < height


# (path, page title name, h1, text the screen shows from its data)
SCREENS = [
    ("/about-us/our-physical-therapy", "Physical Therapy", "About Us", "Our Mission"),
    ("/about-us/our-team", "Our Team", "Our Team", "Therapist & Admin"),
    ("/about-us/our-practice", "Our Practice", "Our Practice", "Private treatment rooms"),
    ("/about-us/join-our-team", "Join Our Team", "Join Our Team", "Rehab Aid"),
    ("/what-we-treat", "What We Treat", "What We Treat", "TMJ Dysfunction"),
    ("/how-we-treat", "How We Treat", "How We Treat", "Sports Performance"),
    (
        "/physical-therapy-services",
        "Physical Therapy Services",
        "Physical Therapy Services",
        "TMJ Dysfunction",
    ),
    (
        "/physical-therapy-treatments",
        "Physical Therapy Treatments",
        "Physical Therapy Treatments",
        "Sports Performance",
    ),
    (
        "/patient-information/patient-info-forms",
        "Patient Info / Forms",
        "Patient Info / Forms",
        "Arrive 15 minutes early",
    ),
    (
        "/patient-information/insurance-information",
        "Insurance Info",
        "Insurance Info",
        "Horizon BCBS",
    ),
    (
        "/patient-information/patient-testimonials",
        "Patient Testimonials",
        "Patient Testimonials",
        TESTIMONIALS[0]["author"],
    ),
    (
        "/patient-information/refer-friend",
        "Refer a Friend",
        "Refer a Friend",
        "no referral is needed",
    ),
    ("/patient-information/videos", "Videos", "Videos", "Three Stretches for a Stiff Neck"),
    ("/patient-information/faqs", "FAQs", "FAQs", FAQS[0]["question"]),
    ("/patient-information/health-blogs", "Health Blog", "Health Blog", "Read more"),
    ("/our-location", "Our Location", "Our Location", "Monday to Friday"),
    ("/sitemap", "Sitemap", "Sitemap", "Dizziness and Vertigo"),
    ("/privacy-policy", "Privacy Policy", "Privacy Policy", "7 business days"),
    ("/terms-of-use", "Terms Of Use", "Terms Of Use", "Sept 12, 2018"),
    ("/disclaimer", "Disclaimer", "Disclaimer", "doctor-patient"),
    ("/img-accordian", "Conditions by Body Region", "Conditions by Body Region", "Foot and Ankle"),
    (
        "/page-not-found",
        "Page Not Found",
        "Page not found",
        "The page you are looking for does not exist",
    ),
    ("/what-we-treat?slug=sciatica-and-back-pain-relief", None, "Sciatica", "Quick Links"),
]


@pytest.mark.parametrize("screen", SCREENS, ids=[s[0] for s in SCREENS])
def test_each_screen_shows_its_data_with_no_accessibility_violation(
    page: Page, screen: tuple[str, str | None, str, str]
) -> None:
    path, title, heading, text = screen
    open_app(page, path)
    expect(page.get_by_role("heading", level=1)).to_contain_text(heading)
    expect(page.locator("main").get_by_text(text, exact=False).first).to_be_visible()
    if title:
        expect(page).to_have_title(f"{title} | {SUFFIX}")
    expect(page.locator("[aria-busy=true]")).to_have_count(0)
    assert_accessible(page)


@pytest.mark.parametrize(
    "path",
    ["/img-accordian", "/patient-information/faqs", "/what-we-treat?slug=view-more-conditions"],
)
def test_screens_are_accessible_on_a_phone(phone_page: Page, path: str) -> None:
    open_app(phone_page, path)
    expect(phone_page.get_by_role("heading", level=1)).to_be_visible()
    expect(phone_page.locator("[aria-busy=true]")).to_have_count(0)
    assert_accessible(phone_page)
    overflow = phone_page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, "the page scrolls sideways on a phone"


def test_about_shows_the_figures_and_its_links(page: Page) -> None:
    open_app(page, "/about-us/our-physical-therapy")
    figures = page.get_by_role("region", name="Our clinic in numbers")
    expect(figures.get_by_role("definition")).to_have_text([s["value"] for s in PROFILE["stats"]])
    expect(page.get_by_role("link", name="Meet Our Team")).to_have_attribute("href", "/our-team")
    expect(page.get_by_role("link", name="Book Appointment")).to_have_attribute(
        "href", "/Book-Appointment"
    )
    expect(page.locator('main a[href^="tel:"]').first).to_contain_text(PROFILE["phones"][0])
    page.get_by_role("link", name="Meet Our Team").click()
    expect(page).to_have_url("/about-us/our-team")
    expect(page.get_by_role("heading", level=2, name=TEAM[1]["name"])).to_be_visible()
    expect(page.locator(".clinic-stats")).to_be_hidden()
    expect(page.locator(".clinic-stats")).to_have_count(1)


def test_the_figures_count_up_to_the_exact_stats_with_motion(browser: Any, site: str) -> None:
    context = browser.new_context(
        viewport={"width": 1280, "height": 900}, base_url=site, reduced_motion="no-preference"
    )
    page = context.new_page()
    errors = console_messages(page, "error")
    open_app(page, "/about-us/our-physical-therapy")
    figures = page.get_by_role("region", name="Our clinic in numbers")
    figures.scroll_into_view_if_needed()
    expect(figures.get_by_role("definition")).to_have_text(
        [s["value"] for s in PROFILE["stats"]], timeout=5000
    )
    context.close()
    assert errors == []


def test_our_practice_opens_a_static_request_modal(page: Page) -> None:
    open_app(page, "/about-us/our-practice")
    expect(page.locator("main img")).to_have_count(3)
    expect(page.get_by_role("link", name="Meet Our Team")).to_have_attribute("href", "/our-team")
    page.get_by_role("button", name="Request Appointment").last.click()
    dialog = page.get_by_role("dialog", name="Request an Appointment")
    expect(dialog).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_be_visible()
    page.mouse.click(5, 450)
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()


def test_join_our_team_lists_the_five_positions(page: Page) -> None:
    open_app(page, "/about-us/join-our-team")
    expect(page.locator("main h2")).to_have_text([p["title"] for p in POSITIONS])


def test_each_hotspot_scrolls_to_its_region(page: Page) -> None:
    open_app(page, "/img-accordian")
    for region, name in zip(ACCORDION, REGION_NAMES, strict=True):
        hotspot = page.get_by_role("button", name=name, exact=True)
        hotspot.scroll_into_view_if_needed()
        hotspot.focus()
        page.keyboard.press("Enter")
        section = page.locator(f"#region-{region['region']}")
        title = section.get_by_role("heading", level=2, name=name)
        expect(title).to_be_focused()
        assert in_view(page, title), f"{name} is not scrolled into view"


# Each hotspot's label as drawn: its text, whether it shows, and its box on screen.
HOTSPOT_LABELS = """() => [...document.querySelectorAll('.body-map__hotspot')].map((hotspot) => {
    const label = hotspot.querySelector('.body-map__label');
    const style = getComputedStyle(label);
    const box = label.getBoundingClientRect();
    const dot = hotspot.querySelector('.body-map__dot').getBoundingClientRect();
    return {text: label.textContent, opacity: style.opacity, clip: style.clipPath,
            visibility: style.visibility, box: [box.left, box.top, box.right, box.bottom],
            dot: [dot.left, dot.top, dot.right, dot.bottom]};
})"""


def overlaps(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_each_hotspot_shows_its_region_name_on_a_phone(phone_page: Page) -> None:
    open_app(phone_page, "/img-accordian")
    figure = phone_page.locator(".body-map__figure")
    figure.scroll_into_view_if_needed()
    expect(phone_page.locator(".body-map__hotspot")).to_have_count(len(REGION_NAMES))
    labels = phone_page.evaluate(HOTSPOT_LABELS)
    assert sorted(label["text"] for label in labels) == sorted(REGION_NAMES)
    for label in labels:
        shown = (label["opacity"], label["clip"], label["visibility"])
        assert shown == ("1", "none", "visible"), label
        left, _, right, _ = label["box"]
        assert left >= 0 and right <= 375, f"{label['text']} runs off the screen: {label['box']}"
    for i, one in enumerate(labels):
        for other in labels[i + 1 :]:
            assert not overlaps(one["box"], other["box"]), (one["text"], other["text"])
            assert not overlaps(one["box"], other["dot"]), (one["text"], "covers", other["text"])
    phone_page.get_by_role("button", name="Foot and Ankle", exact=True).click()
    expect(phone_page.get_by_role("heading", level=2, name="Foot and Ankle")).to_be_focused()


def test_only_treatment_27_shows_the_accordion(page: Page, site: str) -> None:
    conditions = api(site, "Treatment/GetTreatmentBySlug?Slug=view-more-conditions")["data"]
    assert conditions["treatmentID"] == 27
    open_app(page, "/what-we-treat?slug=view-more-conditions")
    for name in REGION_NAMES:
        expect(page.get_by_role("heading", level=2, name=name, exact=True)).to_be_visible()
    page.get_by_role("button", name="Hip", exact=True).click()
    expect(page.get_by_role("heading", level=2, name="Hip", exact=True)).to_be_focused()

    open_app(page, "/what-we-treat?slug=tmj-dysfunction")
    expect(page.get_by_role("heading", level=1)).to_contain_text("TMJ")
    expect(page.locator("main").get_by_role("heading", name="Quick Links")).to_be_visible()
    expect(page.get_by_role("heading", name="Head and Neck")).to_have_count(0)


def test_a_treatment_has_its_breadcrumb_and_side_panels(page: Page) -> None:
    open_app(page, "/how-we-treat?slug=sports-performance")
    crumbs = page.get_by_role("navigation", name="Breadcrumb")
    expect(crumbs.get_by_role("link", name="Home")).to_have_attribute("href", "/home")
    expect(crumbs.get_by_role("link", name="How We Treat")).to_have_attribute(
        "href", "/physical-therapy-treatments"
    )
    quick = page.locator("main").get_by_role("region", name="Quick Links")
    expect(quick.get_by_role("link")).to_have_count(4)
    hrefs = [link.get_attribute("href") for link in quick.get_by_role("link").all()]
    assert hrefs == [
        "/patient-information/patient-info-forms",
        "/patient-information/faqs",
        "/what-we-treat?slug=view-more-conditions",
        "/wellness-programs-with-therapeutic-massage",
    ]
    recent = page.get_by_role("region", name="Recent Health Blogs")
    expect(recent.get_by_role("link")).to_have_count(4)
    expect(page.get_by_role("link", name="Book An Appointment").last).to_have_attribute(
        "href", "/Book-Appointment"
    )


def test_a_phone_number_in_the_copy_is_a_tel_link(page: Page) -> None:
    phone = PROFILE["phones"][0]
    href = "tel:+1" + "".join(c for c in phone if c.isdigit())
    open_app(page, "/what-we-treat?slug=tmj-dysfunction")  # copy from the API
    paragraph = page.locator("main p").filter(has_text="To talk with our team")
    link = paragraph.get_by_role("link", name=phone)
    expect(link).to_have_attribute("href", href)
    open_app(page, "/about-us/our-physical-therapy")  # copy from the content files
    expect(page.locator(".prose p a[href^='tel:']").first).to_have_attribute("href", href)
    open_app(page, "/privacy-policy")  # the fax number is not a phone to tap
    expect(page.locator("main").get_by_role("link", name=PROFILE["fax"])).to_have_count(0)


@pytest.mark.parametrize(
    "path",
    [
        "/what-we-treat?slug=tmj-dysfunction",
        "/wellness-programs-with-therapeutic-massage",
        "/recent-blog?slug=tech-neck-and-screens",
    ],
)
def test_the_side_panel_holds_the_request_form(page: Page, path: str) -> None:
    open_app(page, path)
    panel = page.locator("main").get_by_role("region", name="Request an Appointment")
    panel.scroll_into_view_if_needed()
    expect(panel.get_by_role("textbox", name="Full name")).to_be_visible()
    expect(panel.get_by_role("button", name="Send Request", exact=True)).to_be_visible()
    expect(page.locator("[aria-busy=true]")).to_have_count(0)
    assert_accessible(page)


def test_the_what_we_treat_list_pages_through_23_treatments(page: Page) -> None:
    open_app(page, "/physical-therapy-services")
    cards = page.locator(".treatment-grid a")
    expect(cards).to_have_count(9)
    pager = page.get_by_role("navigation", name="What We Treat pages")
    expect(pager.get_by_role("link", name="Previous")).to_have_attribute("aria-disabled", "true")
    pager.get_by_role("link", name="Next").click()
    expect(page).to_have_url("/physical-therapy-services?page=2")
    expect(cards).to_have_count(9)
    pager.get_by_role("link", name="Page 3").click()
    expect(cards).to_have_count(5)
    expect(pager.get_by_role("link", name="Next")).to_have_attribute("aria-disabled", "true")
    href = cards.first.get_attribute("href")
    assert href and href.startswith("/what-we-treat?slug=")
    cards.first.click()
    expect(page.locator("main").get_by_role("heading", name="Quick Links")).to_be_visible()


def test_the_how_we_treat_list_pages_its_ten_treatments(page: Page) -> None:
    open_app(page, "/physical-therapy-treatments")
    cards = page.locator(".treatment-grid a")
    expect(cards).to_have_count(9)
    href = cards.first.get_attribute("href")
    assert href and href.startswith("/how-we-treat?slug=")
    pager = page.get_by_role("navigation", name="How We Treat pages")
    pager.get_by_role("link", name="Page 2").click()
    expect(cards).to_have_count(1)


def test_the_health_blog_list_pages_through_13_posts(page: Page, site: str) -> None:
    assert len(blogs(site)) == 13
    open_app(page, "/patient-information/health-blogs")
    cards = page.locator(".blog-card")
    expect(cards).to_have_count(9)
    pager = page.get_by_role("navigation", name="Health blog pages")
    pager.get_by_role("link", name="Next").click()
    expect(cards).to_have_count(4)
    expect(page).to_have_url("/patient-information/health-blogs?page=2")
    page.go_back()
    expect(cards).to_have_count(9)
    first = blogs(site)[0]
    expect(cards.first.get_by_role("link")).to_have_attribute(
        "href", f"/recent-blog?slug={first['slug']}"
    )


def test_a_blog_shows_its_date_breadcrumb_and_side_panels(page: Page, site: str) -> None:
    blog = blogs(site)[0]
    open_app(page, f"/recent-blog?slug={blog['slug']}")
    crumbs = page.get_by_role("navigation", name="Breadcrumb")
    expect(crumbs.get_by_role("link", name="Health Blogs")).to_have_attribute(
        "href", "/patient-information/health-blogs"
    )
    published = date.fromisoformat(blog["blogDate"][:10])
    shown = f"{published:%B} {published.day}, {published.year}"  # December 1, 2026
    expect(page.locator("main time").first).to_have_text(shown)
    expect(page.get_by_role("heading", name="Recent Health Blogs")).to_be_visible()


def test_legacy_blog_addresses_land_on_the_blog(page: Page, site: str) -> None:
    blog = blogs(site)[2]
    open_app(page, f"/recent-blog?name={blog['slug']}")
    expect(page).to_have_url(f"/recent-blog/{blog['slug']}")
    heading = page.get_by_role("heading", level=1)
    expect(heading).not_to_have_text("Health Blog")
    title = heading.inner_text()

    encoded = base64.b64encode(str(blog["commentID"]).encode()).decode()
    open_app(page, f"/recent-blog?Id={encoded}")
    expect(page.get_by_role("heading", level=1)).to_have_text(title)
    expect(page.locator(".blog-article__body")).not_to_be_empty()


def test_a_legacy_id_with_no_blog_goes_to_not_found(page: Page) -> None:
    warnings = console_messages(page, "warning")
    open_app(page, f"/recent-blog?Id={base64.b64encode(b'987654').decode()}")
    expect(page).to_have_url("/not-found")
    expect(page.get_by_text("The page you are looking for does not exist")).to_be_visible()
    assert any("No blog found" in warning for warning in warnings)


def test_the_intake_form_downloads_as_a_pdf(page: Page, site: str) -> None:
    open_app(page, "/patient-information/patient-info-forms")
    link = page.get_by_role("link", name="Download and Print")
    expect(link).to_have_attribute("download", PROFILE["intakeForm"]["fileName"])
    with page.expect_download() as info:
        link.click()
    download = info.value
    assert download.suggested_filename == PROFILE["intakeForm"]["fileName"]
    href = link.get_attribute("href")
    answer = httpx.get(f"{site}{href}")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("application/pdf")
    assert answer.content.startswith(b"%PDF")


def test_insurance_lists_the_eight_plans(page: Page) -> None:
    open_app(page, "/patient-information/insurance-information")
    expect(page.get_by_role("rowheader")).to_have_text([plan["plan"] for plan in INSURANCE])


def test_testimonials_show_every_entry(page: Page) -> None:
    open_app(page, "/patient-information/patient-testimonials")
    expect(page.locator("main figure")).to_have_count(len(TESTIMONIALS))


def test_videos_embed_from_the_allowed_host_two_to_a_row(page: Page, site: str) -> None:
    videos = api(site, "PhotoGallery/GetVideos?videoId=0")["data"]
    open_app(page, "/patient-information/videos")
    frames = page.locator("main iframe")
    expect(frames).to_have_count(len(videos))
    first = videos[0]
    video_id = first["videoLink"].split("v=")[1]
    expect(frames.first).to_have_attribute("src", f"{PROFILE['videoEmbedHost']}/embed/{video_id}")
    expect(frames.first).to_have_attribute("title", first["videoHeader"])
    expect(frames.first).to_have_attribute("loading", "lazy")
    boxes = [frames.nth(i).bounding_box() for i in range(2)]
    assert boxes[0] and boxes[1]
    assert boxes[0]["y"] == boxes[1]["y"] and boxes[0]["height"] == 350


def test_videos_stack_one_to_a_row_on_a_phone(phone_page: Page) -> None:
    open_app(phone_page, "/patient-information/videos")
    frames = phone_page.locator("main iframe")
    expect(frames.first).to_be_attached()
    boxes = [frames.nth(i).bounding_box() for i in range(2)]
    assert boxes[0] and boxes[1]
    assert boxes[1]["y"] > boxes[0]["y"] + 300


def test_our_location_shows_the_address_hours_and_picture(page: Page) -> None:
    open_app(page, "/our-location")
    expect(page.locator("main address")).to_contain_text(PROFILE["address"]["street"])
    for line in PROFILE["hours"]["business"]:
        expect(page.get_by_text(line["time"], exact=True)).to_be_visible()
    picture = page.locator("main img").first
    expect(picture).to_have_attribute("src", "/documents/pages/location.svg")


def test_the_sitemap_lists_treatments_under_what_we_treat(page: Page, site: str) -> None:
    open_app(page, "/sitemap")
    every = api(site, "Treatment/GetTreatmentDetails?TreatmentId=0&ts=1")["data"]
    how = [t for t in every if t["flag"] == "H" and t["treatmentTypeID"] == 1]
    expect(page.get_by_role("link", name=how[0]["treatmentName"], exact=True)).to_have_attribute(
        "href", f"/what-we-treat?slug={how[0]['slug']}"
    )
    for path in [
        "/about-us/our-practice",
        "/patient-information/refer-friend",
        "/contact-us",
        "/privacy-policy",
        "/terms-of-use",
        "/disclaimer",
        "/sitemap",
    ]:
        expect(page.locator(f'main a[href="{path}"]')).to_have_count(1)

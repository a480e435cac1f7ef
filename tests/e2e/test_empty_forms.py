"""Pressing submit on an empty form, in a real browser: the button is announced and styled as
disabled but stays in the tab order, and a press (click, Enter or Space) shows every message of
the form and sends nothing. A field's focus ring is not the error red."""

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Locator, Page, Request, expect

from tests.conftest import CONTENT
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import open_app, open_page, wait_until_hydrated

FORMS = json.loads((CONTENT / "site" / "forms.json").read_text())
SENDING_CALLS = (
    "/api/Treatment/InsertUpdateOnlineAppointmentRequest",
    "/api/Communication/SendEmail",
)


def required(form: str, *fields: str) -> list[str]:
    return [FORMS[form][field]["messages"]["required"] for field in fields]


# The request form starts on "General request", a valid treatment: its message never shows.
REQUEST_MESSAGES = required(
    "appointment", "appointmentDate", "fullName", "phoneNo", "emailId", "subject", "remark"
)
ENQUIRY_MESSAGES = required("enquiry", "firstName", "toEmail", "phoneNo", "subject", "htmlContent")
# The Book-Appointment page takes the request form's rules: service is its treatment.
BOOKING_MESSAGES = required(
    "appointment", "fullName", "emailId", "phoneNo", "treatmentId", "appointmentDate"
)


class Sent:
    """Every POST of a form the page makes."""

    def __init__(self, page: Page) -> None:
        self.calls: list[str] = []
        page.on("request", self.record)

    def record(self, request: Request) -> None:
        if request.method == "POST" and request.url.split("?")[0].endswith(SENDING_CALLS):
            self.calls.append(request.url)


@pytest.fixture(params=[375, 1280], ids=["phone", "desktop"])
def any_page(request: pytest.FixtureRequest, browser: Browser, site: str) -> Iterator[Page]:
    page, problems = open_page(browser, site, width=request.param, height=812)
    yield page
    page.context.close()
    assert problems.errors == [], f"console errors: {problems.errors}"


def tab_to(page: Page, start: Locator, target: Locator) -> None:
    """Tabs on from `start` until `target` has focus (a date field may stop on its calendar)."""
    start.focus()
    for _ in range(6):
        page.keyboard.press("Tab")
        if target.evaluate("element => element === document.activeElement"):
            return
    raise AssertionError("the submit button cannot be reached with Tab")


def press_on_empty(
    page: Page, scope: Locator, last_field: str, button: str, key: str | None, messages: list[str]
) -> None:
    sent = Sent(page)
    submit = scope.get_by_role("button", name=button, exact=True)
    expect(submit).to_have_attribute("aria-disabled", "true")
    expect(submit).not_to_have_attribute("disabled", "")
    for message in messages:
        expect(scope.get_by_text(message, exact=True)).to_have_count(0)

    tab_to(page, scope.get_by_label(last_field), submit)
    # A button announced as disabled is one Playwright will not click unless forced; a
    # patient's click reaches it all the same.
    if key:
        page.keyboard.press(key)
    else:
        submit.click(force=True)

    for message in messages:
        expect(scope.get_by_text(message, exact=True)).to_be_visible()
    expect(scope.locator("[aria-invalid=true]")).to_have_count(len(messages))
    # Pressed again, it still sends nothing.
    submit.click(force=True)
    page.wait_for_timeout(500)
    assert sent.calls == []
    assert_accessible(page)


def test_the_empty_request_form_explains_itself_on_a_click(any_page: Page) -> None:
    open_app(any_page, "/home")
    any_page.get_by_role("button", name="Send Us Query").click()
    dialog = any_page.get_by_role("dialog", name="Request an Appointment")
    press_on_empty(any_page, dialog, "Message", "Send Request", None, REQUEST_MESSAGES)


def test_the_empty_enquiry_explains_itself_on_enter(any_page: Page) -> None:
    open_app(any_page, "/contact-us")
    form = any_page.get_by_role("region", name="Send Us a Message")
    press_on_empty(any_page, form, "Message", "Send Message", "Enter", ENQUIRY_MESSAGES)


def test_the_empty_booking_explains_itself_on_space(any_page: Page) -> None:
    open_app(any_page, "/Book-Appointment")
    form = any_page.locator("main form")
    press_on_empty(any_page, form, "Date", "Book Appointment", "Space", BOOKING_MESSAGES)


FOCUS_AND_ERROR = """field => {
    const luminance = (colour) => {
        const [r, g, b] = colour.match(/[\\d.]+/g).slice(0, 3).map(Number).map((value) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const hue = (colour) => {
        const [r, g, b] = colour.match(/[\\d.]+/g).slice(0, 3).map(Number);
        const max = Math.max(r, g, b), min = Math.min(r, g, b);
        if (max === min) return 0;
        const h = max === r ? (g - b) / (max - min) : max === g ? 2 + (b - r) / (max - min)
                                                                : 4 + (r - g) / (max - min);
        return (h * 60 + 360) % 360;
    };
    const contrast = (a, b) => {
        const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
        return (x + 0.05) / (y + 0.05);
    };
    let around = field.parentElement;
    while (getComputedStyle(around).backgroundColor === 'rgba(0, 0, 0, 0)') {
        around = around.parentElement;
    }
    const ring = getComputedStyle(field).outlineColor;
    const error = getComputedStyle(field.closest('.form-field')
        .querySelector('.form-field__error')).color;
    const apart = Math.abs(hue(ring) - hue(error));
    return {ring, error, contrast: contrast(ring, getComputedStyle(around).backgroundColor),
            hues_apart: Math.min(apart, 360 - apart), visible: field.matches(':focus-visible')};
}"""


def test_a_focused_field_is_not_ringed_in_the_error_red(page: Page) -> None:
    open_app(page, "/contact-us")
    form = page.get_by_role("region", name="Send Us a Message")
    email = form.get_by_role("textbox", name="Email")
    wait_until_hydrated(email)
    email.focus()
    page.keyboard.type("rosa@")
    page.keyboard.press("Tab")
    expect(form.get_by_text("Valid email is required.", exact=True)).to_be_visible()
    page.keyboard.press("Shift+Tab")  # back into the wrong field, from the keyboard
    expect(email).to_be_focused()
    found = email.evaluate(FOCUS_AND_ERROR)
    assert found["visible"], "the field shows no keyboard focus"
    assert found["hues_apart"] >= 60, f"the focus ring is another red: {found}"
    assert found["contrast"] >= 3, found

"""Spam stopped without a puzzle, in a real Chromium against the real stack run as production
runs it (ALTCHA_ENABLED on): each form solves its challenge in the background as it is shown,
the patient sees no puzzle and ticks nothing, and the request is stored and its email sent. A
POST without a solution, even from the site's own page, is refused with its message."""

from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import Browser, Locator, Page, Response, Route, expect
from sqlalchemy import create_engine, text

from api.core.settings import normalise_database_url
from api.intake.altcha import ALREADY_USED, MISSING, REFUSED
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import PageProblems, open_app, open_page
from tests.stack.conftest import Stack

INBOX = "frontdesk@clinic.example"
PATIENT = "rosa.delgado@example.com"
CHALLENGE = "/api/Security/GetChallenge"
APPOINTMENT = "/api/Treatment/InsertUpdateOnlineAppointmentRequest"
ENQUIRY = "/api/Communication/SendEmail"
MESSAGE = "My right knee aches on the stairs after long walks."


def in_three_days() -> str:
    return (datetime.now(ZoneInfo("America/New_York")).date() + timedelta(days=3)).isoformat()


def stored(stack: Stack, table: str) -> list[dict[str, Any]]:
    engine = create_engine(normalise_database_url(stack.database_url))
    with engine.connect() as connection:
        found = connection.execute(text(f"SELECT * FROM {table} ORDER BY id")).mappings().all()
    engine.dispose()
    return [dict(row) for row in found]


@pytest.fixture
def live(stack: Stack) -> Stack:
    """The stack serving the site with the proof of work required, and a worker for its email."""
    stack.env["ALTCHA_ENABLED"] = "true"
    # The clinic's full notification: these tests follow what was typed from the browser to
    # the inbox (the summary, the default, is tested in tests/stack and tests/workers).
    stack.env["CLINIC_NOTIFICATION"] = "full"
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    return stack


class Visit:
    """One page in its own browser context, and the answers to the POSTs it sent."""

    def __init__(self, page: Page, problems: PageProblems) -> None:
        self.page, self.problems = page, problems
        self.posts: list[Response] = []
        page.on("response", lambda r: self.posts.append(r) if r.request.method == "POST" else None)

    def solutions(self) -> list[str]:
        """The `altcha` of each POST, in order."""
        return [str((post.request.post_data_json or {}).get("altcha", "")) for post in self.posts]


@pytest.fixture
def visit(browser: Browser, live: Stack) -> Iterator[Callable[..., Visit]]:
    opened: list[Visit] = []

    def open_at(path: str, button: str | None = None) -> Visit:
        """The page at `path`, then its `button` pressed to show the form."""
        page, problems = open_page(browser, live.base_url)
        visit = Visit(page, problems)
        opened.append(visit)
        with page.expect_response(f"**{CHALLENGE}") as challenge:
            open_app(page, path)
            if button:
                page.get_by_role("button", name=button).click()
        assert challenge.value.ok  # asked for once the page has started, before anything is typed
        return visit

    yield open_at
    for visit in opened:
        visit.page.context.close()


def assert_no_puzzle(form: Locator) -> None:
    """Nothing to solve, tick or read: no checkbox, no widget, no text about robots."""
    expect(form.get_by_role("checkbox")).to_have_count(0)
    expect(form.locator("altcha-widget, iframe")).to_have_count(0)
    expect(form.get_by_text("robot")).to_have_count(0)


def assert_delivered(live: Stack, *typed: str) -> None:
    live.smtp.wait_for(2)
    [notification] = live.smtp.to(INBOX)
    body = notification.get_body(("plain",))
    assert body is not None
    for value in typed:
        assert value in str(body.get_content())


def test_the_request_form_sends_with_no_puzzle(visit: Callable[..., Visit], live: Stack) -> None:
    shown = visit("/home", button="Send Us Query")
    page = shown.page
    dialog = page.get_by_role("dialog", name="Request an Appointment")
    assert_no_puzzle(dialog)
    dialog.get_by_label("Appointment date").fill(in_three_days())
    dialog.get_by_role("textbox", name="Full name").fill("Rosa Delgado")
    dialog.get_by_role("textbox", name="Phone").press_sequentially("2015550123")
    dialog.get_by_role("textbox", name="Email").fill(PATIENT)
    dialog.get_by_role("textbox", name="Subject").fill("Knee pain")
    dialog.get_by_role("textbox", name="Message").fill(MESSAGE)
    assert_accessible(page)
    dialog.get_by_role("button", name="Send Request").click()

    expect(page.get_by_role("alertdialog", name="Success!")).to_contain_text("Thank you")
    assert len(shown.solutions()) == 1 and shown.solutions()[0]
    [request] = stored(live, "appointment_request")
    assert (request["full_name"], request["message"]) == ("Rosa Delgado", MESSAGE)
    assert_delivered(live, "Rosa Delgado", MESSAGE)
    assert shown.problems.errors == []


def test_the_contact_form_sends_with_no_puzzle(visit: Callable[..., Visit], live: Stack) -> None:
    shown = visit("/contact-us")
    page = shown.page
    form = page.get_by_role("region", name="Send Us a Message")
    assert_no_puzzle(form)
    form.get_by_role("textbox", name="Full name").fill("Sam Patel")
    form.get_by_role("textbox", name="Email").fill("sam.patel@example.com")
    form.get_by_role("textbox", name="Phone").press_sequentially("2015550188")
    form.get_by_role("textbox", name="Subject").fill("Insurance")
    form.get_by_role("textbox", name="Message").fill("Do you accept Horizon plans?")
    assert_accessible(page)
    form.get_by_role("button", name="Send Message").click()

    expect(page.get_by_role("alertdialog", name="Success!")).to_contain_text("Thank you")
    assert len(shown.solutions()) == 1 and shown.solutions()[0]
    [enquiry] = stored(live, "enquiry")
    assert enquiry["message"] == "Do you accept Horizon plans?"
    assert_delivered(live, "Sam Patel", "Do you accept Horizon plans?")
    assert shown.problems.errors == []


def test_the_book_appointment_page_sends_with_no_puzzle(
    visit: Callable[..., Visit], live: Stack
) -> None:
    shown = visit("/Book-Appointment")
    page = shown.page
    form = page.locator("form.booking-form")
    assert_no_puzzle(form)
    page.get_by_role("textbox", name="Name").fill("Rosa Delgado")
    page.get_by_role("textbox", name="Email").fill(PATIENT)
    page.get_by_role("textbox", name="Phone").press_sequentially("2015550123")
    page.get_by_role("combobox", name="Service").select_option("hand_therapy")
    page.get_by_label("Date").fill(in_three_days())
    assert_accessible(page)
    page.get_by_role("button", name="Book Appointment").click()

    expect(page.get_by_role("alertdialog", name="Success!")).to_contain_text("Thank you")
    assert len(shown.solutions()) == 1 and shown.solutions()[0]
    [request] = stored(live, "appointment_request")
    assert request["subject"] == "Appointment for Hand Therapy"
    assert_delivered(live, "Appointment for Hand Therapy")
    assert shown.problems.errors == []


def test_a_spent_solution_is_replaced_and_the_form_sent_once_more(
    visit: Callable[..., Visit], live: Stack
) -> None:
    """Another request spends the form's solution just before the form's own POST arrives:
    the server refuses it, and the page solves a new challenge and sends again by itself."""
    shown = visit("/contact-us")
    page = shown.page
    spent: list[int] = []

    def spend_first(route: Route) -> None:
        if not spent:  # the same body sent ahead of it, as another request (no Idempotency-Key)
            headers = {k: v for k, v in route.request.headers.items() if k != "idempotency-key"}
            spent.append(route.fetch(headers=headers).status)
        route.continue_()

    page.route(f"**{ENQUIRY}", spend_first)
    form = page.get_by_role("region", name="Send Us a Message")
    form.get_by_role("textbox", name="Full name").fill("Sam Patel")
    form.get_by_role("textbox", name="Email").fill("sam.patel@example.com")
    form.get_by_role("textbox", name="Phone").press_sequentially("2015550188")
    form.get_by_role("textbox", name="Subject").fill("Insurance")
    form.get_by_role("textbox", name="Message").fill("Do you accept Horizon plans?")
    form.get_by_role("button", name="Send Message").click()

    expect(page.get_by_role("alertdialog", name="Success!")).to_contain_text("Thank you")
    refused, resent = shown.posts
    assert spent == [200]
    assert refused.status == 422 and refused.json()["errors"] == {"altcha": ALREADY_USED}
    assert resent.status == 200
    first, second = shown.solutions()
    assert first and second and first != second
    assert len(stored(live, "enquiry")) == 2  # the one that spent it, and the form's own


@pytest.mark.parametrize("call", [APPOINTMENT, ENQUIRY])
def test_a_post_without_a_solution_from_the_page_is_refused(
    visit: Callable[..., Visit], live: Stack, call: str
) -> None:
    """The site's own page, its CSRF token and a valid body: only the proof of work is missing."""
    page = visit("/contact-us").page
    body = {
        "appointmentRequestId": 0,
        "treatmentId": 0,
        "appointmentDate": in_three_days(),
        "fullName": "Rosa Delgado",
        "firstName": "Rosa Delgado",
        "phoneNo": "(201) 555-0123",
        "emailId": PATIENT,
        "toEmail": PATIENT,
        "subject": "Knee",
        "remark": MESSAGE,
        "htmlContent": MESSAGE,
    }
    answer = page.evaluate(
        """async ([call, body]) => {
            const token = document.cookie.match(/XSRF-TOKEN=([^;]+)/)[1];
            const response = await fetch(call, {method: 'POST', body: JSON.stringify(body),
                headers: {'Content-Type': 'application/json', 'X-XSRF-TOKEN': token}});
            return {status: response.status, body: await response.json()};
        }""",
        [call, body],
    )
    assert answer == {"status": 422, "body": {"message": REFUSED, "errors": {"altcha": MISSING}}}
    assert stored(live, "appointment_request") == [] and stored(live, "enquiry") == []

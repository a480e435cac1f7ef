"""The patient's private status page in a real Chromium against the real stack (PostgreSQL,
Redis, a Celery worker, an SMTP server; docs/follow-up.md): the link arrives in the
confirmation email, the page shows the status in plain words, follows the front desk's booking
in the console, turns the reminder off and on, and cancels, which the console then shows. A
wrong key, no key and an unknown reference look like any unknown address and tell nothing.
The console's passkeys need a host name, so the site is served at http://localhost:PORT."""

import re
import subprocess
import uuid
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from email.message import EmailMessage
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
from playwright.sync_api import Browser, Page, Request, expect

from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import open_app, open_page
from tests.e2e.console_device import Console, ConsoleSite, invite
from tests.stack.conftest import CLINIC, Stack, wait_until

CLINIC_ZONE = ZoneInfo("America/New_York")
APPOINTMENT = "/api/Treatment/InsertUpdateOnlineAppointmentRequest"
INBOX = "frontdesk@clinic.example"  # CLINIC_INBOX of the stack
RECEIVED = "Received, we will call you within one business day"
STATUS_CALLS = ("/api/requests/status", "/api/requests/cancel", "/api/requests/reminders")


@dataclass
class Patient:
    name: str
    email: str
    phone: str = "(201) 555-0123"
    subject: str = "Knee pain after running"
    remark: str = "My right knee hurts on stairs since last month."

    @property
    def typed(self) -> list[str]:
        """What the patient typed: none of it may reach the status page or its Not found."""
        return [self.name, self.email, self.phone, "555-0123", self.subject, self.remark]


@dataclass
class StatusLink:
    url: str
    reference: str
    key: str


@dataclass
class SentRequests:
    """Every request a page sends: address, headers and body."""

    sent: list[dict[str, Any]] = field(default_factory=list)

    def record(self, request: Request) -> None:
        self.sent.append(
            {
                "url": request.url,
                "method": request.method,
                "headers": request.headers,
                "body": request.post_data or "",
            }
        )


@pytest.fixture
def live(stack: Stack) -> ConsoleSite:
    """The stack serving the site at http://localhost:PORT, with a worker delivering its email."""
    base = f"http://localhost:{stack.port}"
    # Links in emails are built from SITE_URL; guessing is rate-limited, looking is not tested here.
    stack.env.update(SITE_URL=base, STATUS_PAGE_RATE_LIMIT="")
    # Pages sent whole, as a deployment sends them: rendered for this address.
    subprocess.run([*CLINIC, "pages", "render"], env=stack.env, check=True, capture_output=True)
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    return ConsoleSite(base, stack.env)


def plain_text(message: EmailMessage) -> str:
    body = message.get_body(("plain",))
    assert body is not None
    return str(body.get_content())


def send_appointment(stack: Stack, patient: Patient) -> str:
    """The patient's appointment request, sent to the public API as the site's form sends it."""
    day = (datetime.now(CLINIC_ZONE).date() + timedelta(days=3)).isoformat()
    payload = {
        "appointmentRequestId": 0,
        "tariffId": 0,
        "treatmentId": 0,
        "treatmentName": "",
        "appointmentDate": day,
        "fullName": patient.name,
        "phoneNo": patient.phone,
        "emailId": patient.email,
        "subject": patient.subject,
        "remark": patient.remark,
        "isActive": True,
        "createdBy": 0,
    }
    client = stack.site()
    try:
        answer = client.post(APPOINTMENT, json=payload)
    finally:
        client.close()
    assert answer.status_code == 200, answer.text
    found = re.search(r"R-\d{4,}", answer.json()["message"])
    assert found, answer.text
    return found.group(0)


def status_link(stack: Stack, site: ConsoleSite, patient: Patient, reference: str) -> StatusLink:
    """The status link of the confirmation email, as it reached the SMTP server."""
    wait_until(lambda: stack.smtp.to(patient.email), "the confirmation email", 60)
    [confirmation] = stack.smtp.to(patient.email)
    text = plain_text(confirmation)
    found = re.search(rf"{re.escape(site.base)}/requests/(R-\d+)\?key=([0-9a-f]{{32}})", text)
    assert found, f"no status link in the confirmation email:\n{text}"
    assert found.group(1) == reference
    return StatusLink(found.group(0), found.group(1), found.group(2))


def new_patient() -> Patient:
    tag = uuid.uuid4().hex[:6]
    return Patient(name=f"Rosa Follow {tag}", email=f"rosa.{tag}@example.com")


def visible_words(page: Page) -> str:
    return " ".join(page.locator("body").inner_text().split())


def in_five_days() -> date:
    return datetime.now(CLINIC_ZONE).date() + timedelta(days=5)


def test_the_patient_follows_the_request_from_the_email_link_and_cancels_it(
    browser: Browser, live: ConsoleSite, stack: Stack
) -> None:
    patient = new_patient()
    reference = send_appointment(stack, patient)
    link = status_link(stack, live, patient, reference)

    page, problems = open_page(browser, live.base, width=375, height=812)
    requests = SentRequests()
    page.on("request", requests.record)
    _email, invitation = invite(live, "Fran Frontdesk", role="frontdesk")
    console = Console(browser, live)
    try:
        # The patient opens the link of their email: the status in plain words, the reference,
        # how to reach the clinic; the key leaves the address bar.
        open_app(page, link.url)
        card = page.get_by_role("article", name=f"Request {reference}")
        expect(card).to_contain_text(RECEIVED)
        expect(page.get_by_role("heading", level=1, name="Your request")).to_be_visible()
        expect(page).to_have_title(re.compile(r"^Your request \| "))
        expect(page).to_have_url(f"{live.base}/requests/{reference}")
        contact = page.get_by_role("complementary", name="Questions or changes?")
        expect(contact.get_by_role("link", name="Call (201) 555-0142")).to_have_attribute(
            "href", "tel:+12015550142"
        )
        expect(contact).to_contain_text("120 Mill Pond Road")
        for typed in patient.typed:
            expect(page.locator("body")).not_to_contain_text(typed)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 375, f"the status page is {width} px wide on a 375 px screen"
        assert_accessible(page)

        # The front desk books the visit in the console.
        console.accept(invitation, "Fran Frontdesk")
        desk = console.page
        desk.goto(f"{live.base}/staff/requests/{reference}")
        status = desk.get_by_role("region", name="Status", exact=True)
        status.get_by_role("button", name="Booked…").click()
        visit = in_five_days()
        desk.get_by_label("Date").fill(visit.isoformat())
        desk.get_by_label("Time").fill("14:30")
        status.get_by_role("button", name="Book", exact=True).click()
        expect(status).to_contain_text(f"Booked for {visit:%b} {visit.day}")

        # The patient's page shows the booked time, and the reminder, on.
        card.get_by_role("button", name="Check again").click()
        expect(card).to_contain_text(f"Booked: {visit:%A, %B} {visit.day} at 2:30 PM")
        expect(card.locator("time")).to_have_text(
            f"{visit:%A, %B} {visit.day}, {visit.year} at 2:30 PM"
        )
        reminder = card.get_by_role("switch", name="Email me a reminder the day before")
        expect(reminder).to_be_checked()
        reminder.click()
        expect(card.get_by_role("status")).to_have_text(
            "You will not get a reminder email for this visit."
        )
        expect(reminder).not_to_be_checked()
        reminder.press("Space")
        expect(card.get_by_role("status")).to_have_text(
            "We will email you a reminder the day before your visit."
        )
        expect(reminder).to_be_checked()
        assert_accessible(page)

        # The patient cancels, after saying so twice.
        card.get_by_role("button", name="Cancel my request").click()
        ask = card.get_by_role(
            "group", name=f"Cancel request {reference}? The clinic will be told."
        )
        expect(ask.get_by_role("button", name="Keep it")).to_be_focused()
        assert_accessible(page)
        ask.get_by_role("button", name="Yes, cancel it").click()
        expect(card).to_contain_text("Cancelled at your request")
        expect(card.get_by_role("status")).to_have_text(
            f"Request {reference} is cancelled. The clinic has been told."
        )
        expect(card.get_by_role("button", name="Cancel my request")).to_have_count(0)
        expect(card.get_by_role("switch")).to_have_count(0)
        assert_accessible(page)

        # The console shows it cancelled, by the patient.
        desk.reload()
        status = desk.get_by_role("region", name="Status", exact=True)
        expect(status).to_contain_text("Cancelled")
        history = desk.get_by_role("region", name="History")
        expect(history.get_by_role("listitem").last).to_contain_text("Booked → Cancelled")
        expect(history.get_by_role("listitem").last).to_contain_text("the patient")
        desk.goto(f"{live.base}/staff/requests")
        desk.get_by_role("combobox", name="Status").select_option("Cancelled")
        expect(desk).to_have_url(re.compile(r"/staff/requests\?status=cancelled$"))
        expect(desk.get_by_role("row", name=re.compile(reference))).to_contain_text("Cancelled")

        # The clinic hears of it by reference, with nothing the patient typed.
        wait_until(
            lambda: any(
                f"{reference} cancelled by the patient" in str(message["Subject"])
                for message in stack.smtp.to(INBOX)
            ),
            "the clinic's cancellation email",
            60,
        )
    finally:
        console.close()
        page.context.close()

    # The key went nowhere but the body of the page's own calls: no other address, no header
    # (no Referer), no request off the site.
    assert problems.errors == [], f"console errors: {problems.errors}"
    assert problems.outside == [], f"requests off the site: {problems.outside}"
    first, *after = requests.sent
    assert first["url"] == link.url
    for sent in after:
        assert link.key not in sent["url"], sent["url"]
        assert not [v for v in sent["headers"].values() if link.key in v], sent
    keyed = {sent["url"].removeprefix(live.base) for sent in after if link.key in sent["body"]}
    assert keyed == set(STATUS_CALLS), keyed
    assert all(sent["method"] == "POST" for sent in after if link.key in sent["body"])


def test_a_wrong_key_no_key_and_an_unknown_reference_look_alike_and_tell_nothing(
    browser: Browser, live: ConsoleSite, stack: Stack
) -> None:
    patient = new_patient()
    reference = send_appointment(stack, patient)
    link = status_link(stack, live, patient, reference)
    wrong = link.key[:-1] + ("0" if link.key[-1] != "0" else "1")
    unknown = f"R-{int(reference[2:]) + 1000}"
    refused = {
        "a changed key": f"/requests/{reference}?key={wrong}",
        "an unknown reference": f"/requests/{unknown}?key={link.key}",
        "no key": f"/requests/{reference}",
    }

    # Each answers 404 with a page that holds neither the key nor anything the patient typed.
    told: list[str] = []
    with httpx.Client(base_url=stack.base_url) as client:
        assert client.get(link.url.removeprefix(live.base)).status_code == 200
        for what, address in refused.items():
            answer = client.get(address)
            assert answer.status_code == 404, what
            assert "noindex" in answer.headers.get("x-robots-tag", ""), what
            assert "no-store" in answer.headers.get("cache-control", ""), what
            if link.key in answer.text:
                told.append(f"{what}: the key")
            told += [f"{what}: {typed!r}" for typed in patient.typed if typed in answer.text]

    seen: dict[str, str] = {}
    for what, address in {**refused, "an unknown address": "/no-such-page"}.items():
        page, problems = open_page(browser, live.base)
        calls = SentRequests()
        page.on("request", calls.record)
        try:
            open_app(page, address)
            expect(page.get_by_text("The page you are looking for does not exist")).to_be_visible()
            expect(page).to_have_title(re.compile(r"^Page Not Found \| "))
            page.wait_for_load_state("networkidle")
            seen[what] = visible_words(page)
            assert not [s for s in calls.sent if "/api/requests/" in s["url"]], what
            assert "key=" not in page.url, what
        finally:
            page.context.close()
        assert problems.errors == [], f"{what}: console errors: {problems.errors}"
    # The same words as any unknown address, and nothing of the request.
    assert len(set(seen.values())) == 1, seen
    text = next(iter(seen.values()))
    assert reference not in text and unknown not in text
    assert told == [], f"the Not found pages' HTML tells {told}"

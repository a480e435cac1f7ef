"""The front desk's console in a real Chromium (docs/console.md): passkeys made and used through
a virtual authenticator (Chrome DevTools Protocol), a request sent meanwhile appearing in the
open inbox, worked, noted and exported, sign-out, a second passkey, a revoked member and an
idle session. WebAuthn refuses an IP address as relying party, so the site is served and
opened at http://localhost:PORT, with SITE_URL saying so."""

import csv
import io
import os
import re
import subprocess
import uuid
from collections.abc import Iterator
from contextlib import suppress
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
from playwright.sync_api import Browser, Request, Route, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import open_page
from tests.e2e.console_device import Console, ConsoleSite, clinic, device_of, invite
from tests.smtp_server import free_port
from tests.stack.conftest import CLINIC, Process, wait_until

CLINIC_ZONE = ZoneInfo("America/New_York")
APPOINTMENT = "/api/Treatment/InsertUpdateOnlineAppointmentRequest"
SESSION_ENDED = "Your session ended. Please sign in again."
# The inbox polls every 15 s: what arrives shows within 30 s, whatever the moment it came.
ARRIVAL_MS = 30_000


def _serve(folder: Path, **settings: str) -> Iterator[ConsoleSite]:
    """`clinic serve` on SQLite with the shipped content, at http://localhost:PORT."""
    if not (Path(__file__).parents[2] / "web" / "dist" / "index.html").is_file():
        pytest.fail("the web app is not built: run `npm run build` (make test does)")
    port = free_port()
    base = f"http://localhost:{port}"
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{folder / 'site.db'}",
        "PORT": str(port),
        "HOST": "localhost",
        "SITE_URL": base,
        "SUBMIT_RATE_LIMIT": "",
        "CHALLENGE_RATE_LIMIT": "",
        "ENVIRONMENT": "test",
        "CELERY_BROKER_URL": f"filesystem://{folder / 'broker'}",
        **settings,
    }
    for step in (["db", "upgrade"], ["content", "load"]):
        subprocess.run([*CLINIC, *step], env=env, check=True, capture_output=True)
    server = Process(["serve"], env, folder / "serve.log").start()

    def answers() -> bool:
        try:
            return httpx.get(f"{base}/api/health").is_success
        except httpx.HTTPError:
            return False

    wait_until(answers, "clinic serve", 60)
    yield ConsoleSite(base, env)
    server.stop()


@pytest.fixture(scope="module")
def console_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ConsoleSite]:
    yield from _serve(tmp_path_factory.mktemp("console"))


@pytest.fixture(scope="module")
def idle_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ConsoleSite]:
    """A second site whose sessions end after 5 s without use."""
    yield from _serve(tmp_path_factory.mktemp("console-idle"), STAFF_SESSION_IDLE_SECONDS="5")


@pytest.fixture
def device(browser: Browser, console_site: ConsoleSite) -> Iterator[Console]:
    console = Console(browser, console_site)
    yield console
    console.close()


@pytest.fixture(scope="module")
def admin(browser: Browser, console_site: ConsoleSite) -> dict[str, Any]:
    """An admin who accepted their invitation: their name, email and passkey (the virtual
    authenticator's credential, private key included, to put in another context's)."""
    email, url = invite(console_site, "Ada Admin")
    console = Console(browser, console_site)
    console.accept(url, "Ada Admin")
    credential = console.credentials()[0]
    console.close()
    return {"name": "Ada Admin", "email": email, "credential": credential}


def send_appointment(site: ConsoleSite, name: str) -> str:
    """A patient's appointment request, sent as the site's form sends it; its reference."""
    day = (datetime.now(CLINIC_ZONE).date() + timedelta(days=3)).isoformat()
    payload = {
        "appointmentRequestId": 0,
        "tariffId": 0,
        "treatmentId": 0,
        "treatmentName": "",
        "appointmentDate": day,
        "fullName": name,
        "phoneNo": "(201) 555-0123",
        "emailId": "rosa.delgado@example.com",
        "subject": "Knee pain after running",
        "remark": "My right knee hurts on stairs since last month.",
        "isActive": True,
        "createdBy": 0,
    }
    with httpx.Client(base_url=site.base) as client:
        client.get("/home")
        token = client.cookies["XSRF-TOKEN"]
        answer = client.post(APPOINTMENT, json=payload, headers={"X-XSRF-TOKEN": token})
    assert answer.status_code == 200, answer.text
    found = re.search(r"R-\d{4,}", answer.json()["message"])
    assert found, answer.text
    return found.group(0)


def test_an_invitation_makes_a_passkey_that_signs_in(
    browser: Browser, console_site: ConsoleSite
) -> None:
    email, url = invite(console_site, "Nia Newcomer", role="frontdesk")
    console = Console(browser, console_site)
    try:
        page = console.page
        console.accept(url, "Nia Newcomer")
        header = page.get_by_role("banner")
        expect(header).to_contain_text("Nia Newcomer")
        expect(page.get_by_role("navigation", name="Console")).not_to_contain_text("Team")
        # Opened again, the used link is refused with the server's words.
        console.refusals.append(r"410 .*/api/staff/invitation$")
        page.goto(url)
        expect(page.get_by_text("This invitation has expired or was already used")).to_be_visible()
        # The passkey signs in again after signing out.
        page.goto(f"{console.base}/staff/requests")
        page.get_by_role("button", name="Sign out").click()
        expect(page.get_by_role("heading", level=1, name="Sign in")).to_be_visible()
        assert_accessible(page)
        expect(page.get_by_label("Your passkey")).to_have_count(0)
        console.sign_in()
        expect(page.get_by_role("heading", level=1, name="Requests")).to_be_visible()
        assert email in clinic(console_site, "staff", "list")
    finally:
        console.close()


def test_the_browser_offers_the_passkey_in_the_sign_in_field(
    browser: Browser, console_site: ConsoleSite, admin: dict[str, Any]
) -> None:
    console = device_of(browser, console_site, admin, autofill=True)
    try:
        page = console.page
        page.goto(f"{console.base}/staff/requests")
        # Sent to sign in; the "Your passkey" field's autofill (conditional mediation) offers
        # the passkey, which the virtual authenticator takes at once: signed in, back where asked.
        expect(page.get_by_role("button", name="Sign out")).to_be_visible()
        expect(page.get_by_role("heading", level=1, name="Requests")).to_be_visible()
        assert page.url.endswith("/staff/requests")
    finally:
        console.close()


def test_a_request_arrives_in_the_open_inbox_and_is_worked_to_booked(
    browser: Browser, console_site: ConsoleSite, admin: dict[str, Any], tmp_path: Path
) -> None:
    console = device_of(browser, console_site, admin)
    try:
        page = console.page
        console.sign_in()
        expect(page.get_by_role("heading", level=1, name="Requests")).to_be_visible()
        assert_accessible(page)

        patient = f"Rosa Arrival {uuid.uuid4().hex[:4]}"
        reference = send_appointment(console_site, patient)
        row = page.get_by_role("row", name=re.compile(reference))
        expect(row).to_be_visible(timeout=ARRIVAL_MS)
        expect(row).to_contain_text(patient)
        expect(row).to_contain_text("New")
        expect(page).to_have_title(re.compile(r"^\(\d+\) Requests · Front desk$"))

        row.get_by_role("link", name=reference).click()
        expect(page.get_by_role("heading", level=1, name=f"Request {reference}")).to_be_focused()
        expect(page.get_by_text("(201) 555-0123", exact=True)).to_be_visible()
        expect(page.get_by_role("link", name="Call")).to_have_attribute("href", "tel:+12015550123")
        assert_accessible(page)
        status = page.get_by_role("region", name="Status")

        status.get_by_role("button", name="Called back").click()
        expect(status).to_contain_text("Called back")
        status.get_by_role("button", name="Booked…").click()
        visit = datetime.now(CLINIC_ZONE).date() + timedelta(days=5)
        page.get_by_label("Date").fill(visit.isoformat())
        page.get_by_label("Time").fill("14:30")
        status.get_by_role("button", name="Book", exact=True).click()
        expect(status).to_contain_text(f"Booked for {visit:%b} {visit.day}")
        expect(status).to_contain_text("2:30 PM")
        history = page.get_by_role("region", name="History")
        expect(history).to_contain_text("New → Called back")
        expect(history).to_contain_text("Called back → Booked")

        page.get_by_label("New note").fill("Booked by phone; asked to bring the referral.")
        page.get_by_role("button", name="Add note").click()
        notes = page.get_by_role("region", name="Notes")
        expect(notes).to_contain_text("Booked by phone; asked to bring the referral.")
        expect(notes).to_contain_text(admin["email"])

        page.get_by_role("link", name="Team").click()
        team = page.get_by_role("row", name=re.compile(admin["name"]))
        expect(team).to_contain_text("Admin")
        assert_accessible(page)
        page.get_by_role("link", name="Audit").click()
        page.get_by_label("Request reference").fill(reference)
        page.get_by_role("button", name="Filter").click()
        expect(page).to_have_url(re.compile(f"/staff/audit\\?request={reference}$"))
        trail = page.get_by_role("table", name="Audit rows, newest first")
        expect(trail).to_contain_text("status changed")
        expect(trail).to_contain_text("note added")
        assert_accessible(page)

        page.get_by_role("link", name="Requests").click()
        with page.expect_download() as download:
            page.get_by_role("link", name="Export CSV").click()
        saved = tmp_path / "export.csv"
        download.value.save_as(saved)
        table = list(csv.reader(io.StringIO(saved.read_text(encoding="utf-8-sig"))))
        assert any(reference in line for line in table), table[:3]

        page.get_by_role("button", name="Sign out").click()
        expect(page.get_by_role("heading", level=1, name="Sign in")).to_be_visible()
        # Opened again after sign-out, the request's page shows nothing of it.
        page.goto(f"{console.base}/staff/requests/{reference}")
        expect(page.get_by_role("heading", level=1, name="Sign in")).to_be_visible()
        expect(page.locator("body")).not_to_contain_text(patient)
        expect(page.locator("body")).not_to_contain_text("555-0123")
        assert_accessible(page)
    finally:
        console.close()


def test_the_inbox_reads_well_on_a_phone(
    browser: Browser, console_site: ConsoleSite, admin: dict[str, Any]
) -> None:
    reference = send_appointment(console_site, "Pat Phone")
    console = device_of(browser, console_site, admin, width=375)
    try:
        page = console.page
        console.sign_in()
        row = page.get_by_role("row", name=re.compile(reference))
        expect(row).to_be_visible()
        scroll = page.evaluate("document.documentElement.scrollWidth")
        assert scroll <= 375, f"the inbox is {scroll} px wide on a 375 px screen"
        assert_accessible(page)
        page.get_by_role("combobox", name="Status").select_option("New")
        expect(page).to_have_url(re.compile(r"/staff/requests\?status=new$"))
        expect(row).to_be_visible()
    finally:
        console.close()


def test_a_second_passkey_is_added_and_the_first_removed(
    browser: Browser, console_site: ConsoleSite
) -> None:
    email, url = invite(console_site, "Sam Second", role="frontdesk")
    console = Console(browser, console_site)
    try:
        page = console.page
        console.accept(url, "Sam Second", passkey="Desk PC")
        first = console.credentials()[0]
        page.get_by_role("link", name="Account").click()
        expect(page.get_by_role("heading", level=1, name="Account")).to_be_visible()
        assert_accessible(page)

        # The last passkey cannot go: the server says why.
        console.refusals.append(r"409 .*/api/staff/passkeys/\d+$")
        page.get_by_role("button", name="Remove the passkey Desk PC").click()
        expect(page.get_by_text("This is your only passkey")).to_be_visible()

        # The new passkey is made on a second device (authenticator): the first one holds a
        # passkey for this account already, which the server excludes.
        second: dict[str, str] = {}

        def second_device(route: Route) -> None:
            answer = route.fetch()
            if answer.ok and not second:  # the options of the new passkey: now the 2nd device
                console.cdp.send(
                    "WebAuthn.removeVirtualAuthenticator",
                    {"authenticatorId": console.authenticator},
                )
                second["id"] = console.add_authenticator()
            route.fulfill(response=answer)

        page.route("**/api/staff/passkeys/options", second_device)
        page.get_by_label("Name of the new passkey").fill("My phone")
        page.get_by_role("button", name="Add a passkey").click()
        expect(page.get_by_text('The passkey "My phone" was added.')).to_be_visible()
        page.unroute("**/api/staff/passkeys/options")
        assert len(console.credentials(second["id"])) == 1
        expect(page.get_by_role("row", name=re.compile("My phone"))).to_be_visible()

        page.get_by_role("button", name="Remove the passkey Desk PC").click()
        expect(page.get_by_text('The passkey "Desk PC" was removed.')).to_be_visible()
        expect(page.get_by_role("row", name=re.compile("Desk PC"))).to_have_count(0)

        # Signed out, the phone's passkey signs in; the removed one no longer does.
        console.authenticator = second["id"]
        with page.expect_response("**/api/staff/sign-out"):  # ended on the server, not only here
            page.get_by_role("button", name="Sign out").click()
        console.sign_in()
        old = device_of(browser, console_site, {"credential": first})
        try:
            old.page.goto(f"{console.base}/staff/sign-in")
            old.page.get_by_role("button", name="Sign in with a passkey").click()
            expect(old.page.get_by_text("That passkey was not recognised")).to_be_visible()
        finally:
            old.context.close()
        assert email in clinic(console_site, "staff", "list")
    finally:
        console.close()


def test_a_revoked_member_is_refused_on_the_next_call(
    browser: Browser, console_site: ConsoleSite
) -> None:
    email, url = invite(console_site, "Rex Revoked", role="frontdesk")
    console = Console(browser, console_site)
    try:
        page = console.page
        console.accept(url, "Rex Revoked")
        clinic(console_site, "staff", "revoke", email)
        # The next call is refused, whichever it is: the inbox's poll (the command above takes
        # a few seconds, long enough for one) or the visit to the Account page.
        signed_out = page.get_by_role("heading", level=1, name="Sign in")
        account = page.get_by_role("link", name="Account")
        expect(account.or_(signed_out)).to_be_visible()
        if account.is_visible():
            with suppress(PlaywrightTimeoutError):  # a poll may end the session meanwhile
                account.click(timeout=5_000)
        expect(signed_out).to_be_visible()
        expect(page.get_by_text(SESSION_ENDED)).to_be_visible()
        page.get_by_role("button", name="Sign in with a passkey").click()
        expect(page.get_by_text("That passkey was not recognised")).to_be_visible()
    finally:
        console.close()


def test_an_idle_session_ends_even_with_the_inbox_open(
    browser: Browser, idle_site: ConsoleSite
) -> None:
    _email, url = invite(idle_site, "Ivy Idle")
    console = Console(browser, idle_site)
    try:
        page = console.page
        console.accept(url, "Ivy Idle")
        # The inbox's polls are not use: after 5 s without any, the next poll is refused.
        expect(page.get_by_text(SESSION_ENDED)).to_be_visible(timeout=ARRIVAL_MS)
        expect(page.get_by_role("heading", level=1, name="Sign in")).to_be_visible()
        assert page.url.endswith("/staff/sign-in")
    finally:
        console.close()


def test_a_patients_visit_downloads_no_console_code(
    browser: Browser, console_site: ConsoleSite
) -> None:
    page, problems = open_page(browser, console_site.base)
    try:
        scripts: list[str] = []

        def note_script(request: Request) -> None:
            if request.resource_type == "script":
                scripts.append(request.url)

        page.on("request", note_script)
        page.goto(f"{console_site.base}/home")
        expect(page.locator(".site-header")).to_be_visible()
        page.wait_for_load_state("networkidle")
        preloads = page.eval_on_selector_all(
            "link[rel=modulepreload]", "links => links.map((link) => link.href)"
        )
        assert scripts, "the home page loads the app"
        assert not [url for url in scripts + preloads if "StaffConsole" in url]
        # The console has its own frame: none of the site's header or footer.
        page.goto(f"{console_site.base}/staff/sign-in")
        expect(page.get_by_role("heading", level=1, name="Sign in")).to_be_visible()
        expect(page.locator(".site-header, .site-footer")).to_have_count(0)
        assert [url for url in scripts if "StaffConsole" in url]
    finally:
        page.context.close()
    unexpected = [
        error for error in problems.errors if not re.match(r"401 .*/api/staff/me$", error)
    ]
    assert unexpected == [], unexpected

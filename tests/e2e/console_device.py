"""The front desk's console as a test drives it: a site at http://localhost:PORT (WebAuthn
refuses an IP address as relying party), staff invited from the command line, and a browser
context with its own virtual authenticator (Chrome DevTools Protocol) for each staff member's
device. Shared by the console's tests and those of the patient's status page."""

import re
import subprocess
import uuid
from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Browser, BrowserContext, CDPSession, expect

from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import open_page
from tests.stack.conftest import CLINIC


@dataclass
class ConsoleSite:
    base: str
    env: dict[str, str]


def clinic(site: ConsoleSite, *args: str) -> str:
    done = subprocess.run(
        [*CLINIC, *args], env=site.env, check=True, capture_output=True, text=True
    )
    return done.stdout


def invite(site: ConsoleSite, name: str, role: str = "admin") -> tuple[str, str]:
    """A new member invited from the command line: their email and the invitation link."""
    email = f"{name.split()[0].lower()}-{uuid.uuid4().hex[:6]}@clinic.example"
    output = clinic(site, "staff", "invite", email, "--name", name, "--role", role)
    url = output.strip().splitlines()[-1]
    assert url.startswith(f"{site.base}/staff/invitation#"), output
    return email, url


class Console:
    """One browser (a context) with its own virtual authenticator: a staff member's device."""

    def __init__(
        self, browser: Browser, site: ConsoleSite, width: int = 1280, autofill: bool = False
    ) -> None:
        self.page, self.problems = open_page(browser, site.base, width=width, height=900)
        self.context: BrowserContext = self.page.context
        self.base = site.base
        self.cdp: CDPSession = self.context.new_cdp_session(self.page)
        self.cdp.send("WebAuthn.enable")
        self.authenticator = self.add_authenticator()
        # Refusals a test causes on purpose (a session that ends answers 401, and a signed-out
        # visit asks who it is); any other failed call fails the test.
        self.refusals = [r"401 .*/api/staff/"]
        self.member: dict[str, Any] | None = None
        if not autofill:
            # A virtual authenticator answers the passkey autofill at once, where a person
            # would pick from the field's suggestions: that would sign in again right after a
            # sign-out. Without autofill (as in a browser that has none) only the button works.
            self.page.add_init_script(
                "PublicKeyCredential.isConditionalMediationAvailable = async () => false"
            )

    def add_authenticator(self) -> str:
        options = {
            "protocol": "ctap2",
            "transport": "internal",
            "hasResidentKey": True,
            "hasUserVerification": True,
            "isUserVerified": True,
            "automaticPresenceSimulation": True,
        }
        added = self.cdp.send("WebAuthn.addVirtualAuthenticator", {"options": options})
        return str(added["authenticatorId"])

    def credentials(self, authenticator: str | None = None) -> list[dict[str, Any]]:
        found = self.cdp.send(
            "WebAuthn.getCredentials", {"authenticatorId": authenticator or self.authenticator}
        )
        return list(found["credentials"])

    def close(self) -> None:
        if self.member is not None:
            # Its counter moved on: the next device holding this passkey starts from there, as
            # the server refuses a counter that goes back (a cloned authenticator).
            self.member["credential"] = self.credentials()[0]
        self.context.close()
        expected = re.compile("|".join(self.refusals))
        unexpected = [error for error in self.problems.errors if not expected.match(error)]
        assert unexpected == [], f"console errors: {unexpected}"

    def accept(self, invitation: str, name: str, passkey: str = "Front desk PC") -> None:
        """Opens the invitation link and creates the member's first passkey."""
        page = self.page
        page.goto(invitation)
        expect(page.get_by_role("heading", level=1, name=f"Welcome, {name}")).to_be_visible()
        # The token leaves the address bar as soon as the page has read it.
        assert "#" not in page.url
        assert_accessible(page)
        field = page.get_by_label("Name this passkey")
        expect(field).to_have_value("This device")
        field.fill(passkey)
        page.get_by_role("button", name="Create my passkey").click()
        expect(page.get_by_role("heading", level=1, name="Requests")).to_be_visible()
        assert len(self.credentials()) == 1

    def sign_in(self) -> None:
        """Signs in with the sign-in page's button."""
        page = self.page
        page.goto(f"{self.base}/staff/sign-in")
        page.get_by_role("button", name="Sign in with a passkey").click()
        expect(page.get_by_role("button", name="Sign out")).to_be_visible()


def device_of(
    browser: Browser,
    site: ConsoleSite,
    member: dict[str, Any],
    width: int = 1280,
    autofill: bool = False,
) -> Console:
    """A device holding `member`'s passkey."""
    console = Console(browser, site, width=width, autofill=autofill)
    console.cdp.send(
        "WebAuthn.addCredential",
        {"authenticatorId": console.authenticator, "credential": member["credential"]},
    )
    console.member = member
    return console

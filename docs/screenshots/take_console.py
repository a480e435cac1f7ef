"""Screenshots of the front desk's console (the inbox and one request) at phone and desktop
widths, saved beside this file as PNG.

It starts nothing: point it at a running site opened at http://localhost:PORT (passkeys refuse
an IP address) and give it an invitation link from `clinic staff invite`. The passkey is made
by Chromium's virtual authenticator (DevTools protocol), as the browser tests do.

    .venv/bin/clinic staff invite shots@clinic.test --name "Dana Front" --role admin
    .venv/bin/python docs/screenshots/take_console.py 'http://localhost:8000/staff/invitation#…'
"""

import argparse
import sys

from playwright.sync_api import sync_playwright
from take import CHROMIUM, HERE, WIDTHS, shrink  # type: ignore[import-not-found]

AUTHENTICATOR = {
    "protocol": "ctap2",
    "transport": "internal",
    "hasResidentKey": True,
    "hasUserVerification": True,
    "isUserVerified": True,
    "automaticPresenceSimulation": True,
}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("invitation", help="the link `clinic staff invite` printed")
    args = parser.parse_args(argv)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
        )
        context = browser.new_context(
            viewport={"width": 1280, "height": 900},
            reduced_motion="reduce",
            device_scale_factor=1,
            base_url=args.invitation.split("/staff/", 1)[0],
        )
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("WebAuthn.enable")
        cdp.send("WebAuthn.addVirtualAuthenticator", {"options": AUTHENTICATOR})
        page.goto(args.invitation)
        page.get_by_role("button", name="Create my passkey").click()
        page.wait_for_url("**/staff/requests**")
        first = page.locator("main a[href^='/staff/requests/R-']").first
        first.wait_for()
        detail = first.get_attribute("href") or ""
        for name, path in (("console-inbox", "/staff/requests"), ("console-request", detail)):
            for width, height in WIDTHS.items():
                page.set_viewport_size({"width": width, "height": height})
                page.goto(path)
                page.wait_for_load_state("networkidle")
                page.wait_for_timeout(300)
                target = HERE / f"{name}-{width}.png"
                page.screenshot(path=str(target), full_page=True)
                shrink(target)
                print(
                    f"{target.relative_to(HERE.parent.parent)}  {target.stat().st_size // 1024} KB"
                )
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Render the Open Graph image (SVG) to the PNG that social sites show in link previews.

Run from the repository root after art.py: .venv/bin/python content/illustrations/og_png.py
(it drives the system's Chromium through Playwright).
"""

import os
from pathlib import Path

from playwright.sync_api import sync_playwright

DOCUMENTS = Path(__file__).resolve().parent.parent / "documents"


def main() -> None:
    svg = (DOCUMENTS / "og-image.svg").read_text()
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        page = browser.new_page(viewport={"width": 1200, "height": 630})
        page.set_content(f"<html><body style='margin:0'>{svg}</body></html>")
        page.screenshot(path=str(DOCUMENTS / "og-image.png"), clip={"x": 0, "y": 0,
                                                                    "width": 1200, "height": 630})
        browser.close()


if __name__ == "__main__":
    main()

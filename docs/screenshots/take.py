"""Screenshots of the site at phone and desktop widths, saved beside this file as PNG.

It starts nothing: point it at a running site (`clinic serve`, or `make run`).

    .venv/bin/python docs/screenshots/take.py http://127.0.0.1:8000

Each page is shot at 375 px and 1280 px wide, full height up to about 3000 px, in Chromium
(CHROMIUM, default /usr/bin/chromium) with reduced motion so sliders and counters hold still.
"""

import argparse
import os
import sys
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

HERE = Path(__file__).resolve().parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
WIDTHS = {375: 812, 1280: 900}
MAX_HEIGHT = 3000
PAGES = {
    "home": "/home",
    "treatment": "/what-we-treat?slug=sciatica-and-back-pain-relief",
    "accordion": "/img-accordian",
    "contact-us": "/contact-us",
    "wellness": "/wellness-programs-with-therapeutic-massage",
}


def settle(page: Page) -> None:
    """Waits until the page's data has arrived and its lazy images have loaded."""
    page.wait_for_load_state("networkidle")
    page.wait_for_function("document.querySelectorAll('[aria-busy=true]').length === 0")
    # Lazy images load only near the viewport: walk down the page, then back to the top.
    height = min(page.evaluate("document.documentElement.scrollHeight"), MAX_HEIGHT)
    for y in range(0, height, 600):
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_timeout(60)
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_load_state("networkidle")
    page.wait_for_function(
        f"""Array.from(document.images).every((image) => {{
            const box = image.getBoundingClientRect();
            const shown = box.top < {MAX_HEIGHT} && box.right > 0 && box.left < innerWidth;
            return image.complete || !shown;
        }})""",
        timeout=10_000,
    )
    page.wait_for_timeout(300)


def shoot(page: Page, name: str, path: str, width: int) -> Path:
    page.goto(path)
    settle(page)
    # The page's minimum height follows the viewport, which is about to grow to the shot's height.
    page.add_style_tag(content=".site-main, .page-pending { min-height: 0 !important; }")
    height = min(page.evaluate("document.documentElement.scrollHeight"), MAX_HEIGHT)
    # A viewport as tall as the shot keeps fixed bars at the bottom, where a visitor sees them.
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_timeout(300)
    target = HERE / f"{name}-{width}.png"
    page.screenshot(path=str(target))
    page.set_viewport_size({"width": width, "height": WIDTHS[width]})
    shrink(target)
    return target


def shrink(target: Path) -> None:
    """Stores the picture with a 256-colour palette (flat design loses nothing visible)."""
    try:
        from PIL import Image
    except ImportError:  # Pillow comes with the dev tools; without it the PNG stays as shot
        return
    with Image.open(target) as shot:
        small = shot.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    small.save(target, optimize=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base_url", help="where the site runs, e.g. http://127.0.0.1:8000")
    parser.add_argument(
        "--page", action="append", choices=sorted(PAGES), help="only these pages (default: all)"
    )
    args = parser.parse_args(argv)
    chosen = args.page or list(PAGES)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
        )
        for width, height in WIDTHS.items():
            context = browser.new_context(
                viewport={"width": width, "height": height},
                base_url=args.base_url.rstrip("/"),
                reduced_motion="reduce",
                device_scale_factor=1,
                bypass_csp=True,
            )
            page = context.new_page()
            for name in chosen:
                target = shoot(page, name, PAGES[name], width)
                size = target.stat().st_size // 1024
                print(f"{target.relative_to(HERE.parent.parent)}  {size} KB")
            context.close()
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

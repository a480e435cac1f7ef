"""Lighthouse (mobile) scores of the pages DESIGN.md names, against `clinic serve` on this
machine: performance, accessibility, best practices and SEO.

    .venv/bin/python -m bench.lighthouse        (make bench runs it)

Lighthouse 12 (the last for Node 20) runs through npx with the system's Chromium.
"""

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from api.settings import ROOT
from bench.run import _port_open, wait_for
from tests.smtp_server import free_port

PAGES = {
    "Home": "/home",
    "Treatment": "/what-we-treat?slug=sciatica-and-back-pain-relief",
    "Contact Us": "/contact-us",
    "Accordion": "/img-accordian",
    "FAQs": "/patient-information/faqs",
}
TARGETS = {"performance": 95, "accessibility": 100, "best-practices": 100, "seo": 100}
CHROME_FLAGS = ("--headless=new --no-sandbox --disable-gpu --disable-background-networking "
                "--disable-component-update --disable-sync")  # fmt: skip


def scores(url: str, folder: Path) -> dict[str, int]:
    report = folder / "report.json"
    subprocess.run(
        ["npx", "--yes", "lighthouse@12.8.2", url, "--quiet", "--output=json",
         f"--output-path={report}", f"--chrome-flags={CHROME_FLAGS}",
         "--only-categories=performance,accessibility,best-practices,seo"],
        env={**os.environ, "CHROME_PATH": os.environ.get("CHROMIUM", "/usr/bin/chromium")},
        check=True, capture_output=True, cwd=folder,
    )  # fmt: skip
    categories = json.loads(report.read_text())["categories"]
    return {name: round(category["score"] * 100) for name, category in categories.items()}


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="clinic-lighthouse-"))
    port = free_port()
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{folder / 'site.db'}", "PORT": str(port),
           "CELERY_BROKER_URL": f"filesystem://{folder / 'broker'}"}  # fmt: skip
    clinic = [sys.executable, "-m", "api.cli"]
    for step in (["db", "upgrade"], ["content", "load"]):
        subprocess.run([*clinic, *step], env=env, check=True, capture_output=True, cwd=ROOT)
    server = subprocess.Popen([*clinic, "serve"], env=env, cwd=ROOT, start_new_session=True,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        wait_for(lambda: _port_open(port), 30)
        time.sleep(1)
        print("\nLighthouse, mobile (targets: performance 95, the others 100):")
        print(f"  {'page':<12} {'perf':>5} {'a11y':>5} {'best':>5} {'seo':>5}")
        for name, path in PAGES.items():
            got = scores(f"http://127.0.0.1:{port}{path}", folder)
            below = [k for k, target in TARGETS.items() if got[k] < target]
            note = f"  below target: {', '.join(below)}" if below else ""
            print(f"  {name:<12} {got['performance']:>5} {got['accessibility']:>5} "
                  f"{got['best-practices']:>5} {got['seo']:>5}{note}")  # fmt: skip
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(20)


if __name__ == "__main__":
    main()

"""The system's Chromium, as the end-to-end tests and the benchmark start it (headless comes
from Playwright)."""

import os
from typing import Any

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def renderer_main_threads(trace_events: list[dict[str, Any]]) -> set[tuple[int, int]]:
    """The (process, thread) of every renderer's main thread in a Chromium trace: where a
    page's scripts, layout and hydration run."""
    return {
        (event["pid"], event["tid"])
        for event in trace_events
        if event.get("name") == "thread_name" and event["args"].get("name") == "CrRendererMain"
    }

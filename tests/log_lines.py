"""The JSON event lines the site's processes log, as the tests and the bench read them back."""

import contextlib
import json
from typing import Any


def logged_events(log: str) -> list[dict[str, Any]]:
    """The JSON event lines of a log (a worker's lines may carry a prefix before the JSON)."""
    events = []
    for line in log.splitlines():
        if '"event":' in line:
            with contextlib.suppress(ValueError):
                events.append(json.loads(line[line.index("{") :]))
    return events

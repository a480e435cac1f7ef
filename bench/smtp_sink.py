"""An SMTP server for the benchmark that accepts everything after a set delay per message
(a hosted mail provider answers in tens to hundreds of milliseconds, not microseconds)."""

import asyncio
import sys
import time
from pathlib import Path
from typing import Any

from aiosmtpd.controller import Controller


class Sink:
    """Writes to `counter` how many messages it has taken, and their bytes in all."""

    def __init__(self, delay: float, counter: Path) -> None:
        self.delay, self.counter, self.count, self.bytes = delay, counter, 0, 0

    async def handle_DATA(self, _server: Any, _session: Any, envelope: Any) -> str:
        if self.delay:
            await asyncio.sleep(self.delay)
        self.count += 1
        self.bytes += len(envelope.original_content)
        # Replaced whole, so that a reader never finds it empty.
        written = self.counter.with_suffix(".new")
        written.write_text(f"{self.count} {self.bytes}")
        written.replace(self.counter)
        return "250 OK"


if __name__ == "__main__":
    port, delay_ms, counter = int(sys.argv[1]), float(sys.argv[2]), Path(sys.argv[3])
    controller = Controller(Sink(delay_ms / 1000, counter), hostname="127.0.0.1", port=port)
    controller.start()
    try:
        while True:
            time.sleep(3600)
    finally:
        controller.stop()

"""Children that `clinic run` keeps alive: a worker, beat or mail catcher that exits is started
again (after a pause that doubles while it keeps dying, up to a minute), with a log line; when
the supervisor stops, they all stop."""

import logging
import subprocess
import threading
import time
from dataclasses import dataclass, field

log = logging.getLogger("clinic.supervisor")
FIRST_PAUSE, LONGEST_PAUSE = 0.5, 60.0
HEALTHY_AFTER = 30.0  # a child up this long has recovered: its next restart is quick again


@dataclass
class Child:
    name: str
    command: list[str]
    process: subprocess.Popen[bytes] | None = None
    started_at: float = 0.0
    pause: float = FIRST_PAUSE
    restart_at: float | None = None
    restarts: int = field(default=0)

    def start(self) -> None:
        self.process = subprocess.Popen(self.command)
        self.started_at = time.monotonic()
        self.restart_at = None


class Supervisor:
    def __init__(self, children: dict[str, list[str]]) -> None:
        self.children = [Child(name, command) for name, command in children.items()]
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="supervisor", daemon=True)

    def start(self) -> None:
        for child in self.children:
            child.start()
        self._thread.start()

    def _watch(self) -> None:
        while not self._stopping.wait(0.2):
            now = time.monotonic()
            for child in self.children:
                self._look_after(child, now)

    def _look_after(self, child: Child, now: float) -> None:
        if child.restart_at is not None:
            if now >= child.restart_at and not self._stopping.is_set():
                child.restarts += 1
                child.start()
            return
        assert child.process is not None
        code = child.process.poll()
        if code is None:
            if now - child.started_at > HEALTHY_AFTER:
                child.pause = FIRST_PAUSE
            return
        log.error(
            "a child process exited; starting it again",
            extra={
                "event": "child_exited",
                "child": child.name,
                "exit_code": code,
                "restart_in_seconds": child.pause,
            },
        )
        child.restart_at = now + child.pause
        child.pause = min(child.pause * 2, LONGEST_PAUSE)

    def stop(self) -> None:
        """Terminate every child, and kill one that does not stop within ten seconds."""
        self._stopping.set()
        if self._thread.is_alive():
            self._thread.join(timeout=2)
        running = [c.process for c in self.children if c.process and c.process.poll() is None]
        for process in running:
            process.terminate()
        for process in running:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()

"""A small per-process cache of serialised answers for content that changes only on load."""

import time
from collections.abc import Callable
from threading import Lock


class AnswerCache:
    """Keeps each answer's bytes for `seconds`; `clinic content load` is seen within that time."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self._items: dict[str, tuple[float, bytes]] = {}
        self._lock = Lock()

    def get(self, key: str, make: Callable[[], bytes]) -> bytes:
        if self.seconds <= 0:
            return make()
        now = time.monotonic()
        hit = self._items.get(key)
        if hit and hit[0] > now:
            return hit[1]
        value = make()
        with self._lock:
            if len(self._items) > 2048:  # unbounded query values must not grow memory forever
                self._items.clear()
            self._items[key] = (now + self.seconds, value)
        return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

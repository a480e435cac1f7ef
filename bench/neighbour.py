"""A busy neighbour on the host, for measuring on a busy day at will: keeps one core busy for
`share` of every 10 ms, at the same priority as the site.

    .venv/bin/python -m bench.neighbour 0.6     (or: .venv/bin/python -m bench.run --neighbour 0.6)
"""

import sys
import time

PERIOD = 0.01  # seconds: short, so that the site meets the neighbour in every request's time


def keep_busy(share: float) -> None:
    while True:
        started = time.perf_counter()
        while time.perf_counter() - started < PERIOD * share:
            pass
        time.sleep(PERIOD * (1 - share))


if __name__ == "__main__":
    keep_busy(float(sys.argv[1]))

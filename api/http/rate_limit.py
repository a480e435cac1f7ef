"""Per-client-IP limits on the two intake calls and on the forms' proof-of-work challenges (the
`limits` library); the counters live in Redis when the broker is Redis, so every API process
shares them."""

import ipaddress
import logging
import time
from typing import Any

from fastapi import Depends, Request
from limits import parse_many
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter
from starlette.concurrency import run_in_threadpool

from api.core.errors import RateLimited
from api.core.settings import Settings

log = logging.getLogger("clinic.security")
CHALLENGE = "challenge"  # the call name of GET /api/Security/GetChallenge
STATUS_PAGE = "status_page"  # a patient's status page and its calls: guessing keys is limited


class SubmitRateLimiter:
    def __init__(self, settings: Settings) -> None:
        self.limits = parse_many(settings.submit_rate_limit) if settings.submit_rate_limit else []
        # A challenge costs the server little to sign and a robot nothing to ask for: capped
        # apart from the submits, so a flood of them cannot spend a patient's submit limit.
        self.challenge_limits = (
            parse_many(settings.challenge_rate_limit) if settings.challenge_rate_limit else []
        )
        self.status_limits = (
            parse_many(settings.status_page_rate_limit) if settings.status_page_rate_limit else []
        )
        uri = settings.celery_broker_url if settings.broker_is_redis else "memory://"
        self.counts_in_redis = uri != "memory://"
        options = (
            {"socket_connect_timeout": 0.5, "socket_timeout": 0.5} if uri != "memory://" else {}
        )
        self.limiter = FixedWindowRateLimiter(storage_from_string(uri, **options))

    def limits_of(self, call: str) -> list[Any]:
        if call == CHALLENGE:
            return self.challenge_limits
        return self.status_limits if call == STATUS_PAGE else self.limits

    def check(self, call: str, client: str) -> None:
        try:
            for limit in self.limits_of(call):
                if not self.limiter.hit(limit, "submit", call, client):
                    reset_at, _remaining = self.limiter.get_window_stats(
                        limit, "submit", call, client
                    )
                    raise RateLimited(max(1, int(reset_at - time.time()) + 1))
        except RateLimited:
            raise
        except Exception as error:  # counters unreachable: accept rather than lose a request
            log.warning("rate limit counters unavailable", extra={"error": type(error).__name__})


def client_key(host: str) -> str:
    """Whom a limit counts: an IPv4 address, or an IPv6 client's /64 (one household or server
    holds a whole /64, and could otherwise take a fresh address for every request)."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    if address.version == 6 and address.ipv4_mapped is None:
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address.ipv4_mapped or address) if address.version == 6 else str(address)


def client_rate_limit(call: str) -> Any:
    """A route dependency: 429 with Retry-After once this client is over the limit. It runs
    before the body is checked, so a flood of bad requests is limited too."""

    async def check(request: Request) -> None:
        limiter: SubmitRateLimiter = request.app.state.rate_limiter
        if not limiter.limits_of(call):
            return  # no limit on this call: nothing to count, no trip to the thread pool
        client = client_key(request.client.host if request.client else "unknown")
        if limiter.counts_in_redis:
            await run_in_threadpool(limiter.check, call, client)
        else:
            limiter.check(call, client)

    return Depends(check)

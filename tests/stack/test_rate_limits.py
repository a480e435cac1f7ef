"""Rate limits per client IP, counted in Redis, with the client IP believed only from a trusted
proxy's header."""

import redis

from tests.stack.conftest import Stack
from tests.stack.test_email_delivery import APPOINTMENT, appointment


def statuses(stack: Stack, forwarded_for: str, times: int) -> list[int]:
    site = stack.site()
    return [
        site.post(
            APPOINTMENT, json=appointment(), headers={"X-Forwarded-For": forwarded_for}
        ).status_code
        for _ in range(times)
    ]


def test_limits_count_per_client_behind_a_trusted_proxy_in_redis(stack: Stack) -> None:
    stack.env |= {"SUBMIT_RATE_LIMIT": "2/minute;30/day", "TRUSTED_PROXIES": "127.0.0.1"}
    stack.serve()
    assert statuses(stack, "203.0.113.5", 3) == [200, 200, 429]
    assert statuses(stack, "203.0.113.6", 1) == [200]  # another visitor has their own count
    keys = redis.Redis.from_url(stack.redis.url).keys("LIMITS*")
    assert any(b"203.0.113.5" in key for key in keys)


def test_forwarded_headers_from_an_untrusted_peer_are_ignored(stack: Stack) -> None:
    stack.env |= {"SUBMIT_RATE_LIMIT": "2/minute;30/day", "TRUSTED_PROXIES": "192.0.2.1"}
    stack.serve()
    assert statuses(stack, "203.0.113.5", 2) == [200, 200]
    # A new forwarded address does not buy a new allowance: the peer is what counts.
    assert statuses(stack, "203.0.113.99", 1) == [429]


def test_a_spoofed_forwarded_for_buys_nothing_under_the_compose_settings(stack: Stack) -> None:
    import re

    import yaml

    from api.core.settings import ROOT

    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    trusted = str(compose["services"]["api"]["environment"]["TRUSTED_PROXIES"])
    # ${NAME:-default} as compose fills it in when NAME is unset
    trusted = re.sub(r"\$\{[A-Z_]+:-([^}]*)\}", r"\1", trusted)
    assert trusted != "*" and "127.0.0.1" not in trusted
    stack.env |= {"SUBMIT_RATE_LIMIT": "5/minute;30/day", "TRUSTED_PROXIES": trusted}
    stack.serve()
    forged = [statuses(stack, f"198.51.100.{n}", 1)[0] for n in range(7)]
    assert forged == [200] * 5 + [429] * 2

"""Signing staff in through the console's API as the browser does: an invitation made by
`api.staff.accounts.invite`, a passkey created on a software authenticator, its cookies and
the session-bound CSRF token."""

from typing import Any

from fastapi.testclient import TestClient
from httpx import Response
from sqlmodel import Session

from api.core.db import get_engine
from api.core.settings import get_settings
from api.staff import accounts
from tests.passkey_device import PasskeyDevice

SITE = "http://clinic.test"  # SITE_URL of these tests: WebAuthn's origin and relying party


def write(client: TestClient, method: str, path: str, json: Any = None, **kw: Any) -> Response:
    """A state change as the console's axios sends it: X-XSRF-TOKEN from the cookie."""
    if "XSRF-TOKEN" not in client.cookies:
        client.get("/staff/sign-in")
    headers = {"X-XSRF-TOKEN": client.cookies.get("XSRF-TOKEN", ""), **kw.pop("headers", {})}
    return client.request(method, path, json=json, headers=headers, **kw)


def invite(email: str, name: str = "Dana Front", role: str = "frontdesk") -> str:
    """The invitation's token, as the link's fragment carries it."""
    with Session(get_engine()) as session:
        invited = accounts.invite(
            session,
            get_settings(),
            email=email,
            name=name,
            role=role,
            invited_by="cli:test",
            address="cli@test",
        )
        session.commit()
    return invited.url.rsplit("#", 1)[1]


def accept(client: TestClient, token: str, device: PasskeyDevice) -> Response:
    begun = write(client, "POST", "/api/staff/invitation/options", {"token": token})
    assert begun.status_code == 200, begun.text
    credential = device.create(begun.json()["options"])
    return write(
        client,
        "POST",
        "/api/staff/invitation/accept",
        {
            "token": token,
            "ceremony": begun.json()["ceremony"],
            "credential": credential,
            "name": "Front desk PC",
        },
    )


def member(app: Any, email: str, role: str = "frontdesk") -> tuple[TestClient, PasskeyDevice]:
    """A new staff member, signed in on a client of their own."""
    client = TestClient(app, base_url=SITE)
    device = PasskeyDevice(origin=SITE)
    answer = accept(client, invite(email, role=role), device)
    assert answer.status_code == 200, answer.text
    return client, device


def sign_in(client: TestClient, device: PasskeyDevice, **pick: Any) -> Response:
    begun = write(client, "POST", "/api/staff/sign-in/options")
    assert begun.status_code == 200, begun.text
    credential = device.get(begun.json()["options"], **pick)
    return write(
        client,
        "POST",
        "/api/staff/sign-in",
        {"ceremony": begun.json()["ceremony"], "credential": credential},
    )


def check(client: TestClient, device: PasskeyDevice) -> None:
    """The fresh passkey check that adding or removing a passkey needs."""
    begun = write(client, "POST", "/api/staff/check/options")
    assert begun.status_code == 200, begun.text
    credential = device.get(begun.json()["options"])
    done = write(
        client,
        "POST",
        "/api/staff/check",
        {"ceremony": begun.json()["ceremony"], "credential": credential},
    )
    assert done.status_code == 204, done.text

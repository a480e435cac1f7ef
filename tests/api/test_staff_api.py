"""The console's API (docs/console.md): staff sign in with passkeys through invitations, every
call checks the session and, for changes, a CSRF token bound to it; the inbox, a request's
detail, status moves by the table, notes and the export, each leaving its audit row."""

import csv
import io
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import text, update
from sqlmodel import Session, col, select

from api.core.db import get_engine
from api.core.migrations import upgrade
from api.core.models import (
    AppointmentRequest,
    AuditEvent,
    OutboxMessage,
    RequestEvent,
    StaffInvitation,
    StaffSession,
    utcnow,
)
from api.routes.staff_schemas import InboxPage
from tests.api.conftest import APPOINTMENT, ENQUIRY, post_form
from tests.api.staff_helpers import SITE, accept, check, invite, member, sign_in, write
from tests.api.stored_requests import store_requests
from tests.api.test_appointment_intake import valid
from tests.api.test_enquiry_intake import valid as valid_enquiry
from tests.passkey_device import PasskeyDevice
from tests.statements import statements_sent


@pytest.fixture
def app(fresh_database: str, configure: Callable[..., None]) -> Iterator[FastAPI]:
    from api.main import create_app

    upgrade(fresh_database)
    configure(
        database_url=fresh_database, submit_rate_limit="", challenge_rate_limit="", site_url=SITE
    )
    application = create_app()
    with TestClient(application, base_url=SITE):
        yield application


def visitor(app: FastAPI) -> TestClient:
    return TestClient(app, base_url=SITE)


def submit(app: FastAPI, language: str = "en", **changes: Any) -> str:
    """An appointment request sent through the public form from a page in `language`; its
    reference."""
    headers = {"Accept-Language": language}
    answer = post_form(visitor(app), APPOINTMENT, valid(**changes), headers=headers)
    assert answer.status_code == 200, answer.text
    with Session(get_engine()) as session:
        newest = session.exec(
            select(AppointmentRequest).order_by(col(AppointmentRequest.id).desc())
        ).first()
        assert newest is not None
        return f"R-{newest.id:04d}"


def audit_rows(action: str) -> list[AuditEvent]:
    with Session(get_engine()) as session:
        return list(session.exec(select(AuditEvent).where(AuditEvent.action == action)))


def test_an_invitation_makes_a_passkey_that_signs_in_and_out(app: FastAPI) -> None:
    client = visitor(app)
    token = invite("dana@clinic.test", "Dana Front", "admin")
    page = client.get("/staff/invitation")
    assert page.status_code == 200
    assert page.headers["cache-control"] == "no-store"
    assert "noindex" in page.headers["x-robots-tag"]
    shown = write(client, "POST", "/api/staff/invitation", {"token": token})
    assert shown.json()["name"] == "Dana Front"
    with Session(get_engine()) as session:  # looking at the link used nothing up
        assert session.exec(select(StaffInvitation)).one().used_at is None

    device = PasskeyDevice(origin=SITE)
    answer = accept(client, token, device)
    assert answer.status_code == 200, answer.text
    assert answer.json()["role"] == "admin"
    cookie = answer.headers.get_list("set-cookie")
    assert any(
        "clinic_staff=" in c and "HttpOnly" in c and "SameSite=strict" in c for c in cookie
    ), cookie
    assert client.get("/api/staff/me").json()["email"] == "dana@clinic.test"
    # The link works once.
    again = write(client, "POST", "/api/staff/invitation", {"token": token})
    assert again.status_code == 410 and "expired or was already used" in again.json()["message"]

    assert write(client, "POST", "/api/staff/sign-out").status_code == 204
    assert client.get("/api/staff/me").status_code == 401
    fresh = visitor(app)
    signed = sign_in(fresh, device)
    assert signed.status_code == 200, signed.text
    assert fresh.get("/api/staff/me").json()["name"] == "Dana Front"
    for action in ("invitation_issued", "invitation_used", "passkey_added", "sign_out"):
        assert len(audit_rows(action)) == 1, action
    assert [r.outcome for r in audit_rows("sign_in")] == ["ok", "ok"]


def test_each_sign_in_starts_a_new_session_and_ends_the_one_brought(app: FastAPI) -> None:
    client, device = member(app, "eli@clinic.test")
    before = client.cookies["clinic_staff"]
    assert sign_in(client, device).status_code == 200
    after = client.cookies["clinic_staff"]
    assert after != before
    planted = visitor(app)
    planted.cookies.set("clinic_staff", before, domain="clinic.test")
    assert planted.get("/api/staff/me").status_code == 401
    with Session(get_engine()) as session:  # only hashes are stored
        hashes = set(session.exec(select(StaffSession.token_hash)))
        assert before not in hashes and after not in hashes


def _console_calls(app: FastAPI) -> list[tuple[str, str]]:
    """Every console call that needs a session, from the OpenAPI document."""
    paths = visitor(app).get("/api/openapi.json").json()["paths"]
    open_calls = {
        "/api/staff/sign-in/options",
        "/api/staff/sign-in",
        "/api/staff/invitation",
        "/api/staff/invitation/options",
        "/api/staff/invitation/accept",
    }
    calls = [
        (
            method.upper(),
            path.replace("{reference}", "R-0001")
            .replace("{passkey_id}", "1")
            .replace("{staff_id}", "1"),
        )
        for path, methods in paths.items()
        if path.startswith("/api/staff") and path not in open_calls
        for method in methods
    ]
    assert len(calls) >= 16, calls
    return calls


def _refused_with_nothing(answer: Any, status: int) -> None:
    assert answer.status_code == status, (answer.request.url, answer.text)
    assert set(answer.json()) <= {"message", "reason"}, answer.text
    assert "Rosa" not in answer.text and "R-0001" not in answer.text


def test_every_console_call_refuses_without_a_live_session(
    app: FastAPI, configure: Callable[..., None]
) -> None:
    submit(app)
    calls = _console_calls(app)
    nobody = visitor(app)
    for method, path in calls:
        _refused_with_nothing(write(nobody, method, path, {}), 401)

    # Expired by idleness, by its absolute end, and revoked: the same 401, nothing more.
    idle, _ = member(app, "idle@clinic.test", "admin")
    old, _ = member(app, "old@clinic.test", "admin")
    revoked, _ = member(app, "gone@clinic.test", "admin")
    with Session(get_engine()) as session:
        long_ago = utcnow() - timedelta(hours=1)
        session.execute(
            update(StaffSession)
            .where(col(StaffSession.token_hash) == _hash(idle))
            .values(last_seen_at=long_ago)
        )
        session.execute(
            update(StaffSession)
            .where(col(StaffSession.token_hash) == _hash(old))
            .values(expires_at=utcnow() - timedelta(seconds=1))
        )
        session.commit()
    admin, _ = member(app, "boss@clinic.test", "admin")
    team = admin.get("/api/staff/team").json()
    gone_id = next(m["id"] for m in team if m["email"] == "gone@clinic.test")
    assert write(admin, "POST", f"/api/staff/team/{gone_id}/revoke").status_code == 204
    for client in (idle, old, revoked):
        for method, path in calls:
            _refused_with_nothing(write(client, method, path, {}), 401)
    expired = audit_rows("session_expired")
    assert {row.actor for row in expired} == {"idle@clinic.test", "old@clinic.test"}
    assert {row.actor for row in audit_rows("staff_revoked")} == {"boss@clinic.test"}


def _hash(client: TestClient) -> str:
    from api.staff.sessions import token_hash

    return token_hash(client.cookies["clinic_staff"])


def test_another_sessions_csrf_token_is_refused(app: FastAPI) -> None:
    ref = submit(app)
    mine, _ = member(app, "mine@clinic.test")
    theirs, _ = member(app, "theirs@clinic.test")
    stolen = theirs.cookies["XSRF-TOKEN"]
    mine.cookies.set("XSRF-TOKEN", stolen, domain="clinic.test")
    for method, path, body in (
        ("POST", f"/api/staff/requests/{ref}/status", {"status": "called_back"}),
        ("POST", f"/api/staff/requests/{ref}/notes", {"text": "Called, no answer"}),
        ("POST", "/api/staff/sign-out", None),
    ):
        answer = mine.request(method, path, json=body, headers={"X-XSRF-TOKEN": stolen})
        _refused_with_nothing(answer, 403)
    # A page's own token (not bound to the session) is refused too.
    page_token = visitor(app).get("/home").cookies["XSRF-TOKEN"]
    mine.cookies.set("XSRF-TOKEN", page_token, domain="clinic.test")
    answer = mine.post(
        f"/api/staff/requests/{ref}/notes", json={"text": "x"}, headers={"X-XSRF-TOKEN": page_token}
    )
    _refused_with_nothing(answer, 403)
    with Session(get_engine()) as session:
        assert session.exec(select(RequestEvent)).all() == []


def test_a_front_desk_member_is_refused_what_is_for_admins(app: FastAPI) -> None:
    submit(app)
    desk, _ = member(app, "desk@clinic.test", "frontdesk")
    admin, _ = member(app, "admin@clinic.test", "admin")
    admin_id = next(
        m["id"] for m in admin.get("/api/staff/team").json() if m["email"] == "admin@clinic.test"
    )
    for method, path, body in (
        ("GET", "/api/staff/team", None),
        ("GET", "/api/staff/audit", None),
        ("POST", "/api/staff/team/invitations", {"email": "x@clinic.test", "name": "X"}),
        ("POST", f"/api/staff/team/{admin_id}/revoke", None),
    ):
        _refused_with_nothing(write(desk, method, path, body), 403)
    # Another member's passkey is not the caller's to remove: refused like an unknown one.
    admin_key = admin.get("/api/staff/passkeys").json()[0]["id"]
    assert write(desk, "DELETE", f"/api/staff/passkeys/{admin_key}").status_code == 404
    # The request's audit rows are for admins only.
    ref = "R-0001"
    assert (
        "audit" not in desk.get(f"/api/staff/requests/{ref}").json()
        or desk.get(f"/api/staff/requests/{ref}").json()["audit"] is None
    )
    assert admin.get(f"/api/staff/requests/{ref}").json()["audit"]
    assert len(admin.get("/api/staff/team").json()) == 2


def test_status_moves_follow_the_table_and_anything_else_changes_nothing(app: FastAPI) -> None:
    ref = submit(app)
    desk, _ = member(app, "desk@clinic.test")
    moved = write(desk, "POST", f"/api/staff/requests/{ref}/status", {"status": "called_back"})
    assert moved.status_code == 200, moved.text
    assert moved.json()["status"] == "called_back"
    booked = write(
        desk,
        "POST",
        f"/api/staff/requests/{ref}/status",
        {"status": "booked", "bookedFor": "2026-12-03T10:30"},
    )
    assert booked.status_code == 200, booked.text
    assert booked.json()["bookedFor"].startswith("2026-12-03T15:30")  # 10:30 in New Jersey
    assert (
        write(desk, "POST", f"/api/staff/requests/{ref}/status", {"status": "closed"}).status_code
        == 200
    )

    for body in (
        {"status": "new"},
        {"status": "booked", "bookedFor": "2026-12-04T09:00"},
        {"status": "spam"},
    ):
        refused = write(desk, "POST", f"/api/staff/requests/{ref}/status", body)
        assert refused.status_code == 409, refused.text
        assert refused.json()["message"].startswith("A request that is CLOSED cannot move to")
    no_time = write(desk, "POST", f"/api/staff/requests/{submit(app)}/status", {"status": "booked"})
    assert no_time.status_code == 409 and "date and time" in no_time.json()["message"]
    assert (
        write(desk, "POST", f"/api/staff/requests/{ref}/status", {"status": "lost"}).status_code
        == 422
    )

    detail = desk.get(f"/api/staff/requests/{ref}").json()
    assert detail["status"] == "closed"
    assert [(h["from"], h["to"], h["by"]) for h in detail["history"]] == [
        ("new", "called_back", "desk@clinic.test"),
        ("called_back", "booked", "desk@clinic.test"),
        ("booked", "closed", "desk@clinic.test"),
    ]
    assert detail["moves"] == ["called_back"]
    assert len(audit_rows("status_changed")) == 3


def test_the_inbox_lists_filters_searches_and_pages_newest_first(app: FastAPI) -> None:
    for n in range(55):
        submit(app, fullName=f"Patient {n:02d}", phoneNo=f"(201) 555-{n:04d}")
    post_form(visitor(app), ENQUIRY, valid_enquiry(firstName="Quinn Enquirer"))
    spam = submit(app, fullName="Spam Bot", website="http://spam.example")
    desk, _ = member(app, "desk@clinic.test")

    first = desk.get("/api/staff/requests").json()
    InboxPage.model_validate(first)  # the answer is the documented one
    assert first["total"] == 56 and first["pageSize"] == 50 and len(first["items"]) == 50
    assert first["items"][0]["fullName"] == "Quinn Enquirer"  # the newest
    assert first["items"][0]["reference"].startswith("E-")
    assert first["items"][1]["fullName"] == "Patient 54"
    assert first["counts"]["new"] == 56
    second = desk.get("/api/staff/requests?page=2").json()
    assert [i["fullName"] for i in second["items"]][-1] == "Patient 00"
    assert spam not in {i["reference"] for i in first["items"] + second["items"]}
    assert desk.get("/api/staff/requests?status=spam").json()["items"][0]["reference"] == spam

    def found(query: str) -> list[str]:
        return [i["fullName"] for i in desk.get(f"/api/staff/requests?{query}").json()["items"]]

    assert found("q=patient%2007") == ["Patient 07"]
    assert found("q=555-0012") == ["Patient 12"]
    assert found("q=R-0003") == ["Patient 02"]
    assert found("kind=enquiry") == ["Quinn Enquirer"]
    assert found("q=%25") == []  # a wildcard is searched for as itself
    listed = audit_rows("list_viewed")
    assert listed[0].reference.split(",")[:2] == ["E-0001", "R-0055"]
    assert "Patient" not in " ".join(r.detail for r in listed)  # the search is not written

    latest = desk.get("/api/staff/requests/latest", headers={"X-Staff-Poll": "1"}).json()
    assert latest == {"newest": "E-0001", "newCount": 56}
    assert len(audit_rows("list_viewed")) == len(listed)  # a poll shows no patient data


def is_search(statement: str) -> bool:
    return "like" in statement.lower()


def test_a_search_that_finds_nothing_reads_the_requests_once(app: FastAPI) -> None:
    """The inbox's slowest read is a search, which looks at every request; one that matched
    nothing used to look at them all a second time to count its matches."""
    for n in range(3):
        submit(app, fullName=f"Patient {n:02d}")
    desk, _ = member(app, "desk@clinic.test")
    with statements_sent(is_search) as searches:
        nothing = desk.get("/api/staff/requests?q=nobody%20by%20that%20name").json()
        one = desk.get("/api/staff/requests?q=patient%2001").json()
        past_the_end = desk.get("/api/staff/requests?q=patient&page=2").json()
    assert (nothing["items"], nothing["total"], nothing["counts"]["new"]) == ([], 0, 3)
    assert [i["fullName"] for i in one["items"]] == ["Patient 01"] and one["total"] == 1
    # Past the last page there is nothing to show, but the matches are still counted.
    assert (past_the_end["items"], past_the_end["total"]) == ([], 3)
    assert len(searches) == 1 + 1 + 2
    assert len(audit_rows("list_viewed")) == 3


@pytest.mark.parametrize("database_kind", ["postgresql"])
def test_a_search_reads_the_text_the_database_keeps_not_one_built_for_every_row(
    app: FastAPI,
) -> None:
    """Each request keeps its name, email and phone as one lower-cased text, made by the
    database when the row is written; a search reads it instead of building it for each of the
    thousands of rows it looks at."""
    reference = submit(app, fullName="Rosa DELGADO")
    desk, _ = member(app, "desk@clinic.test")
    with get_engine().connect() as connection:
        kept = connection.execute(text("SELECT search_text FROM appointment_request")).scalar()
    assert kept == "rosa delgado rosa.delgado@example.com (201) 555-0123"
    with statements_sent(is_search) as searches:
        found = desk.get("/api/staff/requests?q=delgado").json()
    assert [item["reference"] for item in found["items"]] == [reference]
    [(statement, _)] = searches
    # Only what was typed is lower-cased, once.
    assert "search_text LIKE lower(" in statement and statement.count("lower(") == 1


def _rows_read_by(desk: TestClient, path: str) -> tuple[dict[str, Any], int, list[str]]:
    """The inbox's answer to `path`, and what PostgreSQL did for the statement that read its
    page: how many rows the plan's scans of the two tables returned, and the plan's nodes."""
    with statements_sent(lambda s: "LIMIT" in s and "FROM (SELECT" in s) as statements:
        answer = desk.get(path)
    assert answer.status_code == 200, answer.text
    [(statement, parameters)] = statements
    with get_engine().connect() as connection:
        [[plan]] = connection.exec_driver_sql(
            "EXPLAIN (ANALYZE, FORMAT JSON) " + statement, parameters
        ).one()
    nodes: list[dict[str, Any]] = []

    def walk(node: dict[str, Any]) -> None:
        nodes.append(node)
        for child in node.get("Plans", []):
            walk(child)

    walk(plan["Plan"])
    read = sum(
        n["Actual Rows"] * n["Actual Loops"]
        for n in nodes
        if n.get("Relation Name") in {"appointment_request", "enquiry"}
    )
    return answer.json(), read, [n["Node Type"] for n in nodes]


@pytest.mark.parametrize("database_kind", ["postgresql"])
def test_an_inbox_page_is_read_from_the_newest_not_by_sorting_every_request(
    app: FastAPI, fresh_database: str
) -> None:
    """A page of the inbox reads about as many rows as it shows and what comes before it, from
    each table's index on (created_at, id), whatever the filter; it used to read every stored
    request and sort them all for each page."""
    store_requests(fresh_database, 5_000)
    desk, _ = member(app, "desk@clinic.test")
    for path, shown in (
        ("/api/staff/requests", 50),
        ("/api/staff/requests?page=3", 150),
        ("/api/staff/requests?status=new", 50),
        ("/api/staff/requests?kind=enquiry", 50),
    ):
        page, read, node_types = _rows_read_by(desk, path)
        assert len(page["items"]) == 50, path
        received = [item["receivedAt"] for item in page["items"]]
        assert received == sorted(received, reverse=True), path
        assert all(item["status"] != "spam" for item in page["items"]), path
        # At most what the page shows and skips, from each table, and the spam passed over.
        assert read <= 2 * shown * 1.2, (path, read, node_types)
        assert "Sort" not in node_types, (path, node_types)


def test_a_request_opened_shows_every_field_its_emails_and_notes(app: FastAPI) -> None:
    ref = submit(app, fullName="Rosa Delgado", remark="Right knee hurts on the stairs daily.")
    desk, _ = member(app, "desk@clinic.test", "frontdesk")
    with Session(get_engine()) as session:
        row = session.exec(
            select(OutboxMessage).where(OutboxMessage.kind == "appointment_confirmation")
        ).one()
        row.status, row.last_error = "held", "451 try later"
        session.add(row)
        session.commit()
    detail = desk.get(f"/api/staff/requests/{ref}").json()
    assert detail["fullName"] == "Rosa Delgado" and detail["phone"] == "(201) 555-0123"
    assert detail["message"] == "Right knee hurts on the stairs daily."
    assert detail["language"] == "en"
    assert {(e["to"], e["status"], e["lastError"]) for e in detail["emails"]} == {
        ("patient", "held", "451 try later"),
        ("clinic", "waiting", None),
    }
    for text_ in ("Left a voicemail", "Prefers mornings"):
        added = write(desk, "POST", f"/api/staff/requests/{ref}/notes", {"text": text_})
        assert added.status_code == 201
    notes = desk.get(f"/api/staff/requests/{ref}").json()["notes"]
    assert [(n["author"], n["text"]) for n in notes] == [
        ("desk@clinic.test", "Left a voicemail"),
        ("desk@clinic.test", "Prefers mornings"),
    ]
    assert desk.get("/api/staff/requests/R-9999").status_code == 404
    assert [r.reference for r in audit_rows("request_opened")] == [ref, ref]
    assert len(audit_rows("note_added")) == 2
    assert all("voicemail" not in r.detail for r in audit_rows("note_added"))
    spanish = submit(app, "es", fullName="Lucía Ramírez")  # the page it came from, named
    assert desk.get(f"/api/staff/requests/{spanish}").json()["language"] == "es"


def test_the_export_is_the_filtered_list_without_spam_and_inert_in_a_spreadsheet(
    app: FastAPI,
) -> None:
    kept = submit(app, subject='=HYPERLINK("http://evil.example","x")')
    called = submit(app, fullName="Called Back")
    submit(app, fullName="Spam Bot", website="x")
    desk, _ = member(app, "desk@clinic.test")
    write(desk, "POST", f"/api/staff/requests/{called}/status", {"status": "called_back"})
    answer = desk.get("/api/staff/requests/export.csv")
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/csv")
    assert answer.headers["cache-control"] == "no-store"
    rows = list(csv.DictReader(io.StringIO(answer.text)))
    assert [r["reference"] for r in rows] == [kept, called]
    assert rows[0]["subject"].startswith("'=HYPERLINK")
    only = list(
        csv.DictReader(
            io.StringIO(desk.get("/api/staff/requests/export.csv?status=called_back").text)
        )
    )
    assert [r["full_name"] for r in only] == ["Called Back"]
    spam_only = desk.get("/api/staff/requests/export.csv?status=spam").text
    assert "Spam Bot" not in spam_only
    exports = audit_rows("export")
    assert [e.reference for e in exports] == [f"{kept},{called}", called, ""]


def test_failed_sign_ins_are_limited_per_address_and_per_credential(
    app: FastAPI, configure: Callable[..., None]
) -> None:
    _client, device = member(app, "desk@clinic.test")

    def stranger() -> PasskeyDevice:
        """A passkey this site never registered."""
        unknown = PasskeyDevice(origin=SITE)
        unknown.create({"rp": {"id": "clinic.test"}, "user": {"id": "eA"}, "challenge": "AA"})
        return unknown

    first, second = stranger(), stranger()
    for _ in range(5):
        assert sign_in(visitor(app), first).status_code == 401
    # That credential has had its five: refused from anywhere, for 15 minutes.
    blocked = sign_in(visitor(app), first)
    assert blocked.status_code == 429 and 0 < int(blocked.headers["Retry-After"]) <= 900
    # One address's ten failures, whatever the credential: even the right passkey waits there.
    for _ in range(5):
        assert sign_in(visitor(app), second).status_code == 401
    assert sign_in(visitor(app), device).status_code == 429
    refused = audit_rows("sign_in")
    assert sum(r.outcome == "refused" for r in refused) == 10


def test_a_used_ceremony_cannot_be_answered_again(app: FastAPI) -> None:
    client, device = member(app, "desk@clinic.test")
    begun = write(client, "POST", "/api/staff/sign-in/options").json()
    credential = device.get(begun["options"])
    body = {"ceremony": begun["ceremony"], "credential": credential}
    assert write(client, "POST", "/api/staff/sign-in", body).status_code == 200
    assert write(visitor(app), "POST", "/api/staff/sign-in", body).status_code == 401


def test_adding_and_removing_a_passkey_needs_a_fresh_check_and_emails_the_member(
    app: FastAPI,
) -> None:
    client, device = member(app, "desk@clinic.test")
    with Session(get_engine()) as session:  # the sign-in's check is old
        session.execute(update(StaffSession).values(checked_at=utcnow() - timedelta(minutes=6)))
        session.commit()
    stale = write(client, "POST", "/api/staff/passkeys/options")
    assert stale.status_code == 403 and stale.json()["reason"] == "check"
    check(client, device)
    begun = write(client, "POST", "/api/staff/passkeys/options").json()
    second = PasskeyDevice(origin=SITE)
    added = write(
        client,
        "POST",
        "/api/staff/passkeys",
        {
            "ceremony": begun["ceremony"],
            "credential": second.create(begun["options"]),
            "name": "Phone",
        },
    )
    assert added.status_code == 201, added.text
    keys = client.get("/api/staff/passkeys").json()
    assert [k["name"] for k in keys] == ["Front desk PC", "Phone"]
    assert write(client, "DELETE", f"/api/staff/passkeys/{keys[0]['id']}").status_code == 204
    last = write(client, "DELETE", f"/api/staff/passkeys/{keys[1]['id']}")
    assert last.status_code == 409 and "only passkey" in last.json()["message"]
    assert sign_in(visitor(app), device).status_code == 401  # the removed one
    assert sign_in(visitor(app), second).status_code == 200
    with Session(get_engine()) as session:
        kinds = [
            r.kind
            for r in session.exec(
                select(OutboxMessage)
                .where(col(OutboxMessage.staff_id).is_not(None))
                .order_by(col(OutboxMessage.id))
            )
        ]
    assert kinds == ["staff_invitation", "staff_passkey_added", "staff_passkey_removed"]
    assert len(audit_rows("passkey_added")) == 2 and len(audit_rows("passkey_removed")) == 1


def test_console_pages_are_never_cached_indexed_or_listed(app: FastAPI) -> None:
    client = visitor(app)
    for path in ("/staff", "/staff/sign-in", "/staff/requests/R-0001"):
        page = client.get(path)
        assert page.status_code == 200
        assert page.headers["cache-control"] == "no-store"
        assert page.headers["x-robots-tag"] == "noindex, nofollow"
        assert "R-0001" not in page.text.split("<body>", 1)[1]
    assert "Disallow: /staff" in client.get("/robots.txt").text
    assert "/staff" not in client.get("/sitemap.xml").text
    assert client.get("/api/staff/me").headers["cache-control"] == "no-store"
    document = client.get("/api/openapi.json").json()
    assert "/api/staff/requests/{reference}/status" in document["paths"]


def test_revoking_ends_every_session_and_a_new_invitation_gives_access_back(
    app: FastAPI,
) -> None:
    laptop, device = member(app, "desk@clinic.test")
    phone = visitor(app)
    assert sign_in(phone, device).status_code == 200
    from tests.api.test_operator_commands import clinic

    url = str(get_engine().url.render_as_string(hide_password=False))
    revoked = clinic(url, "staff", "revoke", "desk@clinic.test")
    assert revoked.returncode == 0, revoked.stderr
    assert laptop.get("/api/staff/me").status_code == 401
    assert phone.get("/api/staff/me").status_code == 401
    assert sign_in(visitor(app), device).status_code == 401
    listed = clinic(url, "staff", "list")
    assert "desk@clinic.test" in listed.stdout and "revoked" in listed.stdout
    invited = clinic(
        url, "staff", "invite", "desk@clinic.test", "--name", "Dana Desk", site_url=SITE
    )
    assert invited.returncode == 0, invited.stderr
    link = invited.stdout.strip().splitlines()[-1]
    assert link.startswith(f"{SITE}/staff/invitation#") and len(link.rsplit("#")[1]) >= 32
    new_device = PasskeyDevice(origin=SITE)
    assert accept(visitor(app), link.rsplit("#")[1], new_device).status_code == 200
    with Session(get_engine()) as session:
        assert session.execute(text("SELECT count(*) FROM staff_member")).scalar_one() == 1


def test_a_session_left_open_past_its_time_is_ended_by_beat_with_its_audit_row(
    app: FastAPI,
) -> None:
    from workers.retention import end_staff_sessions

    left, _ = member(app, "left@clinic.test")
    kept, _ = member(app, "kept@clinic.test")
    with Session(get_engine()) as session:
        session.execute(
            update(StaffSession)
            .where(col(StaffSession.token_hash) == _hash(left))
            .values(last_seen_at=utcnow() - timedelta(minutes=31))
        )
        session.commit()
    assert end_staff_sessions() == 1
    [expired] = audit_rows("session_expired")
    assert (expired.actor, expired.address, expired.detail[:4]) == (
        "left@clinic.test",
        "server",
        "idle",
    )
    assert left.get("/api/staff/me").status_code == 401
    assert kept.get("/api/staff/me").status_code == 200
    assert len(audit_rows("session_expired")) == 1  # not again when it comes back


def test_a_request_read_comes_compressed_and_the_answer_to_a_write_does_not(app: FastAPI) -> None:
    """Both carry the same record, over the size answers are compressed from; only the read is
    worth it (an answer to a write is read once, and the submits' answers are short)."""
    ref = submit(app, remark="My right knee hurts on stairs since last month. " * 20)
    desk, _ = member(app, "desk@clinic.test")
    gzip = {"Accept-Encoding": "gzip"}
    read = desk.get(f"/api/staff/requests/{ref}", headers=gzip)
    assert read.status_code == 200 and read.headers["content-encoding"] == "gzip"
    moved = write(
        desk, "POST", f"/api/staff/requests/{ref}/status", {"status": "called_back"}, headers=gzip
    )
    assert moved.status_code == 200, moved.text
    assert len(moved.content) > 1000
    assert "content-encoding" not in moved.headers
    assert moved.json()["status"] == "called_back"

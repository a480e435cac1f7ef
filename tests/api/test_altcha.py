"""Spam stopped without a puzzle: with ALTCHA_ENABLED on, each form's POST must bring a solved
proof-of-work challenge from GET Security/GetChallenge, and each solution is accepted once."""

import base64
import json
import threading
import time
from collections.abc import Callable
from typing import Any

import altcha
import pytest
import time_machine
from fastapi.testclient import TestClient
from sqlmodel import Session

from api.core.db import get_engine
from api.core.errors import InvalidRequest
from api.core.models import AppointmentRequest, Enquiry, IdempotencyRecord, UsedChallenge
from api.core.settings import Settings, get_settings
from api.intake.altcha import (
    ALREADY_USED,
    EXPIRED,
    MISSING,
    NOT_VALID,
    REFUSED,
    VALID_FOR,
    accepted_proof,
    new_challenge,
    purge_used_challenges,
)
from api.intake.appointments import submit_appointment
from api.intake.payloads import AppointmentRequestIn
from tests.api import test_appointment_intake, test_enquiry_intake
from tests.api.conftest import APPOINTMENT, CHALLENGE, ENQUIRY, post_form, solved_challenge
from tests.api.test_appointment_intake import count

SECRET = "a-test-secret-that-is-long-enough-for-production"


class Call:
    def __init__(self, path: str, table: type, valid: Callable[..., dict[str, Any]]) -> None:
        self.path, self.table, self.valid = path, table, valid

    def __repr__(self) -> str:
        return self.path.rsplit("/", 1)[-1]


CALLS = [
    Call(APPOINTMENT, AppointmentRequest, test_appointment_intake.valid),
    Call(ENQUIRY, Enquiry, test_enquiry_intake.valid),
]


def refused_for(answer: Any, reason: str) -> bool:
    assert answer.status_code == 422, answer.text
    return bool(answer.json() == {"message": REFUSED, "errors": {"altcha": reason}})


def encoded(document: Any) -> str:
    return base64.b64encode(json.dumps(document).encode()).decode()


def test_the_challenge_is_fresh_signed_and_never_cached(client: TestClient) -> None:
    first, second = client.get(CHALLENGE), client.get(CHALLENGE)
    for answer in (first, second):
        assert answer.status_code == 200
        assert answer.headers["cache-control"] == "no-store"
        assert "set-cookie" not in answer.headers
    assert first.json()["parameters"]["nonce"] != second.json()["parameters"]["nonce"]
    assert first.json()["signature"] != second.json()["signature"]
    parameters = first.json()["parameters"]
    assert parameters["algorithm"] == "PBKDF2/SHA-256"
    assert 10 * 60 <= parameters["expiresAt"] - time.time() <= 20 * 60


@pytest.mark.parametrize("call", CALLS, ids=repr)
def test_a_post_without_a_solution_is_refused_with_its_message_and_nothing_stored(
    altcha_client: TestClient, call: Call
) -> None:
    before = count(call.table)
    assert refused_for(post_form(altcha_client, call.path, call.valid()), MISSING)
    assert refused_for(post_form(altcha_client, call.path, call.valid(altcha="")), MISSING)
    assert count(call.table) == before


@pytest.mark.parametrize("call", CALLS, ids=repr)
def test_a_solved_challenge_is_accepted_once_and_its_replay_refused(
    altcha_client: TestClient, call: Call
) -> None:
    before = count(call.table)
    solution = solved_challenge(altcha_client)
    answer = post_form(altcha_client, call.path, call.valid(altcha=solution))
    assert answer.status_code == 200, answer.text
    assert count(call.table) == before + 1

    replay = post_form(altcha_client, call.path, call.valid(altcha=solution))
    assert refused_for(replay, ALREADY_USED)
    assert count(call.table) == before + 1


@pytest.mark.parametrize("call", CALLS, ids=repr)
def test_an_expired_solution_is_refused(altcha_client: TestClient, call: Call) -> None:
    before = count(call.table)
    solution = solved_challenge(altcha_client)
    with time_machine.travel(time.time() + VALID_FOR.total_seconds() + 1):
        answer = post_form(altcha_client, call.path, call.valid(altcha=solution))
    assert refused_for(answer, EXPIRED)
    assert count(call.table) == before


def cheaper(challenge: dict[str, Any]) -> str:
    """The challenge with one round of work instead of ours, solved: the signature no longer
    matches its parameters."""
    challenge["parameters"]["cost"] = 1
    challenge["parameters"]["keyPrefix"] = "0"
    del challenge["parameters"]["keySignature"]
    parsed = altcha.Challenge.from_dict(challenge)
    solution = altcha.solve_challenge(parsed)
    assert solution is not None
    return altcha.Payload(parsed, solution).to_base64()


def wrong_key(challenge: dict[str, Any]) -> str:
    """Our challenge untouched, with a made-up answer."""
    return encoded({"challenge": challenge, "solution": {"counter": 7, "derivedKey": "ab" * 32}})


def unsigned(challenge: dict[str, Any]) -> str:
    del challenge["signature"]
    return wrong_key(challenge)


def later(challenge: dict[str, Any]) -> str:
    """Our challenge, solved, then given a later expiry."""
    parsed = altcha.Challenge.from_dict(challenge)
    solution = altcha.solve_challenge(parsed)
    assert solution is not None
    document = altcha.Payload(parsed, solution).to_dict()
    document["challenge"]["parameters"]["expiresAt"] += 3600
    return encoded(document)


@pytest.mark.parametrize("call", CALLS, ids=repr)
@pytest.mark.parametrize("tamper", [cheaper, wrong_key, unsigned, later])
def test_a_tampered_solution_is_refused(
    altcha_client: TestClient, call: Call, tamper: Callable[[dict[str, Any]], str]
) -> None:
    before = count(call.table)
    solution = tamper(altcha_client.get(CHALLENGE).json())
    answer = post_form(altcha_client, call.path, call.valid(altcha=solution))
    assert refused_for(answer, NOT_VALID)
    assert count(call.table) == before


@pytest.mark.parametrize(
    "solution",
    ["not base64!", encoded([]), encoded({"challenge": 1, "solution": 2}), "QQ", "A" * 5000],
)
def test_a_malformed_solution_is_refused(altcha_client: TestClient, solution: str) -> None:
    before = count(Enquiry)
    answer = post_form(altcha_client, ENQUIRY, test_enquiry_intake.valid(altcha=solution))
    assert refused_for(answer, NOT_VALID)
    assert count(Enquiry) == before


def test_a_form_sent_again_with_a_fresh_solution_gets_its_first_answer(
    altcha_client: TestClient,
) -> None:
    """The Idempotency-Key names the request, whatever proof of work comes with it."""
    before = count(AppointmentRequest)
    key = {"Idempotency-Key": "form-display-1"}
    for _ in range(2):
        payload = test_appointment_intake.valid(altcha=solved_challenge(altcha_client))
        answer = post_form(altcha_client, APPOINTMENT, payload, headers=key)
        assert answer.status_code == 200, answer.text
    assert count(AppointmentRequest) == before + 1


def test_a_form_sent_again_with_the_same_solution_gets_its_first_answer(
    altcha_client: TestClient,
) -> None:
    """A retry of a stored request brings the proof of work its first try spent: it is answered
    as the first try was, not refused for the spent solution."""
    before = count(AppointmentRequest)
    key = {"Idempotency-Key": "form-display-2"}
    payload = test_appointment_intake.valid(altcha=solved_challenge(altcha_client))
    answers = [post_form(altcha_client, APPOINTMENT, payload, headers=key) for _ in range(2)]
    assert [a.status_code for a in answers] == [200, 200], answers[1].text
    assert answers[0].json() == answers[1].json()
    assert count(AppointmentRequest) == before + 1
    # Without the key, the same solution is refused: it was spent.
    again = post_form(altcha_client, APPOINTMENT, payload)
    assert again.status_code == 422 and "altcha" in again.json()["errors"]


def test_with_the_setting_off_the_challenge_still_answers_and_no_solution_is_needed(
    client: TestClient,
) -> None:
    assert client.get(CHALLENGE).status_code == 200  # the site works the same either way
    answer = post_form(client, ENQUIRY, test_enquiry_intake.valid())
    assert answer.status_code == 200


def solved(secret: str) -> str:
    challenge = altcha.Challenge.from_dict(new_challenge(secret).model_dump())
    solution = altcha.solve_challenge(challenge)
    assert solution is not None
    return altcha.Payload(challenge, solution).to_base64()


def test_of_two_simultaneous_replays_only_one_passes(
    loaded_databases: dict[str, str], database_kind: str, configure: Callable[..., None]
) -> None:
    """The second spend waits for the first try's statement to be committed, then finds the
    challenge used: it is refused and stores nothing."""
    configure(
        database_url=loaded_databases[database_kind], altcha_enabled="true", secret_key=SECRET
    )
    settings = get_settings()
    payload = AppointmentRequestIn.model_validate(
        test_appointment_intake.valid(altcha=solved(SECRET))
    )
    before = count(AppointmentRequest)
    outcome: list[str] = []

    def second() -> None:
        with Session(get_engine()) as session:
            try:
                submit_appointment(session, payload, settings)
                session.commit()
                outcome.append("accepted")
            except InvalidRequest as refusal:
                outcome.append(str((refusal.errors or {})["altcha"]))

    with Session(get_engine()) as first:
        submit_appointment(first, payload, settings)  # stored, not yet committed
        racer = threading.Thread(target=second)
        racer.start()
        racer.join(0.5)
        assert racer.is_alive(), "the second spend did not wait for the first"
        first.commit()
    racer.join(10)
    assert outcome == [ALREADY_USED]
    assert count(AppointmentRequest) == before + 1


def test_a_spent_solution_with_a_new_key_stores_nothing_and_keeps_no_key(
    altcha_client: TestClient,
) -> None:
    """Refused for its proof of work, a request leaves no trace: its key stays free for the
    same form sent again with a fresh solution."""
    solution = solved_challenge(altcha_client)
    first = post_form(altcha_client, APPOINTMENT, test_appointment_intake.valid(altcha=solution))
    assert first.status_code == 200, first.text
    before = (count(AppointmentRequest), count(IdempotencyRecord))
    key = {"Idempotency-Key": "form-display-3"}
    form = test_appointment_intake.valid(fullName="Second Patient")
    replay = post_form(altcha_client, APPOINTMENT, {**form, "altcha": solution}, headers=key)
    assert refused_for(replay, ALREADY_USED)
    assert (count(AppointmentRequest), count(IdempotencyRecord)) == before
    fresh = {**form, "altcha": solved_challenge(altcha_client)}
    again = post_form(altcha_client, APPOINTMENT, fresh, headers=key)
    assert again.status_code == 200, again.text
    assert count(AppointmentRequest, full_name="Second Patient") == 1


def test_used_challenges_are_purged_once_expired(
    loaded_databases: dict[str, str], database_kind: str, configure: Callable[..., None]
) -> None:
    configure(database_url=loaded_databases[database_kind])
    solution = solved(SECRET)
    signature = altcha.Payload.from_base64(solution).challenge.signature
    proof = accepted_proof(solution, SECRET)
    with Session(get_engine()) as session:
        session.add(UsedChallenge(signature=proof.signature, expires_at=proof.expires_at))
        session.commit()
        purge_used_challenges(session)
        session.commit()
        assert session.get(UsedChallenge, signature) is not None
        with time_machine.travel(time.time() + VALID_FOR.total_seconds() + 1):
            purge_used_challenges(session)
            session.commit()
        assert session.get(UsedChallenge, signature) is None


@pytest.mark.parametrize(
    ("environment", "value", "required"),
    [
        ("development", None, False),
        ("test", None, False),
        ("production", None, True),
        ("production", "false", False),
        ("development", "true", True),
    ],
)
def test_the_setting_is_on_in_production_unless_set(
    monkeypatch: pytest.MonkeyPatch, environment: str, value: str | None, required: bool
) -> None:
    monkeypatch.setenv("ENVIRONMENT", environment)
    monkeypatch.setenv("SECRET_KEY", SECRET)
    monkeypatch.setenv("SITE_URL", "https://www.clinic.example")
    if value is None:
        monkeypatch.delenv("ALTCHA_ENABLED", raising=False)
    else:
        monkeypatch.setenv("ALTCHA_ENABLED", value)
    assert Settings().altcha_enabled is required


def test_a_solution_for_another_secret_is_refused() -> None:
    with pytest.raises(InvalidRequest) as refusal:
        accepted_proof(solved("another-secret"), SECRET)
    assert refusal.value.errors == {"altcha": NOT_VALID}

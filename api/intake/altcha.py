"""Proof of work instead of a puzzle (ALTCHA, its protocol v2, which the site's `altcha` package
solves). The site fetches a challenge once a page with a form has started, its browser works
out the answer in the background, and the form sends it as `altcha`. A person sees and does
nothing; a robot that posts forms by the thousand pays for each one in computing time.

A challenge is ours if it carries our signature (an HMAC with a key derived from SECRET_KEY), so
the server keeps nothing until a solution is spent: then its signature is stored until the
challenge expires, and the same solution is refused a second time.
"""

import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from altcha import Payload, create_challenge, verify_solution
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import delete
from sqlmodel import Session, col

from api.core.errors import InvalidRequest
from api.core.models import UsedChallenge, utcnow
from api.core.settings import Settings

# PBKDF2 runs natively in every browser (SubtleCrypto). The browser must find one counter in
# a range: about COST x 1,500 PBKDF2 rounds on average, spread over its cores; the server
# checks the answer with one HMAC (the expected key's signature travels in the challenge).
ALGORITHM = "PBKDF2/SHA-256"
COST = 1_000  # PBKDF2 rounds for each counter tried
COUNTERS = (1_000, 2_000)  # the answer's counter is drawn from this range
VALID_FOR = timedelta(minutes=20)  # long enough to type a message; the site fetches a new one
MAX_SOLUTION_LENGTH = 2_000  # ours are about 750 characters

REFUSED = "Please wait a moment while your browser confirms you are not a robot, then send again."
MISSING = "Your browser has not yet confirmed that you are not a robot."
NOT_VALID = "Your browser's confirmation that you are not a robot is not valid."
EXPIRED = "Your browser's confirmation that you are not a robot has expired."
ALREADY_USED = "Your browser's confirmation that you are not a robot was already used."


class ChallengeParameters(BaseModel):
    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True)

    algorithm: str = Field(description="the key derivation: PBKDF2/SHA-256")
    nonce: str
    salt: str
    cost: int = Field(description="PBKDF2 rounds for each counter tried")
    key_length: int = Field(alias="keyLength")
    key_prefix: str = Field(alias="keyPrefix", description="what the derived key starts with")
    key_signature: str = Field(alias="keySignature")
    expires_at: int = Field(alias="expiresAt", description="Unix time in seconds")


class Challenge(BaseModel):
    """A signed challenge, as the `altcha` package's solver takes it."""

    parameters: ChallengeParameters
    signature: str


def new_challenge(secret_key: str) -> Challenge:
    """A fresh challenge with a random answer, signed for this server, valid for VALID_FOR."""
    challenge = create_challenge(
        ALGORITHM,
        COST,
        counter=COUNTERS[0] + secrets.randbelow(COUNTERS[1] - COUNTERS[0]),
        expires_at=int(time.time() + VALID_FOR.total_seconds()),
        hmac_secret=_key(secret_key, "challenge"),
        hmac_key_secret=_key(secret_key, "derived-key"),
    )
    return Challenge.model_validate(challenge.to_dict())


@dataclass(frozen=True)
class Proof:
    """An accepted solution, to be spent by the statement that stores its request
    (`outbox.add_request`): its challenge's signature, kept until the challenge expires."""

    signature: str
    expires_at: datetime


def accepted_proof(solution: str | None, secret_key: str) -> Proof:
    """The proof a solution of one of our challenges gives, or a refusal (422 with its message).
    Spending it is the request's: the statement that stores the request marks the challenge
    used, or refuses it as used already (`already_used`). Of two requests bringing one solution
    at the same moment, the database lets one insert the signature (its primary key) and makes
    the other wait, then find it used."""
    if not solution:
        raise _refused(MISSING)
    payload = _parse(solution)
    if payload is None:
        raise _refused(NOT_VALID)
    result = verify_solution(
        payload,
        _key(secret_key, "challenge"),
        hmac_key_secret=_key(secret_key, "derived-key"),
    )
    if result.expired:
        raise _refused(EXPIRED)
    expires_at = payload.challenge.parameters.expires_at
    if not result.verified or not payload.challenge.signature or not isinstance(expires_at, int):
        raise _refused(NOT_VALID)
    return Proof(payload.challenge.signature, datetime.fromtimestamp(expires_at, UTC))


def required_proof(solution: str | None, settings: Settings) -> Proof | None:
    """The proof a submit must bring where ALTCHA_ENABLED (`accepted_proof`); None where not."""
    return accepted_proof(solution, settings.secret_key) if settings.altcha_enabled else None


def already_used() -> InvalidRequest:
    return _refused(ALREADY_USED)


def purge_used_challenges(session: Session) -> int:
    """Forget used challenges that have expired: they are refused as expired from then on."""
    statement = delete(UsedChallenge).where(col(UsedChallenge.expires_at) < utcnow())
    return int(session.execute(statement).rowcount)  # type: ignore[attr-defined]


def _parse(solution: str) -> Payload | None:
    if len(solution) > MAX_SOLUTION_LENGTH:
        return None
    try:
        return Payload.from_base64(solution)
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return None  # not base64, not JSON, or not shaped like a solution


def _key(secret_key: str, purpose: str) -> str:
    """A key of its own for each use of SECRET_KEY: a solution is no CSRF token, and back."""
    return hmac.new(secret_key.encode(), f"altcha:{purpose}".encode(), hashlib.sha256).hexdigest()


def _refused(reason: str) -> InvalidRequest:
    return InvalidRequest(REFUSED, errors={"altcha": reason})

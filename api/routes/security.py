"""The proof-of-work challenge the forms solve before they send (api/intake/altcha.py)."""

from fastapi import APIRouter, Response

from api.core.deps import SettingsDep
from api.http.rate_limit import CHALLENGE, client_rate_limit
from api.intake.altcha import Challenge, new_challenge

router = APIRouter(prefix="/Security", tags=["requests"])


@router.get("/GetChallenge", dependencies=[client_rate_limit(CHALLENGE)])
def get_challenge(settings: SettingsDep, response: Response) -> Challenge:
    """A fresh signed challenge for one submit. It answers whether or not ALTCHA_ENABLED is on,
    so the site works the same either way; every answer is new, so none is cached."""
    response.headers["Cache-Control"] = "no-store"
    return new_challenge(settings.secret_key)

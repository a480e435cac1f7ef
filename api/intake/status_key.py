"""The key of a request's private status page (`/requests/R-1042?key=…`; `/es/requests/…` for
a request sent from a Spanish page), made when the request is stored. The key is 128 bits: an
HMAC under SECRET_KEY of a random nonce kept with the request, so the email task can put the
link in every email to the patient, while the database alone cannot make it (it keeps the nonce
and the key's hash, never the key)."""

import hashlib
import hmac
import secrets

from api.core.languages import prefix_of
from api.core.models import AppointmentRequest, Enquiry
from api.core.settings import Settings

KEY_CHARACTERS = 32  # hex: 128 bits


def key_of(settings: Settings, nonce: str) -> str:
    return settings.keyed_digest("status-page", nonce)[:KEY_CHARACTERS]


def hashed(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def new_status_key(settings: Settings) -> dict[str, str]:
    """A new request's columns for its status page: the nonce and the hash of its key."""
    nonce = secrets.token_hex(16)
    return {"status_nonce": nonce, "status_key_hash": hashed(key_of(settings, nonce))}


def opens(request: AppointmentRequest | Enquiry, key: str | None) -> bool:
    """Whether `key` is this request's (compared in constant time)."""
    if not key or len(key) != KEY_CHARACTERS or not request.status_key_hash:
        return False
    return hmac.compare_digest(hashed(key), request.status_key_hash)


def status_url(settings: Settings, request: AppointmentRequest | Enquiry, reference: str) -> str:
    """The page in the request's language: `/es/requests/...` for one sent from a Spanish page."""
    key = key_of(settings, request.status_nonce)
    return f"{settings.public_url}{prefix_of(request.language)}/requests/{reference}?key={key}"

"""What storing a request gives back: the message for the patient, the request's short
reference, and the outbox rows to publish once the transaction has committed."""

import re
from dataclasses import dataclass, field

from sqlmodel import Session

from api.core.models import MAX_ID, AppointmentRequest, Enquiry
from api.core.profile import get_profile
from api.core.settings import Settings
from api.intake import outbox
from api.intake.status_key import give_key


@dataclass(frozen=True)
class Receipt:
    message: str
    outbox_ids: list[int] = field(default_factory=list)


def reference(request: AppointmentRequest | Enquiry) -> str:
    """The short reference patients, staff and subject lines use: R-1042, E-0107."""
    prefix = "R" if isinstance(request, AppointmentRequest) else "E"
    return f"{prefix}-{request.id:04d}"


_REFERENCE = re.compile(r"^\s*([RE])-?0*(\d{1,10})\s*$", re.I)
_KINDS = {"R": "appointment", "E": "enquiry"}


def parse_reference(text: str) -> tuple[str, int] | None:
    """("appointment", 1042) for "R-1042"; None for anything that is not a reference."""
    found = _REFERENCE.match(text or "")
    if not found or int(found.group(2)) > MAX_ID:
        return None
    return _KINDS[found.group(1).upper()], int(found.group(2))


def find(session: Session, ref: str) -> AppointmentRequest | Enquiry | None:
    """The request a reference names, if it exists."""
    parsed = parse_reference(ref)
    if parsed is None or parsed[1] < 1:
        return None
    if parsed[0] == "appointment":
        return session.get(AppointmentRequest, parsed[1])
    return session.get(Enquiry, parsed[1])


def receipt_for(
    session: Session, request: AppointmentRequest | Enquiry, settings: Settings, message: str
) -> Receipt:
    """Add the request with its emails; the receipt's message is `message` with the request's
    reference and the clinic's promise of when it calls back filled in."""
    give_key(settings, request)
    outbox_ids = outbox.add_request(session, request, settings.clinic_inbox_address)
    promise = get_profile(request.language).callbackPromise  # in the patient's language
    return Receipt(message.format(reference=reference(request), promise=promise), outbox_ids)

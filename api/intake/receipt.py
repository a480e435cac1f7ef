"""What storing a request gives back: the message for the patient, the request's short
reference, and the outbox rows to publish once the transaction has committed."""

from dataclasses import dataclass, field

from sqlmodel import Session

from api.core.models import AppointmentRequest, Enquiry
from api.core.profile import get_profile
from api.core.settings import Settings
from api.intake import outbox


@dataclass(frozen=True)
class Receipt:
    message: str
    outbox_ids: list[int] = field(default_factory=list)


def reference(request: AppointmentRequest | Enquiry) -> str:
    """The short reference patients, staff and subject lines use: R-1042, E-0107."""
    prefix = "R" if isinstance(request, AppointmentRequest) else "E"
    return f"{prefix}-{request.id:04d}"


def stored(
    session: Session, request: AppointmentRequest | Enquiry, settings: Settings, message: str
) -> Receipt:
    """Add the request with its emails; the receipt's message is `message` with the request's
    reference and the clinic's promise of when it calls back filled in."""
    outbox_ids = outbox.add_request(
        session, request, settings.clinic_inbox_address, settings.sweep_grace
    )
    promise = get_profile().callbackPromise
    return Receipt(message.format(reference=reference(request), promise=promise), outbox_ids)

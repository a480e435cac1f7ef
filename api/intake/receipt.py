"""What storing a request gives back: the message for the patient (which names the request's
short reference), the outbox rows to publish once the transaction has committed, and whether
the request repeats one stored before under the same Idempotency-Key."""

from dataclasses import dataclass, field

from sqlmodel import Session

from api.core.models import NewRequest
from api.core.profile import get_profile
from api.core.settings import Settings
from api.intake import altcha, outbox
from api.intake.altcha import Proof
from api.intake.outbox import REFERENCE_MARK, AnswerKey
from api.intake.references import reference
from api.intake.status_key import new_status_key


@dataclass(frozen=True)
class Receipt:
    message: str
    outbox_ids: list[int] = field(default_factory=list)
    repeat: bool = False  # its Idempotency-Key was kept already: to be answered as at first


def receipt_for(
    session: Session,
    request: NewRequest,
    settings: Settings,
    message: str,
    answer_key: AnswerKey | None = None,
    proof: Proof | None = None,
) -> Receipt:
    """Store the request with its emails, with `answer_key` the answer it keeps and with `proof`
    its proof of work spent (refused if it was spent already); the receipt's message is
    `message` with the request's reference and the clinic's promise of when it calls back
    filled in."""
    request.values.update(new_status_key(settings))
    promise = get_profile(request.values["language"]).callbackPromise  # the patient's language
    answer = message.format(reference=REFERENCE_MARK, promise=promise)
    inbox = settings.clinic_inbox_address
    stored = outbox.add_request(session, request, inbox, answer_key, answer, proof)
    if stored.proof_used_already:
        raise altcha.already_used()
    message = answer.replace(REFERENCE_MARK, reference(request))
    return Receipt(message, stored.outbox_ids, stored.repeat)

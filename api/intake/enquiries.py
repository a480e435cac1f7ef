"""Contact enquiries: store each with the two emails it must cause.

`toEmail` is the enquirer's own address. It only ever receives our fixed acknowledgement;
the enquiry itself goes to the clinic inbox. The site is never a mail relay.
"""

from sqlmodel import Session

from api.core.languages import ENGLISH, SPANISH, Language
from api.core.models import Enquiry, NewRequest
from api.core.settings import Settings
from api.intake import altcha
from api.intake.outbox import AnswerKey
from api.intake.payloads import EnquiryIn
from api.intake.receipt import Receipt, receipt_for

RECEIVED = {
    ENGLISH: "Thank you for your enquiry {reference}. We will get back to you {promise}.",
    SPANISH: "Gracias por su mensaje {reference}. Le responderemos {promise}.",
}


def submit_enquiry(
    session: Session,
    payload: EnquiryIn,
    settings: Settings,
    language: Language = ENGLISH,
    answer_key: AnswerKey | None = None,
) -> Receipt:
    """Store the enquiry and its outbox rows, spending its proof of work once accepted; with
    `answer_key`, its answer is kept under it. It keeps the language of the page it was sent
    from."""
    proof = altcha.required_proof(payload.altcha, settings)
    enquiry = NewRequest.of(
        Enquiry,
        full_name=payload.first_name,
        phone=payload.phone_no,
        email=payload.to_email,
        subject=payload.subject,
        message=payload.html_content,
        is_spam=bool(payload.website),
        status="spam" if payload.website else "new",
        language=language,
    )
    return receipt_for(session, enquiry, settings, RECEIVED[language], answer_key, proof)

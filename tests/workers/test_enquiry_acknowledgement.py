"""The enquiry acknowledgement as it reaches the SMTP server: it names the reference the site's
answer gave, as the appointment confirmation names its own, and lists the clinic's hours once."""

import re
from collections.abc import Callable
from email.message import EmailMessage

from fastapi.testclient import TestClient
from sqlmodel import Session, col, select

from api.core.db import get_engine
from api.core.models import OutboxMessage
from api.core.profile import get_profile
from tests.api.conftest import ENQUIRY, post_form
from tests.stack.test_email_delivery import SAM, subject, text_and_html
from tests.workers.conftest import Mail


def enquire_and_send(mail: Mail, configure: Callable[..., None]) -> tuple[str, EmailMessage]:
    """An enquiry sent through the site's call and its emails sent: the reference the answer
    gave, and the acknowledgement the SMTP server received."""
    from api.main import create_app

    configure(submit_rate_limit="", challenge_rate_limit="")
    with TestClient(create_app()) as client:
        answer = post_form(client, ENQUIRY, SAM)
    assert answer.status_code == 200, answer.text
    [ref] = re.findall(r"E-\d{4,}", answer.text)
    enquiry_id = int(ref.removeprefix("E-"))
    with Session(get_engine()) as session:
        rows = select(OutboxMessage).where(OutboxMessage.enquiry_id == enquiry_id)
        ids = [row.id for row in session.exec(rows.order_by(col(OutboxMessage.id))) if row.id]
    assert mail.send(ids) == "sent, sent"
    [acknowledgement] = mail.smtp.to(SAM["toEmail"])
    return ref, acknowledgement


def test_the_acknowledgement_names_the_reference_the_site_answered_with(
    mail: Mail, configure: Callable[..., None]
) -> None:
    ref, acknowledgement = enquire_and_send(mail, configure)

    assert subject(acknowledgement) == f"We received your message {ref}"
    text, html = text_and_html(acknowledgement)
    assert f"  Reference: {ref}" in text.splitlines()
    assert f"Reference</td><td><strong>{ref}</strong>" in html
    assert f"and mention {ref}." in text and f"and mention {ref}." in html


def test_the_acknowledgement_lists_the_clinics_hours_once(
    mail: Mail, configure: Callable[..., None]
) -> None:
    _ref, acknowledgement = enquire_and_send(mail, configure)

    text, html = text_and_html(acknowledgement)
    for line in get_profile().hours.business:  # Monday to Friday: 9 am to 7 pm, ...
        hours = f"{line.days}: {line.time}"
        assert text.count(hours) == 1, f"{hours!r} is in the text {text.count(hours)} times"
        assert html.count(hours) == 1, f"{hours!r} is in the HTML {html.count(hours)} times"
    # The footer's words are the English folder's (es/ has its own, in the same layout).
    assert '<html lang="en">' in html
    assert "Phone: " in text and "Phone: " in html and "Email: " in text and "Email: " in html

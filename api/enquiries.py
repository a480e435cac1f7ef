"""Contact enquiries: check them, then store each with its outbox rows.

`toEmail` is the enquirer's own address. It only ever receives our fixed acknowledgement;
the enquiry itself goes to the clinic inbox. The site is never a mail relay.
"""

from datetime import date
from typing import Any

from sqlalchemy import insert
from sqlmodel import Session, col

from api import outbox
from api.errors import InvalidRequest
from api.forms import check_form, load_rules
from api.models import Enquiry, utcnow
from api.settings import Settings

RECEIVED = "Thank you for your enquiry. We will get back to you soon."
INVALID = "Please correct the highlighted fields."


def check_enquiry(payload: dict[str, Any], settings: Settings, today: date) -> dict[str, Any]:
    values, errors = check_form(load_rules(settings.content_dir, "enquiry"), payload, today=today)
    if errors:
        raise InvalidRequest(INVALID, errors=errors)
    values["spam"] = bool(payload.get("website"))
    return values


def store_enquiry(
    session: Session, values: dict[str, Any], settings: Settings
) -> tuple[str, list[int]]:
    """Insert the enquiry and its two emails (the caller commits); the text and outbox ids."""
    enquiry_id = session.execute(
        insert(Enquiry)
        .values(
            full_name=values["firstName"],
            phone=values["phoneNo"],
            email=values["toEmail"],
            subject=values["subject"],
            message=values["htmlContent"],
            is_spam=values["spam"],
            created_at=utcnow(),
        )
        .returning(col(Enquiry.id))
    ).scalar_one()
    if values["spam"]:
        return RECEIVED, []
    return RECEIVED, outbox.add_enquiry_messages(
        session, enquiry_id, values["toEmail"], settings.clinic_inbox_address,
        settings.first_sweep_at(),
    )  # fmt: skip

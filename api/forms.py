"""The rules and messages of the two forms (specification, section 5), applied on the server.

They are read from `content/site/forms.json`, the one definition the web app's forms use too,
so the browser and the server can never disagree on a rule or a message.
"""

import json
import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import Any

from email_validator import EmailNotValidError, validate_email

# CR, LF and NUL never belong in a one-line field; NUL belongs nowhere.
_LINE_BREAKS = re.compile(r"[\r\n\x00\u2028\u2029]")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass(frozen=True)
class FormRules:
    phone_pattern: re.Pattern[str]
    fields: dict[str, dict[str, Any]]

    def message(self, field: str, rule: str) -> str:
        return str(self.fields[field]["messages"][rule])


@lru_cache
def load_rules(content_dir: Path, form: str) -> FormRules:
    data = json.loads((content_dir / "site" / "forms.json").read_text())
    return FormRules(re.compile(data["phonePattern"]), data[form])


def _text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return None


def check_form(
    rules: FormRules, payload: dict[str, Any], *, today: date
) -> tuple[dict[str, Any], dict[str, str]]:
    """Clean values and every failing field's message; a field fails on its first broken rule."""
    values: dict[str, Any] = {}
    errors: dict[str, str] = {}
    for field, rule in rules.fields.items():
        raw = payload.get(field)
        failed = _first_failure(rules, rule, raw, today)
        if failed:
            errors[field] = rules.message(field, failed)
        else:
            values[field] = _clean(rule, raw)
    return values, errors


def _first_failure(rules: FormRules, rule: dict[str, Any], raw: Any, today: date) -> str | None:
    if "notBeforeToday" in rule:
        return _date_failure(raw, today)
    if field_is_id(rule):
        ok = isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw <= 2_147_483_647
        return None if ok else "required"
    text = _text(raw)
    if not text:
        return "required"
    if rule.get("singleLine") and _LINE_BREAKS.search(text):
        return "singleLine"
    if _CONTROL.search(text) or "\x00" in text:
        return "required"
    if "minLength" in rule and len(text) < rule["minLength"]:
        return "minLength"
    if "minDigits" in rule and len(re.sub(r"\D", "", text)) < rule["minDigits"]:
        return "minDigits"
    if "maxLength" in rule and len(text) > rule["maxLength"]:
        return "maxLength"
    if rule.get("phone") and not rules.phone_pattern.match(text):
        return "phone"
    if rule.get("email") and not _is_email(text):
        return "email"
    return None


def field_is_id(rule: dict[str, Any]) -> bool:
    return set(rule) == {"required", "messages"}


def _date_failure(raw: Any, today: date) -> str | None:
    if not isinstance(raw, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", raw.strip()):
        return "required"
    try:
        chosen = date.fromisoformat(raw.strip())
    except ValueError:
        return "required"
    return "notBeforeToday" if chosen < today else None


def _is_email(text: str) -> bool:
    try:
        validate_email(text, check_deliverability=False)
    except EmailNotValidError:
        return False
    return True


def _clean(rule: dict[str, Any], raw: Any) -> Any:
    if "notBeforeToday" in rule:
        return date.fromisoformat(raw.strip())
    if field_is_id(rule):
        return raw
    text = _text(raw) or ""
    if rule.get("email"):
        return validate_email(text, check_deliverability=False).normalized
    return text

"""Listening to what the app sends the database."""

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event

from api.core.db import get_engine

Sent = tuple[str, Any]  # a statement and its parameters


@contextmanager
def statements_sent(matching: Callable[[str], bool]) -> Iterator[list[Sent]]:
    """The statements (with their parameters) sent inside the block for which `matching` holds."""
    sent: list[Sent] = []

    def seen(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        if matching(statement):
            sent.append((statement, parameters))

    engine = get_engine()
    event.listen(engine, "before_cursor_execute", seen)
    try:
        yield sent
    finally:
        event.remove(engine, "before_cursor_execute", seen)

"""FastAPI dependencies, as Annotated aliases: the settings and one database session a request."""

from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends
from sqlmodel import Session

from api.core.db import get_engine
from api.core.settings import Settings, get_settings


def get_session() -> Iterator[Session]:
    """One session per request; attributes stay readable after commit (no reload per row)."""
    with Session(get_engine(), expire_on_commit=False) as session:
        yield session


SettingsDep = Annotated[Settings, Depends(get_settings)]
SessionDep = Annotated[Session, Depends(get_session)]

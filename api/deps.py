"""FastAPI dependencies, as Annotated aliases."""

from typing import Annotated

from fastapi import Depends, Request
from sqlmodel import Session

from api.cache import AnswerCache
from api.db import get_session
from api.settings import Settings, get_settings


def get_cache(request: Request) -> AnswerCache:
    cache: AnswerCache = request.app.state.answer_cache
    return cache


SessionDep = Annotated[Session, Depends(get_session)]
SettingsDep = Annotated[Settings, Depends(get_settings)]
CacheDep = Annotated[AnswerCache, Depends(get_cache)]

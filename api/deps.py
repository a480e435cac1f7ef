"""FastAPI dependencies, as Annotated aliases."""

from typing import Annotated

from fastapi import Depends, Request

from api.cache import AnswerCache
from api.settings import Settings, get_settings


def get_cache(request: Request) -> AnswerCache:
    cache: AnswerCache = request.app.state.answer_cache
    return cache


SettingsDep = Annotated[Settings, Depends(get_settings)]
CacheDep = Annotated[AnswerCache, Depends(get_cache)]

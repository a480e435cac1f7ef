"""The application: the API under /api/, the documents, and the web app on every other path."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import APIRouter, FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.middleware.gzip import GZipMiddleware

from api.cache import AnswerCache
from api.db import get_engine
from api.errors import install_error_handlers
from api.headers import SecurityHeaders
from api.logs import RequestLog
from api.profile import get_profile
from api.routes import (
    appointments,
    blogs,
    enquiries,
    health,
    tariffs,
    timings,
    treatments,
    videos,
)  # fmt: skip
from api.security import RequestGuard, SubmitRateLimiter
from api.settings import get_settings
from api.web import mount_site
from api.writer import BatchWriter


def create_app() -> FastAPI:
    settings = get_settings()
    writer = BatchWriter(get_engine())

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        yield
        writer.close()

    app = FastAPI(
        lifespan=lifespan,
        title="Clinic site API",
        summary="Content and request intake for the clinic's public website.",
        openapi_url="/api/openapi.json",
        docs_url="/api/docs",
        redoc_url=None,
    )
    app.state.answer_cache = AnswerCache(settings.content_cache_seconds)
    app.state.rate_limiter = SubmitRateLimiter(settings)
    app.state.batch_writer = writer
    install_error_handlers(app)
    # The last added runs first: log and time everything, then headers, then the guard.
    app.add_middleware(RequestGuard, settings=settings)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=[o.strip() for o in settings.cors_origins.split(",") if o.strip()],
            allow_methods=["GET", "POST"],
            allow_headers=["Content-Type", "X-XSRF-TOKEN", "Idempotency-Key"],
            allow_credentials=True,
        )
    # Pages and API answers are compressed as they go out; built assets and documents come
    # compressed already (api/static.py), and the middleware leaves those alone.
    app.add_middleware(GZipMiddleware, minimum_size=1000)
    app.add_middleware(SecurityHeaders, settings=settings, profile=get_profile())
    app.add_middleware(RequestLog)

    api = APIRouter(prefix="/api")
    for module in (health, treatments, blogs, videos, tariffs, timings, appointments, enquiries):
        api.include_router(module.router)
    app.include_router(api)

    mount_site(app, settings)
    return app

"""The application: the API under /api/, the documents, and the web app on every other path."""

import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from asgi_correlation_id import CorrelationIdMiddleware
from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from starlette.concurrency import run_in_threadpool

from api.content.answers import CachedContent, ContentAnswers
from api.core.errors import Refusal, install_error_handlers
from api.core.profile import get_profile
from api.core.queue import wake_ups
from api.core.settings import get_settings
from api.http.body_limit import BodyLimit
from api.http.compression import CompressedReads
from api.http.csrf import CsrfGuard
from api.http.head import HeadAsGet
from api.http.in_flight import InFlightLimits
from api.http.rate_limit import SubmitRateLimiter
from api.http.request_log import RequestLog, is_sane_request_id, new_request_id
from api.http.security_headers import SecurityHeaders
from api.routes import (
    appointments,
    blogs,
    enquiries,
    health,
    request_status,
    security,
    staff,
    staff_requests,
    tariffs,
    timings,
    treatments,
    videos,
)
from api.web.pages import mount_site


@asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    # Which release of the pages to send is looked up before the first request comes (a slow
    # database delays the start by a few seconds at most).
    await app.state.release.get(wait=5.0)
    yield
    # Submits answered just now may have wake-ups still to publish (beat's would send their
    # email anyway, a little later).
    await run_in_threadpool(wake_ups.wait_until_published, 2.0)


def create_app() -> FastAPI:
    settings = get_settings()
    app = FastAPI(
        lifespan=_lifespan,
        title="Clinic site API",
        summary="Content and request intake for the clinic's public website.",
        openapi_url="/api/openapi.json",
        docs_url="/api/docs",
        redoc_url=None,
        # The site exports no traces or metrics: FastAPI's own would ask on every request
        # whether anything collects them.
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    app.state.content_answers = ContentAnswers(
        settings.content_cache_seconds, settings.content_database_wait_seconds
    )
    app.state.rate_limiter = SubmitRateLimiter(settings)
    install_error_handlers(app)
    # The last added runs first: the request's id, its log line, headers, content asked for
    # before, then the guards, and last how much work the process takes on.
    app.add_middleware(
        InFlightLimits,
        submit_limit=settings.submit_queue_limit,
        deadline=settings.submit_deadline_seconds,
    )
    app.add_middleware(CsrfGuard, settings=settings)
    app.add_middleware(BodyLimit)
    app.add_middleware(CompressedReads, minimum_size=1000)
    app.add_middleware(CachedContent, answers=app.state.content_answers)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=[o.strip() for o in settings.cors_origins.split(",") if o.strip()],
            allow_methods=["GET", "POST"],
            allow_headers=["Content-Type", "X-XSRF-TOKEN", "Idempotency-Key"],
            allow_credentials=True,
        )
    app.add_middleware(SecurityHeaders, settings=settings, profile=get_profile())
    app.add_middleware(RequestLog)
    app.add_middleware(
        CorrelationIdMiddleware,
        header_name="X-Request-ID",
        validator=is_sane_request_id,
        generator=new_request_id,
    )
    app.add_middleware(HeadAsGet)

    refusals: dict[int | str, dict[str, Any]] = {
        422: {"model": Refusal, "description": "A field breaks its form's rule"}
    }
    content_calls = (treatments, blogs, videos, tariffs, timings)
    form_calls = (appointments, enquiries, security)
    console_calls = (staff, staff_requests)
    # Routes are matched in turn: the submits first (a content call asked before is answered
    # before routing, by CachedContent).
    for module in (*form_calls, health, *content_calls, *console_calls, request_status):
        app.include_router(module.router, prefix="/api", responses=refusals)

    mount_site(app, settings)
    return app


def create_served_app() -> FastAPI:
    """The app as `clinic serve` runs it, one per server process. What exists once it is made
    (modules, routes, content, settings) lives as long as the process: the collector stops
    walking it, which shortens the pauses a submit can land in."""
    app = create_app()
    gc.freeze()
    return app

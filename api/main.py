"""The application: the API under /api/, the documents, and the web app on every other path."""

from fastapi import APIRouter, FastAPI

from api.cache import AnswerCache
from api.errors import install_error_handlers
from api.routes import appointments, blogs, enquiries, tariffs, timings, treatments, videos
from api.security import RequestGuard, SubmitRateLimiter
from api.settings import get_settings
from api.web import mount_site


def create_app() -> FastAPI:
    settings = get_settings()
    app = FastAPI(
        title="Clinic site API",
        summary="Content and request intake for the clinic's public website.",
        openapi_url="/api/openapi.json",
        docs_url="/api/docs",
        redoc_url=None,
    )
    app.state.answer_cache = AnswerCache(settings.content_cache_seconds)
    app.state.rate_limiter = SubmitRateLimiter(settings)
    install_error_handlers(app)
    app.add_middleware(RequestGuard, settings=settings)

    api = APIRouter(prefix="/api")
    for module in (treatments, blogs, videos, tariffs, timings, appointments, enquiries):
        api.include_router(module.router)
    app.include_router(api)

    mount_site(app, settings)
    return app

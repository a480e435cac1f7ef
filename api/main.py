"""The application: the API under /api/, the documents, and the web app on every other path."""

from fastapi import APIRouter, FastAPI

from api.cache import AnswerCache
from api.errors import install_error_handlers
from api.routes import blogs, tariffs, timings, treatments, videos
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
    install_error_handlers(app)

    api = APIRouter(prefix="/api")
    for module in (treatments, blogs, videos, tariffs, timings):
        api.include_router(module.router)
    app.include_router(api)

    mount_site(app, settings)
    return app

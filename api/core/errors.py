"""Errors as data: each failure a caller handles has a type, mapped to HTTP here only."""

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from api.core.languages import form_language

INVALID = "Please correct the highlighted fields."
# The same on a Spanish page's form (content/es: the forms' own messages are there).
INVALID_IN = {"es": "Revise los campos marcados."}


def invalid_summary() -> str:
    """What a refused form's answer says above its fields, in the form's page language."""
    return INVALID_IN.get(form_language.get(), INVALID)


UNAVAILABLE = (
    "We cannot take your request this minute. Nothing was saved: please try again in a "
    "minute, or call us."
)
NOT_AN_OBJECT = "The request body must be a JSON object."


class DatabaseAway(Exception):
    """The database did not answer in time; what was asked has no copy to serve meanwhile."""


class Refusal(BaseModel):
    """The body of every refusal: a message the site shows, and each bad field's message."""

    message: str
    errors: dict[str, str] | None = None


class ClientError(Exception):
    """A refusal with a status and a message the site shows as it is."""

    status_code = 400

    def __init__(
        self,
        message: str,
        *,
        errors: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.errors = errors
        self.headers = headers

    def body(self) -> dict[str, object]:
        body: dict[str, object] = {"message": self.message}
        if self.errors:
            body["errors"] = self.errors
        return body


class InvalidRequest(ClientError):
    status_code = 422


class Unauthorized(ClientError):
    status_code = 401


class Forbidden(ClientError):
    status_code = 403

    def __init__(self, message: str, *, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = reason

    def body(self) -> dict[str, object]:
        return {"message": self.message, **({"reason": self.reason} if self.reason else {})}


class NotFound(ClientError):
    status_code = 404


class Conflict(ClientError):
    status_code = 409


class Gone(ClientError):
    status_code = 410


class RateLimited(ClientError):
    status_code = 429

    def __init__(self, retry_after: int) -> None:
        super().__init__(
            f"Too many requests. Please try again in {retry_after} seconds.",
            headers={"Retry-After": str(retry_after)},
        )
        self.retry_after = retry_after

    def body(self) -> dict[str, object]:
        return {"message": self.message, "retryAfter": self.retry_after}


def _field_name(location: tuple[object, ...]) -> str:
    parts = [str(part) for part in location if part not in ("body", "query", "header")]
    return ".".join(parts) or "request"


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(ClientError)
    async def client_error(_request: Request, error: ClientError) -> JSONResponse:
        return JSONResponse(error.body(), status_code=error.status_code, headers=error.headers)

    @app.exception_handler(RequestValidationError)
    async def invalid(_request: Request, error: RequestValidationError) -> JSONResponse:
        """Field name to its message, as the site's forms show them next to each field."""
        errors: dict[str, str] = {}
        for item in error.errors():
            errors.setdefault(_field_name(tuple(item.get("loc", ()))), str(item.get("msg")))
        whole_body = any(item.get("loc") in (("body",), ("body", 0)) for item in error.errors())
        message = NOT_AN_OBJECT if whole_body else invalid_summary()
        return JSONResponse({"message": message, "errors": errors}, status_code=422)

    @app.exception_handler(OperationalError)
    @app.exception_handler(PoolTimeout)
    @app.exception_handler(DatabaseAway)
    async def database_away(_request: Request, _error: Exception) -> JSONResponse:
        """The database cannot be reached: the transaction never committed, so nothing is
        half-stored, and the visitor is told to try again."""
        return JSONResponse(
            {"message": UNAVAILABLE}, status_code=503, headers={"Retry-After": "30"}
        )

    @app.exception_handler(IntegrityError)
    async def conflict(_request: Request, _error: IntegrityError) -> JSONResponse:
        """Two requests with one Idempotency-Key at the same moment: the second waits its turn."""
        return JSONResponse(
            {"message": "This request is being stored already. Please try again in a moment."},
            status_code=409,
            headers={"Retry-After": "1"},
        )

"""Errors as data: each failure a caller handles has a type, mapped to HTTP here only."""

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse


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


class Forbidden(ClientError):
    status_code = 403


class TooLarge(ClientError):
    status_code = 413


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
        errors: dict[str, str] = {}
        for item in error.errors():
            errors.setdefault(_field_name(tuple(item.get("loc", ()))), str(item.get("msg")))
        return JSONResponse(
            {"message": "The request is not valid.", "errors": errors}, status_code=422
        )

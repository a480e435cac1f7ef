"""Size limits on what a request carries: a query string over 2 KB is refused with 414, and an
API write's body over 16 KB with 413 before anything reads it, whether it announces its length
or comes in chunks. A JSON body nested deeper than any form is refused with 422."""

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.http.csrf import SAFE_METHODS, refuse

MAX_BODY_BYTES = 16 * 1024
MAX_QUERY_BYTES = 2048
MAX_JSON_DEPTH = 8  # the forms are flat objects; deeper nesting is never a form
TOO_LARGE = "The request is too large."
TOO_DEEP = "The request body must be a JSON object of the form's fields."


class BodyLimit:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and len(scope.get("query_string", b"")) > MAX_QUERY_BYTES:
            await refuse(send, 414, "The address is too long.")
            return
        if (
            scope["type"] != "http"
            or scope["method"] in SAFE_METHODS
            or not scope["path"].startswith("/api/")
        ):
            await self.app(scope, receive, send)
            return
        length = dict(scope["headers"]).get(b"content-length")
        if length and (not length.isdigit() or int(length) > MAX_BODY_BYTES):
            await refuse(send, 413, TOO_LARGE)
            return
        # Read it all here (it is small), so an oversized chunked body is refused cleanly too.
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            if size > MAX_BODY_BYTES:
                await refuse(send, 413, TOO_LARGE)
                return
            more = message.get("more_body", False)
        body = b"".join(chunks)
        # Brackets cannot nest deeper than there are opening ones: most bodies are never walked.
        openings = body.count(b"[") + body.count(b"{")
        if openings > MAX_JSON_DEPTH and _nesting(body) > MAX_JSON_DEPTH:
            await refuse(send, 422, TOO_DEEP)
            return
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if delivered:
                return await receive()  # after the body: wait for a disconnect, as usual
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)


def _nesting(body: bytes) -> int:
    """How deep brackets nest in a body (outside strings), without parsing it."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in body:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            deepest = max(deepest, depth)
        elif byte in (0x5D, 0x7D):  # ] }
            depth -= 1
    return deepest

"""Files of a folder (the built web app, its assets, the documents, a release's pages) served
from memory, gzipped for clients that accept it, with caching headers that suit how often they
change."""

import gzip
import hashlib
import mimetypes
from dataclasses import dataclass
from pathlib import Path

from cachetools import LRUCache
from fastapi import Request, Response

COMPRESSIBLE = (
    *("text/", "application/javascript", "application/json"),
    *("image/svg+xml", "application/xml", "font/ttf"),
)
mimetypes.add_type("text/javascript", ".js")
mimetypes.add_type("font/woff2", ".woff2")


@dataclass(frozen=True)
class _Loaded:
    modified: float
    body: bytes
    gzipped: bytes | None
    media_type: str
    etag: str


MAX_NAME = 255
FILES_KEPT = 512  # a few MB a folder: the busiest files stay in memory


class StaticFolder:
    def __init__(self, folder: Path, cache_control: str) -> None:
        self.folder = folder
        self.cache_control = cache_control
        self._files: LRUCache[str, _Loaded] = LRUCache(maxsize=FILES_KEPT)

    def _find(self, name: str) -> Path | None:
        """The file, never outside the folder; a name no file system takes is simply absent."""
        if len(name) > MAX_NAME or "\x00" in name:
            return None
        root = self.folder.resolve()
        try:
            path = (root / name).resolve()
            return path if root in path.parents and path.is_file() else None
        except (OSError, ValueError):  # a part longer than the file system allows, and such
            return None

    def _load(self, name: str) -> _Loaded | None:
        path = self._find(name)
        if path is None:
            return None
        modified = path.stat().st_mtime
        loaded = self._files.get(name)
        if loaded is None or loaded.modified != modified:
            body = path.read_bytes()
            media_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
            compress = media_type.startswith(COMPRESSIBLE) and len(body) > 512
            loaded = _Loaded(
                modified=modified,
                body=body,
                gzipped=gzip.compress(body, 9, mtime=0) if compress else None,
                media_type=media_type,
                etag='"' + hashlib.sha256(body).hexdigest()[:20] + '"',
            )
            self._files[name] = loaded
        return loaded

    def response_if_present(
        self, name: str, request: Request, status: int = 200
    ) -> Response | None:
        return self.response(name, request, status) if self._find(name) is not None else None

    def response(self, name: str, request: Request, status: int = 200) -> Response:
        loaded = self._load(name)
        if loaded is None:
            return Response("Not found", status_code=404, media_type="text/plain")
        headers = {
            "Cache-Control": self.cache_control,
            "ETag": loaded.etag,
            "Vary": "Accept-Encoding",
        }
        if status == 200 and request.headers.get("if-none-match") == loaded.etag:
            return Response(status_code=304, headers=headers)
        body = loaded.body
        if loaded.gzipped is not None and "gzip" in request.headers.get("accept-encoding", ""):
            body, headers["Content-Encoding"] = loaded.gzipped, "gzip"
        return Response(body, status, headers=headers, media_type=loaded.media_type)

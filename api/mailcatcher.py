"""A local SMTP server that keeps every message it receives as an `.eml` file, and a small web
page to read them: the embedded default's outgoing mail, and staging's."""

import html
import time
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default
from pathlib import Path
from typing import Any

from aiosmtpd.controller import Controller
from fastapi import FastAPI, HTTPException
from fastapi.responses import HTMLResponse, Response


class SaveToFolder:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.folder.mkdir(parents=True, exist_ok=True)
        self.count = 0

    async def handle_DATA(self, _server: Any, _session: Any, envelope: Any) -> str:
        self.count += 1
        content = envelope.original_content or envelope.content
        if isinstance(content, str):
            content = content.encode()
        subject = message_from_bytes(content, policy=default).get("Subject", "")
        stem = "".join(c if c.isalnum() else "-" for c in str(subject))[:60].strip("-")
        name = f"{time.strftime('%Y%m%d-%H%M%S')}-{self.count:05d}-{stem or 'message'}.eml"
        (self.folder / name).write_bytes(content)
        return "250 Message accepted for delivery"


def start_mail_catcher(folder: Path, host: str, port: int) -> Controller:
    controller = Controller(SaveToFolder(folder), hostname=host, port=port)
    controller.start()
    return controller


_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title>
<style>body{{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;
color:#2b2f33}}table{{border-collapse:collapse;width:100%}}td,th{{text-align:left;
padding:.4rem;border-bottom:1px solid #e9e4db}}a{{color:#0f5e63}}pre{{white-space:pre-wrap;
background:#f7f4ef;padding:1rem}}iframe{{width:100%;height:36rem;border:1px solid #e9e4db}}
</style></head><body>{body}</body></html>"""


def _read(path: Path) -> EmailMessage:
    message = message_from_bytes(path.read_bytes(), policy=default)
    assert isinstance(message, EmailMessage)
    return message


def mail_viewer(folder: Path) -> FastAPI:
    """The caught mail, newest first; each message's text part, HTML part and attachments."""
    app = FastAPI(docs_url=None, redoc_url=None, openapi_url=None)
    e = html.escape

    def find(name: str) -> Path:
        path = folder / name
        if "/" in name or not name.endswith(".eml") or not path.is_file():
            raise HTTPException(404)
        return path

    @app.get("/", response_class=HTMLResponse)
    def inbox() -> str:
        rows = []
        for path in sorted(folder.glob("*.eml"), reverse=True)[:500]:
            m = _read(path)
            rows.append(
                f"<tr><td>{e(str(m['Date'] or ''))}</td><td>{e(str(m['To'] or ''))}</td>"
                f'<td><a href="/messages/{e(path.name)}">{e(str(m["Subject"] or ""))}</a></td></tr>'
            )
        body = (
            f"<h1>Caught mail</h1><p>{len(rows)} message(s) in <code>{e(str(folder))}</code></p>"
            "<table><tr><th>Date</th><th>To</th><th>Subject</th></tr>" + "".join(rows) + "</table>"
        )
        return _PAGE.format(title="Caught mail", body=body)

    @app.get("/messages/{name}", response_class=HTMLResponse)
    def message(name: str) -> str:
        m = _read(find(name))
        text = m.get_body(("plain",))
        attachments = [
            f"<li>{e(part.get_filename() or 'attachment')} ({e(part.get_content_type())})</li>"
            for part in m.iter_attachments()
        ]
        headers = "".join(
            f"<tr><th>{k}</th><td>{e(str(m[k] or ''))}</td></tr>"
            for k in ("From", "To", "Reply-To", "Subject", "Date", "Message-ID")
        )
        body = (
            '<p><a href="/">All mail</a></p>'
            f"<table>{headers}</table><h2>HTML part</h2>"
            f'<iframe sandbox src="/messages/{e(name)}/html" title="HTML part"></iframe>'
            f"<h2>Text part</h2><pre>{e(text.get_content() if text else '')}</pre>"
            f"<h2>Attachments</h2><ul>{''.join(attachments) or '<li>none</li>'}</ul>"
        )
        return _PAGE.format(title=e(str(m["Subject"] or "Message")), body=body)

    @app.get("/messages/{name}/html")
    def message_html(name: str) -> Response:
        part = _read(find(name)).get_body(("html",))
        content = part.get_content() if part else ""
        # Shown in a sandboxed frame, with scripts and remote content refused.
        policy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
        return Response(
            content, media_type="text/html", headers={"Content-Security-Policy": policy}
        )

    return app

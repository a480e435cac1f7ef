"""A local SMTP server that keeps every message it receives as an `.eml` file: the embedded
default's outgoing mail, readable with any mail program or a text editor."""

import time
from email import message_from_bytes
from email.policy import default
from pathlib import Path
from typing import Any

from aiosmtpd.controller import Controller


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

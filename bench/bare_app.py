"""The baselines the benchmark compares against, served the same way as the site:
a bare FastAPI endpoint, and an endpoint that sends its email inside the request."""

import os
from email.message import EmailMessage

import aiosmtplib
from fastapi import FastAPI

app = FastAPI()
SMTP_PORT = int(os.environ.get("SMTP_PORT", "8025"))


@app.get("/bare")
def bare() -> dict[str, bool]:
    return {"success": True}


@app.post("/bare")
def bare_post(payload: dict[str, object]) -> dict[str, str]:
    return {"message": "ok"}


@app.post("/send-in-request")
async def send_in_request(payload: dict[str, object]) -> dict[str, str]:
    """What many sites do: talk to the mail server before answering."""
    for to in ("patient@example.com", "frontdesk@clinic.example"):
        message = EmailMessage()
        message["From"], message["To"], message["Subject"] = "site@clinic.example", to, "Request"
        message.set_content(str(payload))
        await aiosmtplib.send(message, hostname="127.0.0.1", port=SMTP_PORT)
    return {"message": "sent"}

"""Configuration, read once from the environment (and an optional `.env` file)."""

import hashlib
import hmac
import re
from datetime import timedelta
from email.utils import parseaddr
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

from pydantic import Field, ValidationError, ValidationInfo, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from api.core.profile import load_profile

ROOT = Path(__file__).resolve().parents[2]  # the folder that holds api/: the checkout
DEFAULT_SECRET = "development-only-secret-change-me"
# An email task is warned (and ends its send) at this share of EMAIL_SEND_TIME_LIMIT.
SOFT_TIME_LIMIT_SHARE = 0.8

# Shape only: staging inboxes on .test or .example domains must be accepted here.
_ADDRESS_SHAPE = re.compile(r"^[^@\s<>\"]+@[^@\s<>\"]+\.[^@\s<>\"]+$")


def _is_production(settings_so_far: dict[str, Any]) -> bool:
    return settings_so_far.get("environment") == "production"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    environment: Literal["development", "test", "production"] = "development"
    secret_key: str = DEFAULT_SECRET
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    web_concurrency: int = Field(default=1, ge=1, le=64)
    site_url: str = Field(default="", pattern=r"^$|^https?://[^/\s?#]+(/[^\s?#]*)?$")
    cors_origins: str = ""  # comma-separated origins allowed to call the API; empty: none

    database_url: str = f"sqlite:///{ROOT / 'var' / 'clinic.db'}"
    celery_broker_url: str = f"filesystem://{ROOT / 'var' / 'broker'}"

    smtp_host: str = "127.0.0.1"
    smtp_port: int = Field(default=1025, ge=1, le=65535)
    smtp_username: str = ""
    smtp_password: str = ""
    smtp_starttls: bool = False
    smtp_timeout: float = Field(default=10.0, gt=0)  # connecting and each command before DATA
    # DATA and the reply to the final dot: RFC 5321 gives the server ten minutes to answer it.
    smtp_data_timeout: float = Field(default=600.0, gt=0)
    mail_from: str = ""  # unset: no-reply@ the clinic's own domain (`mail_from_address`)
    clinic_inbox: str = "frontdesk@clinic.example"
    # summary: the clinic's email names the request, nothing typed; full: all of it (README).
    clinic_notification: Literal["summary", "full"] = "summary"
    mail_dir: Path = ROOT / "var" / "mail"
    mailcatcher_web_port: int = Field(default=8025, ge=1, le=65535)
    email_templates_dir: Path = ROOT / "email_templates"

    content_dir: Path = ROOT / "content"
    content_cache_seconds: float = Field(default=30.0, ge=0)
    # A content call not built by then (the database is away) is answered from the last answer
    # built, or 503 without one (api/content/answers.py).
    content_database_wait_seconds: float = Field(default=2.0, gt=0)
    web_dist: Path = ROOT / "web" / "dist"
    pages_dir: Path = ROOT / "var" / "pages"  # the releases of rendered pages (api/web/release.py)

    email_max_attempts: int = Field(default=8, ge=1, le=30)
    email_retry_base_seconds: float = Field(default=30.0, gt=0)
    email_retry_max_seconds: float = Field(default=1800.0, gt=0)
    email_send_time_limit: int = Field(default=900, ge=5)  # above SMTP_DATA_TIMEOUT
    # How often beat wakes a worker to send what no other wake-up reached (api/core/queue.py).
    outbox_sweep_seconds: float = Field(default=60.0, gt=0)
    outbox_hold_retry_seconds: float = Field(default=1800.0, gt=0)
    beat_schedule_file: Path = ROOT / "var" / "celerybeat-schedule"  # beat writes it: writable

    csrf_token_hours: float = Field(default=12.0, gt=0)  # a form older than this gets a new one
    submit_rate_limit: str = "5/minute;30/day"
    challenge_rate_limit: str = "30/minute;300/day"  # proof-of-work challenges per client IP
    # Patients' status pages and their calls, per client IP: room for a family's few, none for
    # guessing keys.
    status_page_rate_limit: str = "30/minute;300/day"
    trusted_proxies: str = "127.0.0.1"
    # Form submits one server process works on at once; more are answered 503 at once.
    submit_queue_limit: int = Field(default=8, ge=1, le=1000)
    # A submit not answered by then (the database froze) is answered 503 (api/http/in_flight.py).
    submit_deadline_seconds: float = Field(default=3.0, gt=0)
    # Open connections one address may hold (a browser opens about six); proxies are exempt.
    client_connection_limit: int = Field(default=32, ge=1)
    # The forms' proof of work (api/intake/altcha.py); when unset, required in production only.
    altcha_enabled: bool = Field(default_factory=_is_production)
    retention_days: int = Field(default=180, ge=1)

    # The day-before reminder of a booked visit (api/follow_up/reminders.py): off for a clinic
    # whose practice-management system sends its own, so that no patient gets two.
    appointment_reminders: bool = True
    # How often beat looks for reminders due (five minutes; the tests look every second).
    reminder_sweep_seconds: float = Field(default=300.0, gt=0)

    # The staff console (api/staff/): a session ends after this long without use, and at most
    # this long after sign-in; adding or removing a passkey needs a passkey check this recent.
    staff_session_idle_seconds: int = Field(default=1800, ge=1)
    staff_session_hours: float = Field(default=12.0, gt=0)
    staff_check_seconds: int = Field(default=300, ge=1)
    # Failed passkey sign-ins in 15 minutes before the next is refused: from one address, and
    # with one credential.
    staff_sign_in_failures_per_address: int = Field(default=10, ge=1)
    staff_sign_in_failures_per_credential: int = Field(default=5, ge=1)

    flower_user: str = "operator"
    flower_password: str = ""
    flower_address: str = "127.0.0.1"
    flower_port: int = Field(default=5555, ge=1, le=65535)

    @model_validator(mode="after")
    def _no_default_secrets_in_production(self) -> "Settings":
        if self.environment == "production" and self.secret_key == DEFAULT_SECRET:
            raise ValueError("SECRET_KEY must be set to a secret value in production")
        if self.environment == "production" and len(self.secret_key) < 32:
            raise ValueError("SECRET_KEY must be at least 32 characters in production")
        if self.environment == "production" and not self.site_url:
            raise ValueError("SITE_URL must be set in production: links are built from it")
        if self.email_send_time_limit * SOFT_TIME_LIMIT_SHARE <= self.smtp_data_timeout:
            raise ValueError(
                "EMAIL_SEND_TIME_LIMIT must leave room for SMTP_DATA_TIMEOUT: a send cut while "
                "the mail server decides whether it took the message would be sent again"
            )
        return self

    @field_validator("database_url")
    @classmethod
    def _database_url(cls, value: str) -> str:
        return normalise_database_url(value)

    @field_validator("celery_broker_url")
    @classmethod
    def _broker_url(cls, value: str) -> str:
        if not re.match(r"^(redis|rediss|filesystem|memory|amqp|sqla\+[a-z]+)://", value):
            raise ValueError("must be a redis://, filesystem:// or memory:// URL")
        return value

    @field_validator("mail_from", "clinic_inbox")
    @classmethod
    def _address(cls, value: str, info: ValidationInfo) -> str:
        if not value and info.field_name == "mail_from":
            return value
        if not _ADDRESS_SHAPE.match(parseaddr(value)[1]) or "\n" in value or "\r" in value:
            raise ValueError("must be an email address such as name@example.com")
        return value

    @field_validator("submit_rate_limit", "challenge_rate_limit", "status_page_rate_limit")
    @classmethod
    def _rate_limit(cls, value: str) -> str:
        for part in filter(None, (p.strip() for p in value.split(";"))):
            if not re.fullmatch(r"\d+\s*/\s*(second|minute|hour|day)", part):
                raise ValueError("must look like 5/minute;30/day (or be empty)")
        return value

    @property
    def public_url(self) -> str:
        """The site's address for links (canonical, Open Graph, sitemap): SITE_URL, or where it
        listens when none is set (development only: production requires SITE_URL)."""
        return self.site_url.rstrip("/") or f"http://{self.host}:{self.port}"

    @property
    def staff_origin(self) -> str:
        """Where the console is, for WebAuthn: SITE_URL's origin. Without SITE_URL (development)
        the console is at localhost: WebAuthn refuses an IP address as relying party."""
        if self.site_url:
            scheme, _, rest = self.site_url.partition("://")
            return f"{scheme}://{rest.split('/', 1)[0]}"
        return f"http://localhost:{self.port}"

    @property
    def staff_rp_id(self) -> str:
        """The relying party id: the console's host name, never taken from a request."""
        return urlsplit(self.staff_origin).hostname or "localhost"

    @property
    def broker_is_redis(self) -> bool:
        return self.celery_broker_url.startswith(("redis://", "rediss://"))

    @property
    def hold_retry_after(self) -> timedelta:
        return timedelta(seconds=self.outbox_hold_retry_seconds)

    @property
    def stale_claim_after(self) -> timedelta:
        """A row claimed longer ago than a task may run belongs to a worker that died: the
        claim takes it over."""
        return timedelta(seconds=self.email_send_time_limit * 1.5)

    def keyed_digest(self, purpose: str, value: str) -> str:
        """HMAC-SHA256 of `value` under SECRET_KEY, for `purpose` (hex): the invitation and
        status-page tokens, the staff sessions' CSRF tokens. Nobody without the key can make one."""
        message = f"{purpose}:{value}".encode()
        return hmac.new(self.secret_key.encode(), message, hashlib.sha256).hexdigest()

    # Parsed once: every email asks for both, and the settings do not change once read.
    @cached_property
    def mail_from_address(self) -> str:
        """The address every email is sent from (the envelope's and the From header's; the name
        shown is always the clinic's): MAIL_FROM's, or, with MAIL_FROM unset, no-reply@ the
        clinic's own domain from its profile, so that mail leaves from the domain whose SPF and
        DKIM records the clinic keeps rather than one a spam filter finds foreign."""
        if self.mail_from:
            return parseaddr(self.mail_from)[1]
        return f"no-reply@{load_profile(self.content_dir).mail_domain}"

    @cached_property
    def clinic_inbox_address(self) -> str:
        return parseaddr(self.clinic_inbox)[1]


def normalise_database_url(value: str) -> str:
    """Accept the usual spellings and pick the driver we ship (psycopg 3)."""
    for prefix in ("postgres://", "postgresql://", "postgresql+psycopg2://"):
        if value.startswith(prefix):
            return "postgresql+psycopg://" + value[len(prefix) :]
    if value.startswith(("postgresql+psycopg://", "sqlite://")):
        return value
    raise ValueError("must be a postgresql:// or sqlite:/// URL")


class SettingsError(RuntimeError):
    """A setting has a bad value; the message names it."""


@lru_cache
def get_settings() -> Settings:
    try:
        return Settings()
    except ValidationError as error:
        problems = "; ".join(
            f"{str(e['loc'][0]).upper()}: {e['msg']}"
            if e["loc"]
            else e["msg"].removeprefix("Value error, ")
            for e in error.errors(include_url=False)
        )
        raise SettingsError(f"Invalid setting: {problems}") from None

"""The commands that run the site's processes, alone or all together (`clinic run`)."""

import os
import signal
import sys
from typing import Annotated

import typer

from api.cli.data import content_load, db_upgrade
from api.cli.supervisor import Supervisor
from api.core.settings import get_settings

# The lowest CPU priority: at 10, four sending processes took enough of a two-core host from
# the web process to slow the patients' submits by a tenth; at 19 they do not.
WORKER_NICENESS = 19
# Email processes: a send waits on the database and the mail server more than it computes, so
# four overlap those waits on two cores (and compose runs the same four).
WORKER_CONCURRENCY = 4


def serve(
    workers: Annotated[int | None, typer.Option(help="uvicorn worker processes")] = None,
) -> None:
    """Serve the API and the web app on HOST:PORT."""
    import uvicorn

    from api.core.logs import LOG_CONFIG
    from api.http.server_protocol import MAX_CONNECTIONS, LimitedHttpToolsProtocol

    settings = get_settings()
    _allow_open_files(MAX_CONNECTIONS + 1024)
    uvicorn.run(
        "api.main:create_served_app",
        log_config=LOG_CONFIG,
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=workers or settings.web_concurrency,
        proxy_headers=True,
        forwarded_allow_ips=settings.trusted_proxies,
        access_log=False,
        http=LimitedHttpToolsProtocol,  # time limits per phase, connection caps
        timeout_keep_alive=5,  # an idle kept-alive connection is closed after this
        # No limit_concurrency: uvicorn's counts idle connections too. Connections are capped
        # per client by the protocol, requests being worked on by `api.http.in_flight`.
    )


def _allow_open_files(wanted: int) -> None:
    """Raise this process's open-file limit (its children inherit it) towards `wanted`, as far
    as the hard limit lets it: each connection is a file."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, target), hard))


def worker(
    concurrency: Annotated[int, typer.Option(help="email sending processes")] = WORKER_CONCURRENCY,
) -> None:
    """The Celery worker that sends the outbox's email and does the housekeeping."""
    from api.core.queue import EMAIL_QUEUE, HOUSEKEEPING_QUEUE, celery_app

    # Email can wait a few milliseconds; a patient's request should not. Where the worker
    # shares the CPU with the web process (`clinic run`, one small host), it yields to it.
    os.nice(WORKER_NICENESS)
    celery_app.worker_main(
        [
            "worker",
            "--loglevel=INFO",
            f"--concurrency={concurrency}",
            "--without-mingle",
            "--without-gossip",
            f"--queues={HOUSEKEEPING_QUEUE},{EMAIL_QUEUE}",
        ]
    )


def beat() -> None:
    """Celery beat: the outbox sweeper every minute, the retention purge every day."""
    from api.core.queue import celery_app

    schedule = get_settings().beat_schedule_file
    schedule.parent.mkdir(parents=True, exist_ok=True)
    celery_app.start(["beat", "--loglevel=INFO", f"--schedule={schedule}"])


def flower() -> None:
    """Flower, the operators' view of workers and tasks (basic auth from the settings)."""
    from api.core.queue import celery_app

    settings = get_settings()
    if not settings.flower_password:
        typer.echo("FLOWER_PASSWORD is not set: Flower will not start without one.", err=True)
        raise typer.Exit(2)
    celery_app.start(
        [
            "flower",
            f"--address={settings.flower_address}",
            f"--port={settings.flower_port}",
            f"--basic-auth={settings.flower_user}:{settings.flower_password}",
        ]
    )


def mailcatcher(
    web_port: Annotated[int | None, typer.Option(help="port of the page to read the mail")] = None,
) -> None:
    """A local SMTP server on SMTP_HOST:SMTP_PORT that saves every message under MAIL_DIR, and a
    page to read them on MAILCATCHER_WEB_PORT."""
    import uvicorn

    from api.core.logs import LOG_CONFIG
    from api.mailcatcher import mail_viewer, start_mail_catcher

    settings = get_settings()
    controller = start_mail_catcher(settings.mail_dir, settings.smtp_host, settings.smtp_port)
    port = web_port or settings.mailcatcher_web_port
    where = f"{settings.smtp_host}:{settings.smtp_port}"
    typer.echo(
        f"Mail catcher on {where}; messages are saved in {settings.mail_dir}, "
        f"shown on http://{settings.smtp_host}:{port}/"
    )
    try:
        uvicorn.run(
            mail_viewer(settings.mail_dir),
            host=settings.smtp_host,
            port=port,
            log_config=LOG_CONFIG,
            access_log=False,
        )
    finally:
        controller.stop()


def run() -> None:
    """Everything on one machine: migrate, load content, start the mail catcher (unless SMTP is
    configured), a worker and beat, kept alive, and serve the whole site."""
    settings = get_settings()
    db_upgrade()
    content_load()
    me = [sys.executable, "-m", "api.cli"]
    children = {"worker": [*me, "worker"], "beat": [*me, "beat"]}
    catching = "SMTP_HOST" not in os.environ and "SMTP_PORT" not in os.environ
    if catching:
        children = {"mailcatcher": [*me, "mailcatcher"], **children}
    supervisor = Supervisor(children)
    supervisor.start()

    # uvicorn raises SIGTERM again once it has shut down; exiting through this handler (not
    # the default one, which kills the process at once) lets `finally` stop the children.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    typer.echo(f"The site is on http://{settings.host}:{settings.port}/home")
    if catching:
        typer.echo(
            f"Mail it sends: http://{settings.smtp_host}:{settings.mailcatcher_web_port}/"
            f" (and as .eml files in {settings.mail_dir})"
        )
    try:
        serve(workers=None)
    finally:
        supervisor.stop()

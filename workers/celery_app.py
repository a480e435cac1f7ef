"""The one Celery app: configuration from the settings, tasks from workers.email and friends."""

from pathlib import Path

from celery import Celery

from api.settings import Settings, get_settings


def broker_options(settings: Settings) -> tuple[str, dict[str, object]]:
    """The broker URL and its transport options. `filesystem://PATH` is the embedded default:
    a folder that worker, beat and API share, so no server is needed on one machine."""
    url = settings.celery_broker_url
    if url.startswith("filesystem://"):
        folder = Path(url.removeprefix("filesystem://") or "var/broker")
        for sub in ("queue", "processed"):
            (folder / sub).mkdir(parents=True, exist_ok=True)
        queue = str(folder / "queue")
        return "filesystem://", {
            "data_folder_in": queue,
            "data_folder_out": queue,
            "processed_folder": str(folder / "processed"),
            "store_processed": False,
        }
    # Longer than any retry countdown, or a delayed task would be delivered twice.
    visibility = int(settings.email_retry_max_seconds * 1.25) + 3600
    return url, {
        "visibility_timeout": visibility,
        "socket_connect_timeout": 0.5,  # a publish to a dead broker gives up at once
        "socket_timeout": 5,
        "max_retries": 0,
    }


def make_celery(settings: Settings) -> Celery:
    url, transport_options = broker_options(settings)
    app = Celery("clinic", broker=url, include=["workers.email", "workers.sweeper"])
    app.conf.update(
        task_serializer="json",
        accept_content=["json"],
        result_serializer="json",
        task_ignore_result=True,
        result_backend=None,
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_time_limit=settings.email_send_time_limit,
        task_soft_time_limit=settings.email_send_time_limit * 0.8,
        broker_transport_options=transport_options,
        broker_connection_retry_on_startup=True,
        task_publish_retry=False,
        worker_send_task_events=True,
        task_send_sent_event=True,
        worker_hijack_root_logger=False,
        timezone="UTC",
        beat_schedule={
            "sweep-outbox": {
                "task": "workers.sweeper.sweep_outbox",
                "schedule": settings.outbox_sweep_seconds,
            },
        },
    )
    return app


celery_app = make_celery(get_settings())

"""Database tables. Answer models with the specification's field names live in `schemas.py`."""

from datetime import date, datetime

from sqlalchemy import Text
from sqlmodel import Field, SQLModel

# Content: loaded from `content/` by `clinic content load`; the ids are the files' own.


class Treatment(SQLModel, table=True):
    id: int = Field(primary_key=True)
    slug: str = Field(unique=True, index=True, max_length=120)
    name: str = Field(max_length=200)
    flag: str | None = Field(default=None, max_length=1)  # W or H; None for wellness services
    treatment_type_id: int = Field(index=True)  # 1 physical therapy, 2 massage and wellness
    file_path: str | None = Field(default=None, max_length=300)
    page_title: str = Field(default="", max_length=300)
    header: str = Field(default="", max_length=500)
    keywords: str = Field(default="", max_length=500)
    html: str = Field(default="", sa_type=Text)


class Tariff(SQLModel, table=True):
    id: int = Field(primary_key=True)
    treatment_id: int = Field(foreign_key="treatment.id", index=True)
    period: str = Field(default="", max_length=100)
    charges: float = 0
    admin_only: bool = False  # True: listed only when isVisibleToAdmin=true


class Blog(SQLModel, table=True):
    id: int = Field(primary_key=True)
    slug: str = Field(unique=True, index=True, max_length=160)
    title: str = Field(max_length=300)
    image: str | None = Field(default=None, max_length=300)
    blog_date: date = Field(index=True)
    header: str = Field(default="", max_length=500)
    summary: str = Field(default="", max_length=1000)
    keywords: str = Field(default="", max_length=500)
    html: str = Field(default="", sa_type=Text)


class Video(SQLModel, table=True):
    id: int = Field(primary_key=True)
    link: str = Field(max_length=300)
    header: str = Field(default="", max_length=200)


class Timing(SQLModel, table=True):
    id: int = Field(primary_key=True)
    type_name: str = Field(max_length=50)  # "Physical Therapy" or "Massage Therapy"
    days: str = Field(max_length=60)  # comma-separated abbreviations: Mon,Tue,Wed
    start_time: str = Field(max_length=5)  # HH:MM
    end_time: str = Field(max_length=5)


CONTENT_TABLES: tuple[type[SQLModel], ...] = (Treatment, Tariff, Blog, Video, Timing)


def utcnow() -> datetime:
    from datetime import UTC

    return datetime.now(UTC).replace(tzinfo=None)

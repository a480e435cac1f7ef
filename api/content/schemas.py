"""Answer models: the field names the site reads (docs/api.md) on the wire, snake_case in Python."""

from datetime import date
from typing import Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from api.core.models import Blog, Tariff, Timing, Treatment, Video

T = TypeVar("T")


class Wire(BaseModel):
    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True)


class Envelope(Wire, Generic[T]):
    """The response envelope some calls use: a success flag and the data."""

    success: bool
    data: T | None = None


class TreatmentOut(Wire):
    treatment_id_upper: int = Field(alias="treatmentID")
    treatment_id: int = Field(alias="treatmentId")
    treatment_name: str = Field(alias="treatmentName")
    slug: str
    flag: str | None
    treatment_type_id: int = Field(alias="treatmentTypeID")
    file_path: str | None = Field(alias="filePath")
    page_title: str = Field(alias="pagetitle")
    header: str = Field(alias="treatementHeader")  # spelt as the specification spells it
    keyword: str
    html: str | None = Field(alias="ckEditorHtml")

    @classmethod
    def of(cls, row: Treatment, *, with_body: bool = True) -> "TreatmentOut":
        return cls(
            treatment_id_upper=row.id,
            treatment_id=row.id,
            treatment_name=row.name,
            slug=row.slug,
            flag=row.flag,
            treatment_type_id=row.treatment_type_id,
            file_path=row.file_path,
            page_title=row.page_title,
            header=row.header,
            keyword=row.keywords,
            html=row.html if with_body else None,
        )


class BlogOut(Wire):
    comment_id: int = Field(alias="commentID")
    slug: str
    title: str
    blog_image: str | None = Field(alias="blogImage")
    file_name: str | None = Field(alias="fileName")
    blog_date: date = Field(alias="blogDate")
    header: str
    comment: str
    keywords: str
    response: str | None

    @classmethod
    def of(cls, row: Blog, *, with_body: bool = True) -> "BlogOut":
        return cls(
            comment_id=row.id,
            slug=row.slug,
            title=row.title,
            blog_image=row.image,
            file_name=row.image,
            blog_date=row.blog_date,
            header=row.header,
            comment=row.summary,
            keywords=row.keywords,
            response=row.html if with_body else None,
        )


class VideoOut(Wire):
    video_id: int = Field(alias="videoId")
    video_link: str = Field(alias="videoLink")
    video_header: str = Field(alias="videoHeader")

    @classmethod
    def of(cls, row: Video) -> "VideoOut":
        return cls(video_id=row.id, video_link=row.link, video_header=row.header)


class TariffOut(Wire):
    tariff_id: int = Field(alias="tariffID")
    treatment_id: int = Field(alias="treatmentId")
    treatment_name: str = Field(alias="treatmentName")
    treatment_period: str = Field(alias="treatmentPeriod")
    charges: float

    @classmethod
    def of(cls, tariff: Tariff, treatment: Treatment) -> "TariffOut":
        return cls(
            tariff_id=tariff.id,
            treatment_id=treatment.id,
            treatment_name=treatment.name,
            treatment_period=tariff.period,
            charges=tariff.charges,
        )


class WellnessServiceOut(Wire):
    treatment_id: int = Field(alias="treatmentId")
    tariff_id: int = Field(alias="tariffID")
    treatment_name: str = Field(alias="treatmentName")
    slug: str
    treatment_period: str = Field(alias="treatmentPeriod")
    charges: float
    file_path: str | None = Field(alias="filePath")
    html: str = Field(alias="ckEditorHtml")

    @classmethod
    def of(cls, tariff: Tariff, treatment: Treatment) -> "WellnessServiceOut":
        return cls(
            treatment_id=treatment.id,
            tariff_id=tariff.id,
            treatment_name=treatment.name,
            slug=treatment.slug,
            treatment_period=tariff.period,
            charges=tariff.charges,
            file_path=treatment.file_path,
            html=treatment.html,
        )


class TimingOut(Wire):
    time_id: int = Field(alias="timeId")
    treatment_type_name: str = Field(alias="treatmentTypeName")
    days: str
    start_time: str = Field(alias="startTime")
    end_time: str = Field(alias="endTime")

    @classmethod
    def of(cls, row: Timing) -> "TimingOut":
        return cls(
            time_id=row.id,
            treatment_type_name=row.type_name,
            days=row.days,
            start_time=row.start_time,
            end_time=row.end_time,
        )

"""Answer models: the field names the site reads (docs/api.md) on the wire, snake_case in Python.

Each is read from table rows by `model_validate` (`from_attributes`): a field takes the row's
attribute of its own name, or the one its `validation_alias` names, and goes on the wire under
its `alias` or `serialization_alias`."""

from datetime import date
from typing import Generic, TypeVar

from pydantic import AliasPath, BaseModel, ConfigDict, Field

T = TypeVar("T")


class Wire(BaseModel):
    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True, from_attributes=True)


class Envelope(Wire, Generic[T]):
    """The response envelope some calls use: a success flag and the data."""

    success: bool
    data: T | None = None


class TreatmentOut(Wire):  # read from a Treatment row
    treatment_id_upper: int = Field(validation_alias="id", serialization_alias="treatmentID")
    treatment_id: int = Field(validation_alias="id", serialization_alias="treatmentId")
    treatment_name: str = Field(validation_alias="name", serialization_alias="treatmentName")
    slug: str
    flag: str | None
    treatment_type_id: int = Field(alias="treatmentTypeID")
    file_path: str | None = Field(alias="filePath")
    page_title: str = Field(alias="pagetitle")
    header: str = Field(alias="treatementHeader")  # spelt as the specification spells it
    keyword: str = Field(validation_alias="keywords")
    html: str | None = Field(alias="ckEditorHtml")


class BlogOut(Wire):  # read from a Blog row
    comment_id: int = Field(validation_alias="id", serialization_alias="commentID")
    slug: str
    title: str
    blog_image: str | None = Field(validation_alias="image", serialization_alias="blogImage")
    file_name: str | None = Field(validation_alias="image", serialization_alias="fileName")
    blog_date: date = Field(alias="blogDate")
    header: str
    comment: str = Field(validation_alias="summary")
    keywords: str
    response: str | None = Field(validation_alias="html")


class VideoOut(Wire):  # read from a Video row
    video_id: int = Field(validation_alias="id", serialization_alias="videoId")
    video_link: str = Field(validation_alias="link", serialization_alias="videoLink")
    video_header: str = Field(validation_alias="header", serialization_alias="videoHeader")


# The two tariff answers are read from a TariffRow (api/content/catalog.py): a tariff and
# the treatment it belongs to.


class TariffOut(Wire):
    tariff_id: int = Field(
        validation_alias=AliasPath("tariff", "id"), serialization_alias="tariffID"
    )
    treatment_id: int = Field(
        validation_alias=AliasPath("treatment", "id"), serialization_alias="treatmentId"
    )
    treatment_name: str = Field(
        validation_alias=AliasPath("treatment", "name"), serialization_alias="treatmentName"
    )
    treatment_period: str = Field(
        validation_alias=AliasPath("tariff", "period"), serialization_alias="treatmentPeriod"
    )
    charges: float = Field(validation_alias=AliasPath("tariff", "charges"))


class WellnessServiceOut(Wire):
    treatment_id: int = Field(
        validation_alias=AliasPath("treatment", "id"), serialization_alias="treatmentId"
    )
    tariff_id: int = Field(
        validation_alias=AliasPath("tariff", "id"), serialization_alias="tariffID"
    )
    treatment_name: str = Field(
        validation_alias=AliasPath("treatment", "name"), serialization_alias="treatmentName"
    )
    slug: str = Field(validation_alias=AliasPath("treatment", "slug"))
    treatment_period: str = Field(
        validation_alias=AliasPath("tariff", "period"), serialization_alias="treatmentPeriod"
    )
    charges: float = Field(validation_alias=AliasPath("tariff", "charges"))
    file_path: str | None = Field(
        validation_alias=AliasPath("treatment", "file_path"), serialization_alias="filePath"
    )
    html: str = Field(
        validation_alias=AliasPath("treatment", "html"), serialization_alias="ckEditorHtml"
    )


class TimingOut(Wire):  # read from a Timing row
    time_id: int = Field(validation_alias="id", serialization_alias="timeId")
    treatment_type_name: str = Field(
        validation_alias="type_name", serialization_alias="treatmentTypeName"
    )
    days: str
    start_time: str = Field(alias="startTime")
    end_time: str = Field(alias="endTime")

"""Tariff calls: the services a patient may request, and the massage and wellness services."""

from typing import Annotated

from fastapi import APIRouter, Query, Request, Response
from pydantic import TypeAdapter

from api.content import catalog
from api.content.answers import AnswersDep, LanguageQuery, envelope, id_query, in_language
from api.content.schemas import Envelope, TariffOut, WellnessServiceOut
from api.core.languages import ENGLISH

router = APIRouter(prefix="/Treatment", tags=["tariffs"])
VisibleToAdmin = Annotated[bool, Query(alias="isVisibleToAdmin")]
TARIFFS = TypeAdapter(Envelope[list[TariffOut]])
WELLNESS_SERVICES = TypeAdapter(list[WellnessServiceOut])


@router.get("/GetTariffDetails", response_model=Envelope[list[TariffOut]])
async def get_tariff_details(
    request: Request,
    answers: AnswersDep,
    tariff_id: Annotated[int, id_query("tariffId")],
    visible_to_admin: VisibleToAdmin = False,
    language: LanguageQuery = ENGLISH,
) -> Response:
    return await answers.send(
        request,
        in_language(f"tariffs:{tariff_id}:{visible_to_admin}", language),
        TARIFFS,
        lambda session: envelope(
            catalog.tariffs(session, tariff_id, visible_to_admin, language),
            lookup=tariff_id != 0,
        ),
    )


@router.get("/GetMessageDetails", response_model=list[WellnessServiceOut])
async def get_message_details(
    request: Request,
    answers: AnswersDep,
    treatment_id: Annotated[int, id_query("TreatmentId")] = 0,
    visible_to_admin: VisibleToAdmin = False,
    language: LanguageQuery = ENGLISH,
) -> Response:
    """The massage and wellness services as a bare array: the operation GetMessageDetails."""
    return await answers.send(
        request,
        in_language(f"wellness:{treatment_id}:{visible_to_admin}", language),
        WELLNESS_SERVICES,
        lambda session: catalog.wellness_services(
            session, treatment_id, visible_to_admin, language
        ),
    )

"""Tariff calls: the services a patient may request, and the massage and wellness services."""

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api import catalog
from api.deps import CacheDep
from api.routes.answers import bare_list, enveloped_list, id_query
from api.schemas import Envelope, TariffOut, WellnessServiceOut

router = APIRouter(prefix="/Treatment", tags=["tariffs"])
VisibleToAdmin = Annotated[bool, Query(alias="isVisibleToAdmin")]


@router.get("/GetTariffDetails", response_model=Envelope[list[TariffOut]])
async def get_tariff_details(
    cache: CacheDep,
    tariff_id: Annotated[int, id_query("tariffId")],
    visible_to_admin: VisibleToAdmin = False,
) -> Response:
    return enveloped_list(
        cache,
        f"tariffs:{tariff_id}:{visible_to_admin}",
        lambda session: catalog.tariffs(session, tariff_id, visible_to_admin),
        missing_when_empty=tariff_id != 0,
    )


@router.get("/GetMessageDetails", response_model=list[WellnessServiceOut])
async def get_message_details(
    cache: CacheDep,
    treatment_id: Annotated[int, id_query("TreatmentId")] = 0,
    visible_to_admin: VisibleToAdmin = False,
) -> Response:
    """The massage and wellness services as a bare array: the operation GetMessageDetails."""
    return bare_list(
        cache,
        f"wellness:{treatment_id}:{visible_to_admin}",
        lambda session: catalog.wellness_services(session, treatment_id, visible_to_admin),
    )

"""A request's reference is written by Python and, in the kept answer of a keyed submit, by
PostgreSQL: both write the same."""

import pytest
from sqlalchemy import create_engine, literal, select

from api.core.models import MAX_ID, AppointmentRequest, Enquiry
from api.intake.references import parse_reference, reference, reference_in_sql

IDS = [1, 7, 42, 999, 1000, 1042, 9999, 10000, 123456, MAX_ID]


@pytest.mark.parametrize("table", [AppointmentRequest, Enquiry], ids=["appointment", "enquiry"])
def test_the_database_writes_each_reference_as_python_does(
    loaded_databases: dict[str, str], table: type[AppointmentRequest | Enquiry]
) -> None:
    engine = create_engine(loaded_databases["postgresql"])
    try:
        with engine.connect() as connection:
            for request_id in IDS:
                written = connection.execute(
                    select(reference_in_sql(table, literal(request_id)))
                ).scalar_one()
                expected = reference(table.model_construct(id=request_id))
                assert written == expected
                assert parse_reference(written) == (
                    "appointment" if table is AppointmentRequest else "enquiry",
                    request_id,
                )
    finally:
        engine.dispose()

"""The OpenAPI document describes both request bodies from the routes' own signatures."""

from fastapi.testclient import TestClient

REQUEST_BODIES = {
    "/api/Treatment/InsertUpdateOnlineAppointmentRequest": (
        "AppointmentRequestIn",
        {"treatmentId", "appointmentDate", "fullName", "phoneNo", "emailId", "subject", "remark"},
    ),
    "/api/Communication/SendEmail": (
        "EnquiryIn",
        {"firstName", "phoneNo", "toEmail", "subject", "htmlContent"},
    ),
}


def test_both_request_bodies_are_in_the_openapi_document(client: TestClient) -> None:
    document = client.get("/api/openapi.json").json()
    schemas = document["components"]["schemas"]
    for path, (model, required) in REQUEST_BODIES.items():
        body = document["paths"][path]["post"]["requestBody"]
        assert body["required"] is True
        assert body["content"]["application/json"]["schema"] == {
            "$ref": f"#/components/schemas/{model}"
        }
        assert set(schemas[model]["required"]) == required
        assert required <= set(schemas[model]["properties"])

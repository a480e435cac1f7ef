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


TRANSLATED = [
    "/api/Treatment/GetTreatmentDetails",
    "/api/Treatment/GetTreatmentDescriptionBySlug",
    "/api/Treatment/GetTreatmentBySlug",
    "/api/Treatment/GetTariffDetails",
    "/api/Treatment/GetMessageDetails",
]
ENGLISH_ONLY = ["/api/Treatment/GetComments", "/api/PhotoGallery/GetVideos"]


def test_the_calls_with_texts_describe_their_optional_language(client: TestClient) -> None:
    paths = client.get("/api/openapi.json").json()["paths"]
    for path in TRANSLATED:
        [language] = [p for p in paths[path]["get"]["parameters"] if p["name"] == "language"]
        assert language["in"] == "query"
        assert language["required"] is False
        assert language["schema"]["enum"] == ["en", "es"]
        assert language["schema"]["default"] == "en"
        assert "Spanish" in language["description"]
    for path in ENGLISH_ONLY:  # blog posts stay in English
        assert all(p["name"] != "language" for p in paths[path]["get"]["parameters"])

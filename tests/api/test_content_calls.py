"""Every GET call in docs/api.md: path, parameters, answer shape, field names."""

from collections.abc import Callable
from typing import Any

import frontmatter
import pytest
import yaml
from fastapi.testclient import TestClient

from tests.conftest import CONTENT

# Field names as the site reads them (docs/api.md), spelling included.
TREATMENT_FIELDS = {
    "treatmentID",
    "treatmentId",
    "treatmentName",
    "slug",
    "flag",
    "treatmentTypeID",
    "filePath",
    "pagetitle",
    "treatementHeader",
    "keyword",
    "ckEditorHtml",
}
BLOG_FIELDS = {
    "commentID",
    "slug",
    "title",
    "blogImage",
    "fileName",
    "blogDate",
    "header",
    "comment",
    "keywords",
    "response",
}
VIDEO_FIELDS = {"videoId", "videoLink", "videoHeader"}
TARIFF_FIELDS = {"tariffID", "treatmentId", "treatmentName", "treatmentPeriod", "charges"}
TIMING_FIELDS = {"timeId", "treatmentTypeName", "days", "startTime", "endTime"}
WELLNESS_FIELDS = {
    "treatmentId",
    "tariffID",
    "treatmentName",
    "slug",
    "treatmentPeriod",
    "charges",
    "filePath",
    "ckEditorHtml",
}
LINKED_W = [
    "sciatica-and-back-pain-relief",
    "tmj-dysfunction",
    "shoulder-pain-relief",
    "hip-and-knee-pain-relief",
    "headaches-and-migraines",
    "dizziness-and-vertigo",
    "view-more-conditions",
]
LINKED_H = ["sports-performance", "pelvic-floor-therapy"]


def test_all_treatments_carry_the_specification_fields(client: TestClient) -> None:
    answer = client.get("/api/Treatment/GetTreatmentDetails?TreatmentId=0&ts=1731000000000")
    assert answer.status_code == 200
    assert answer.headers["cache-control"] == "no-cache"
    body = answer.json()
    assert body["success"] is True
    items = body["data"]
    assert all(set(item) == TREATMENT_FIELDS for item in items)
    assert all(item["treatmentID"] == item["treatmentId"] for item in items)
    assert all(item["ckEditorHtml"] is None for item in items), "the list leaves bodies out"
    physical = [i for i in items if i["treatmentTypeID"] == 1]
    assert {i["flag"] for i in physical} == {"W", "H"}
    by_slug = {i["slug"]: i for i in items}
    for slug in LINKED_W:
        assert by_slug[slug]["flag"] == "W"
    for slug in LINKED_H:
        assert by_slug[slug]["flag"] == "H"
    assert by_slug["view-more-conditions"]["treatmentID"] == 27
    assert len([i for i in physical if i["flag"] == "W"]) >= 10
    assert len([i for i in physical if i["flag"] == "H"]) >= 4


def test_one_treatment_by_id_has_its_body(client: TestClient) -> None:
    body = client.get("/api/Treatment/GetTreatmentDetails?TreatmentId=27&ts=5").json()
    assert body["success"] is True
    [item] = body["data"]
    assert item["slug"] == "view-more-conditions"
    assert "<p>" in item["ckEditorHtml"]


@pytest.mark.parametrize("call", ["GetTreatmentDescriptionBySlug", "GetTreatmentBySlug"])
def test_treatment_by_slug(client: TestClient, call: str) -> None:
    body = client.get(f"/api/Treatment/{call}?Slug=tmj-dysfunction").json()
    assert body["success"] is True
    assert set(body["data"]) == TREATMENT_FIELDS
    assert body["data"]["slug"] == "tmj-dysfunction"
    assert body["data"]["ckEditorHtml"]
    assert len(body["data"]["treatementHeader"]) < 160


def test_blog_list_is_newest_first_with_the_specification_fields(client: TestClient) -> None:
    body = client.get("/api/Treatment/GetComments?CommentID=0").json()
    assert body["success"] is True
    blogs = body["data"]
    assert len(blogs) >= 10
    assert all(set(b) == BLOG_FIELDS for b in blogs)
    dates = [b["blogDate"] for b in blogs]
    assert dates == sorted(dates, reverse=True)
    assert all(b["blogImage"] == b["fileName"] for b in blogs)


def test_blog_by_slug_and_by_id(client: TestClient) -> None:
    first = client.get("/api/Treatment/GetComments?CommentID=0").json()["data"][0]
    by_slug = client.get(f"/api/Treatment/GetCommentsBySlug?Slug={first['slug']}").json()
    assert by_slug["success"] is True
    assert by_slug["data"]["commentID"] == first["commentID"]
    assert len(by_slug["data"]["response"]) > 500
    details = client.get(f"/api/Treatment/GetBlogDetails?CommentID={first['commentID']}").json()
    assert isinstance(details, list)
    assert [d["slug"] for d in details] == [first["slug"]]
    everything = client.get("/api/Treatment/GetBlogDetails?CommentID=0").json()
    assert [d["commentID"] for d in everything] == [
        b["commentID"] for b in client.get("/api/Treatment/GetComments?CommentID=0").json()["data"]
    ]


@pytest.mark.parametrize("call", ["GetVideos", "getVideos"])
def test_videos(client: TestClient, call: str) -> None:
    body = client.get(f"/api/PhotoGallery/{call}?videoId=0").json()
    assert len(body["data"]) >= 4
    assert all(set(v) == VIDEO_FIELDS for v in body["data"])


def test_tariffs_for_the_request_form(client: TestClient) -> None:
    body = client.get("/api/Treatment/GetTariffDetails?tariffId=0&isVisibleToAdmin=false").json()
    assert body["success"] is True
    assert body["data"]
    assert all(set(t) == TARIFF_FIELDS for t in body["data"])


@pytest.mark.parametrize("call", ["GetTimings", "GetTimingDetails"])
def test_timings(client: TestClient, call: str) -> None:
    body = client.get(f"/api/Treatment/{call}?TimeId=0").json()
    assert body["success"] is True
    assert all(set(t) == TIMING_FIELDS for t in body["data"])
    kinds = {t["treatmentTypeName"] for t in body["data"]}
    assert kinds == {"Physical Therapy", "Massage Therapy"}


def test_wellness_services_are_a_bare_array(client: TestClient) -> None:
    body = client.get(
        "/api/Treatment/GetMessageDetails?TreatmentId=0&isVisibleToAdmin=false"
    ).json()
    assert isinstance(body, list)
    assert len(body) >= 4
    assert all(set(s) == WELLNESS_FIELDS for s in body)
    assert all(s["treatmentPeriod"] and s["charges"] > 0 for s in body)
    treatments = client.get("/api/Treatment/GetTreatmentDetails?TreatmentId=0").json()["data"]
    massage = {t["treatmentID"] for t in treatments if t["treatmentTypeID"] == 2}
    assert {s["treatmentId"] for s in body} == massage


@pytest.mark.parametrize(
    "path",
    [
        "/api/Treatment/GetTreatmentDetails?TreatmentId=99999",
        "/api/Treatment/GetComments?CommentID=99999",
        "/api/PhotoGallery/GetVideos?videoId=99999",
        "/api/Treatment/GetTimings?TimeId=99999",
        "/api/Treatment/GetTariffDetails?tariffId=99999&isVisibleToAdmin=false",
    ],
)
def test_unknown_id_answers_success_false_with_an_empty_list(client: TestClient, path: str) -> None:
    answer = client.get(path)
    assert answer.status_code == 200
    assert answer.json() == {"success": False, "data": []}  # data is a list on these calls


@pytest.mark.parametrize(
    "path",
    [
        "/api/Treatment/GetTreatmentDescriptionBySlug?Slug=no-such-treatment",
        "/api/Treatment/GetTreatmentBySlug?Slug=no-such-treatment",
        "/api/Treatment/GetCommentsBySlug?Slug=no-such-blog",
    ],
)
def test_unknown_slug_answers_success_false(client: TestClient, path: str) -> None:
    answer = client.get(path)
    assert answer.status_code == 200
    assert answer.json() == {"success": False, "data": None}


@pytest.mark.parametrize(
    "path",
    [
        "/api/Treatment/GetTreatmentDetails?TreatmentId=0",
        "/api/Treatment/GetComments?CommentID=0",
        "/home",
        "/what-we-treat?slug=tmj-dysfunction",
        "/sitemap.xml",
        "/robots.txt",
        "/api/health",
    ],
)
def test_head_answers_wherever_get_does(client: TestClient, path: str) -> None:
    got, head = client.get(path), client.head(path)
    assert head.status_code == got.status_code == 200
    assert head.content == b""
    assert head.headers["content-type"] == got.headers["content-type"]


@pytest.mark.parametrize(
    "path",
    [
        "/api/Treatment/GetBlogDetails?CommentID=99999",
        "/api/Treatment/GetMessageDetails?TreatmentId=99999&isVisibleToAdmin=false",
    ],
)
def test_unknown_id_on_a_bare_array_call_is_empty(client: TestClient, path: str) -> None:
    answer = client.get(path)
    assert answer.status_code == 200
    assert answer.json() == []


@pytest.mark.parametrize(
    "path",
    [
        "/api/Treatment/GetTreatmentDetails",
        "/api/Treatment/GetTreatmentDetails?TreatmentId=abc",
        "/api/Treatment/GetTreatmentDetails?TreatmentId=1.5",
        "/api/Treatment/GetComments?CommentID=",
        "/api/Treatment/GetTreatmentDescriptionBySlug?Slug=",
        "/api/Treatment/GetTariffDetails?tariffId=0&isVisibleToAdmin=maybe",
        "/api/PhotoGallery/GetVideos?videoId=99999999999999999999999",
        "/api/Treatment/GetTimings?TimeId=%00",
    ],
)
def test_malformed_parameters_answer_422(client: TestClient, path: str) -> None:
    answer = client.get(path)
    assert answer.status_code == 422
    assert answer.json()["message"]


def test_every_call_is_in_the_openapi_document(client: TestClient) -> None:
    paths = set(client.get("/api/openapi.json").json()["paths"])
    assert paths >= {
        "/api/Treatment/GetTreatmentDetails",
        "/api/Treatment/GetComments",
        "/api/PhotoGallery/GetVideos",
        "/api/PhotoGallery/getVideos",
        "/api/Treatment/GetTreatmentDescriptionBySlug",
        "/api/Treatment/GetTreatmentBySlug",
        "/api/Treatment/GetCommentsBySlug",
        "/api/Treatment/GetBlogDetails",
        "/api/Treatment/GetTariffDetails",
        "/api/Treatment/GetTimings",
        "/api/Treatment/GetTimingDetails",
        "/api/Treatment/GetMessageDetails",
    }
    assert client.get("/api/docs").status_code == 200


def test_a_cached_answer_is_compressed_with_an_etag_and_answers_304(
    loaded_databases: dict[str, str], configure: Callable[..., None]
) -> None:
    from api.main import create_app

    configure(database_url=loaded_databases["sqlite"], content_cache_seconds="30")
    client = TestClient(create_app())
    path = "/api/Treatment/GetTreatmentDetails?TreatmentId=0"
    plain = client.get(path, headers={"Accept-Encoding": "identity"})
    assert "set-cookie" not in plain.headers
    etag = plain.headers["etag"]
    for encoding in ("br", "gzip"):
        packed = client.get(path, headers={"Accept-Encoding": encoding})
        assert packed.headers["content-encoding"] == encoding
        assert packed.headers["etag"] == etag
        assert packed.json() == plain.json()  # decoded by the client
    again = client.get(path, headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.content == b""
    assert client.get(path, headers={"If-None-Match": '"other"'}).status_code == 200


def routed_keys(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The answers' keys of the calls that reach FastAPI's route, in order (each call the
    route makes to the content answers is counted)."""
    from api.content.answers import ContentAnswers

    routed: list[str] = []
    original = ContentAnswers.send

    async def counting(self: ContentAnswers, request: Any, key: str, *rest: Any) -> Any:
        routed.append(key)
        return await original(self, request, key, *rest)

    monkeypatch.setattr(ContentAnswers, "send", counting)
    return routed


def test_a_query_asked_again_is_answered_before_routing_exactly_as_the_route_answers(
    loaded_databases: dict[str, str],
    configure: Callable[..., None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The second asking of a validated query never reaches FastAPI's route (the route's call to
    the answers is counted), and its status, headers and body are the route's own."""
    from api.main import create_app

    configure(database_url=loaded_databases["sqlite"], content_cache_seconds="30")
    routed = routed_keys(monkeypatch)
    client = TestClient(create_app())
    path, brotli = "/api/Treatment/GetTreatmentDetails", {"Accept-Encoding": "br"}
    first = client.get(f"{path}?TreatmentId=0&ts=1", headers=brotli)
    # The app's cache-buster changes with every call and does not change the answer.
    again = client.get(f"{path}?ts=99&TreatmentId=0", headers=brotli)
    assert routed == ["treatments:0"]
    assert again.status_code == first.status_code == 200
    assert again.content == first.content
    same = ("etag", "vary", "cache-control", "content-encoding", "content-type", "content-length")
    assert {h: again.headers.get(h) for h in same} == {h: first.headers.get(h) for h in same}
    assert again.headers["cache-control"] == "no-cache"
    assert again.headers["x-content-type-options"] == "nosniff"  # the outer layers still run
    assert again.headers["x-request-id"] != first.headers["x-request-id"]
    etag = first.headers["etag"]
    unchanged = client.get(
        "/api/Treatment/GetTreatmentDetails?TreatmentId=0", headers={"If-None-Match": etag}
    )
    assert unchanged.status_code == 304 and unchanged.content == b""


def test_a_long_query_is_answered_by_the_route_each_time_and_not_remembered(
    loaded_databases: dict[str, str],
    configure: Callable[..., None],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Unknown parameters pass validation: a query past REMEMBERED_QUERY_MAX bytes is answered
    (from the answers' cache) but never kept in the memory of queries asked."""
    from api.content.answers import REMEMBERED_QUERY_MAX
    from api.main import create_app

    configure(database_url=loaded_databases["sqlite"], content_cache_seconds="30")
    routed = routed_keys(monkeypatch)
    client = TestClient(create_app())
    long_query = "TreatmentId=0&junk=" + "x" * REMEMBERED_QUERY_MAX
    first = client.get(f"/api/Treatment/GetTreatmentDetails?{long_query}")
    again = client.get(f"/api/Treatment/GetTreatmentDetails?{long_query}")
    assert first.status_code == again.status_code == 200 and again.content == first.content
    assert routed == ["treatments:0", "treatments:0"]


@pytest.mark.parametrize(
    "query",
    [
        "TreatmentId=0&ts=" + "9" * 41,
        "TreatmentId=0&TreatmentId=x",
        "TreatmentId=-1",
        "TreatmentId=0&ts=1&ts=" + "9" * 41,
    ],
)
def test_a_query_the_route_refuses_is_never_answered_from_the_cache(
    loaded_databases: dict[str, str], configure: Callable[..., None], query: str
) -> None:
    from api.main import create_app

    configure(database_url=loaded_databases["sqlite"], content_cache_seconds="30")
    client = TestClient(create_app())
    assert client.get("/api/Treatment/GetTreatmentDetails?TreatmentId=0&ts=1").status_code == 200
    for _ in range(2):
        assert client.get(f"/api/Treatment/GetTreatmentDetails?{query}").status_code == 422


# The Spanish edition: `language=es` on the calls whose answers hold the site's texts.

NECK_PAIN_ES = frontmatter.load(CONTENT / "es" / "treatments" / "neck-pain.html")
SERVICES_ES = {e["id"]: e for e in yaml.safe_load((CONTENT / "es" / "services.yaml").read_text())}
TRANSLATED_CALLS = [
    "/api/Treatment/GetTreatmentDetails?TreatmentId=7&ts=1",
    "/api/Treatment/GetTreatmentDescriptionBySlug?Slug=neck-pain",
    "/api/Treatment/GetTreatmentBySlug?Slug=neck-pain",
    "/api/Treatment/GetTariffDetails?tariffId=0&isVisibleToAdmin=false",
    "/api/Treatment/GetMessageDetails?TreatmentId=0&isVisibleToAdmin=false",
]


def one_treatment(body: Any) -> dict[str, Any]:
    data = body["data"]
    return data[0] if isinstance(data, list) else data


@pytest.mark.parametrize("path", TRANSLATED_CALLS[:3])
def test_a_treatment_in_spanish_has_the_spanish_texts_and_the_english_ids(
    client: TestClient, path: str
) -> None:
    english = one_treatment(client.get(path).json())
    spanish = one_treatment(client.get(f"{path}&language=es").json())
    assert spanish["treatmentName"] == NECK_PAIN_ES["name"]
    assert spanish["pagetitle"] == NECK_PAIN_ES["pagetitle"]
    assert spanish["treatementHeader"] == NECK_PAIN_ES["header"]
    assert spanish["keyword"] == NECK_PAIN_ES["keywords"]
    assert spanish["ckEditorHtml"].startswith("<h2>Sobre el dolor de cuello")
    assert english["treatmentName"] == "Neck Pain and Whiplash"
    assert english["ckEditorHtml"].startswith("<h2>About neck pain")
    texts = {"treatmentName", "pagetitle", "treatementHeader", "keyword", "ckEditorHtml"}
    assert {k: v for k, v in spanish.items() if k not in texts} == {
        k: v for k, v in english.items() if k not in texts
    }


def test_the_treatment_list_in_spanish_names_every_treatment_in_spanish(
    client: TestClient,
) -> None:
    path = "/api/Treatment/GetTreatmentDetails?TreatmentId=0"
    english = client.get(path).json()["data"]
    spanish = client.get(f"{path}&language=es").json()["data"]
    assert [t["slug"] for t in spanish] == [t["slug"] for t in english]
    assert all(t["ckEditorHtml"] is None for t in spanish), "the list leaves bodies out"
    by_slug = {t["slug"]: t["treatmentName"] for t in spanish}
    assert by_slug["neck-pain"] == NECK_PAIN_ES["name"]
    assert by_slug["tens-with-therapeutic-massage"] == SERVICES_ES[101]["name"]
    assert not {t["treatmentName"] for t in spanish} & {t["treatmentName"] for t in english}


def test_wellness_services_and_tariffs_in_spanish_have_spanish_names_and_periods(
    client: TestClient,
) -> None:
    wellness, tariffs = TRANSLATED_CALLS[4], TRANSLATED_CALLS[3]
    english = {s["treatmentId"]: s for s in client.get(wellness).json()}
    spanish = {s["treatmentId"]: s for s in client.get(f"{wellness}&language=es").json()}
    assert spanish.keys() == english.keys() == SERVICES_ES.keys()
    for service_id, service in spanish.items():
        source = SERVICES_ES[service_id]
        assert (service["treatmentName"], service["treatmentPeriod"]) == (
            source["name"],
            source["period"],
        )
        assert service["ckEditorHtml"] == source["html"].strip()  # 107 has none in both
        same = ("tariffID", "slug", "charges", "filePath")
        assert {k: service[k] for k in same} == {k: english[service_id][k] for k in same}
    assert english[101]["treatmentName"] == "TENS with Therapeutic Massage"
    listed = client.get(f"{tariffs}&language=es").json()["data"]
    assert [(t["treatmentName"], t["treatmentPeriod"]) for t in listed] == [
        (SERVICES_ES[t["treatmentId"]]["name"], SERVICES_ES[t["treatmentId"]]["period"])
        for t in listed
    ]


@pytest.mark.parametrize("path", TRANSLATED_CALLS)
def test_english_is_the_same_answer_without_a_language_and_with_en(
    client: TestClient, path: str
) -> None:
    plain = {"Accept-Encoding": "identity"}
    without = client.get(path, headers=plain)
    english = client.get(f"{path}&language=en", headers=plain)
    spanish = client.get(f"{path}&language=es", headers=plain)
    assert english.status_code == without.status_code == spanish.status_code == 200
    assert english.content == without.content
    assert english.headers["etag"] == without.headers["etag"]
    assert spanish.content != english.content


@pytest.mark.parametrize("path", TRANSLATED_CALLS)
@pytest.mark.parametrize("language", ["fr", "ES", "spanish", ""])
def test_a_language_other_than_en_or_es_is_refused(
    client: TestClient, path: str, language: str
) -> None:
    answer = client.get(f"{path}&language={language}")
    assert answer.status_code == 422
    assert answer.json() == {
        "message": "Please correct the highlighted fields.",
        "errors": {"language": "Input should be 'en' or 'es'"},
    }


def test_a_cached_answer_is_never_given_to_another_language(
    loaded_databases: dict[str, str], configure: Callable[..., None]
) -> None:
    """English, Spanish, English again: each from the cache once asked, never the other's."""
    from api.main import create_app

    configure(database_url=loaded_databases["sqlite"], content_cache_seconds="30")
    client = TestClient(create_app())
    path = "/api/Treatment/GetTreatmentBySlug?Slug=neck-pain"
    names = {"en": "Neck Pain and Whiplash", "es": NECK_PAIN_ES["name"]}
    for language in ("en", "es", "en", "es", "en"):
        for query in ("", f"&language={language}", f"&ts=1&language={language}"):
            if language == "es" and not query:
                continue
            name = client.get(path + query).json()["data"]["treatmentName"]
            assert name == names[language], (language, query)
    # A name given twice: the route reads the last value, and so does the cache.
    for first, last in (("en", "es"), ("es", "en"), ("en", "es")):
        answer = client.get(f"{path}&language={first}&language={last}").json()
        assert answer["data"]["treatmentName"] == names[last], (first, last)

"""The clinic's copy: complete, as the specification lists it, and with nothing unfinished."""

import json
import re
from pathlib import Path

import frontmatter
import pytest
import yaml

from api.content.sanitize import strip_tags
from api.core.settings import ROOT
from tests.conftest import CONTENT

SITE = CONTENT / "site"
DOCUMENTS = CONTENT / "documents"
TREATMENTS = sorted((CONTENT / "treatments").glob("*.html"))
BLOGS = sorted((CONTENT / "blogs").glob("*.html"))

# The panel titles of each body region, spelling as the clinic gave them.
ACCORDION = {
    "head": [
        "Post-surgery Rehab",
        "Neck Pain",
        "Whiplash",
        "Headaches and Migraines",
        "Tinnitus",
        "Occipital Release",
        "Radiating Pain",
        "Poor Posture and Forward Head Syndrome",
        "Arthritis and Stenosis",
        "Eye Pain",
        "Degenerative Disc Disease",
        "Temporomandibular Joint Dysfunction",
        "Vertigo and Dizziness",
        "Herniated or Bulging Disc",
    ],
    "shoulder": [
        "Fractures",
        "Post-surgery Rehab",
        "Bursitis / Tendonitis",
        "Sports Injuries",
        "Rotator Cuff Injuries",
        "Frozen Shoulder / Adhesive Capsulitis",
        "Labrum Tear",
        "Dislocation",
        "Instability",
        "Shoulder Pain",
        "Sprain / Strain",
    ],
    "elbow": [
        "Fractures (wrist)",
        "Elbow Pain / Wrist Pain / Hand Pain",
        "Tennis and Golfer's Elbow",
        "Trigger Finger",
        "De Quervain",
        "Hands Duputrans Contracture",
        "Nerve Injuries",
        "Carpal Tunnel Syndrome",
        "Tendon Repair & Post-surgery Rehab",
        "Sprain / Strain",
    ],
    "back": [
        "Sprain / Strain",
        "Low Back Pain",
        "Mid Back Pain",
        "Sciatica and Radiating Pain",
        "Spinal Arthritis and Spinal Stenosis",
        "Herniated or Bulging Disc",
        "Osteoporosis",
        "Spondylolisthesis",
        "Degenerative Diseases",
        "Compression Fractures",
        "Post-surgery Rehab",
    ],
    "hip": [
        "Post-surgery Rehab",
        "Difficulty walking",
        "Total Hip Replacement / Partial Hip Replacement",
        "Piriformis Syndrome",
        "Hip Pain and Thigh Pain",
        "Sciatica",
        "Osteoarthritis of the hip",
        "Trochanteric Bursitis",
        "Hip Sprain / Strain",
    ],
    "pelvic": [
        "Interstitial Cystitis",
        "Cesarean Section",
        "Chronic Prostatitis",
        "Peyronie's Disease",
        "Coccygodynia",
        "Dyspareunia",
        "Diastasis Recti",
        "Episiotomy",
        "Fecal Incontinence",
        "Pelvic Girdle Pain",
        "Endometriosis",
        "Urinary Incontinence",
        "Chronic Pelvic Pain",
        "Pudendal Neuralgia",
    ],
    "knee": [
        "Sprain / Strain",
        "Meniscus Injury",
        "Tendonitis",
        "ACL Tears",
        "PCL Tears",
        "MCL Tears",
        "LCL Tears",
        "Total Knee Replacement",
        "Poor Balance / Risk of Falling",
        "Knee Pain",
        "Post-surgery Rehab",
        "Difficulty Walking",
    ],
    "foot": [
        "Fractures",
        "Sprain/Strain",
        "Post-surgery Rehab",
        "Bunion Surgery",
        "Metatarsalgia Foot Pain",
        "Sports Injury",
        "Instability",
        "Plantar Fasciitis",
        "Achilles Tendonitis",
    ],
}
LINKED = {
    "W": [
        "sciatica-and-back-pain-relief",
        "tmj-dysfunction",
        "shoulder-pain-relief",
        "hip-and-knee-pain-relief",
        "headaches-and-migraines",
        "dizziness-and-vertigo",
        "view-more-conditions",
    ],
    "H": ["sports-performance", "pelvic-floor-therapy"],
}
# Spelt with classes so that this line is not itself a marker.
PLACEHOLDERS = re.compile(r"\b(lore[m]|ipsu[m]|TOD[O]|TB[D])\b", re.I)


def words(html: str) -> int:
    return len(strip_tags(html).split())


def load(path: Path) -> frontmatter.Post:
    return frontmatter.load(path)


def test_every_slug_the_specification_links_to_exists_with_its_flag() -> None:
    posts = {p.stem: load(p) for p in TREATMENTS}
    for flag, slugs in LINKED.items():
        for slug in slugs:
            assert slug in posts, slug
            assert posts[slug]["flag"] == flag, slug
    assert posts["view-more-conditions"]["id"] == 27
    flags = [p["flag"] for p in posts.values()]
    assert flags.count("W") >= 20 and flags.count("H") >= 8


@pytest.mark.parametrize("path", TREATMENTS, ids=[p.stem for p in TREATMENTS])
def test_each_treatment_is_a_full_page(path: Path) -> None:
    post = load(path)
    assert post["name"] and post["pagetitle"] and post["keywords"]
    assert 0 < len(post["header"]) < 160
    assert words(post.content) >= 250
    assert "{{phone}}" in post.content or "appointment" in post.content.lower()


@pytest.mark.parametrize("path", BLOGS, ids=[p.stem for p in BLOGS])
def test_each_blog_is_at_least_500_words(path: Path) -> None:
    post = load(path)
    assert post["title"] and post["summary"] and post["keywords"] and post["date"]
    assert words(post.content) >= 500


def test_there_are_at_least_twelve_blogs() -> None:
    assert len(BLOGS) >= 12


def test_every_accordion_title_is_present_exactly_once_in_its_region() -> None:
    regions = {r["region"]: r for r in json.loads((SITE / "accordion.json").read_text())}
    assert list(regions) == list(ACCORDION)
    for region, titles in ACCORDION.items():
        panels = regions[region]["panels"]
        assert [p["title"] for p in panels] == titles, region
        for panel in panels:
            text = panel["content"]
            assert "About the condition" in text and "How physical therapy helps" in text
            assert "{{town}}" in text


def test_the_medical_facts_of_the_specification_are_in_the_condition_copy() -> None:
    regions = json.loads((SITE / "accordion.json").read_text())
    text = strip_tags(" ".join(p["content"] for r in regions for p in r["panels"]))
    for fact in ("8 weeks", "12", "16 weeks", "3", "6 months", "4", "a year", "6 weeks"):
        assert fact in text, fact


def test_testimonials_faqs_and_patient_information() -> None:
    testimonials = json.loads((SITE / "testimonials.json").read_text())
    assert len(testimonials) >= 40
    assert all(t["quote"] and t["author"] and t["profession"] for t in testimonials)
    faqs = json.loads((SITE / "faqs.json").read_text())
    assert len(faqs) == 8
    answers = strip_tags(" ".join(f["answer"] for f in faqs))
    for fact in (
        r"1 hour (and )?15 minutes",
        r"45 (to|-|\u2013) ?60 minutes",
        "September 1, 2019",
        r"arrive 15 minutes early",
    ):
        assert re.search(fact, answers), fact
    info = json.loads((SITE / "patient-info.json").read_text())
    assert len(info["firstVisit"]) == 9 and len(info["prepare"]) == 6
    plans = [p["plan"] for p in json.loads((SITE / "insurance.json").read_text())]
    assert plans == [
        "Medicare",
        "United Health Care Optum/Oxford",
        "Aetna",
        "Horizon BCBS",
        "Workers Comp",
        "Cigna",
        "Auto",
        "Tricare",
    ]
    positions = [p["title"] for p in json.loads((SITE / "positions.json").read_text())]
    assert positions == [
        "Physical Therapist",
        "Physical Therapist Assistant",
        "Therapy Technicians",
        "Rehab Aid",
        "Massage Therapist",
    ]
    team = json.loads((SITE / "team.json").read_text())
    assert len(team) == 2 and any(m["role"] == "Therapist & Admin" for m in team)


def test_legal_pages_state_what_the_specification_says() -> None:
    terms = strip_tags((SITE / "legal" / "terms-of-use.html").read_text())
    assert "Sept 12, 2018" in terms
    privacy = strip_tags((SITE / "legal" / "privacy-policy.html").read_text())
    assert "7 business days" in privacy and "13" in privacy
    disclaimer = (SITE / "legal" / "disclaimer.html").read_text()
    assert "mailto:{{email}}" in disclaimer


def test_no_placeholder_text_in_content_or_pages() -> None:
    files = [p for p in CONTENT.rglob("*") if p.suffix in (".html", ".json", ".yaml", ".md")]
    files += [p for p in (ROOT / "web" / "src").rglob("*") if p.suffix in (".ts", ".tsx", ".css")]
    files += [p for p in (ROOT / "email_templates").rglob("*") if p.is_file()]  # es/ too
    hits = [f"{p}: {m.group(0)}" for p in files for m in PLACEHOLDERS.finditer(p.read_text())]
    assert hits == []


def referenced_images() -> set[str]:
    found = {str(load(p).get("image")) for p in [*TREATMENTS, *BLOGS] if load(p).get("image")}
    services = yaml.safe_load((CONTENT / "services.yaml").read_text())
    found |= {s["image"] for s in services if s.get("image")}
    found |= {m["image"] for m in json.loads((SITE / "team.json").read_text())}
    pages = json.loads((SITE / "pages.json").read_text())
    found |= {f["image"] for f in pages["practice"]["facilityImages"]}
    for source in (ROOT / "web" / "src").rglob("*.ts*"):
        if ".test." in source.name:  # tests use made-up data of their own
            continue
        found |= set(re.findall(r"/documents/([\w./-]+\.(?:svg|png|pdf))", source.read_text()))
    profile = json.loads((CONTENT / "clinic.json").read_text())
    found.add(profile["intakeForm"]["path"])
    return found


def test_every_image_referenced_exists() -> None:
    missing = sorted(name for name in referenced_images() if not (DOCUMENTS / name).is_file())
    assert missing == []


def test_the_intake_form_is_a_real_pdf_with_the_sections_of_an_intake() -> None:
    from pypdf import PdfReader

    profile = json.loads((CONTENT / "clinic.json").read_text())
    pdf = DOCUMENTS / profile["intakeForm"]["path"]
    reader = PdfReader(pdf)
    assert 2 <= len(reader.pages) <= 4
    text = " ".join(page.extract_text() for page in reader.pages)
    text = " ".join(text.split())
    for expected in (
        profile["name"],
        "Patient Intake Form",
        "September 2025",
        "Insurance",
        "Emergency",
        "Medical",
        "Medication",
        "Signature",
    ):
        assert expected.lower() in text.lower(), expected
    assert reader.metadata is not None and "Intake" in str(reader.metadata.title)


def test_the_clinic_name_does_not_repeat_its_town() -> None:
    """Titles and copy say "{name} in {town}": a name that holds the town reads it twice."""
    clinic = json.loads((CONTENT / "clinic.json").read_text())
    assert clinic["town"].lower() not in clinic["name"].lower()
    assert clinic["town"].lower() not in clinic["shortName"].lower()

"""`clinic content load`: idempotent, updating in place, sanitising, refusing bad files."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import Engine
from sqlmodel import Session, select

from api.content import catalog
from api.content.loader import ContentError, current_version, load_content, parse_content
from api.core.db import make_engine
from api.core.migrations import upgrade
from api.core.models import Blog, Tariff, Timing, Treatment, TreatmentTranslation, Video
from tests.conftest import CONTENT

TREATMENT = """---
id: {id}
slug: {slug}
name: {name}
flag: W
type: 1
pagetitle: {name} Treatment
header: How we help with {name}.
keywords: {slug}, physical therapy
---
<h2>About {name}</h2>
<p>{body}</p>
"""

BLOG = """---
id: 1
slug: first-post
title: "A <em>first</em> post"
header: A first post
summary: What the first post is about.
keywords: first
date: 2026-01-02
---
<p>Call {{phone}} to book.</p>
"""


def write_treatment(folder: Path, id: int, slug: str, name: str, body: str = "Text.") -> Path:
    path = folder / "treatments" / f"{slug}.html"
    path.write_text(TREATMENT.format(id=id, slug=slug, name=name, body=body))
    return path


@pytest.fixture
def mini_content(tmp_path: Path) -> Path:
    """A small but complete content folder, with the shipped clinic profile."""
    root = tmp_path / "content"
    for folder in ("treatments", "blogs", "documents"):
        (root / folder).mkdir(parents=True)
    shutil.copy(CONTENT / "clinic.json", root / "clinic.json")
    write_treatment(root, 1, "neck-pain", "Neck Pain")
    write_treatment(root, 27, "view-more-conditions", "Conditions We Treat")
    (root / "blogs" / "first-post.html").write_text(BLOG)
    (root / "services.yaml").write_text(
        "- {id: 101, tariffId: 1, slug: massage-with-tens, name: Massage with TENS,"
        " period: 45 minutes, charges: 80, html: '<p>Relaxing.</p>'}\n"
    )
    (root / "videos.yaml").write_text(
        "- {id: 1, link: 'https://www.youtube.com/watch?v=abc', header: Neck stretches}\n"
    )
    (root / "timings.yaml").write_text(
        "- {id: 1, type: Physical Therapy, days: 'Mon,Tue', start: '09:00', end: '19:00'}\n"
    )
    return root


@pytest.fixture
def engine(fresh_database: str) -> Engine:
    upgrade(fresh_database)
    return make_engine(fresh_database)


def counts(engine: Engine) -> dict[str, int]:
    with Session(engine) as session:
        return {
            model.__name__: len(session.exec(select(model)).all())
            for model in (Treatment, Tariff, Blog, Video, Timing)
        }


def test_loading_twice_changes_nothing(engine: Engine, mini_content: Path) -> None:
    first = load_content(engine, mini_content)
    assert (first.created, first.updated, first.deleted) == (7, 0, 0)
    before = counts(engine)
    second = load_content(engine, mini_content)
    assert (second.created, second.updated, second.deleted, second.unchanged) == (0, 0, 0, 7)
    assert counts(engine) == before


def test_an_edited_file_updates_its_row(engine: Engine, mini_content: Path) -> None:
    load_content(engine, mini_content)
    write_treatment(mini_content, 1, "neck-pain", "Neck Pain and Whiplash", body="New text.")
    report = load_content(engine, mini_content)
    assert (report.created, report.updated) == (0, 1)
    with Session(engine) as session:
        row = session.get(Treatment, 1)
        assert row is not None
        assert row.name == "Neck Pain and Whiplash"
        assert "New text." in row.html


def test_a_removed_file_removes_its_row(engine: Engine, mini_content: Path) -> None:
    load_content(engine, mini_content)
    (mini_content / "treatments" / "neck-pain.html").unlink()
    assert load_content(engine, mini_content).deleted == 1
    with Session(engine) as session:
        assert session.get(Treatment, 1) is None


def test_tokens_are_filled_from_the_clinic_profile(engine: Engine, mini_content: Path) -> None:
    load_content(engine, mini_content)
    phone = json.loads((CONTENT / "clinic.json").read_text())["phones"][0]
    with Session(engine) as session:
        blog = session.get(Blog, 1)
        assert blog is not None
        assert f"Call {phone} to book." in blog.html
        assert blog.title == "A <em>first</em> post"


def test_scripts_handlers_and_javascript_links_never_reach_the_database(
    engine: Engine, mini_content: Path
) -> None:
    hostile = (
        '<script>alert(1)</script><img src="x.png" onerror="alert(2)">'
        '<a href="javascript:alert(3)">click</a><p onclick="alert(4)" style="color:red">kept</p>'
    )
    write_treatment(mini_content, 1, "neck-pain", "Neck Pain", body=hostile)
    load_content(engine, mini_content)
    with Session(engine) as session:
        row = session.get(Treatment, 1)
        assert row is not None
        html = row.html.lower()
    for forbidden in ("<script", "onerror", "onclick", "javascript:", "style=", "alert(1)"):
        assert forbidden not in html
    assert "kept" in html


@pytest.mark.parametrize(
    ("damage", "problem"),
    [
        (
            lambda root: write_treatment(root, 2, "neck-pain-2", "").write_text(
                (root / "treatments" / "neck-pain-2.html").read_text().replace("name: \n", "")
            ),
            "treatments/neck-pain-2.html: missing required field 'name'",
        ),
        (
            lambda root: write_treatment(root, 1, "back-pain", "Back Pain"),
            "duplicate treatment id '1'",
        ),
        (
            lambda root: (root / "timings.yaml").write_text(
                "- {id: 1, type: Yoga, days: 'Mon', start: '09:00', end: '19:00'}\n"
            ),
            "timings.yaml entry 1: type must be one of",
        ),
        (
            lambda root: (root / "blogs" / "first-post.html").write_text(
                BLOG.replace("date: 2026-01-02\n", "")
            ),
            "blogs/first-post.html: missing required field 'date'",
        ),
        (
            lambda root: (root / "blogs" / "first-post.html").write_text(
                BLOG.replace("{{phone}}", "{{fone}}")
            ),
            "unknown token {{fone}}",
        ),
    ],
)
def test_an_unsound_file_stops_the_load_and_loads_nothing(
    engine: Engine, mini_content: Path, damage, problem: str
) -> None:
    damage(mini_content)
    with pytest.raises(ContentError) as raised:
        load_content(engine, mini_content)
    assert any(problem in line for line in raised.value.problems), raised.value.problems
    assert all(count == 0 for count in counts(engine).values())


def test_a_duplicate_slug_is_refused(engine: Engine, mini_content: Path) -> None:
    text = (mini_content / "treatments" / "neck-pain.html").read_text()
    (mini_content / "treatments" / "neck-pain-again.html").write_text(
        text.replace("id: 1", "id: 5")
    )
    with pytest.raises(ContentError) as raised:
        load_content(engine, mini_content)
    assert "slug 'neck-pain' differs from the file name 'neck-pain-again'" in str(raised.value)
    assert counts(engine)["Treatment"] == 0


def test_the_command_names_the_file_and_exits_non_zero(
    fresh_database: str, mini_content: Path
) -> None:
    (mini_content / "videos.yaml").write_text("- {id: 1, header: No link}\n")
    env = {"DATABASE_URL": fresh_database, "CONTENT_DIR": str(mini_content), "PATH": ""}
    run = [sys.executable, "-m", "api.cli"]
    assert subprocess.run([*run, "db", "upgrade"], env=env, capture_output=True).returncode == 0
    result = subprocess.run([*run, "content", "load"], env=env, capture_output=True, text=True)
    assert result.returncode == 1
    assert "videos.yaml entry 1: missing required field 'link'" in result.stderr


# The Spanish edition (content/es/): each file joins its English twin.

SPANISH_TREATMENT = """---
name: Dolor de cuello
pagetitle: Tratamiento del dolor de cuello
header: Cómo le ayudamos con el dolor de cuello.
keywords: dolor de cuello, fisioterapia
---
<h2>Sobre el dolor de cuello</h2>
<p>Llame al {{phone}} para pedir una cita.</p>
"""
SPANISH_SERVICES = (
    "- {id: 101, name: Masaje con TENS, period: 45 minutos, html: '<p>Relajante.</p>'}\n"
)


@pytest.fixture
def with_spanish(mini_content: Path) -> Path:
    """The small content folder with Spanish text for neck pain and the one service."""
    (mini_content / "es" / "treatments").mkdir(parents=True)
    (mini_content / "es" / "treatments" / "neck-pain.html").write_text(SPANISH_TREATMENT)
    (mini_content / "es" / "services.yaml").write_text(SPANISH_SERVICES)
    return mini_content


def everything(engine: Engine) -> dict[str, list[dict[str, object]]]:
    """Every content row and the version loaded last: what a refused load must leave as it was."""
    with Session(engine) as session:
        rows = {
            model.__name__: sorted(
                (row.model_dump() for row in session.exec(select(model)).all()), key=repr
            )
            for model in (Treatment, TreatmentTranslation, Tariff, Blog, Video, Timing)
        }
        rows["version"] = [{"version": current_version(session)}]
    return rows


def test_the_spanish_edition_is_stored_beside_the_english_rows(
    engine: Engine, with_spanish: Path
) -> None:
    load_content(engine, with_spanish)
    phone = json.loads((CONTENT / "clinic.json").read_text())["phones"][0]
    with Session(engine) as session:
        neck = session.get(TreatmentTranslation, (1, "es"))
        service = session.get(TreatmentTranslation, (101, "es"))
        english = session.get(Treatment, 1)
    assert neck is not None and service is not None and english is not None
    assert (neck.name, neck.page_title, neck.keywords) == (
        "Dolor de cuello",
        "Tratamiento del dolor de cuello",
        "dolor de cuello, fisioterapia",
    )
    assert neck.header == "Cómo le ayudamos con el dolor de cuello."
    assert f"Llame al {phone} para pedir una cita." in neck.html  # tokens filled as in English
    assert (service.name, service.period, service.html) == (
        "Masaje con TENS",
        "45 minutos",
        "<p>Relajante.</p>",
    )
    assert (english.name, english.page_title) == ("Neck Pain", "Neck Pain Treatment")


def test_what_has_no_spanish_text_is_reported_and_answered_in_english(
    engine: Engine, with_spanish: Path
) -> None:
    (with_spanish / "es" / "services.yaml").write_text(
        "- {id: 101, name: Masaje con TENS, period: 45 minutos}\n"
    )
    report = load_content(engine, with_spanish)
    assert report.untranslated == ["treatments/view-more-conditions.html"]
    assert "in English only, with no Spanish text: treatments/view-more-conditions.html" in str(
        report
    )
    with Session(engine) as session:
        [conditions] = catalog.treatments(session, 27, "es")
        [service] = catalog.wellness_services(session, 101, False, "es")
    assert conditions.treatment_name == "Conditions We Treat"
    assert (service.treatment_name, service.html) == ("Masaje con TENS", "<p>Relaxing.</p>")


def test_the_shipped_spanish_edition_is_sound_and_translates_everything() -> None:
    parsed = parse_content(CONTENT)
    assert parsed.problems == []
    assert parsed.untranslated == []
    assert len(parsed.rows[TreatmentTranslation]) == len(parsed.rows[Treatment])


@pytest.mark.parametrize(
    ("damage", "problem"),
    [
        (
            lambda root: (root / "es" / "services.yaml").write_text(
                SPANISH_SERVICES.replace("id: 101", "id: 999")
            ),
            "es/services.yaml entry 1: id 999 is not a service in services.yaml",
        ),
        (
            lambda root: (root / "es" / "treatments" / "back-pain.html").write_text(
                SPANISH_TREATMENT
            ),
            "es/treatments/back-pain.html: there is no English treatments/back-pain.html",
        ),
        (
            lambda root: (root / "es" / "treatments" / "neck-pain.html").write_text(
                SPANISH_TREATMENT.replace(
                    "header: Cómo", "header: " + "Una descripción demasiado larga. " * 5 + "Cómo"
                )
            ),
            "es/treatments/neck-pain.html: field 'header' must be under 160 characters",
        ),
        (
            lambda root: (root / "es" / "treatments" / "neck-pain.html").write_text(
                SPANISH_TREATMENT.replace("name: Dolor de cuello\n", "")
            ),
            "es/treatments/neck-pain.html: missing required field 'name'",
        ),
        (
            lambda root: (root / "es" / "treatments" / "neck-pain.html").write_text(
                SPANISH_TREATMENT.replace("---\nname:", "---\nslug: cuello\nname:")
            ),
            "es/treatments/neck-pain.html: field 'slug' comes from the English file",
        ),
        (
            lambda root: (root / "es" / "services.yaml").write_text(
                SPANISH_SERVICES.replace("period: 45 minutos, ", "")
            ),
            "es/services.yaml entry 1: missing required field 'period'",
        ),
        (
            lambda root: (root / "es" / "treatments" / "neck-pain.html").write_text(
                SPANISH_TREATMENT.replace("{{phone}}", "{{telefono}}")
            ),
            "es/treatments/neck-pain.html: unknown token {{telefono}}",
        ),
    ],
)
def test_an_unsound_spanish_file_stops_the_load_and_changes_nothing(
    engine: Engine, with_spanish: Path, damage, problem: str
) -> None:
    load_content(engine, with_spanish)
    before = everything(engine)
    damage(with_spanish)
    with pytest.raises(ContentError) as raised:
        load_content(engine, with_spanish)
    assert any(line.startswith(problem) for line in raised.value.problems), raised.value.problems
    assert everything(engine) == before


def test_an_edited_spanish_file_updates_its_text_and_the_content_version(
    engine: Engine, with_spanish: Path
) -> None:
    first = load_content(engine, with_spanish)
    spanish = with_spanish / "es" / "treatments" / "neck-pain.html"
    spanish.write_text(SPANISH_TREATMENT.replace("Dolor de cuello\n", "Dolor de cuello y hombro\n"))
    second = load_content(engine, with_spanish)
    assert (second.created, second.updated, second.deleted) == (0, 1, 0)
    assert second.version != first.version
    with Session(engine) as session:
        assert current_version(session) == second.version
        text = session.get(TreatmentTranslation, (1, "es"))
        assert text is not None and text.name == "Dolor de cuello y hombro"
        english = session.get(Treatment, 1)
        assert english is not None and english.name == "Neck Pain"


def test_a_removed_spanish_file_removes_its_text(engine: Engine, with_spanish: Path) -> None:
    load_content(engine, with_spanish)
    (with_spanish / "es" / "treatments" / "neck-pain.html").unlink()
    report = load_content(engine, with_spanish)
    assert report.deleted == 1
    assert "treatments/neck-pain.html" in report.untranslated
    with Session(engine) as session:
        assert session.get(TreatmentTranslation, (1, "es")) is None
        [neck] = catalog.treatments(session, 1, "es")
    assert neck.treatment_name == "Neck Pain"

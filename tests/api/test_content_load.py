"""`clinic content load`: idempotent, updating in place, sanitising, refusing bad files."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import Engine
from sqlmodel import Session, select

from api.content.loader import ContentError, load_content
from api.core.db import make_engine
from api.core.migrations import upgrade
from api.core.models import Blog, Tariff, Timing, Treatment, Video
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

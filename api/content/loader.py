"""Loading the seed content under `content/` into the database.

Every file is read and checked first; only when all of them are sound is anything written, in
one transaction. Rows are upserted by their ids and rows whose file is gone are removed, so a
second load of unchanged files changes nothing. The load records the content's version (a digest
of every file under content/), which names the folder its pages are rendered into.

It is one file of about 300 lines on purpose: every content format (front matter, YAML lists,
tokens, images) and its checks read top to bottom in one place.
"""

import hashlib
import re
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

import frontmatter
import yaml
from sqlalchemy import Engine
from sqlmodel import Session, SQLModel, col, select

from api.content.sanitize import clean_html, clean_inline
from api.core.models import Blog, ContentRelease, Tariff, Timing, Treatment, Video, utcnow
from api.core.profile import load_profile

TOKEN = re.compile(r"\{\{\s*([a-z0-9_]+)\s*\}\}")
DAY_ABBREVIATIONS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
TIMING_TYPES = ("Physical Therapy", "Massage Therapy")
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
HHMM = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")


class ContentError(Exception):
    """One or more content files are unsound; nothing was loaded."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass
class LoadReport:
    version: str = ""
    created: int = 0
    updated: int = 0
    deleted: int = 0
    unchanged: int = 0

    def __str__(self) -> str:
        return (
            f"{self.created} created, {self.updated} updated, "
            f"{self.deleted} deleted, {self.unchanged} unchanged (version {self.version})"
        )


@dataclass
class _Parsed:
    rows: dict[type[SQLModel], list[SQLModel]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def add(self, row: SQLModel) -> None:
        self.rows.setdefault(type(row), []).append(row)


class _Reader:
    """Reads one source (a file, or an entry of a list file) and notes its problems."""

    def __init__(self, where: str, data: dict[str, Any], tokens: dict[str, str], out: _Parsed):
        self.where, self.data, self.tokens, self.out = where, data, tokens, out
        self.ok = True

    def problem(self, text: str) -> None:
        self.out.problems.append(f"{self.where}: {text}")
        self.ok = False

    def fill(self, text: str) -> str:
        def replace(match: re.Match[str]) -> str:
            name = match.group(1)
            if name not in self.tokens:
                self.problem(f"unknown token {{{{{name}}}}}")
                return match.group(0)
            return self.tokens[name]

        return TOKEN.sub(replace, text)

    def text(self, key: str, *, required: bool = True, limit: int = 500) -> str:
        value = self.data.get(key)
        if value is None or (isinstance(value, str) and not value.strip()):
            if required:
                self.problem(f"missing required field '{key}'")
            return ""
        if not isinstance(value, str | int | float):
            self.problem(f"field '{key}' must be text")
            return ""
        value = self.fill(str(value).strip())
        if len(value) > limit:
            self.problem(f"field '{key}' is longer than {limit} characters")
        return value

    def integer(self, key: str) -> int:
        value = self.data.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            self.problem(f"missing required field '{key}' (a whole number from 1)")
            return 0
        return value

    def number(self, key: str) -> float:
        value = self.data.get(key)
        if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
            self.problem(f"missing required field '{key}' (a number)")
            return 0.0
        return float(value)

    def slug(self, expected: str | None = None) -> str:
        value = self.text("slug", limit=120)
        if value and not SLUG.match(value):
            self.problem(f"slug '{value}' may hold only lower-case letters, digits and dashes")
        if value and expected and value != expected:
            self.problem(f"slug '{value}' differs from the file name '{expected}'")
        return value

    def image(self, key: str, documents: Path) -> str | None:
        value = self.text(key, required=False, limit=300)
        if value and not (documents / value).is_file():
            self.problem(f"image '{value}' is not in {documents.name}/")
        return value or None


def _read_front_matter(path: Path, out: _Parsed) -> tuple[dict[str, Any], str] | None:
    try:
        post = frontmatter.load(path)
    except (yaml.YAMLError, ValueError, UnicodeDecodeError) as error:
        out.problems.append(f"{path.name}: cannot be read ({error})")
        return None
    return dict(post.metadata), post.content


def _read_list(path: Path, out: _Parsed) -> list[dict[str, Any]]:
    if not path.is_file():
        out.problems.append(f"{path.name}: the file is missing")
        return []
    try:
        data = yaml.safe_load(path.read_text()) or []
    except yaml.YAMLError as error:
        out.problems.append(f"{path.name}: cannot be read ({error})")
        return []
    if not isinstance(data, list) or not all(isinstance(item, dict) for item in data):
        out.problems.append(f"{path.name}: must be a list of entries")
        return []
    return data


def parse_content(content_dir: Path) -> _Parsed:
    """Read and check every content file; the result holds rows or problems, never both."""
    out = _Parsed()
    tokens = load_profile(content_dir).tokens()
    documents = content_dir / "documents"

    for path in sorted((content_dir / "treatments").glob("*.html")):
        parsed = _read_front_matter(path, out)
        if parsed is None:
            continue
        meta, body = parsed
        r = _Reader(f"treatments/{path.name}", meta, tokens, out)
        flag = r.text("flag", limit=1)
        if flag and flag not in ("W", "H"):
            r.problem("flag must be W (What We Treat) or H (How We Treat)")
        row = Treatment(
            id=r.integer("id"),
            slug=r.slug(path.stem),
            name=r.text("name", limit=200),
            flag=flag,
            treatment_type_id=int(meta.get("type", 1) or 1),
            file_path=r.image("image", documents),
            page_title=r.text("pagetitle", limit=300),
            header=r.text("header", limit=500),
            keywords=r.text("keywords"),
            html=clean_html(r.fill(body)),
        )
        if not row.html:
            r.problem("the HTML body is empty")
        if r.ok:
            out.add(row)

    for index, entry in enumerate(_read_list(content_dir / "services.yaml", out), 1):
        r = _Reader(f"services.yaml entry {index}", entry, tokens, out)
        service = Treatment(
            id=r.integer("id"),
            slug=r.slug(),
            name=r.text("name", limit=200),
            flag=None,
            treatment_type_id=2,
            file_path=r.image("image", documents),
            page_title=r.text("name", limit=300),
            header=r.text("header", required=False),
            keywords=r.text("keywords", required=False),
            html=clean_html(r.fill(str(entry.get("html") or ""))),
        )
        tariff = Tariff(
            id=r.integer("tariffId"),
            treatment_id=service.id,
            period=r.text("period", limit=100),
            charges=r.number("charges"),
            admin_only=bool(entry.get("adminOnly", False)),
        )
        if r.ok:
            out.add(service)
            out.add(tariff)

    for path in sorted((content_dir / "blogs").glob("*.html")):
        parsed = _read_front_matter(path, out)
        if parsed is None:
            continue
        meta, body = parsed
        r = _Reader(f"blogs/{path.name}", meta, tokens, out)
        when = meta.get("date")
        if not isinstance(when, date):
            r.problem("missing required field 'date' (yyyy-mm-dd)")
            when = date.min
        blog = Blog(
            id=r.integer("id"),
            slug=r.slug(path.stem),
            title=clean_inline(r.text("title", limit=300)),
            image=r.image("image", documents),
            blog_date=when,
            header=r.text("header"),
            summary=r.text("summary", limit=1000),
            keywords=r.text("keywords"),
            html=clean_html(r.fill(body)),
        )
        if not blog.html:
            r.problem("the HTML body is empty")
        if r.ok:
            out.add(blog)

    for index, entry in enumerate(_read_list(content_dir / "videos.yaml", out), 1):
        r = _Reader(f"videos.yaml entry {index}", entry, tokens, out)
        link = r.text("link", limit=300)
        if link and not link.startswith("https://"):
            r.problem("link must start with https://")
        video = Video(id=r.integer("id"), link=link, header=r.text("header", limit=200))
        if r.ok:
            out.add(video)

    for index, entry in enumerate(_read_list(content_dir / "timings.yaml", out), 1):
        r = _Reader(f"timings.yaml entry {index}", entry, tokens, out)
        kind, days = r.text("type", limit=50), r.text("days", limit=60)
        start, end = r.text("start", limit=5), r.text("end", limit=5)
        if kind and kind not in TIMING_TYPES:
            r.problem(f"type must be one of {', '.join(TIMING_TYPES)}")
        if days and not all(d in DAY_ABBREVIATIONS for d in days.split(",")):
            r.problem(f"days must be abbreviations from {','.join(DAY_ABBREVIATIONS)}")
        for key, value in (("start", start), ("end", end)):
            if value and not HHMM.match(value):
                r.problem(f"{key} must be a 24-hour time HH:MM")
        timing = Timing(
            id=r.integer("id"), type_name=kind, days=days, start_time=start, end_time=end
        )
        if r.ok:
            out.add(timing)

    _check_unique(out)
    return out


def _check_unique(out: _Parsed) -> None:
    for model, rows in out.rows.items():
        name = model.__name__.lower()
        for key in ("id", "slug"):
            seen: set[Any] = set()
            for row in rows:
                value = getattr(row, key, None)
                if value is None:
                    continue
                if value in seen:
                    out.problems.append(f"duplicate {name} {key} '{value}'")
                seen.add(value)


# Children before parents when deleting, parents before children when inserting.
_ORDER: tuple[type[SQLModel], ...] = (Treatment, Tariff, Blog, Video, Timing)


def content_version(content_dir: Path) -> str:
    """A digest of every file under `content_dir`, by name and bytes: same files, same version."""
    digest = hashlib.sha256()
    for path in sorted(p for p in content_dir.rglob("*") if p.is_file()):
        digest.update(path.relative_to(content_dir).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def current_version(session: Session) -> str | None:
    """The version of the content loaded last."""
    newest = select(ContentRelease.version).order_by(col(ContentRelease.loaded_at).desc())
    return session.exec(newest.limit(1)).first()


def load_content(engine: Engine, content_dir: Path) -> LoadReport:
    parsed = parse_content(content_dir)
    if parsed.problems:
        raise ContentError(parsed.problems)
    report = LoadReport(version=content_version(content_dir))
    with Session(engine) as session:
        for model in reversed(_ORDER):
            keep = {row.id for row in parsed.rows.get(model, [])}  # type: ignore[attr-defined]
            for stale in session.exec(select(model)).all():
                if stale.id not in keep:  # type: ignore[attr-defined]
                    session.delete(stale)
                    report.deleted += 1
        session.flush()
        for model in _ORDER:
            for row in parsed.rows.get(model, []):
                existing = session.get(model, row.id)  # type: ignore[attr-defined]
                if existing is None:
                    session.add(row)
                    report.created += 1
                    continue
                values = row.model_dump()
                if existing.model_dump() == values:
                    report.unchanged += 1
                    continue
                for key, value in values.items():
                    setattr(existing, key, value)
                report.updated += 1
            session.flush()
        release = session.get(ContentRelease, report.version) or ContentRelease(
            version=report.version
        )
        release.loaded_at = utcnow()
        session.add(release)
        session.commit()
    return report

"""Loading the seed content under `content/` into the database.

Every file is read and checked first; only when all of them are sound is anything written, in
one transaction. Rows are upserted by their ids and rows whose file is gone are removed, so a
second load of unchanged files changes nothing. The load records the content's version (a digest
of every file under content/), which names the folder its pages are rendered into.

The Spanish edition (`content/es/`) is read beside the English files: each Spanish text joins
its English row (a treatment by its file name, a wellness service by its id) and is stored apart
from it, so the English rows are the same whether or not a translation exists. A treatment or
service without Spanish text is served in English, and the report names it.

It is one file of about 450 lines on purpose: every content format (front matter, YAML lists,
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
from sqlalchemy import inspect as sa_inspect
from sqlmodel import Session, SQLModel, col, select

from api.content.sanitize import clean_html, clean_inline
from api.core.languages import SPANISH
from api.core.models import (
    Blog,
    ContentRelease,
    Tariff,
    Timing,
    Treatment,
    TreatmentTranslation,
    Video,
    utcnow,
)
from api.core.profile import load_profile

TOKEN = re.compile(r"\{\{\s*([a-z0-9_]+)\s*\}\}")
DAY_ABBREVIATIONS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
TIMING_TYPES = ("Physical Therapy", "Massage Therapy")
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
HHMM = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")
# What a Spanish file may hold; everything else comes from its English twin.
SPANISH_TREATMENT_FIELDS = ("name", "pagetitle", "header", "keywords")
SPANISH_SERVICE_FIELDS = ("id", "name", "period", "html")
META_DESCRIPTION_LIMIT = 160  # characters: search engines cut a longer description short


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
    # Files and entries with no Spanish text: Spanish callers get their English text.
    untranslated: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        text = (
            f"{self.created} created, {self.updated} updated, "
            f"{self.deleted} deleted, {self.unchanged} unchanged (version {self.version})"
        )
        if self.untranslated:
            text += f"; in English only, with no Spanish text: {', '.join(self.untranslated)}"
        return text


@dataclass
class _Parsed:
    rows: dict[type[SQLModel], list[SQLModel]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    untranslated: list[str] = field(default_factory=list)

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

    def only(self, allowed: tuple[str, ...]) -> None:
        for key in self.data:
            if key not in allowed:
                self.problem(
                    f"field '{key}' comes from the English file; this one holds only "
                    + ", ".join(allowed)
                )

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


def _read_front_matter(
    path: Path, out: _Parsed, where: str | None = None
) -> tuple[dict[str, Any], str] | None:
    try:
        post = frontmatter.load(path)
    except (yaml.YAMLError, ValueError, UnicodeDecodeError) as error:
        out.problems.append(f"{where or path.name}: cannot be read ({error})")
        return None
    return dict(post.metadata), post.content


def _read_list(path: Path, out: _Parsed, where: str | None = None) -> list[dict[str, Any]]:
    where = where or path.name
    if not path.is_file():
        out.problems.append(f"{where}: the file is missing")
        return []
    try:
        data = yaml.safe_load(path.read_text()) or []
    except yaml.YAMLError as error:
        out.problems.append(f"{where}: cannot be read ({error})")
        return []
    if not isinstance(data, list) or not all(isinstance(item, dict) for item in data):
        out.problems.append(f"{where}: must be a list of entries")
        return []
    return data


def parse_content(content_dir: Path) -> _Parsed:
    """Read and check every content file; the result holds rows or problems, never both."""
    out = _Parsed()
    tokens = load_profile(content_dir).tokens()
    documents = content_dir / "documents"
    # The English rows the Spanish edition joins: treatment pages by file name, services by id.
    pages: dict[str, Treatment] = {}
    services: dict[int, Treatment] = {}

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
            pages[path.stem] = row

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
            services[service.id] = service

    _parse_spanish(content_dir, tokens, pages, services, out)

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


def _parse_spanish(
    content_dir: Path,
    tokens: dict[str, str],
    pages: dict[str, Treatment],
    services: dict[int, Treatment],
    out: _Parsed,
) -> None:
    """The Spanish texts of `content/es/`, checked like the English files they join."""
    spanish = content_dir / SPANISH
    translated: set[int] = set()

    for path in sorted((spanish / "treatments").glob("*.html")):
        where = f"{SPANISH}/treatments/{path.name}"
        if not (content_dir / "treatments" / path.name).is_file():
            out.problems.append(f"{where}: there is no English treatments/{path.name} to translate")
            continue
        parsed = _read_front_matter(path, out, where)
        if parsed is None:
            continue
        meta, body = parsed
        r = _Reader(where, meta, tokens, out)
        r.only(SPANISH_TREATMENT_FIELDS)
        english = pages.get(path.stem)
        row = TreatmentTranslation(
            treatment_id=english.id if english else 0,
            language=SPANISH,
            name=r.text("name", limit=200),
            page_title=r.text("pagetitle", limit=300),
            header=r.text("header"),
            keywords=r.text("keywords"),
            html=clean_html(r.fill(body)),
        )
        if len(row.header) >= META_DESCRIPTION_LIMIT:
            r.problem(
                f"field 'header' must be under {META_DESCRIPTION_LIMIT} characters "
                f"(it has {len(row.header)})"
            )
        if not row.html:
            r.problem("the HTML body is empty")
        if r.ok and english is not None:  # an unsound English twin has its own problem
            out.add(row)
            translated.add(english.id)

    list_file = spanish / "services.yaml"
    entries = _read_list(list_file, out, f"{SPANISH}/services.yaml") if list_file.is_file() else []
    for index, entry in enumerate(entries, 1):
        r = _Reader(f"{SPANISH}/services.yaml entry {index}", entry, tokens, out)
        r.only(SPANISH_SERVICE_FIELDS)
        service_id = r.integer("id")
        if service_id and service_id not in services:
            r.problem(f"id {service_id} is not a service in services.yaml")
        elif service_id in translated:
            r.problem(f"id {service_id} is translated twice")
        name = r.text("name", limit=200)
        row = TreatmentTranslation(
            treatment_id=service_id,
            language=SPANISH,
            name=name,
            page_title=name,  # as in English: a service's title is its name
            period=r.text("period", limit=100),
            html=clean_html(r.fill(str(entry.get("html") or ""))),
        )
        if r.ok:
            out.add(row)
            translated.add(service_id)

    out.untranslated = [
        f"treatments/{slug}.html" for slug, row in pages.items() if row.id not in translated
    ] + [f"services.yaml id {i}" for i in services if i not in translated]


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
_ORDER: tuple[type[SQLModel], ...] = (Treatment, TreatmentTranslation, Tariff, Blog, Video, Timing)


def _key(row: SQLModel) -> tuple[Any, ...]:
    """The row's primary key, as `Session.get` takes it (a translation's has two columns)."""
    return tuple(getattr(row, column.name) for column in sa_inspect(type(row)).primary_key)


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
    report = LoadReport(version=content_version(content_dir), untranslated=parsed.untranslated)
    with Session(engine) as session:
        for model in reversed(_ORDER):
            keep = {_key(row) for row in parsed.rows.get(model, [])}
            for stale in session.exec(select(model)).all():
                if _key(stale) not in keep:
                    session.delete(stale)
                    report.deleted += 1
        session.flush()
        for model in _ORDER:
            for row in parsed.rows.get(model, []):
                existing = session.get(model, _key(row))
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

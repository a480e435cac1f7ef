"""Read-only queries over the loaded content, shaped as the site's answers.

A call in another language than English reads the same rows and lays each one's translation
over its texts (`_in_language`); an English call reads nothing more.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from threading import Lock

from cachetools import TTLCache
from sqlmodel import Session, col, select

from api.content.schemas import (
    BlogOut,
    TariffOut,
    TimingOut,
    TreatmentOut,
    VideoOut,
    WellnessServiceOut,
)
from api.core.languages import ENGLISH, Language
from api.core.models import Blog, Tariff, Timing, Treatment, TreatmentTranslation, Video

PHYSICAL_THERAPY = 1
MASSAGE_AND_WELLNESS = 2
# A treatment's texts a translation holds, by the same names on both tables.
TRANSLATED = ("name", "page_title", "header", "keywords", "html")


def _translations(
    session: Session, ids: Sequence[int], language: Language
) -> dict[int, TreatmentTranslation]:
    query = select(TreatmentTranslation).where(
        TreatmentTranslation.language == language,
        col(TreatmentTranslation.treatment_id).in_(ids),
    )
    return {text.treatment_id: text for text in session.exec(query).all()}


def _translated(row: Treatment, text: TreatmentTranslation | None) -> Treatment:
    """A detached copy of the row with the translation's texts; English where it has none."""
    if text is None:
        return row
    texts = {name: getattr(text, name) or getattr(row, name) for name in TRANSLATED}
    return Treatment.model_validate({**row.model_dump(), **texts})


def name_in(session: Session, treatment_id: int, english: str, language: Language) -> str:
    """A treatment's name in `language` (for a patient's email): its translation's, else
    `english`, the name the request stored."""
    if language == ENGLISH or not treatment_id:
        return english
    text = _translations(session, [treatment_id], language).get(treatment_id)
    return (text.name if text else "") or english


def _in_language(
    session: Session, rows: Sequence[Treatment], language: Language
) -> Sequence[Treatment]:
    if language == ENGLISH or not rows:
        return rows
    texts = _translations(session, [row.id for row in rows], language)
    return [_translated(row, texts.get(row.id)) for row in rows]


def treatments(
    session: Session, treatment_id: int, language: Language = ENGLISH
) -> list[TreatmentOut]:
    """0 gives every treatment without bodies (menus, lists, sitemap); any other id, that one."""
    if treatment_id == 0:
        rows = session.exec(select(Treatment).order_by(col(Treatment.id))).all()
        return [
            TreatmentOut.model_validate(row).model_copy(update={"html": None})
            for row in _in_language(session, rows, language)
        ]
    row = session.get(Treatment, treatment_id)
    found = _in_language(session, [row] if row else [], language)
    return [TreatmentOut.model_validate(row) for row in found]


def treatment_by_slug(
    session: Session, slug: str, language: Language = ENGLISH
) -> TreatmentOut | None:
    row = session.exec(select(Treatment).where(Treatment.slug == slug)).first()
    found = _in_language(session, [row] if row else [], language)
    return TreatmentOut.model_validate(found[0]) if found else None


def blogs(session: Session, comment_id: int) -> list[BlogOut]:
    """0 gives every blog, newest first, without bodies; any other id, that one with its body."""
    if comment_id == 0:
        query = select(Blog).order_by(col(Blog.blog_date).desc(), col(Blog.id).desc())
        rows = session.exec(query).all()
        return [BlogOut.model_validate(row).model_copy(update={"response": None}) for row in rows]
    row = session.get(Blog, comment_id)
    return [BlogOut.model_validate(row)] if row else []


def blog_by_slug(session: Session, slug: str) -> BlogOut | None:
    row = session.exec(select(Blog).where(Blog.slug == slug)).first()
    return BlogOut.model_validate(row) if row else None


def videos(session: Session, video_id: int) -> list[VideoOut]:
    query = select(Video).order_by(col(Video.id))
    if video_id:
        query = query.where(Video.id == video_id)
    return [VideoOut.model_validate(row) for row in session.exec(query).all()]


@dataclass(frozen=True)
class TariffRow:
    """A tariff and the treatment it belongs to: what both tariff answers are read from."""

    tariff: Tariff
    treatment: Treatment


def _tariff_rows(
    session: Session, tariff_id: int, include_admin_only: bool, language: Language
) -> list[TariffRow]:
    query = (
        select(Tariff, Treatment)
        .join(Treatment, col(Tariff.treatment_id) == col(Treatment.id))
        .order_by(col(Tariff.id))
    )
    if tariff_id:
        query = query.where(Tariff.id == tariff_id)
    if not include_admin_only:
        query = query.where(col(Tariff.admin_only).is_(False))
    found = session.exec(query).all()
    if language == ENGLISH or not found:
        return [TariffRow(tariff, treatment) for tariff, treatment in found]
    # A service's period is its tariff's, translated with the service (content/es/services.yaml).
    texts = _translations(session, [treatment.id for _, treatment in found], language)
    rows = []
    for tariff, treatment in found:
        text = texts.get(treatment.id)
        if text is not None and text.period:
            tariff = Tariff.model_validate({**tariff.model_dump(), "period": text.period})
        rows.append(TariffRow(tariff, _translated(treatment, text)))
    return rows


def tariffs(
    session: Session, tariff_id: int, visible_to_admin: bool, language: Language = ENGLISH
) -> list[TariffOut]:
    """The services a patient may request; admin-only tariffs only when asked for as admin."""
    rows = _tariff_rows(session, tariff_id, visible_to_admin, language)
    return [TariffOut.model_validate(row) for row in rows]


def wellness_services(
    session: Session, treatment_id: int, visible_to_admin: bool, language: Language = ENGLISH
) -> list[WellnessServiceOut]:
    rows = _tariff_rows(session, 0, visible_to_admin, language)
    return [
        WellnessServiceOut.model_validate(row)
        for row in rows
        if row.treatment.treatment_type_id == MASSAGE_AND_WELLNESS
        and treatment_id in (0, row.treatment.id)
    ]


def timings(session: Session, time_id: int) -> list[TimingOut]:
    query = select(Timing).order_by(col(Timing.id))
    if time_id:
        query = query.where(Timing.id == time_id)
    return [TimingOut.model_validate(row) for row in session.exec(query).all()]


@dataclass(frozen=True)
class Requestable:
    """What an appointment request may name: a treatment, and the tariffs that belong to it."""

    name: str
    tariff_ids: frozenset[int]


_requestable_lock = Lock()
_requestable: dict[float, TTLCache[str, dict[int, Requestable]]] = {}


def requestable_treatments(session: Session, max_age: float) -> dict[int, Requestable]:
    """Every treatment by id, read again when older than `max_age` seconds (content changes
    only when it is loaded; the submit path should not ask the database every time)."""
    if max_age <= 0:
        return _read_requestable(session)
    with _requestable_lock:
        cache = _requestable.setdefault(max_age, TTLCache(maxsize=1, ttl=max_age))
        found = cache.get("all")
        if found is None:
            found = cache["all"] = _read_requestable(session)
        return found


def _read_requestable(session: Session) -> dict[int, Requestable]:
    tariffs: dict[int, set[int]] = {}
    for tariff_id, treatment_id in session.exec(select(Tariff.id, Tariff.treatment_id)).all():
        tariffs.setdefault(treatment_id, set()).add(tariff_id)
    rows = session.exec(select(Treatment.id, Treatment.name)).all()
    return {i: Requestable(n, frozenset(tariffs.get(i, ()))) for i, n in rows}

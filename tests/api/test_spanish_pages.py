"""The Spanish edition: every page under /es/, rendered whole in Spanish, each page naming its
twin in the other language (hreflang) as the sitemap does."""

import html
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.core.profile import get_profile
from api.core.settings import get_settings
from tests.api.test_rendered_pages import root_of
from tests.conftest import CONTENT

ROOT = Path(__file__).resolve().parents[2]
CATALOG = ROOT / "web" / "src" / "locales" / "es" / "messages.po"


def catalog_pairs() -> dict[str, str]:
    """The interface's strings: English (msgid) → Spanish (msgstr)."""
    pairs: dict[str, str] = {}
    for entry in CATALOG.read_text().split("\n\n"):
        found = {
            key: "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', value))
            for key, value in re.findall(
                r'^(msgid|msgstr) ((?:"(?:[^"\\]|\\.)*"\n?)+)', entry, re.M
            )
        }
        if found.get("msgid"):
            pairs[found["msgid"].replace('\\"', '"')] = found.get("msgstr", "").replace('\\"', '"')
    return pairs


class VisibleText(HTMLParser):
    """The text a reader sees, leaving out what is marked in another language (on a Spanish
    page, lang="en": the language-help notice's English line, blog posts) and what is never
    shown (scripts, styles). `parts` are its text nodes."""

    HIDDEN = {"script", "style", "template", "noscript"}
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source"}

    def __init__(self, other_language: str = "en") -> None:
        super().__init__()
        self.other_language = other_language
        self.skipping: list[bool] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        outer = bool(self.skipping and self.skipping[-1])
        other = ("lang", self.other_language) in attrs
        self.skipping.append(outer or tag in self.HIDDEN or other)

    def handle_endtag(self, tag: str) -> None:
        if tag not in self.VOID and self.skipping:
            self.skipping.pop()

    def handle_data(self, data: str) -> None:
        text = " ".join(data.split())
        if text and not (self.skipping and self.skipping[-1]):
            self.parts.append(text)


def text_nodes(fragment: str, other_language: str = "en") -> list[str]:
    parser = VisibleText(other_language)
    parser.feed(fragment)
    return parser.parts


def visible_text(fragment: str) -> str:
    return " ".join(text_nodes(fragment))


def kept_as_written() -> str:
    """What the Spanish edition writes as English does (names of people, plans, places, the
    clinic's profile): all its files and the profile, as one text."""
    files = [CONTENT / "clinic.json", *sorted((CONTENT / "es").rglob("*.*"))]
    return html.unescape("\n".join(path.read_text() for path in files))


def english_strings() -> list[str]:
    """The English catalog's sentences that Spanish never shares: several words, translated
    into something else. (A placeholder splits a message into its literal runs.)"""
    found = set()
    for english, spanish in catalog_pairs().items():
        if english == spanish:
            continue
        for run in re.split(r"\{[^}]*\}", english):
            run = run.strip(" .,:;()")
            if len(run.split()) >= 2 and run not in spanish:
                found.add(run)
    return sorted(found)


def site() -> str:
    return get_settings().public_url


def sitemap_addresses(client: TestClient) -> list[str]:
    sitemap = client.get("/sitemap.xml").text
    return [
        html.unescape(loc).removeprefix(site())
        for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)
    ]


def alternates_of(page: str) -> dict[str, str]:
    links = re.findall(r'<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/?>', page)
    return {language: html.unescape(href) for language, href in links}


def test_every_interface_string_has_its_spanish() -> None:
    missing = [english for english, spanish in catalog_pairs().items() if not spanish]
    assert not missing


@pytest.mark.usefixtures("rendered_pages")
def test_every_spanish_page_is_rendered_in_spanish_with_no_english_left(
    client: TestClient,
) -> None:
    english = english_strings()
    kept = kept_as_written()
    names = (get_profile().name, get_profile().shortName)
    spanish_pages = [a for a in sitemap_addresses(client) if a.startswith("/es/")]
    assert len(spanish_pages) > 60
    for address in [*spanish_pages, "/es/error", "/es/page-not-found"]:
        page = client.get(address)
        assert page.status_code == (404 if "not-found" in address else 200), address
        assert page.text.startswith('<!doctype html>\n<html lang="es">'), address
        title = re.search(r"<title>([^<]+)</title>", page.text)
        english_title = re.search(r"<title>([^<]+)</title>", client.get(address[3:]).text)
        assert title and english_title and title.group(1) != english_title.group(1), address
        text = visible_text(root_of(page.text))
        assert len(text) > 200, address  # the content is in the first HTML
        for name in names:  # the clinic's name stays as it is ("… Physical Therapy")
            text = text.replace(name, "")
        left = [string for string in english if string in text]
        assert not left, f"{address} shows English: {left}"
        # Nor a sentence of the English page that no Spanish file writes so (a string the
        # catalog never got).
        twin = set(text_nodes(root_of(client.get(address[3:]).text), other_language="es"))
        same = [
            node
            for node in text_nodes(root_of(page.text))
            if node in twin and len(re.findall(r"[A-Za-z]{2,}", node)) >= 2 and node not in kept
        ]
        assert not same, f"{address} shows the English page's words: {same}"


@pytest.mark.usefixtures("rendered_pages")
def test_every_page_names_itself_in_both_languages_and_its_twin_names_it_back(
    client: TestClient,
) -> None:
    addresses = sitemap_addresses(client)
    assert len([a for a in addresses if a.startswith("/es/")]) * 2 == len(addresses)
    heads = {address: client.get(address).text for address in addresses}
    for address, page in heads.items():
        alternates = alternates_of(page)
        assert set(alternates) == {"en", "es", "x-default"}, address
        canonical = re.search(r'<link rel="canonical" href="([^"]+)"', page)
        assert canonical and html.unescape(canonical.group(1)) == site() + address
        assert site() + address in (alternates["en"], alternates["es"])
        assert alternates["x-default"] == alternates["en"]
        for twin in (alternates["en"], alternates["es"]):
            twin_address = twin.removeprefix(site())
            assert twin_address in heads, twin_address  # the sitemap lists it too
            assert alternates_of(heads[twin_address]) == alternates, twin_address


@pytest.mark.usefixtures("rendered_pages")
def test_the_spanish_edition_has_its_own_root_not_found_and_assets(client: TestClient) -> None:
    moved = client.get("/es", follow_redirects=False)
    assert moved.status_code == 301 and moved.headers["location"] == "/es/home"
    missing = client.get("/es/no-such-page")
    assert missing.status_code == 404
    assert '<html lang="es">' in missing.text and "Página no encontrada" in missing.text
    page = client.get("/es/home").text
    script = re.search(r"(/es/assets/index-[^\"&]+\.js)", page)
    assert script, "the Spanish page loads the Spanish build"
    asset = client.get(script.group(1))
    assert asset.status_code == 200 and "immutable" in asset.headers["cache-control"]
    # No automatic move by the browser's language: a visitor gets the address it asked for.
    english = client.get("/home", headers={"Accept-Language": "es-US,es;q=0.9"})
    assert english.status_code == 200 and '<html lang="en">' in english.text

"""The Spanish edition: every page under /es/, rendered whole in Spanish, each page naming its
twin in the other language (hreflang) as the sitemap does."""

import html
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.core.settings import get_settings
from tests.api.test_rendered_pages import root_of

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
    """The text a reader sees, leaving out what is marked English (lang="en": the language-help
    notice's English line, blog posts) and what is never shown (scripts, styles)."""

    HIDDEN = {"script", "style", "template", "noscript"}
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source"}

    def __init__(self) -> None:
        super().__init__()
        self.skipping: list[bool] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        outer = bool(self.skipping and self.skipping[-1])
        self.skipping.append(outer or tag in self.HIDDEN or ("lang", "en") in attrs)

    def handle_endtag(self, tag: str) -> None:
        if tag not in self.VOID and self.skipping:
            self.skipping.pop()

    def handle_data(self, data: str) -> None:
        if not (self.skipping and self.skipping[-1]):
            self.parts.append(data)


def visible_text(fragment: str) -> str:
    parser = VisibleText()
    parser.feed(fragment)
    return re.sub(r"\s+", " ", " ".join(parser.parts))


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
    spanish_pages = [a for a in sitemap_addresses(client) if a.startswith("/es/")]
    assert len(spanish_pages) > 60
    for address in spanish_pages:
        page = client.get(address)
        assert page.status_code == 200, address
        assert page.text.startswith('<!doctype html>\n<html lang="es">'), address
        title = re.search(r"<title>([^<]+)</title>", page.text)
        english_title = re.search(r"<title>([^<]+)</title>", client.get(address[3:]).text)
        assert title and english_title and title.group(1) != english_title.group(1), address
        text = visible_text(root_of(page.text))
        assert len(text) > 200, address  # the content is in the first HTML
        left = [string for string in english if string in text]
        assert not left, f"{address} shows English: {left}"


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

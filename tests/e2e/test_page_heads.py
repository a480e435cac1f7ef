"""A page's head is defined once, by its screen (web/src/app/PageHead.tsx): the head of every
document the server sends is the one the app declares for that page when it draws it itself,
from the API's data, after a navigation in the browser. Every treatment, wellness service and
blog post, and every route of the table, is checked."""

import contextlib
import json
import re
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page

from tests.conftest import CONTENT
from tests.e2e.conftest import open_app

# Each language's pages, its home (an app in that language navigates among them), the route
# names and the title's suffix.
LANGUAGES = {
    "": ("/home", CONTENT / "site", "Mill Pond Physical Therapy in Willow Falls"),
    "/es": ("/es/home", CONTENT / "es" / "site", "Mill Pond Physical Therapy en Willow Falls"),
}


def names_of(site_dir: Path) -> dict[str, str]:
    routes = json.loads((site_dir / "routes.json").read_text())["routes"]
    return {f"/{route['path']}": route["name"] for route in routes}


def language_of(address: str) -> str:
    return "/es" if address.startswith("/es/") else ""


# What a head says, read the same way from the document the server sent and from the live page.
HEAD_OF = """(doc) => {
  const all = (selector, read) => [...doc.querySelectorAll(selector)].map(read);
  return {
    title: all('title', (e) => e.textContent),
    description: all('meta[name="description"]', (e) => e.content),
    keywords: all('meta[name="keywords"]', (e) => e.content),
    canonical: all('link[rel="canonical"]', (e) => e.getAttribute('href')),
    alternates: all('link[rel="alternate"]', (e) => `${e.hreflang} ${e.getAttribute('href')}`),
    openGraph: all('meta[property^="og:"]', (e) => `${e.getAttribute('property')} ${e.content}`),
    jsonLd: all('script[type="application/ld+json"]', (e) => JSON.parse(e.textContent)),
  };
}"""
SERVED_HEAD_OF = f"(html) => ({HEAD_OF})(new DOMParser().parseFromString(html, 'text/html'))"
NAVIGATE = """(address) => {
  history.pushState(null, '', address);
  dispatchEvent(new PopStateEvent('popstate'));
}"""


def item_addresses(site: str) -> list[str]:
    """Every treatment and blog (from the sitemap, blogs also by name) and every wellness service
    (from the wellness programs page's links)."""
    sitemap = httpx.get(f"{site}/sitemap.xml").text
    listed = [loc.removeprefix(site) for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)]
    items = [a for a in listed if "?slug=" in a]
    blogs = [a.replace("/recent-blog?slug=", "/recent-blog/") for a in items if "blog" in a]
    services = httpx.get(f"{site}/wellness-programs-with-therapeutic-massage").text
    wellness = sorted(set(re.findall(r'href="(/wellness\?id=[^"]+)"', services)))
    wellness += [f"/es{address}" for address in wellness]
    assert len(items) > 30 and wellness, "the shipped content has treatments, blogs and services"
    return [*items, *blogs, *wellness]


def served_head(page: Page, site: str, address: str) -> dict:
    return page.evaluate(SERVED_HEAD_OF, httpx.get(site + address).text)


def drawn_head(page: Page, address: str, served: dict) -> dict:
    """The head the app declares once it has drawn `address` after a navigation in the browser
    (the page the server sent was another): waited for until it is the served one, since the
    title alone can be the last page's too (/page-not-found, then /not-found)."""
    page.evaluate(NAVIGATE, address)
    with contextlib.suppress(Exception):  # on a timeout, the comparison says what differs
        page.wait_for_function(
            f"(served) => JSON.stringify(({HEAD_OF})(document)) === JSON.stringify(served)",
            arg=served,
            timeout=30_000,  # a screen's code loads on demand: slow on a host running every suite
        )
    return page.evaluate(f"({HEAD_OF})(document)")


# A language a test: the items of both took 95 s on a quiet host and over 300 s beside the
# parallel suites on a slow one.
@pytest.mark.parametrize("prefix", LANGUAGES, ids=["en", "es"])
def test_the_head_of_every_item_page_is_the_one_its_screen_declares(
    page: Page, site: str, prefix: str
) -> None:
    open_app(page, LANGUAGES[prefix][0])
    for address in [a for a in item_addresses(site) if language_of(a) == prefix]:
        served = served_head(page, site, address)
        assert len(served["title"]) == 1 and len(served["canonical"]) == 1, address
        assert served["canonical"] == [site + address], address
        assert served["description"][0] and served["jsonLd"], address
        assert len(served["alternates"]) == 3, address  # en, es, x-default
        assert drawn_head(page, address, served) == served, address


def test_the_head_of_every_route_is_the_one_its_screen_declares(page: Page, site: str) -> None:
    for prefix, (_, site_dir, suffix) in LANGUAGES.items():
        open_app(page, f"{prefix}/contact-us")
        for path, name in names_of(site_dir).items():
            if path in ("/recent-blog", "/wellness"):  # these show one item: checked above
                continue
            address = prefix + path
            served = served_head(page, site, address)
            assert served["title"] == [f"{name} | {suffix}"], address
            assert drawn_head(page, address, served) == served, address


def test_a_page_keeps_the_head_it_came_with_as_the_app_starts_on_it(page: Page, site: str) -> None:
    """Hydration takes the head the document brought: nothing added, nothing doubled."""
    for address in ("/what-we-treat?slug=tmj-dysfunction", "/recent-blog/tech-neck-and-screens"):
        served = served_head(page, site, address)
        open_app(page, address)
        assert page.evaluate(f"({HEAD_OF})(document)") == served

"""The sitemap: every page worth finding, in each language, with the day a blog was written."""

import html
from datetime import date
from urllib.parse import quote

from sqlmodel import Session

from api.content import catalog
from api.core.languages import LANGUAGES, prefix_of


def listed_pages(session: Session, route_paths: list[str]) -> list[tuple[str, date | None]]:
    """Every page the sitemap lists, by address, with the day a blog entry was written."""
    pages: list[tuple[str, date | None]] = [(f"/{path}", None) for path in route_paths]
    for treatment in catalog.treatments(session, 0):
        if treatment.flag in ("W", "H"):
            page = "what-we-treat" if treatment.flag == "W" else "how-we-treat"
            pages.append((f"/{page}?slug={quote(treatment.slug)}", None))
    for blog in catalog.blogs(session, 0):
        pages.append((f"/recent-blog?slug={quote(blog.slug)}", blog.blog_date))
    return pages


def sitemap_xml(site_url: str, pages: list[tuple[str, date | None]]) -> str:
    """Every page in every language, each listing its address in all of them (hreflang, as the
    pages' heads do: web/src/app/PageHead.tsx), English as the default."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
        ' xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ]
    for address, modified in pages:
        last = f"<lastmod>{modified.isoformat()}</lastmod>" if modified else ""
        urls = [(x, site_url + prefix_of(x) + address) for x in LANGUAGES]
        links = "".join(
            f'<xhtml:link rel="alternate" hreflang="{x}" href="{html.escape(url)}"/>'
            for x, url in [*urls, ("x-default", site_url + address)]
        )
        for _, url in urls:
            lines.append(f"  <url><loc>{html.escape(url)}</loc>{last}{links}</url>")
    lines.append("</urlset>")
    return "\n".join(lines) + "\n"

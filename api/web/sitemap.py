"""The sitemap: every page worth finding, with the day a blog entry was written."""

import html
from datetime import date
from urllib.parse import quote

from sqlmodel import Session

from api.content import catalog


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


def sitemap_xml(urls: list[tuple[str, date | None]]) -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ]
    for loc, modified in urls:
        last = f"<lastmod>{modified.isoformat()}</lastmod>" if modified else ""
        lines.append(f"  <url><loc>{html.escape(loc)}</loc>{last}</url>")
    lines.append("</urlset>")
    return "\n".join(lines) + "\n"

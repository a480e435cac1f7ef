"""The sitemap's XML: one <url> a page, with the day a blog entry was written."""

import html
from datetime import date


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

"""HTML allow-lists for rich content, applied when content is loaded."""

import nh3

INLINE_TAGS = {"strong", "em", "b", "i", "span", "br"}
BLOCK_TAGS = {
    *INLINE_TAGS,
    *("h2", "h3", "h4", "p", "ul", "ol", "li", "a", "blockquote"),
    *("img", "figure", "figcaption", "table", "thead", "tbody", "tr", "th", "td"),
}
ATTRIBUTES = {
    "a": {"href", "title"},
    "img": {"src", "alt", "width", "height", "loading"},
    "td": {"colspan", "rowspan"},
    "th": {"colspan", "rowspan", "scope"},
}
URL_SCHEMES = {"http", "https", "mailto", "tel"}


def clean_html(html: str) -> str:
    """Rich body text: no scripts, no event handlers, no javascript: links, no styles."""
    return nh3.clean(
        html,
        tags=BLOCK_TAGS,
        attributes=ATTRIBUTES,
        url_schemes=URL_SCHEMES,
        link_rel="noopener noreferrer",
        strip_comments=True,
    ).strip()


def clean_inline(html: str) -> str:
    """Short titles that may carry emphasis but nothing else."""
    return nh3.clean(html, tags=INLINE_TAGS, attributes={}, strip_comments=True).strip()


def strip_tags(html: str) -> str:
    return nh3.clean(html, tags=set(), attributes={}).strip()

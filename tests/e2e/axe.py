"""An accessibility check in the browser: axe-core (from the web workspace's node_modules) run
on the page as it is, with the rules of WCAG 2.x A and AA."""

from typing import Any

from playwright.sync_api import Page

from api.core.settings import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def axe_violations(page: Page, *, exclude: list[str] | None = None) -> list[dict[str, Any]]:
    """The violations axe finds, each with its rule id, impact, help text and failing nodes."""
    # Evaluated rather than added as a <script>: the site's Content-Security-Policy refuses
    # inline scripts, and an evaluation is not a script element.
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text())
    context: dict[str, Any] = {"exclude": [[selector] for selector in exclude or []]}
    result = page.evaluate(
        """async (context) => {
            const options = {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a',
                                                           'wcag21aa', 'best-practice']}};
            const found = await axe.run(context.exclude.length ? context : document, options);
            return found.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 5)}));
        }""",
        context,
    )
    return list(result)


def assert_accessible(page: Page, *, exclude: list[str] | None = None) -> None:
    violations = axe_violations(page, exclude=exclude)
    assert violations == [], "\n".join(
        f"{v['id']} ({v['impact']}): {v['help']} at {v['nodes']}" for v in violations
    )

"""End-to-end fixtures: the site served by `clinic serve`, and a real headless Chromium (the
system's /usr/bin/chromium) driven by Playwright."""

import os
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import (
    Browser,
    ConsoleMessage,
    Locator,
    Page,
    Playwright,
    Response,
    Route,
    ViewportSize,
    expect,
    sync_playwright,
)

from api.core.settings import ROOT
from tests.chromium import CHROMIUM, CHROMIUM_ARGS
from tests.conftest import PATIENT_WITH_THE_DATABASE
from tests.smtp_server import free_port
from tests.stack.conftest import (  # noqa: F401  (fixtures for the tests that need the stack)
    CLINIC,
    Process,
    Stack,
    redis_server,
    smtp,
    stack,
    stack_template,
    wait_until,
)

pytestmark = pytest.mark.e2e
# The whole suite shares two cores with the site and its worker: a page may take several seconds
# to start under that load, which says nothing about the behaviour a test checks.
expect.set_options(timeout=15_000)


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The whole site on SQLite with the shipped content, served as `make run` serves it."""
    if not (ROOT / "web" / "dist" / "index.html").is_file():
        pytest.fail("the web app is not built: run `npm run build` (make test does)")
    folder = tmp_path_factory.mktemp("site")
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{folder / 'site.db'}",
        "PORT": str(port),
        "HOST": "127.0.0.1",
        "SUBMIT_RATE_LIMIT": "",
        "CHALLENGE_RATE_LIMIT": "",
        "ENVIRONMENT": "test",
        "CELERY_BROKER_URL": f"filesystem://{folder / 'broker'}",
        **PATIENT_WITH_THE_DATABASE,
    }
    for step in (["db", "upgrade"], ["content", "load"]):
        subprocess.run([*CLINIC, *step], env=env, check=True, capture_output=True)
    server = Process(["serve"], env, folder / "serve.log").start()
    base = f"http://127.0.0.1:{port}"

    def answers() -> bool:
        import httpx

        try:
            return httpx.get(f"{base}/api/health").is_success
        except httpx.HTTPError:
            return False

    wait_until(answers, "clinic serve")
    yield base
    server.stop()


# A browser for each test file, not for the session: Playwright's synchronous API keeps an
# event loop running while it is open, and a test run in parallel processes (pytest-xdist) may
# give the same process other suites' files afterwards, which start event loops of their own.
@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is not installed at {CHROMIUM} (make test installs it)")
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


class PageProblems:
    """Console errors and uncaught exceptions a page produced; a test fails on any."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.outside: list[str] = []

    def console(self, message: ConsoleMessage) -> None:
        # A failed load is recorded by `response` with its address (the console line has none).
        if message.type == "error" and not message.text.startswith("Failed to load resource"):
            self.errors.append(message.text)

    def response(self, response: Response, base: str) -> None:
        # An unknown page is served with 404 on purpose; any other failure is a problem.
        failed = response.status >= 400 and response.url.startswith(base)
        expected = response.request.is_navigation_request() and response.status == 404
        if failed and not expected:
            self.errors.append(f"{response.status} {response.url}")


def _keep_local(problems: PageProblems, base: str) -> Any:
    def handle(route: Route) -> None:
        url = route.request.url
        if url.startswith(base) or url.startswith(("data:", "blob:")):
            route.continue_()
        else:  # embeds (video, map) and links out: no network here; a blank page stands in
            problems.outside.append(url)
            blank = "<!doctype html><title>-</title>"
            route.fulfill(status=200, content_type="text/html", body=blank)

    return handle


def open_page(
    browser: Browser, base: str, width: int = 1280, height: int = 900
) -> tuple[Page, PageProblems]:
    context = browser.new_context(
        viewport={"width": width, "height": height}, base_url=base, reduced_motion="reduce"
    )
    page = context.new_page()
    problems = PageProblems()
    page.on("console", problems.console)
    page.on("pageerror", lambda error: problems.errors.append(f"uncaught: {error}"))
    page.on("response", lambda response: problems.response(response, base))
    context.route("**/*", _keep_local(problems, base))
    return page, problems


@pytest.fixture
def page(browser: Browser, site: str) -> Iterator[Page]:
    page, problems = open_page(browser, site)
    yield page
    page.context.close()
    assert problems.errors == [], f"console errors: {problems.errors}"


@pytest.fixture
def phone_page(browser: Browser, site: str) -> Iterator[Page]:
    page, problems = open_page(browser, site, width=375, height=812)
    yield page
    page.context.close()
    assert problems.errors == [], f"console errors: {problems.errors}"


PHONE: ViewportSize = {"width": 375, "height": 812}


def _without_script(browser: Browser, site: str, viewport: ViewportSize) -> Iterator[Page]:
    context = browser.new_context(java_script_enabled=False, base_url=site, viewport=viewport)
    yield context.new_page()
    context.close()


@pytest.fixture
def no_script(browser: Browser, site: str) -> Iterator[Page]:
    """A desktop Chromium with JavaScript off: the page as the server sends it, and no more."""
    yield from _without_script(browser, site, {"width": 1280, "height": 900})


@pytest.fixture
def no_script_phone(browser: Browser, site: str) -> Iterator[Page]:
    """The same on a phone's screen."""
    yield from _without_script(browser, site, PHONE)


def wait_until_hydrated(element: Locator) -> None:
    """Waits until the app has taken over `element` of a page the server rendered (React holds
    it), for a test about what the app does once it runs, not about the page before it starts."""
    element.wait_for()
    element.page.wait_for_function(
        "element => Object.keys(element).some((key) => key.startsWith('__reactFiber'))",
        arg=element.element_handle(),
    )


def open_app(page: Page, address: str) -> None:
    """Opens `address` and waits until the app has started on it, for a test of what the app
    does: the server sends each page whole, and the app's code follows once the page has been
    drawn (web/public/start-app.js)."""
    page.goto(address)
    # Looked up afresh at each try: the app may move to another page (Not found) as it starts,
    # and the elements the server sent are then replaced, never hydrated.
    page.wait_for_function("""() => ['.site-header', '#main-content > :not(link, script, style)']
        .map((selector) => document.querySelector(selector))
        .every((e) => e && Object.keys(e).some((key) => key.startsWith('__reactFiber')))""")


@pytest.fixture
def live(stack: Stack) -> Stack:  # noqa: F811  (the fixture imported above)
    """The stack serving the site, with a worker delivering its email."""
    # The clinic's full notification: these tests follow what was typed from the browser to
    # the inbox (the summary, the default, is tested in tests/stack and tests/workers).
    stack.env["CLINIC_NOTIFICATION"] = "full"
    stack.serve()
    stack.process("worker", "--concurrency", "1").start()
    return stack


@pytest.fixture
def visit(browser: Browser, live: Stack) -> Iterator[Callable[..., tuple[Page, PageProblems]]]:
    opened: list[tuple[Page, PageProblems]] = []

    def open_at(path: str, width: int = 1280) -> tuple[Page, PageProblems]:
        page, problems = open_page(browser, live.base_url, width=width)
        open_app(page, path)
        opened.append((page, problems))
        return page, problems

    yield open_at
    for page, problems in opened:
        page.context.close()
        assert problems.errors == [], f"console errors: {problems.errors}"

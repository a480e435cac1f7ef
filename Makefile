# Two commands do everything on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := .make
WEB_SOURCES := $(shell find web/src web/index.html web/vite.config.ts web/public web/lingui.config.ts content/site content/es/site content/clinic.json content/es/clinic.json -type f 2>/dev/null)
# The API's Python: its routes and models make the OpenAPI document the web app's types come from.
API_SOURCES := $(shell find api -name '*.py' 2>/dev/null)

.PHONY: run test lint bench clean

run: $(STAMP)/python web/dist/index.html
	$(BIN)/clinic run

# The suites in four processes, a test file each at a time (each test makes its own databases
# and servers on free ports; most of a test's time is spent waiting on those servers and on
# Chromium, so four share two cores well); then, by themselves, the tests that hold the site
# to a time limit under load of their own, which a neighbour's load would blur.
test: $(STAMP)/python web/dist/index.html $(STAMP)/chromium lint
	npm test
	$(BIN)/pytest -n 4 --dist loadfile -m "not alone"
	$(BIN)/pytest -m alone

lint: $(STAMP)/python $(STAMP)/node
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	npm run lint
	npm run typecheck

# docker-compose.yml started for real under podman (tests/production, not part of `make test`):
# needs root; skipped, saying why, where podman cannot be installed or start containers.
.PHONY: test-production
test-production: $(STAMP)/python
	$(BIN)/pytest tests/production

bench: $(STAMP)/python web/dist/index.html
	$(BIN)/python -m bench.run
	$(BIN)/python -m bench.delivery
	$(BIN)/python -m bench.console
	$(BIN)/python -m bench.long_tasks
	$(BIN)/python -m bench.lighthouse

$(STAMP)/python: pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11 or newer is needed"'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[dev]'
	@mkdir -p $(STAMP) && touch $@

$(STAMP)/node: package.json package-lock.json web/package.json
	@node -e 'if (+process.versions.node.split(".")[0] < 20) { console.error("Node 20 or newer is needed"); process.exit(1) }'
	npm ci --no-audit --no-fund
	@mkdir -p $(STAMP) && touch $@

# The web app's types of the API, generated from the document `python -m api.openapi` prints.
# The file is checked in and made again only when the API's Python is newer, so that in a fresh clone
# tests/api/test_wire_types.py checks the committed file rather than one this build just wrote.
web/src/api/schema.gen.ts: $(API_SOURCES) | $(STAMP)/node $(STAMP)/python
	npm run api-types

web/dist/index.html: $(STAMP)/node web/src/api/schema.gen.ts $(WEB_SOURCES)
	npm run build

# The end-to-end tests drive the system's Chromium; install it when it is missing.
$(STAMP)/chromium:
	command -v chromium >/dev/null || (apt-get update -qq && apt-get install -y -qq chromium)
	@mkdir -p $(STAMP) && touch $@

clean:
	rm -rf $(STAMP) $(VENV) node_modules web/dist web/dist-server var

"""docker-compose.yml, checked without Docker: every command is a real `clinic` or server
command, every healthcheck's endpoint exists, every variable it sets is a setting, only the
site and Flower are published (on loopback), and the image's build stages name files that
exist. tests/production starts the same files for real."""

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from api.core.settings import ROOT, Settings

COMPOSE = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
SERVICES: dict[str, dict[str, Any]] = COMPOSE["services"]
DOCKERFILE = (ROOT / "infra" / "Dockerfile").read_text()
# Every ENV instruction, continuation lines joined: NAME=value pairs.
DOCKERFILE_ENV = dict(
    pair.split("=", 1)
    for line in re.findall(r"^ENV ((?:.*\\\n)*.*)$", DOCKERFILE, re.M)
    for pair in line.replace("\\\n", " ").split()
)
SETTINGS = {name.upper() for name in Settings.model_fields}
# Read by the images themselves (postgres, the proxy) or by compose's interpolation, not by our
# settings.
NOT_OURS = {"POSTGRES_USER", "POSTGRES_DB", "POSTGRES_PASSWORD", "SERVER_NAME"}
# Read by Python and pip while the image is built and run.
PYTHON_AND_PIP = {"PYTHONDONTWRITEBYTECODE", "PYTHONUNBUFFERED", "PIP_NO_CACHE_DIR"}


def clinic_help(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "api.cli", *args, "--help"], capture_output=True, text=True
    )


def test_the_stack_has_every_service() -> None:
    assert set(SERVICES) >= {
        "postgres",
        "redis",
        "migrate",
        "api",
        "worker",
        "beat",
        "flower",
        "mailcatcher",
        "proxy",
    }


@pytest.mark.parametrize("name", [n for n, s in SERVICES.items() if s.get("command")])
def test_every_command_is_a_real_command(name: str) -> None:
    command = SERVICES[name]["command"]
    if command[0] == "clinic":
        options = [a for a in command[1:] if not a.startswith("-") and not a.isdigit()]
        result = clinic_help(*options)
        assert result.returncode == 0, result.stderr
        for flag in (a for a in command[1:] if a.startswith("--")):
            assert flag in result.stdout, f"clinic {' '.join(options)} has no {flag}"
    elif command[0] == "sh":
        script = ROOT / command[1]
        assert script.is_file()
        assert re.search(rf"^COPY {command[1]} {command[1]}$", DOCKERFILE, re.M), (
            f"the image does not hold {command[1]}"
        )
        for line in re.findall(
            r"^\s*(?:until )?clinic ([a-z ]+?)(?:;|$)", script.read_text(), re.M
        ):
            assert clinic_help(*line.split()).returncode == 0, line
    else:
        assert command[0] == "redis-server"
        assert "--appendonly" in command and "everysec" in command
        assert command[command.index("--maxmemory-policy") + 1] == "noeviction"


def test_app_services_wait_for_the_migration_and_run_as_one_image() -> None:
    for name in ("api", "worker", "beat", "flower"):
        service = SERVICES[name]
        assert service["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
        assert service["build"]["dockerfile"] == "infra/Dockerfile"
        assert service["image"] == SERVICES["api"]["image"]
    assert SERVICES["migrate"]["depends_on"]["postgres"]["condition"] == "service_healthy"


def test_every_healthcheck_reaches_an_endpoint_that_exists() -> None:
    from api.main import create_app

    paths = set(create_app().openapi()["paths"])
    checks = {name: s["healthcheck"]["test"] for name, s in SERVICES.items() if "healthcheck" in s}
    # One shell line each: podman's Docker API splits a CMD check's arguments on spaces.
    assert all(test[0] == "CMD-SHELL" and len(test) == 2 for test in checks.values())
    assert checks["postgres"][1].startswith("pg_isready -U clinic -d clinic")
    assert checks["redis"][1].startswith("redis-cli ping")
    assert "/api/ready" in checks["api"][1] and "/api/ready" in paths
    assert "/healthcheck" in checks["flower"][1]


def test_only_the_proxy_faces_the_world_and_the_rest_is_on_loopback_only() -> None:
    published = {name: s["ports"] for name, s in SERVICES.items() if s.get("ports")}
    assert set(published) == {"proxy", "api", "flower", "mailcatcher"}
    assert published["proxy"] == ["${CLINIC_HTTPS_PORT:-443}:443", "${CLINIC_REDIRECT_PORT:-80}:80"]
    assert published["api"] == ["127.0.0.1:${CLINIC_HTTP_PORT:-8000}:8000"]
    assert published["flower"] == ["127.0.0.1:${CLINIC_FLOWER_PORT:-5555}:5555"]
    assert all(p.startswith("127.0.0.1:") for p in published["mailcatcher"])


def test_the_api_trusts_forwarded_headers_from_the_proxy_and_the_gateway_only() -> None:
    trusted = SERVICES["api"]["environment"]["TRUSTED_PROXIES"].split(",")
    [network] = COMPOSE["networks"]["default"]["ipam"]["config"]
    proxy_address = SERVICES["proxy"]["networks"]["default"]["ipv4_address"]
    assert trusted == [proxy_address, network["gateway"]]
    assert proxy_address == "${CLINIC_NETWORK:-10.73.0}.10"
    assert network["gateway"] == "${CLINIC_NETWORK:-10.73.0}.1"
    assert network["subnet"] == "${CLINIC_NETWORK:-10.73.0}.0/24"


def test_the_proxy_keeps_the_sites_limits_at_the_edge() -> None:
    """The proxy's time limits and caps are clinic serve's own or tighter, and it replaces the
    forwarded headers a visitor sent instead of passing them on."""
    from api.http.body_limit import MAX_BODY_BYTES
    from api.http.server_protocol import BODY_SECONDS, HEADER_SECONDS

    conf = (ROOT / "infra" / "proxy" / "nginx.conf").read_text()
    seconds = {
        name: int(value) for name, value in re.findall(r"^\s*(\w+_timeout) (\d+)s;", conf, re.M)
    }
    assert seconds["client_header_timeout"] <= HEADER_SECONDS
    assert seconds["client_body_timeout"] <= BODY_SECONDS
    assert seconds["send_timeout"] <= 60 and seconds["keepalive_timeout"] <= 15
    assert re.search(r"^\s*limit_conn per_visitor (\d+);", conf, re.M)
    assert int(re.findall(r"client_max_body_size (\d+)k;", conf)[0]) * 1024 >= MAX_BODY_BYTES
    assert "proxy_set_header X-Forwarded-For $remote_addr;" in conf
    assert "proxy_set_header X-Forwarded-Proto $scheme;" in conf
    assert "listen 443 ssl" in conf and "return 301 https://" in conf
    dockerfile = (ROOT / "infra" / "proxy" / "Dockerfile").read_text()
    for source in re.findall(r"^COPY (\S+) \S+$", dockerfile, re.M):
        assert (ROOT / "infra" / "proxy" / source).is_file()
    assert SERVICES["proxy"]["depends_on"]["api"]["condition"] == "service_healthy"


def test_the_podman_override_repeats_the_network_as_it_is() -> None:
    override = yaml.safe_load((ROOT / "infra" / "podman" / "docker-compose.podman.yml").read_text())
    assert set(override) == {"networks"}
    ipam = override["networks"]["default"]["ipam"]
    assert ipam["config"] == COMPOSE["networks"]["default"]["ipam"]["config"]
    assert ipam["options"] == {"driver": "host-local"}


def test_beat_keeps_its_schedule_where_the_image_user_may_write() -> None:
    schedule = Path(DOCKERFILE_ENV["BEAT_SCHEDULE_FILE"])
    assert re.search(
        rf"^RUN mkdir -p {schedule.parent} && chown clinic:clinic {schedule.parent}$",
        DOCKERFILE,
        re.M,
    )
    assert DOCKERFILE.index(f"chown clinic:clinic {schedule.parent}") < DOCKERFILE.index(
        "USER clinic"
    )
    assert f"beat-data:{schedule.parent}" in SERVICES["beat"]["volumes"]
    assert "beat-data" in COMPOSE["volumes"]


def test_every_variable_set_is_a_setting() -> None:
    example = ROOT / ".env.example"
    names = {
        line.split("=", 1)[0]
        for line in example.read_text().splitlines()
        if line and not line.startswith("#")
    }
    for service in SERVICES.values():
        names |= set(service.get("environment", {}))
    names |= set(DOCKERFILE_ENV)
    names = {n.split("=")[0] for n in names if "=" in n or n.isupper()}
    unknown = names - SETTINGS - NOT_OURS - PYTHON_AND_PIP
    assert not unknown, f"not read by the settings: {sorted(unknown)}"


def test_the_image_copies_files_that_exist() -> None:
    for source in re.findall(r"^COPY (?!--from)(.+) \S+$", DOCKERFILE, re.M):
        for item in source.split():
            assert (ROOT / item).exists(), item
    stages = re.findall(r"^FROM \S+ AS (\w+)$", DOCKERFILE, re.M)
    assert stages == ["web", "app", "pages"]
    assert "USER clinic" in DOCKERFILE
    assert re.search(r"^COPY --from=web /build/web/dist web/dist$", DOCKERFILE, re.M)
    # The pages rendered in the build are in the image that runs; Node is not.
    assert re.search(r"^COPY --from=pages /app/web/pages web/pages$", DOCKERFILE, re.M)
    final = DOCKERFILE.rsplit("\nFROM ", 1)[1]
    assert final.startswith("app\n") and "node" not in final
    assert "npm run build" in DOCKERFILE and '"build"' in (ROOT / "package.json").read_text()


def test_the_readme_documents_every_setting() -> None:
    readme = (ROOT / "README.md").read_text()
    missing = [name for name in SETTINGS if f"`{name}`" not in readme and name not in readme]
    assert not missing, f"settings missing from the README: {missing}"


def test_compose_file_is_where_the_readme_says(tmp_path: Path) -> None:
    assert (ROOT / "docker-compose.yml").is_file()
    assert (ROOT / "infra" / "migrate.sh").stat().st_mode & 0o111

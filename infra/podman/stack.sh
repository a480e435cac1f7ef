#!/usr/bin/env bash
# docker-compose.yml on a Debian machine with no Docker engine and no reachable image registry:
# podman (run as root) builds the base images the Dockerfile and the compose file name from
# Debian packages, serves the Docker API on a unix socket, and Debian's docker-compose (1.29)
# drives it. Without systemd nothing runs healthchecks on a timer, so a loop here does.
#
#   infra/podman/stack.sh up            prepare, build the image, start the stack, wait for it
#   infra/podman/stack.sh down          stop it (add -v to drop its volumes too)
#   infra/podman/stack.sh compose ARGS  docker-compose against podman (ps, logs, exec, ...)
#
# The steps one at a time: prepare (packages, containers.conf, base images), service (the API
# socket), build (infra/Dockerfile as written), healthchecks (the loop, in the foreground).
# Settings: PODMAN_SOCKET (default /run/clinic-podman/podman.sock), COMPOSE_PROJECT_NAME
# (default clinic), CLINIC_PROJECT_DIR (the folder of the .env; default the checkout).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
SOCKET=${PODMAN_SOCKET:-/run/clinic-podman/podman.sock}
PROJECT=${COMPOSE_PROJECT_NAME:-clinic}
PROJECT_DIR=${CLINIC_PROJECT_DIR:-$ROOT}
APP_IMAGE=clinic-site:latest
PROXY_IMAGE=clinic-proxy:latest
STAGE_IMAGES=localhost/clinic-podman/clinic-site
DEBIAN_IMAGE=localhost/clinic-podman/debian:bookworm
RECIPE_LABEL=org.clinic-site.recipe
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
PACKAGES=(podman runc conmon containernetworking-plugins golang-github-containernetworking-plugin-dnsname
          iptables docker-compose debootstrap curl)
export DOCKER_HOST=unix://$SOCKET
trap 'echo "${BASH_SOURCE[0]}: line $LINENO failed: $BASH_COMMAND" >&2' ERR

say() { printf '%s\n' "$*" >&2; }

# --- prepare: packages, podman's configuration, the base images --------------------------------

install_packages() {
    local missing=()
    for package in "${PACKAGES[@]}"; do
        dpkg-query -W -f '${Status}' "$package" 2>/dev/null | grep -q 'ok installed' ||
            missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return
    say "Installing ${missing[*]}"
    apt-get update -qq || return 1
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Debian's podman 4.3 runs containers here only with runc (crun refuses hybrid cgroups), and
# cannot set the default ulimits inside the machine's limits.
configure_podman() {
    local conf=/etc/containers/containers.conf
    if [ ! -e "$conf" ]; then
        mkdir -p /etc/containers
        printf '[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = "runc"\n' > "$conf"
    elif ! grep -q '^runtime *= *"runc"' "$conf" || ! grep -q '^default_ulimits *= *\[\]' "$conf"; then
        # An operator's file stays as it is; a drop-in, read after it, sets only these two.
        mkdir -p /etc/containers/containers.conf.d
        printf '[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = "runc"\n' \
            > /etc/containers/containers.conf.d/50-clinic-site.conf
    fi
}

recipe_of() { podman image inspect --format "{{index .Labels \"$RECIPE_LABEL\"}}" "$1" 2>/dev/null || true; }

# A minimal Debian bookworm that trusts the machine's own extra CA certificates (package
# registries are reached through them), imported once as the root of every base image.
debian_image() {
    local recipe
    recipe=$( (echo "minbase bookworm $MIRROR"; cat /usr/local/share/ca-certificates/*.crt 2>/dev/null || true) |
        sha256sum | cut -c1-16)
    [ "$(recipe_of "$DEBIAN_IMAGE")" = "$recipe" ] && return
    say "Building $DEBIAN_IMAGE with debootstrap"
    local rootfs
    rootfs=$(mktemp -d /var/tmp/clinic-debian.XXXXXX)
    debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "$MIRROR" \
        >"$rootfs.log" 2>&1 || { tail -n 5 "$rootfs.log" >&2; rm -rf "$rootfs" "$rootfs.log"; return 1; }
    rm -f "$rootfs.log"
    cat > "$rootfs/etc/apt/sources.list" <<EOF
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
EOF
    if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
        cp /usr/local/share/ca-certificates/*.crt "$rootfs/usr/local/share/ca-certificates/"
        chroot "$rootfs" update-ca-certificates >/dev/null 2>&1
    fi
    rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/archives/*.deb
    tar -C "$rootfs" -c . | podman import --change "LABEL $RECIPE_LABEL=$recipe" \
        --change 'CMD ["bash"]' - "$DEBIAN_IMAGE" >/dev/null || { rm -rf "$rootfs"; return 1; }
    rm -rf "$rootfs"
}

# One base image from bases/NAME.Containerfile, tagged with the name the project's files use;
# rebuilt only when its recipe (its files, the Debian root, any extra input) changed.
base_image() {
    local name=$1 tag=$2 extra=${3:-} recipe context previous
    recipe=$( (podman image inspect --format '{{.Id}}' "$DEBIAN_IMAGE"; echo "$extra"
               cat "$HERE/bases/$name.Containerfile" $(compgen -G "$HERE/bases/$name-*.sh" || true)) |
        sha256sum | cut -c1-16)
    [ "$(recipe_of "$tag")" = "$recipe" ] && return
    say "Building $tag from bases/$name.Containerfile"
    previous=$(podman image inspect --format '{{.Id}}' "$tag" 2>/dev/null || true)
    context=$HERE/bases
    if [ "$name" = node ]; then context=$(node_context); fi
    podman build --pull=never --quiet --label "$RECIPE_LABEL=$recipe" \
        -f "$HERE/bases/$name.Containerfile" -t "$tag" "$context" >/dev/null
    if [ "$name" = node ]; then rm -rf "$context"; fi
    if [ -n "$previous" ]; then podman rmi "$previous" >/dev/null 2>&1 || true; fi
}

# The node:20-slim stand-in is the machine's own Node 20 and npm (Debian's Node is 18).
node_context() {
    local node context
    node=$(readlink -f "$(command -v node)")
    context=$(mktemp -d /var/tmp/clinic-node.XXXXXX)
    cp "$node" "$context/node"
    cp -a "$(dirname "$node")/../lib/node_modules" "$context/node_modules"
    echo "$context"
}

base_images() {
    base_image python python:3.11-slim
    base_image postgres postgres:16
    base_image redis redis:7
    base_image nginx nginx:1.27
    command -v node >/dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" = 20 ] || {
        say "node:20-slim is built from this machine's Node 20, which is missing"
        exit 1
    }
    base_image node node:20-slim "$(node --version)"
}

# Exit statuses that say this machine cannot run the stack at all (a caller may skip): 10 podman
# is missing and cannot be installed, 11 no Debian root can be made (no mirror reachable), 12
# podman cannot start a container here.
prepare() {
    [ "$(id -u)" -eq 0 ] || { say "podman runs as root here: run this as root"; exit 10; }
    install_packages || { say "podman and docker-compose are missing and could not be installed"; exit 10; }
    configure_podman
    debian_image || { say "debootstrap could not make a Debian root from $MIRROR"; exit 11; }
    podman run --rm --pull=never --network none "$DEBIAN_IMAGE" true || {
        say "podman cannot start a container on this machine"
        exit 12
    }
    base_images
}

# --- the Docker API socket, the image, the compose project -------------------------------------

api_answers() { curl -fsS --max-time 2 --unix-socket "$SOCKET" http://podman/_ping >/dev/null 2>&1; }

service() {
    api_answers && return
    mkdir -p "$(dirname "$SOCKET")"
    say "Serving the Docker API on $SOCKET"
    setsid podman system service --time=0 "unix://$SOCKET" \
        >"$(dirname "$SOCKET")/service.log" 2>&1 < /dev/null &
    echo $! > "$SOCKET.pid"
    for _ in $(seq 1 50); do api_answers && return; sleep 0.2; done
    say "podman system service did not answer on $SOCKET"
    exit 1
}

# infra/Dockerfile as written; --pull=never makes its FROM lines find the local base images.
# Each named stage is tagged too (from the build cache), so that what a rebuild replaces can be
# removed by name: an untagged stage would stay behind at every change of the sources.
build() {
    local dockerfile=$ROOT/infra/Dockerfile ignore=$ROOT/infra/Dockerfile.dockerignore
    local stages stage tags=() previous=() current id pass site_url
    # The pages are rendered for the site's address while the image is built (as compose's
    # build args say): SITE_URL from the project's .env.
    site_url=$(sed -n 's/^SITE_URL=//p' "$PROJECT_DIR/.env" 2>/dev/null | tail -n 1)
    stages=$(sed -n 's/^FROM .* AS \([A-Za-z0-9_.-]*\)$/\1/Ip' "$dockerfile")
    for stage in $stages; do tags+=("$STAGE_IMAGES-$stage:latest"); done
    tags+=("$APP_IMAGE")
    for id in "${tags[@]}"; do
        previous+=("$(podman image inspect --format '{{.Id}}' "$id" 2>/dev/null || true)")
    done
    podman build --pull=never --ignorefile "$ignore" --build-arg "SITE_URL=$site_url" \
        -f "$dockerfile" -t "$APP_IMAGE" "$ROOT"
    previous+=("$(podman image inspect --format '{{.Id}}' "$PROXY_IMAGE" 2>/dev/null || true)")
    podman build --pull=never -f "$ROOT/infra/proxy/Dockerfile" -t "$PROXY_IMAGE" \
        "$ROOT/infra/proxy" >/dev/null
    for stage in $stages; do
        podman build --pull=never --ignorefile "$ignore" --build-arg "SITE_URL=$site_url" \
            --target "$stage" -f "$dockerfile" -t "$STAGE_IMAGES-$stage:latest" "$ROOT" >/dev/null
    done
    current=$(podman image inspect --format '{{.Id}}' "${tags[@]}" "$PROXY_IMAGE")
    for pass in 1 2; do  # a stage's image goes once the stages built on it have gone
        for id in "${previous[@]}"; do
            if [ -n "$id" ] && ! grep -q "$id" <<<"$current"; then
                podman rmi "$id" >/dev/null 2>&1 || true  # unless a container still runs it
            fi
        done
    done
}

# docker-compose against podman: docker-compose.yml as written, with the one thing podman
# needs besides (docker-compose.podman.yml), and the .env of PROJECT_DIR.
compose() {
    docker-compose -f "$ROOT/docker-compose.yml" -f "$HERE/docker-compose.podman.yml" \
        -p "$PROJECT" --project-directory "$PROJECT_DIR" "$@"
}

# Runs the healthcheck of each of the project's running containers every few seconds, as a
# Docker engine (or podman's systemd timers) would; the check's own retries decide "unhealthy".
healthchecks() {
    local label="label=com.docker.compose.project=$PROJECT" id
    while :; do
        for id in $(podman ps -q --filter "$label"); do
            if [ -n "$(podman inspect --format '{{if .Config.Healthcheck}}yes{{end}}' "$id" 2>/dev/null)" ]; then
                podman healthcheck run "$id" >/dev/null 2>&1 || true
            fi
        done
        sleep "${HEALTHCHECK_EVERY:-5}"
    done
}

pidfile_of_healthchecks() { echo "$(dirname "$SOCKET")/healthchecks-$PROJECT.pid"; }

# Compose's `up` returns once the containers are started, and counts one that crash-loops as
# started: wait until every container is running (or has exited 0, as migrate does), none is
# starting or unhealthy, and no restart count moved over the last few seconds.
project_state() {
    podman ps -aq --filter "label=com.docker.compose.project=$PROJECT" |
        xargs -r podman inspect --format \
            '{{.Name}} {{.State.Status}} {{.State.ExitCode}} {{.RestartCount}} {{.State.Health.Status}}'
}

wait_until_settled() {
    local deadline=$((SECONDS + 300)) state previous=""
    while [ $SECONDS -lt $deadline ]; do
        sleep 3
        state=$(project_state)
        if [ "$state" = "$previous" ] &&
            ! awk '!(($2 == "running" || ($2 == "exited" && $3 == 0)) && $5 != "starting" && $5 != "unhealthy") { bad = 1 } END { exit !bad }' <<<"$state"; then
            compose ps
            return 0
        fi
        previous=$state
    done
    compose ps
    say "Not settled after 5 minutes: infra/podman/stack.sh compose logs SERVICE"
    return 1
}

up() {
    prepare
    service
    build
    local pidfile
    pidfile=$(pidfile_of_healthchecks)
    if ! { [ -e "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; }; then
        setsid "$0" healthchecks >/dev/null 2>&1 < /dev/null &
        echo $! > "$pidfile"
    fi
    compose up -d --no-build
    wait_until_settled
}

down() {
    compose down "$@"
    local pidfile
    pidfile=$(pidfile_of_healthchecks)
    if [ -e "$pidfile" ]; then
        kill "$(cat "$pidfile")" 2>/dev/null || true
        rm -f "$pidfile"
    fi
    if [ -e "$SOCKET.pid" ]; then  # the API service `up` started
        kill "$(cat "$SOCKET.pid")" 2>/dev/null || true
        rm -f "$SOCKET.pid"
    fi
}

command=${1:-up}
shift || true
case $command in
    prepare | service | build | up | down | compose | healthchecks) "$command" "$@" ;;
    *) say "usage: $0 up|down [-v]|compose ARGS|prepare|service|build|healthchecks"; exit 2 ;;
esac

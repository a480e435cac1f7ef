#!/bin/sh
# Run redis-server as the redis user, answering on every interface of the container network
# (as the official image does: no config file, protected mode off).
set -eu
if [ "${1:-}" = redis-server ]; then
    shift
    chown redis:redis /data
    exec setpriv --reuid=redis --regid=redis --init-groups redis-server --protected-mode no "$@"
fi
exec "$@"

#!/bin/sh
# The one-off migrate job: wait for the database, migrate it, load the content.
set -eu
tries=0
until clinic db upgrade; do
    tries=$((tries + 1))
    if [ "$tries" -ge 30 ]; then
        echo "The database did not come up after $tries tries." >&2
        exit 1
    fi
    echo "Waiting for the database ($tries)..." >&2
    sleep 2
done
clinic content load

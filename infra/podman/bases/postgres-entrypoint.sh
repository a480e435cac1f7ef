#!/bin/sh
# Initialise the cluster on first start from POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB
# (as the official image does), then run the server as the postgres user.
set -eu
: "${POSTGRES_USER:=postgres}" "${POSTGRES_DB:=$POSTGRES_USER}"
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }

if [ "${1:-}" = postgres ]; then
    mkdir -p "$PGDATA" /var/run/postgresql
    chown postgres:postgres "$PGDATA" /var/run/postgresql
    chmod 700 "$PGDATA"
    if [ ! -s "$PGDATA/PG_VERSION" ]; then
        if [ -z "${POSTGRES_PASSWORD:-}" ]; then
            echo "POSTGRES_PASSWORD is not set." >&2
            exit 1
        fi
        pwfile=$(mktemp)
        printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
        chown postgres "$pwfile"
        as_postgres initdb --username="$POSTGRES_USER" --pwfile="$pwfile" \
            --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 >/dev/null
        rm -f "$pwfile"
        echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
        echo "listen_addresses = '*'" >> "$PGDATA/postgresql.auto.conf"
        if [ "$POSTGRES_DB" != postgres ]; then
            as_postgres pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
            as_postgres psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d postgres \
                -c "CREATE DATABASE \"$POSTGRES_DB\"" >/dev/null
            as_postgres pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
        fi
        echo "PostgreSQL initialised: user $POSTGRES_USER, database $POSTGRES_DB."
    fi
    exec setpriv --reuid=postgres --regid=postgres --init-groups "$@"
fi
exec "$@"

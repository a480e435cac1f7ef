#!/bin/sh
# The proxy's certificate is CLINIC_TLS_DIR's fullchain.pem and privkey.pem (mounted at
# /etc/nginx/tls). When there is none yet, a self-signed one is made so that a staging stack
# starts; browsers warn about it, and a real certificate put in its place is used on restart.
set -eu
tls=/etc/nginx/tls
if [ ! -s "$tls/fullchain.pem" ] || [ ! -s "$tls/privkey.pem" ]; then
    echo "proxy: no certificate in CLINIC_TLS_DIR; making a self-signed one for staging" >&2
    openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=${SERVER_NAME:-localhost}" \
        -keyout "$tls/privkey.pem" -out "$tls/fullchain.pem" 2>/dev/null
fi
nginx -t -q
exec "$@"

#!/usr/bin/env bash
# The deployment shape on one machine: two API instances on one PostgreSQL database and one
# S3-compatible bucket (moto's server), behind HAProxy with active health checks on /healthz.
# Ctrl-C stops everything it started.
#
#   scripts/cluster.sh [api binary]     (default target/dist/api; `just cluster` builds it)
#
# Settings: CLUSTER_PORT (8080, the balancer), CLUSTER_DATABASE_URL (a database named
# homeplot_cluster on this machine's PostgreSQL, made afresh each run: moto keeps its bucket in
# memory, so the media of an earlier run are gone), CLUSTER_DIR (a temporary directory for logs
# and the balancer's configuration).
set -euo pipefail
cd "$(dirname "$0")/.."

api=${1:-target/dist/api}
port=${CLUSTER_PORT:-8080}
admin_url=${CLUSTER_ADMIN_DATABASE_URL:-postgres://homeplot:homeplot@127.0.0.1:5432/postgres}
database_url=${CLUSTER_DATABASE_URL:-${admin_url%/*}/homeplot_cluster}
dir=${CLUSTER_DIR:-$(mktemp -d -t homeplot-cluster-XXXX)}
s3_port=$((port + 100))
bucket=homeplot-media

need() { command -v "$1" >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2"; }; }
need haproxy haproxy
need psql postgresql-client
command -v moto_server >/dev/null || python3 -m pip install --quiet 'moto[server]==5.2.1'
pg_ctlcluster --skip-systemctl-redirect 15 main start 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done

# A fresh database (moto's bucket is fresh too); migrations run when the first instance starts.
name=${database_url##*/}
psql "$admin_url" -qc "DROP DATABASE IF EXISTS $name WITH (FORCE)"
psql "$admin_url" -qc "CREATE DATABASE $name"

pids=()
stop() {
  trap - EXIT INT TERM
  echo "Stopping the cluster…"
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop EXIT INT TERM

moto_server -H 127.0.0.1 -p "$s3_port" >"$dir/s3.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do curl -fsS -o /dev/null "http://127.0.0.1:$s3_port" 2>/dev/null && break; sleep 0.1; done
curl -fsS -X PUT "http://127.0.0.1:$s3_port/$bucket" -o /dev/null

export DATABASE_URL=$database_url
export PUBLIC_URL=http://127.0.0.1:$port
export MEDIA_S3_BUCKET=$bucket MEDIA_S3_ENDPOINT=http://127.0.0.1:$s3_port
export AWS_ACCESS_KEY_ID=homeplot-cluster AWS_SECRET_ACCESS_KEY=homeplot-cluster-secret
export WEB_DIST=${WEB_DIST:-web/dist}
# Every request arrives from HAProxy: the client's address is the one it forwards.
export TRUSTED_PROXIES=127.0.0.1/32

# The first instance migrates and seeds before the second starts, so they do not race to.
for n in 1 2; do
  instance_port=$((port + n))
  "$api" serve --addr "127.0.0.1:$instance_port" >"$dir/api-$n.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 300); do curl -fsS -o /dev/null "http://127.0.0.1:$instance_port/healthz" 2>/dev/null && break; sleep 0.1; done
  curl -fsS -o /dev/null "http://127.0.0.1:$instance_port/healthz" || { echo "API instance $n did not start: see $dir/api-$n.log" >&2; exit 1; }
done

cat >"$dir/haproxy.cfg" <<EOF
global
  # Two file descriptors a connection: within the usual 20,000 open-file limit.
  maxconn 8000
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  option http-server-close
frontend web
  bind 127.0.0.1:$port
  default_backend api
backend api
  balance roundrobin
  option forwardfor
  option httpchk GET /healthz
  http-check expect status 200
  # A failed instance leaves the rotation after two failed checks a second apart, and comes
  # back after two good ones.
  default-server inter 1s fall 2 rise 2
  # A request that never reached an instance (it was just killed) goes to the other; one that
  # did is never sent twice.
  option redispatch
  retry-on conn-failure
  retries 2
  server api1 127.0.0.1:$((port + 1)) check
  server api2 127.0.0.1:$((port + 2)) check
EOF
haproxy -f "$dir/haproxy.cfg" -db >"$dir/haproxy.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 50); do curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null && break; sleep 0.1; done
curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" || { echo "HAProxy did not start: see $dir/haproxy.log" >&2; exit 1; }

echo "Homeplot cluster on http://127.0.0.1:$port — HAProxy → API instances on :$((port + 1)) and :$((port + 2))"
echo "  PostgreSQL $database_url, S3 bucket $bucket on http://127.0.0.1:$s3_port (moto)"
echo "  logs in $dir; Ctrl-C stops everything"
wait -n "${pids[@]}"

#!/usr/bin/env bash
# The REST API against its own OpenAPI document: schemathesis generates requests from the
# document (a bounded number per operation, with a fixed seed so a run can be replayed) and
# fails on any 5xx, undocumented status, body or header, or a valid request refused. Runs the
# debug build (`target/debug/api`, built by `cargo test`) on a fresh SQLite database, with a
# local stand-in for the geocoder (no internet in tests) that finds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
api_bin=${API_BIN:-target/debug/api}
port=${CONTRACT_PORT:-4880}
geocoder_port=$((port + 1))
data=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$data"' EXIT

python3 - "$geocoder_port" <<'PY' &
import http.server, sys
class Nominatim(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(b"[]")
    def log_message(self, *args):
        pass
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Nominatim).serve_forever()
PY

RUST_LOG=warn "$api_bin" serve --addr "127.0.0.1:$port" --database-url "sqlite://$data/contract.db" \
  --media-dir "$data/media" --outbox-dir "$data/outbox" --web-dist web/dist \
  --public-url "http://127.0.0.1:$port" --geocoder-url "http://127.0.0.1:$geocoder_port" \
  --geocoder-min-interval-ms 0 &
for _ in $(seq 1 60); do curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.5; done

# Run from a temporary directory: schemathesis keeps a cache beside where it runs.
(cd "$data" && st run "http://127.0.0.1:$port/api/openapi.json" --checks all --max-examples 25 \
  --seed 20261123 --no-color)

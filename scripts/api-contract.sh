#!/usr/bin/env bash
# The REST API against its own OpenAPI document: schemathesis generates requests from the
# document (a bounded number per operation, with a fixed seed so a run can be replayed) and
# fails on any 5xx, undocumented status, body or header, or a valid request refused. Runs the
# debug build (`target/debug/api`, built by `cargo test`) on a fresh SQLite database with the
# demo accounts, with a local stand-in for the geocoder (no internet in tests) that finds
# nothing. Four passes, so that every operation is fuzzed behind its door as well as at it: a
# visitor (every operation), the demo user (every operation a user may call, with the user's
# own site visit for the visit exports), the demo admin (every operation) and an integrator
# with an API key (the integrators' API, `/api/v1`).
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
  --geocoder-min-interval-ms 0 --api-anonymous-per-minute 1000000 &
for _ in $(seq 1 60); do curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.5; done

base="http://127.0.0.1:$port"
# Signs a demo account in (the credentials `api serve` prints) and prints its session token.
session_of() {
  python3 - "$base" "$1" "$2" <<'PY'
import json, sys, urllib.request
base, email, password = sys.argv[1:]
query = "mutation($e: String!, $p: String!) { logIn(email: $e, password: $p, rememberMe: false) { id } }"
body = json.dumps({"query": query, "variables": {"e": email, "p": password}}).encode()
request = urllib.request.Request(f"{base}/graphql", body, {"Content-Type": "application/json"})
with urllib.request.urlopen(request) as response:
    cookies = dict(c.split(";")[0].split("=", 1) for c in response.headers.get_all("Set-Cookie") or [])
    answer = json.load(response)
if answer.get("errors") or "session" not in cookies:
    sys.exit(f"signing {email} in failed: {answer}")
print(cookies["session"])
PY
}
# Starts a site visit as the session's user and prints its id.
visit_of() {
  python3 - "$base" "$1" <<'PY'
import json, sys, urllib.request
base, token = sys.argv[1:]
query = 'mutation { siteVisitCreate(input: { title: "Contract walk", address: "1100 Congress Ave, Austin, TX", coordinates: [-97.7404, 30.2747] }) { id } }'
request = urllib.request.Request(f"{base}/graphql", json.dumps({"query": query}).encode(),
                                 {"Content-Type": "application/json", "Cookie": f"session={token}"})
with urllib.request.urlopen(request) as response:
    print(json.load(response)["data"]["siteVisitCreate"]["id"])
PY
}
# The id of a visible demo plan.
plan=$(python3 - "$base" <<'PY'
import json, sys, urllib.request
body = json.dumps({"query": "{ plans(filters: { pageSize: 1 }) { items { id } } }"}).encode()
request = urllib.request.Request(f"{sys.argv[1]}/graphql", body, {"Content-Type": "application/json"})
with urllib.request.urlopen(request) as response:
    print(json.load(response)["data"]["plans"]["items"][0]["id"])
PY
)
# Saves a placement of plan $2 as the session $1's user (a 60 × 120 ft lot, example
# coordinates) and prints its id.
result_of() {
  python3 - "$base" "$1" "$2" <<'PY'
import json, sys, urllib.request
base, token, plan = sys.argv[1:]
lot = [[-97.7440, 30.2710], [-97.7438, 30.2710], [-97.7438, 30.27133], [-97.7440, 30.27133]]
map_state = {"version": 1, "lot": {"corners": lot, "setbacksFt": [5, 5, 5, 5]}, "structures": [],
             "placement": {"lon": -97.7439, "lat": 30.27115, "angleDeg": 0}}
query = "mutation($input: MapResultInput!) { mapResultCreate(input: $input) { id } }"
variables = {"input": {"planId": plan, "address": "1100 Congress Ave, Austin, TX 78701", "map": map_state,
             "fit": {"insideLot": True, "status": "clear", "coveragePct": 10, "violations": []}}}
request = urllib.request.Request(f"{base}/graphql", json.dumps({"query": query, "variables": variables}).encode(),
                                 {"Content-Type": "application/json", "Cookie": f"session={token}"})
with urllib.request.urlopen(request) as response:
    print(json.load(response)["data"]["mapResultCreate"]["id"])
PY
}
# Makes an API key as the admin session $1 and prints it.
key_of() {
  python3 - "$base" "$1" <<'PY'
import json, sys, urllib.request
base, token = sys.argv[1:]
query = 'mutation { createApiKey(input: { name: "Contract", perMinute: 600000 }) { secret } }'
request = urllib.request.Request(f"{base}/graphql", json.dumps({"query": query}).encode(),
                                 {"Content-Type": "application/json", "Cookie": f"session={token}"})
with urllib.request.urlopen(request) as response:
    print(json.load(response)["data"]["createApiKey"]["secret"])
PY
}
user=$(session_of user@homeplot.local User-demo-2025)
admin=$(session_of admin@homeplot.local Admin-demo-2025)
key=$(key_of "$admin")
visit=$(visit_of "$user")
result=$(result_of "$user" "$plan")

# Operations on a plan, a visit or a saved placement read real ones (a made-up id only ever
# finds nothing): a demo plan, and the user's own visit and placement (the admin reads all).
real_ids="
[[operations]]
include-path-regex = \"^(/v1)?/plans/\"
parameters = { \"path.id\" = \"$plan\" }

[[operations]]
include-path-regex = \"^/site-visits/\"
parameters = { \"path.id\" = \"$visit\" }

[[operations]]
include-path-regex = \"^/map-results/\"
parameters = { \"path.id\" = \"$result\" }
"
# What the document cannot say: whether bytes are an image we can read (415, 422) or too many
# pixels, whether a file holds a lot in a coordinate system we read (422), whether a map state
# holds a lot and a placement of a plan that exists (400), whether a url parses and can be
# fetched, whether an email address can receive mail, whether the exterior dialog's guidance
# starts before it ends, whether two letters name a US state or a square-foot band's least area is below its most, whether a lot's outline crosses
# itself or a plan of that id exists. A schema-valid request may be refused for those reasons, and
# only with those statuses.
content_checks='
[[operations]]
include-path-regex = "^/upload/"
checks.positive_data_acceptance.expected-statuses = [200, 400, 401, 403, 404, 409, 413, 415, 422, 429]

[[operations]]
include-path-regex = "^/(download/image|image/metadata)$"
checks.positive_data_acceptance.expected-statuses = [200, 400, 401, 403, 404, 409, 413, 415, 422, 429, 502, 504]

[[operations]]
include-path = "/lots/from-file"
checks.positive_data_acceptance.expected-statuses = [200, 400, 413, 422, 429]

[[operations]]
include-path-regex = "^/site-plan[.](pdf|svg)$"
checks.positive_data_acceptance.expected-statuses = [200, 400, 401, 403, 404, 409, 413, 429]

[[operations]]
include-path = "/order-site-plan"
checks.positive_data_acceptance.expected-statuses = [200, 400, 401, 403, 404, 409, 429]

[[operations]]
include-path = "/v1/plans"
checks.positive_data_acceptance.expected-statuses = [200, 304, 400, 401, 429]

[[operations]]
include-path-regex = "^/v1/plans/[^/]+/estimate$"
checks.positive_data_acceptance.expected-statuses = [200, 304, 400, 401, 404, 429]

[[operations]]
include-path-regex = "^/v1/(fit-check|fits)$"
checks.positive_data_acceptance.expected-statuses = [200, 400, 401, 404, 422, 429, 503]

[[operations]]
include-path = "/flux/generate-images"
checks.positive_data_acceptance.expected-statuses = [202, 400, 401, 403, 404, 409, 429]
'
# The visitor's pass checks the doors: an operation that needs a session answers 401 there, as
# it should, so schemathesis's warning that it "returned only 401/403" is not shown. The
# signed-in passes sign in through the document's own security scheme (the `session` cookie)
# and fail on that warning: every operation must be reached behind its door.
cat > "$data/visitor.toml" <<TOML
[warnings]
display = ["missing_test_data", "validation_mismatch", "unsupported_regex", "method_not_allowed", "unmatched_filter", "unresolvable_reference"]
$real_ids
$content_checks
TOML
# A signed-in pass's configuration: the session token, then the same ids and checks.
signed_in_config() {
  cat > "$data/$1.toml" <<TOML
[warnings]
fail-on = ["missing_auth"]

[auth.openapi.session]
api_key = "$2"
$real_ids
$content_checks
TOML
}
signed_in_config user "$user"
signed_in_config admin "$admin"
# The integrator's pass: the key in the document's own `apiKey` scheme.
cat > "$data/integrator.toml" <<TOML
[warnings]
fail-on = ["missing_auth"]

[auth.openapi.apiKey]
bearer = "$key"
$real_ids
$content_checks
TOML

# Run from a temporary directory: schemathesis keeps a cache beside where it runs.
contract() {
  local config=$1
  shift
  (cd "$data" && st --config-file "$config" run "$base/api/openapi.json" --checks all --max-examples 25 \
    --seed 20261123 --no-color "$@")
}
echo "REST contract as a visitor"
contract visitor.toml
# The signed-in passes leave the integrators' API to the integrator's pass: it takes keys, not
# sessions, so a session alone meets its fit checks' 401 (the visitor's pass checks that door).
echo "REST contract as the demo user (admin-only operations are the admin's pass)"
contract user.toml --exclude-path /download/image --exclude-path /flux/generate-images --exclude-path-regex '^/v1/'
echo "REST contract as the demo admin"
contract admin.toml --exclude-path-regex '^/v1/'
echo "REST contract of the integrators' API (/api/v1) with an API key"
contract integrator.toml --include-path-regex '^/v1/'

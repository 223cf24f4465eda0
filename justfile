# Task runner. `just run` serves the app with demo data; `just test` runs every suite.

set shell := ["bash", "-euo", "pipefail", "-c"]

# The wasm-bindgen CLI must match the wasm-bindgen crate in Cargo.lock exactly.
wasm_bindgen_version := `grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p'`
wasm_pkg := "web/src/geometry/pkg"

# Build everything and serve the app on http://127.0.0.1:8080 (SQLite + demo data).
run: build
    ./target/debug/api serve --graphiql

# Build the wasm module, the web bundle and the API. The API is the development build the tests
# use too (only the dependencies a request waits on are optimised; see Cargo.toml): a first run
# builds it once, and `just test` afterwards builds only the tests. `just build-dist` builds what
# we ship.
[doc("Build the wasm module, the web bundle and the API (the development build the tests use).")]
build: wasm web
    cargo build -p api

# The same with the API as we ship it (`dist`: link-time optimised), for the benchmarks.
build-dist: wasm web
    cargo build --profile dist -p api

# Run every test suite: Rust (SQLite, and PostgreSQL when TEST_DATABASE_URL is set; media on a
# local directory and on a local S3-compatible server), web unit, end to end. The API's tests
# mostly wait on their servers and databases, not on the CPU, so six run at once.
[doc("Run every test suite: Rust (SQLite and PostgreSQL, media on a directory and on S3), web unit, contract, end to end.")]
test: wasm web ensure-s3-server
    cargo test --workspace -- --test-threads 6
    cd web && npm test
    {{just_executable()}} api-contract
    {{just_executable()}} e2e

# The REST API against its own OpenAPI document: schemathesis, 25 cases per operation and phase
# with a fixed seed (`target/debug/api`, which `cargo test` builds).
[doc("Test the REST API against its OpenAPI document with schemathesis.")]
api-contract:
    python3 -m pip show schemathesis >/dev/null 2>&1 || python3 -m pip install --quiet 'schemathesis==4.32.5'
    ./scripts/api-contract.sh

# Print the figures the performance budgets speak of (the shipped `dist` build): bundle and wasm sizes,
# one lot-fit check geom-wasm vs turf, drag latency on a throttled phone (at 3× and 1× pixel
# ratio), Lighthouse mobile audits of the plan page and the map, and the job queue on
# PostgreSQL (`BENCH_DATABASE_URL`, default the CI role on this machine's server), the upload
# pipeline on a 12-megapixel JPEG beside libvips' `vipsthumbnail`, and the hardening probe
# (oversized inputs, 100 MB bodies, 20,000 idle connections, login timing), the integrators' fit
# check on one core (requests a second, median and p99; bench/integrators.mjs), and the catalogue at
# 10,000 plans on PostgreSQL beside a Node.js GraphQL peer and pgbench (bench/catalogue.mjs).
[doc("Print the performance figures of the shipped dist build.")]
bench: build-dist ensure-chromium
    ./scripts/sizes.sh
    cd bench && if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi
    wasm-bindgen --target web --remove-name-section --out-dir bench/.pkg target/wasm32-unknown-unknown/wasm/geom_wasm.wasm
    cd bench && npm run --silent fitcheck
    cd bench && npm run --silent integrators
    cd bench && npm run --silent drag
    cd bench && BENCH_DPR=1 npm run --silent drag
    cd bench && npm run --silent lighthouse
    cargo run -q --profile dist -p api --example queue_bench -- "${BENCH_DATABASE_URL:-postgres://homeplot:homeplot@127.0.0.1:5432/postgres}"
    cargo run -q --profile dist -p api --example parcel_bench -- "${BENCH_DATABASE_URL:-postgres://homeplot:homeplot@127.0.0.1:5432/postgres}"
    command -v vipsthumbnail >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libvips-tools)
    cargo run -q --profile dist -p api --example media_bench
    cargo run -q --profile dist -p api --example site_plan_bench
    cd bench && BENCH_DATABASE_URL="${BENCH_DATABASE_URL:-postgres://homeplot:homeplot@127.0.0.1:5432/postgres}" npm run --silent hardening
    cd bench && BENCH_DATABASE_URL="${BENCH_DATABASE_URL:-postgres://homeplot:homeplot@127.0.0.1:5432/postgres}" npm run --silent catalogue

# Load and faults (the shipped `dist` build): five minutes of mixed traffic from 200 clients through HAProxy
# to two instances on PostgreSQL with one instance killed and restarted midway, then a SQLite
# process killed during a burst of saves (bench/soak.mjs); prints p99 per minute, errors, memory
# and whether every acknowledged save survived.
[doc("Five minutes of load and faults on the dist build; prints p99, errors, memory and lost saves.")]
soak: build-dist
    command -v haproxy >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy)
    cd bench && if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi
    cd bench && BENCH_DATABASE_URL="${BENCH_DATABASE_URL:-postgres://homeplot:homeplot@127.0.0.1:5432/postgres}" npm run --silent soak

# The deployment shape on this machine: two API instances (`dist` build) on PostgreSQL and a local
# S3-compatible server, behind HAProxy with health checks on /healthz, at http://127.0.0.1:8080.
[doc("Run two dist instances on PostgreSQL and S3 behind HAProxy at http://127.0.0.1:8080.")]
cluster: build-dist
    ./scripts/cluster.sh target/dist/api

# End-to-end tests in headless Chromium against the built app (`target/debug/api`, which
# `cargo test` builds for the API's integration tests; run `cargo build -p api` on its own).
[doc("Run the end-to-end tests in headless Chromium against the built app.")]
e2e: ensure-chromium
    cd web && npm run e2e

# Lints that CI enforces: clippy on every target of both crates (and on the wasm build), and the
# source lints.
[doc("Run every lint CI enforces: rustfmt, clippy (native and wasm32), eslint, prettier.")]
lint: lint-sources
    cargo clippy --workspace --all-targets -- -D warnings
    cargo clippy -p geom-wasm --target wasm32-unknown-unknown -- -D warnings

# The lints that are not clippy's: rustfmt, eslint (its type-aware rules read the wasm bindings'
# types), prettier. CI runs clippy inside its one build instead (see .ci/run).
[doc("Run the lints that are not clippy's: rustfmt, eslint, prettier.")]
lint-sources: wasm ensure-web-deps
    cargo fmt --all -- --check
    cd web && npm run lint && npm run format:check

# Format Rust and web sources.
fmt: ensure-web-deps
    cargo fmt --all
    cd web && npx prettier --write .

# Write the GraphQL SDL and OpenAPI document the server serves into the repository.
schema:
    cargo run -q -p api -- export-schema --graphql web/schema.graphql --openapi api/openapi.json
    cd web && npm run codegen

# Compile geom-wasm to wasm32 and generate its JS bindings for the web worker. The function-name
# section (about 60 kB gzipped) is left out: phones download the module, and with panic=abort a
# wasm stack trace is rare and read against a local build.
[doc("Compile geom-wasm to wasm32 and generate its JS bindings for the web worker.")]
wasm: ensure-wasm-tools
    cargo build --profile wasm -p geom-wasm --target wasm32-unknown-unknown
    wasm-bindgen --target bundler --remove-name-section --out-dir {{wasm_pkg}} target/wasm32-unknown-unknown/wasm/geom_wasm.wasm

# Build the web bundle into web/dist.
web: ensure-web-deps
    cd web && npm run build

# API (debug build) on :8080 for front-end work: run `cd web && npm run dev` beside it. The
# public url is the dev server's, the one origin allowed to change state.
[doc("Serve the API (debug build) on :8080 for `cd web && npm run dev`.")]
dev: wasm
    cargo run -p api -- serve --graphiql --public-url http://localhost:5173

ensure-web-deps:
    cd web && if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund; fi

# The CLI is a debug build: it turns the module into bindings in half a second instead of a fifth
# of one, and builds in 1.2 minutes instead of 2.2 on 2 cores (part of a newcomer's first run).
[doc("Install the wasm32 target and the wasm-bindgen CLI matching Cargo.lock.")]
ensure-wasm-tools:
    rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
    if [ "$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2)" != "{{wasm_bindgen_version}}" ]; then cargo install --debug wasm-bindgen-cli --version {{wasm_bindgen_version}}; fi

# The media tests' S3-compatible server: moto's, from PyPI (it speaks the S3 protocol locally).
ensure-s3-server:
    command -v moto_server >/dev/null || python3 -m pip install --quiet 'moto[server]==5.2.1'

ensure-chromium:
    if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; fi

#!/usr/bin/env bash
# Prints the gzipped sizes the performance budgets speak of (DESIGN.md §9): the wasm module, and
# the JavaScript a homeowner's first load fetches (the entry chunk and what index.html preloads).
set -euo pipefail
cd "$(dirname "$0")/.."
gz() { gzip -9 -c "$1" | wc -c; }
kb() { awk -v b="$1" 'BEGIN { printf "%.1f kB", b / 1000 }'; }

wasm=$(ls web/dist/assets/*.wasm | head -n 1)
echo "wasm module ($(basename "$wasm")): $(kb "$(gz "$wasm")") gzipped (budget 350 kB)"

first=0
for js in $(grep -oE '/assets/[^"]+\.js' web/dist/index.html | sort -u); do
  first=$((first + $(gz "web/dist$js")))
done
echo "first-load JavaScript: $(kb "$first") gzipped (budget 120 kB before the map library)"

all=0
for js in web/dist/assets/*.js; do all=$((all + $(gz "$js"))); done
echo "all JavaScript, lazy chunks included: $(kb "$all") gzipped"

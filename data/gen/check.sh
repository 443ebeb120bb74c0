#!/usr/bin/env bash
# Regenerates the type charts and the species files into a temporary folder
# and compares them with the committed data/types/gen-*.json and
# data/species/gen-*.json. Exits non-zero on any difference.
# Needs Node.js and npm; works from any directory.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
data="$(cd "$here/.." && pwd)"

if [ ! -d "$here/node_modules" ]; then
  (cd "$here" && npm ci --no-audit --no-fund)
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

(cd "$here" && node generate.mjs "$tmp")

status=0
for kind in types species; do
  if [ ! -d "$data/$kind" ]; then
    echo "data/$kind is missing: run 'node generate.mjs ..' in data/gen" >&2
    status=1
  elif diff -r "$data/$kind" "$tmp/$kind"; then
    echo "data/$kind matches the generator's output"
  else
    echo "data/$kind differs from the generator's output: run 'node generate.mjs ..' in data/gen" >&2
    status=1
  fi
done
exit "$status"

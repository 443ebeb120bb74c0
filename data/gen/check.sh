#!/usr/bin/env bash
# Regenerates the type charts into a temporary folder and compares them with
# the committed data/types/gen-*.json. Exits non-zero on any difference.
# Needs Node.js and npm; works from any directory.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
types="$(cd "$here/../types" && pwd)"

if [ ! -d "$here/node_modules" ]; then
  (cd "$here" && npm ci --no-audit --no-fund)
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

(cd "$here" && node generate.mjs "$tmp/types")

if diff -r "$types" "$tmp/types"; then
  echo "data/types matches the generator's output"
else
  echo "data/types differs from the generator's output: run 'node generate.mjs ../types' in data/gen" >&2
  exit 1
fi

#!/usr/bin/env bash
# Regenerates the type charts, the species files, the move files, the
# learnset files of generations 5-9 and the learnable-move files of
# generations 1-9 into a temporary folder and compares them with the
# committed data/types/gen-*.json, data/species/gen-*.json,
# data/moves/gen-*.json, data/learnsets/gen-{5..9}.json and
# data/learnsets/any-gen-{1..9}.json (data/learnsets/
# also holds other generators' files, and data/moves/ the Python builders'
# unreliable.json and learning.json, which are not compared here); then
# checks the move files (check-moves.mjs: generation-specific types, the
# attack rule, the variable-type moves, and generations 1-4 against
# data/games/extract/), the learnset files (check-learnsets.mjs) and the
# learnable-move files (check-anylearn.mjs: the package read again, and the
# decompilations' learnsets of generations 1-4); then
# regenerates the ability files data/abilities/gen-3.json ... gen-9.json
# (abilities.mjs, from the committed species files) and compares them, and
# checks data/abilities/effects.json (check_effects.py) and the trainers'
# ability files (build_trainers.py --check).
# Exits non-zero on any difference or failed check.
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
for kind in types species moves; do
  if [ ! -d "$data/$kind" ]; then
    echo "data/$kind is missing: run 'node generate.mjs ..' in data/gen" >&2
    status=1
  elif diff -r -x '*.py' -x '__pycache__' -x 'unreliable.json' -x 'learning.json' "$data/$kind" "$tmp/$kind"; then
    echo "data/$kind matches the generator's output"
  else
    echo "data/$kind differs from the generator's output: run 'node generate.mjs ..' in data/gen" >&2
    status=1
  fi
done
for gen in 5 6 7 8 9; do
  file="learnsets/gen-$gen.json"
  if [ ! -f "$data/$file" ]; then
    echo "data/$file is missing: run 'node generate.mjs ..' in data/gen" >&2
    status=1
  elif ! cmp -s "$data/$file" "$tmp/$file"; then
    diff "$data/$file" "$tmp/$file" | head -20
    echo "data/$file differs from the generator's output: run 'node generate.mjs ..' in data/gen" >&2
    status=1
  fi
done
[ "$status" -eq 0 ] && echo "data/learnsets/gen-{5..9}.json match the generator's output"
any_ok=1
for gen in 1 2 3 4 5 6 7 8 9; do
  file="learnsets/any-gen-$gen.json"
  if [ ! -f "$data/$file" ]; then
    echo "data/$file is missing: run 'node generate.mjs ..' in data/gen" >&2
    status=1; any_ok=0
  elif ! cmp -s "$data/$file" "$tmp/$file"; then
    diff "$data/$file" "$tmp/$file" | head -c 2000
    echo "data/$file differs from the generator's output: run 'node generate.mjs ..' in data/gen" >&2
    status=1; any_ok=0
  fi
done
[ "$any_ok" -eq 1 ] && echo "data/learnsets/any-gen-{1..9}.json match the generator's output"

(cd "$here" && node abilities.mjs "$data" "$tmp")
abilities_ok=1
for gen in 3 4 5 6 7 8 9; do
  file="abilities/gen-$gen.json"
  if [ ! -f "$data/$file" ]; then
    echo "data/$file is missing: run 'node abilities.mjs ..' in data/gen" >&2
    status=1; abilities_ok=0
  elif ! cmp -s "$data/$file" "$tmp/$file"; then
    diff "$data/$file" "$tmp/$file" | head -20
    echo "data/$file differs from the generator's output: run 'node abilities.mjs ..' in data/gen" >&2
    status=1; abilities_ok=0
  fi
done
[ "$abilities_ok" -eq 1 ] && echo "data/abilities/gen-{3..9}.json match the generator's output"

if ! (cd "$here" && node check-abilities.mjs "$data"); then
  echo "the ability checks failed (check-abilities.mjs)" >&2
  status=1
fi
if ! (cd "$here" && node check-learnsets.mjs "$data"); then
  echo "the learnset checks failed (check-learnsets.mjs)" >&2
  status=1
fi
if ! (cd "$here" && node check-anylearn.mjs "$data"); then
  echo "the learnable-move checks failed (check-anylearn.mjs)" >&2
  status=1
fi
if ! (cd "$here" && node check-moves.mjs "$data"); then
  echo "the move checks failed (check-moves.mjs)" >&2
  status=1
fi
# The ability effects and the trainers' abilities (Python, standard library;
# they read only committed files): data/README.md section 11.
if ! python3 "$data/abilities/check_effects.py"; then
  echo "the ability effects check failed (data/abilities/check_effects.py)" >&2
  status=1
fi
if ! python3 "$data/abilities/build_trainers.py" --check; then
  echo "data/abilities/trainers/ differs from build_trainers.py's output" >&2
  status=1
fi
exit "$status"

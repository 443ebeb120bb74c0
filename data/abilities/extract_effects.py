#!/usr/bin/env python3
"""Write data/abilities/extract/effects-sources.json: where Pokemon Showdown
and the damage calculator implement the abilities of data/abilities/effects.json,
as facts (file, line, the short token found on that line), never the code.

    python3 data/abilities/extract_effects.py SHOWDOWN_GITDIR SHOWDOWN_COMMIT \
        CALC_GITDIR CALC_COMMIT [--check]

SHOWDOWN_GITDIR is a git directory of smogon/pokemon-showdown, CALC_GITDIR one
of smogon/damage-calc (bare clones; data/README.md section 11 says how to get
them at their commits).
Files are read with `git --git-dir=DIR show COMMIT:path`; nothing is built or
run. With --check the output is compared with the committed file instead of
written (exit 1 on a difference). Standard library only; deterministic.

What is recorded (data/README.md section 11):
- For each ability id of ABILITIES, its entry in data/abilities.ts and in
  every data/mods/gen3..gen8/abilities.ts that overrides it: the first and
  last line of the entry (`\t<id>: {` to the next `\t},`), a SHA-256 of those
  lines (so a changed entry is noticed), and every line of the entry that
  holds one of the TOKENS patterns, with the matched text.
- The inheritance of the generation mods (`inherit: 'genN'` in
  data/mods/genN/scripts.ts), the rule that gives an ability its generation
  from its number (sim/dex-abilities.ts), Levitate's Ground immunity
  (sim/pokemon.ts isGrounded).
- In damage-calc calc/src/mechanics/{gen3,gen4,gen56,gen789,util}.ts every
  line naming one of the abilities, with the names and the types
  (`hasType('X')`) on it.
"""
import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "extract" / "effects-sources.json"

# Showdown ids of the abilities whose effect changes a type matchup (effects.json),
# and of Tera Shell (left out, recorded for the reason given in data/README.md).
ABILITIES = [
    "levitate", "flashfire", "voltabsorb", "waterabsorb", "motordrive",
    "lightningrod", "stormdrain", "sapsipper", "dryskin", "eartheater",
    "wellbakedbody", "wonderguard", "thickfat", "heatproof", "waterbubble",
    "purifyingsalt", "filter", "solidrock", "prismarmor", "tintedlens",
    "neuroforce", "scrappy", "mindseye", "pixilate", "refrigerate",
    "aerilate", "galvanize", "normalize", "liquidvoice", "moldbreaker",
    "teravolt", "turboblaze", "terashell",
]
MOD_GENS = [3, 4, 5, 6, 7, 8]

# Patterns whose match on a line of an entry is recorded (the token is the
# matched text; group 0).
TOKENS = [
    r"\bon[A-Z]\w*(?=\()",                 # a handler defined: onTryHit(
    r"\bon[A-Z]\w*: undefined",            # a handler removed by a mod
    r"move\.type === '[^']+'",
    r"move\.type !== '[^']+'",
    r"move\.type = '[^']+'",
    r"move\.flags\['sound'\]",
    r"move\.category === 'Status'",
    r"chainModify\([^)]*\)",
    r"typeMod [<>] 0",
    r"runEffectiveness\(move\) <= 0",
    r"return null",
    r"ignoreImmunity\['\w+'\] = true",
    r"move\.ignoreAbility = true",
    r"move\.id !== '\w+'",
    r"move\.id === '\w+'",
    r"target\.status === '\w+'",
    r"isGrounded",
    r"runEffectiveness",
    r"flags: \{[^}]*\}",
    r"name: \"[^\"]+\"",
    r"num: -?\d+",
    r"inherit: true",
]
TOKEN_RE = [re.compile(p) for p in TOKENS]

CALC_FILES = ["gen3", "gen4", "gen56", "gen789", "util"]


def git_show(gitdir, commit, path):
    return subprocess.run(
        ["git", f"--git-dir={gitdir}", "show", f"{commit}:{path}"],
        check=True, capture_output=True, text=True).stdout


def entries(text):
    """Map ability id -> (first line, last line), 1-based, of `\\t<id>: {` ... `\\t},`."""
    lines = text.split("\n")
    found = {}
    for i, line in enumerate(lines):
        m = re.match(r"^\t(\w+): \{$", line)
        if not m:
            continue
        j = i
        while lines[j] != "\t},":
            j += 1
        found[m.group(1)] = (i + 1, j + 1)
    return lines, found


def entry_record(path, lines, span):
    first, last = span
    body = "\n".join(lines[first - 1:last]) + "\n"
    facts = []
    for n in range(first, last + 1):
        line = lines[n - 1]
        if line.lstrip().startswith("//") and "isGrounded" not in line and "runEffectiveness" not in line:
            continue
        for rx in TOKEN_RE:
            for m in rx.finditer(line):
                facts.append([n, m.group(0)])
    return {
        "file": path,
        "lines": [first, last],
        "sha256": hashlib.sha256(body.encode()).hexdigest(),
        "facts": facts,
    }


def grep_lines(path, text, patterns):
    out = []
    for n, line in enumerate(text.split("\n"), 1):
        for rx in patterns:
            for m in rx.finditer(line):
                out.append([n, m.group(0)])
    return {"file": path, "facts": out}


def build(ps_dir, ps_commit, calc_dir, calc_commit):
    showdown = {}
    base_path = "data/abilities.ts"
    base_lines, base_entries = entries(git_show(ps_dir, ps_commit, base_path))
    mods = {}
    for g in MOD_GENS:
        p = f"data/mods/gen{g}/abilities.ts"
        mods[g] = (p,) + entries(git_show(ps_dir, ps_commit, p))
    names = {}
    for aid in ABILITIES:
        if aid not in base_entries:
            raise SystemExit(f"{aid}: no entry in {base_path}")
        rec = {"base": entry_record(base_path, base_lines, base_entries[aid]), "mods": {}}
        for g in MOD_GENS:
            p, lines, found = mods[g]
            if aid in found:
                rec["mods"][f"gen{g}"] = entry_record(p, lines, found[aid])
        name = [t for _, t in rec["base"]["facts"] if t.startswith("name: ")]
        if len(name) != 1:
            raise SystemExit(f"{aid}: no single name line")
        names[aid] = name[0][len('name: "'):-1]
        showdown[aid] = rec

    inherit = {}
    for g in MOD_GENS:
        p = f"data/mods/gen{g}/scripts.ts"
        text = git_show(ps_dir, ps_commit, p)
        rec = grep_lines(p, text, [re.compile(r"inherit: '\w+'")])
        inherit[f"gen{g}"] = rec

    p = "sim/dex-abilities.ts"
    gen_rule = grep_lines(p, git_show(ps_dir, ps_commit, p),
                          [re.compile(r"this\.num >= \d+"), re.compile(r"this\.gen = \d+")])
    p = "sim/pokemon.ts"
    text = git_show(ps_dir, ps_commit, p)
    grounded = grep_lines(p, text, [re.compile(r"isGrounded\([^)]*\) \{"),
                                    re.compile(r"hasAbility\(\[?'levitate'[^)]*\)")])

    name_alt = "|".join(re.escape(n) for n in sorted(names.values(), key=len, reverse=True))
    calc_patterns = [re.compile(r"'(?:%s)'" % name_alt.replace("'", "\\\\'")),
                     re.compile(r"\"Mind's Eye\"|'Mind\\\\'s Eye'"),
                     re.compile(r"hasType\([^)]*\)"),
                     re.compile(r"gen\.num [<>]=? \d+"),
                     re.compile(r"typeEffectiveness [<>]=? 1"),
                     re.compile(r"move\.flags\.sound")]
    calc = {}
    for f in CALC_FILES:
        path = f"calc/src/mechanics/{f}.ts"
        text = git_show(calc_dir, calc_commit, path)
        rec = grep_lines(path, text, calc_patterns)
        # keep only lines that name an ability
        by_line = {}
        for n, t in rec["facts"]:
            by_line.setdefault(n, []).append(t)
        kept = []
        for n in sorted(by_line):
            toks = by_line[n]
            if any(t.startswith("'") or t.startswith('"') for t in toks):
                kept.extend([n, t] for t in toks)
        calc[path] = kept

    return {
        "about": ("Facts read from smogon/pokemon-showdown and smogon/damage-calc (both MIT; "
                  "notices in LICENSE-pokemon-showdown.txt and LICENSE-damage-calc.txt): for each "
                  "entry its file, first and last line, SHA-256 of those lines and the tokens "
                  "found on its lines ([line, text]). No code is copied. Written by "
                  "data/abilities/extract_effects.py."),
        "showdown": {"repository": "smogon/pokemon-showdown", "commit": ps_commit,
                     "names": names, "abilities": showdown, "mod_inherit": inherit,
                     "generation_rule": gen_rule, "levitate_grounded": grounded},
        "damage_calc": {"repository": "smogon/damage-calc", "commit": calc_commit,
                        "lines": calc},
    }


def dump(obj):
    # facts one per line keeps diffs readable
    return json.dumps(obj, indent=1, ensure_ascii=False) + "\n"


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if len(args) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    data = dump(build(*args))
    if check:
        if OUT.read_text() != data:
            print(f"{OUT} differs from the extractor's output", file=sys.stderr)
            return 1
        print(f"{OUT.relative_to(HERE.parent.parent)} matches the sources")
        return 0
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(data)
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

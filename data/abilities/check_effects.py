#!/usr/bin/env python3
"""Check data/abilities/effects.json against the committed extract
data/abilities/extract/effects-sources.json (data/README.md section 11).

    python3 data/abilities/check_effects.py

Needs no source repository: the extract holds the facts (file, line, token)
read from smogon/pokemon-showdown and smogon/damage-calc; that the extract
matches the sources is checked by `extract_effects.py ... --check`.

For every entry of effects.json:
- its id and name are the extract's, and every ability of the extract but
  those of LEFT_OUT has an entry;
- its kind is borne out by tokens of the Showdown entry (table KIND_TOKENS),
  and its types, target type and factor by the tokens on those lines;
- `since` is the first generation from which the kind's handler is in
  effect, following the mods' inheritance (gen3 <- gen4 <- ... <- gen8 <-
  data/abilities.ts), never before the ability's generation (from its `num`
  by sim/dex-abilities.ts's rule); `introduced`, where given, is that
  generation and is earlier than `since`;
- `breakable` is the entry's flags;
- every cited Showdown range is an extract entry of that ability (base or a
  mod) or a line the extract records; every cited damage-calc line names the
  ability in the extract; every extract entry whose mod changes a handler is
  cited.
Exits 1 on any failure.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EFFECTS = HERE / "effects.json"
EXTRACT = HERE / "extract" / "effects-sources.json"

LEFT_OUT = {"terashell"}  # recorded for the README's reason, no effect entry

# The handler whose presence gives the effect, per kind.
KIND_HANDLERS = {
    "immune": {"onTryHit"},
    "wonder-guard": {"onTryHit"},
    "halve": {"onSourceModifyAtk", "onSourceModifySpA", "onSourceBasePower"},
    "filter": {"onSourceModifyDamage"},
    "tinted-lens": {"onModifyDamage"},
    "super-effective-boost": {"onModifyDamage"},
    "scrappy": {"onModifyMove"},
    "type-change": {"onModifyType", "onModifyMove"},
    "ignore-ability": {"onModifyMove"},
}
SIDES = {
    "immune": "defender", "wonder-guard": "defender", "halve": "defender",
    "filter": "defender", "tinted-lens": "attacker",
    "super-effective-boost": "attacker", "scrappy": "attacker",
    "type-change": "attacker", "ignore-ability": "attacker",
}

failures = []


def fail(msg):
    failures.append(msg)


def tokens(rec):
    return [t for _, t in rec["facts"]]


def gen_of_num(num, rule):
    pairs = []
    facts = rule["facts"]
    for (_, a), (_, b) in zip(facts[0::2], facts[1::2]):
        pairs.append((int(a.split(">= ")[1]), int(b.split("= ")[1])))
    for threshold, gen in pairs:
        if num >= threshold:
            return gen
    raise ValueError(num)


def handler_state(rec, handlers):
    """True if the entry defines a handler, False if it removes one, None if neither."""
    toks = tokens(rec)
    if any(t in handlers for t in toks):
        return True
    if any(t.endswith(": undefined") and t.split(":")[0] in handlers for t in toks):
        return False
    return None


def effect_gens(ab, handlers):
    """Generations 3..9 in which the handler is present (mods inherit from the next generation up)."""
    present = {}
    base = handler_state(ab["base"], handlers)
    state = bool(base)
    present[9] = state
    for g in range(8, 2, -1):
        m = ab["mods"].get(f"gen{g}")
        if m is not None:
            s = handler_state(m, handlers)
            if s is not None:
                state = s
        present[g] = state
    return present


def main():
    eff = json.loads(EFFECTS.read_text())
    ext = json.loads(EXTRACT.read_text())
    sd = ext["showdown"]
    if eff["sources"]["showdown"]["commit"] != sd["commit"]:
        fail("effects.json cites another Showdown commit than the extract")
    if eff["sources"]["damage_calc"]["commit"] != ext["damage_calc"]["commit"]:
        fail("effects.json cites another damage-calc commit than the extract")
    # the mod chain must be gen3 <- gen4 <- ... <- gen8 <- base
    for g in range(3, 8):
        if tokens(sd["mod_inherit"][f"gen{g}"]) != [f"inherit: 'gen{g + 1}'"]:
            fail(f"data/mods/gen{g}/scripts.ts does not inherit gen{g + 1}")
    if tokens(sd["mod_inherit"]["gen8"]):
        fail("data/mods/gen8/scripts.ts inherits a mod")

    ids = [a["id"] for a in eff["abilities"]]
    if len(ids) != len(set(ids)):
        fail("an id is listed twice")
    expected = set(sd["abilities"]) - LEFT_OUT
    for missing in sorted(expected - set(ids)):
        fail(f"{missing}: in the extract, no entry in effects.json")
    calc = ext["damage_calc"]["lines"]

    for a in eff["abilities"]:
        aid, kind = a["id"], a["kind"]
        where = f"{a.get('name')} ({aid})"
        if aid not in sd["abilities"]:
            fail(f"{where}: not in the extract")
            continue
        ab = sd["abilities"][aid]
        if sd["names"][aid] != a["name"]:
            fail(f"{where}: the extract names it {sd['names'][aid]}")
        if kind not in KIND_HANDLERS:
            fail(f"{where}: unknown kind {kind}")
            continue
        if SIDES[kind] != a["side"]:
            fail(f"{where}: kind {kind} is {SIDES[kind]}-side, not {a['side']}")
        base = tokens(ab["base"])
        alltoks = base + [t for m in ab["mods"].values() for t in tokens(m)]

        # the kind's evidence
        def need(tok, pool=base):
            if tok not in pool:
                fail(f"{where}: kind {kind} needs the token {tok!r} in its entry")
        types = a.get("types", [])
        if kind == "immune":
            if aid == "levitate":
                need("isGrounded")
                if not any("'levitate'" in t for t in tokens(sd["levitate_grounded"])):
                    fail(f"{where}: sim/pokemon.ts isGrounded does not name it")
            else:
                need("onTryHit")
                need("return null")
                for t in types:
                    need(f"move.type === '{t}'")
        elif kind == "wonder-guard":
            need("runEffectiveness(move) <= 0")
            need("return null")
        elif kind == "halve":
            for t in types:
                need(f"move.type === '{t}'", alltoks)
            if a.get("factor") != 0.5:
                fail(f"{where}: halve with factor {a.get('factor')}")
            need("chainModify(0.5)")
            # the types tested within 3 lines before each chainModify(0.5)
            facts = ab["base"]["facts"]
            halves = [n for n, t in facts if t == "chainModify(0.5)"]
            halved = {t[len("move.type === '"):-1] for n, t in facts
                      if t.startswith("move.type === ") and any(0 < h - n <= 3 for h in halves)}
            if halved != set(types):
                fail(f"{where}: the entry halves {sorted(halved)}, not {types}")
        elif kind == "filter":
            need("typeMod > 0")
            need("chainModify(0.75)")
            if a.get("factor") != 0.75:
                fail(f"{where}: filter factor {a.get('factor')}")
        elif kind == "tinted-lens":
            need("typeMod < 0")
            need("chainModify(2)")
            if a.get("factor") != 2:
                fail(f"{where}: factor {a.get('factor')}")
        elif kind == "super-effective-boost":
            need("typeMod > 0")
            need("chainModify([5120, 4096])")
            if a.get("factor") != 5120 / 4096:
                fail(f"{where}: factor {a.get('factor')}")
        elif kind == "scrappy":
            if sorted(types) != ["Fighting", "Normal"]:
                fail(f"{where}: scrappy types {types}")
            for t in types:
                need(f"ignoreImmunity['{t}'] = true")
        elif kind == "type-change":
            need(f"move.type = '{a['to']}'")
            if a["from"] == "*":
                if any(t.startswith("move.type === ") for t in base):
                    fail(f"{where}: from '*' but the entry tests a move type")
            else:
                need(f"move.type === '{a['from']}'")
            if a["moves"] == "sound":
                need("move.flags['sound']")
            elif a["moves"] == "all":
                if "move.flags['sound']" in base:
                    fail(f"{where}: moves 'all' but the entry tests sound moves")
            else:
                fail(f"{where}: moves {a['moves']}")
        elif kind == "ignore-ability":
            need("move.ignoreAbility = true")

        # since / introduced
        nums = [t for t in base if t.startswith("num: ")]
        intro = gen_of_num(int(nums[0][5:]), sd["generation_rule"])
        # Levitate's entry has no handler: its comment points to isGrounded
        handlers = {"isGrounded"} if aid == "levitate" else KIND_HANDLERS[kind]
        present = effect_gens(ab, handlers)
        gens = [g for g in range(intro, 10) if present[g]]
        since = gens[0] if gens else None
        if since is None or gens != list(range(since, 10)):
            fail(f"{where}: effect not continuous to generation 9 ({gens})")
        if a["since"] != since:
            fail(f"{where}: since {a['since']}, the sources say {since}")
        if since != intro:
            if a.get("introduced") != intro:
                fail(f"{where}: introduced in {intro}, effect from {since}: 'introduced' must say {intro}")
        elif "introduced" in a:
            fail(f"{where}: 'introduced' given though the effect starts with the ability")

        # breakable
        flags = [t for t in base if t.startswith("flags: ")]
        breakable = bool(flags) and "breakable: 1" in flags[0]
        if a["side"] == "defender" or "breakable" in a:
            if a.get("breakable") != breakable:
                fail(f"{where}: breakable {a.get('breakable')}, flags say {breakable}")

        # citations
        ranges = {(ab["base"]["file"], tuple(ab["base"]["lines"]))}
        handler_mods = set()
        for m in ab["mods"].values():
            ranges.add((m["file"], tuple(m["lines"])))
            if any(t.startswith("on") for t in tokens(m)):
                handler_mods.add((m["file"], tuple(m["lines"])))
        cited = set()
        for c in a["showdown"]:
            key = (c["file"], tuple(c["lines"]))
            cited.add(key)
            if key in ranges:
                continue
            if c["file"] == "sim/pokemon.ts" and aid == "levitate":
                lines = {n for n, _ in sd["levitate_grounded"]["facts"]}
                if not set(c["lines"]) <= lines:
                    fail(f"{where}: cites sim/pokemon.ts lines {c['lines']} the extract does not record")
                continue
            fail(f"{where}: cites {c['file']} {c['lines']}, not an entry of it in the extract")
        if (ab["base"]["file"], tuple(ab["base"]["lines"])) not in cited:
            fail(f"{where}: its data/abilities.ts entry is not cited")
        for key in sorted(handler_mods - cited):
            fail(f"{where}: the mod {key[0]} {list(key[1])} changes a handler and is not cited")
        q = {"'" + a["name"].replace("'", "\\'") + "'", '"' + a["name"] + '"'}
        for c in a["damage_calc"]:
            facts = calc.get(c["file"])
            if facts is None:
                fail(f"{where}: cites {c['file']}, not in the extract")
                continue
            named = {n for n, t in facts if t in q}
            for n in c["lines"]:
                if n not in named:
                    fail(f"{where}: {c['file']}:{n} does not name it in the extract")

    if failures:
        for f in failures:
            print("FAIL", f, file=sys.stderr)
        print(f"{len(failures)} failure(s)", file=sys.stderr)
        return 1
    print(f"effects.json: {len(eff['abilities'])} abilities agree with the extract "
          f"(Showdown {sd['commit'][:10]}, damage-calc {ext['damage_calc']['commit'][:10]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

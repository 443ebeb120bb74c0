"""Readers of the pret decompilations' sources: the RGBDS assembly of the
Game Boy games (pokered, pokeyellow, pokegold, pokecrystal) and the C
sources, headers and Nitro archives of the GBA/DS games (pokeruby,
pokeemerald, pokefirered, pokediamond, pokeplatinum, pokeheartgold).  Only
facts are read; nothing of pret is copied, built or run."""

import re

# ---------------------------------------------------------------------------
# RGBDS assembly (generations 1-2)
# ---------------------------------------------------------------------------

def strip_comment(line):
    # no ';' inside the strings we read (names are letters, '.', "'", ♂/♀)
    return line.split(";", 1)[0].strip()


def db_args(line):
    """Arguments of a `db a, b, c` line (comment removed), else None."""
    code = strip_comment(line)
    if not code.startswith("db "):
        return None
    return [a.strip() for a in code[3:].split(",")]


def const_list(text):
    """Names of `const NAME` lines of the first const_def block, indexed by
    value (const_skip and the start value of `const_def N` leave None)."""
    names, started = [], False
    for line in text.splitlines():
        code = strip_comment(line)
        m = re.match(r"const_def(?: (\d+))?$", code)
        if m:
            if started:
                break
            started = True
            names = [None] * int(m.group(1) or 0)
            continue
        if code == "const_skip":
            names.append(None)
            continue
        m = re.match(r"const (\w+)$", code)
        if m:
            names.append(m.group(1))
    return names


def quoted_list(text, macro):
    return [m.group(1) for m in re.finditer(r"^\s*" + macro + r' "([^"]*)"', text, re.M)]


def pointer_list(text):
    return [m.group(1) for m in re.finditer(r"^\s*dw (\w+)", text, re.M)]


def label_blocks(text):
    """label -> list of lines up to the next label."""
    blocks, cur = {}, None
    for line in text.splitlines():
        m = re.match(r"^(\w+):{1,2}", line)
        if m:
            cur = m.group(1)
            blocks[cur] = []
        elif cur is not None:
            blocks[cur].append(line)
    return blocks


def defined_lines(text, defines):
    """The lines of an asm file that the assembler keeps when the symbols
    `defines` are defined: (line number, line) pairs.  Handles `IF DEF(X)`,
    `IF !DEF(X)`, `ELSE`, `ENDC` (nested); fails on any other IF."""
    out, stack = [], []
    for no, line in enumerate(text.splitlines(), start=1):
        code = strip_comment(line)
        m = re.match(r"IF (!?)DEF\((\w+)\)$", code)
        if m:
            cond = (m.group(2) in defines) != (m.group(1) == "!")
            stack.append(cond)
            continue
        if code.startswith("IF ") or code.startswith("ELIF"):
            raise SystemExit("unhandled conditional: %r" % line)
        if code == "ELSE":
            stack[-1] = not stack[-1]
            continue
        if code == "ENDC":
            stack.pop()
            continue
        if all(stack):
            out.append((no, line))
    assert not stack, "unbalanced IF/ENDC"
    return out


def versioned_lines(text, all_versions, symbols, fail):
    """[(line number (1-based), line, frozenset of versions)] with the
    IF DEF(_GOLD) / ELIF DEF(_SILVER) / ELSE / ENDC blocks resolved to the
    versions that assemble the line (`symbols`: the DEF symbol of each
    version).  Conditionals on other symbols are refused (fail(message))."""
    out, stack = [], []
    allv = frozenset(all_versions)
    for no, line in enumerate(text.splitlines(), start=1):
        code = strip_comment(line)
        m = re.match(r"(IF|ELIF) DEF\((\w+)\)$", code)
        if m:
            if m.group(2) not in symbols:
                fail("unknown conditional %r at line %d" % (code, no))
            v = symbols[m.group(2)]
            if m.group(1) == "IF":
                stack.append({"taken": {v}, "cur": {v}})
            else:
                stack[-1]["cur"] = {v}
                stack[-1]["taken"].add(v)
            continue
        if code == "ELSE":
            stack[-1]["cur"] = set(allv) - stack[-1]["taken"]
            continue
        if code == "ENDC":
            stack.pop()
            continue
        if re.match(r"(IF|ELIF|IFDEF|IFNDEF)\b", code):
            fail("unhandled conditional %r at line %d" % (code, no))
        vs = set(allv)
        for frame in stack:
            vs &= frame["cur"]
        out.append((no, line, frozenset(vs)))
    return out


# ---------------------------------------------------------------------------
# C sources and headers, Nitro archives (generations 3-4)
# ---------------------------------------------------------------------------

def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def c_block(text, start):
    """Text between the brace opening at or after start and its match."""
    i = text.index("{", start)
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return text[i + 1:j]
    raise ValueError("unbalanced braces")


def designated_blocks(text, prefix):
    """{CONST: body} for every `[PREFIX_X] = { body }` in text."""
    out = {}
    for m in re.finditer(r"\[(" + prefix + r"\w+)\]\s*=\s*\{", text):
        out[m.group(1)] = c_block(text, m.end() - 1)
    return out


def top_level_entries(body):
    """The depth-1 `{...}` entries of an array body."""
    entries, depth, start = [], 0, None
    for j, ch in enumerate(body):
        if ch == "{":
            if depth == 0:
                start = j + 1
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                entries.append(body[start:j])
    return entries


def narc_files(data):
    """The member files of a Nitro archive (NARC): header, BTAF (offsets),
    BTNF (names), GMIF (data)."""
    import struct
    assert data[:4] == b"NARC"
    header_size = struct.unpack_from("<H", data, 12)[0]
    pos = header_size
    assert data[pos:pos + 4] == b"BTAF"
    btaf_size, count = struct.unpack_from("<IH", data, pos + 4)
    offsets = [struct.unpack_from("<II", data, pos + 12 + 8 * i) for i in range(count)]
    pos += btaf_size
    assert data[pos:pos + 4] == b"BTNF"
    pos += struct.unpack_from("<I", data, pos + 4)[0]
    assert data[pos:pos + 4] == b"GMIF"
    base = pos + 8
    return [data[base + a:base + b] for a, b in offsets]


def c_defines(text, prefix):
    return {name: int(num) for name, num in re.findall(r"#define\s+(" + prefix + r"\w+)\s+(\d+)\b", text)}

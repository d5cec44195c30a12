#!/usr/bin/env python3
"""Helpers for Scripts/check-apple-code.sh (standard library only).

  extract OUTDIR MD...    write each ```swift block of the given Markdown files to
                          OUTDIR/NNN.swift (imports added, #sourceLocation mapping lines back
                          to the .md) and print a manifest line per block:
                          NNN<TAB>FILE<TAB>LINE<TAB>BLOCK-NUMBER-IN-FILE
  mutate SRC DST OLD NEW  copy SRC to DST with the one occurrence of OLD replaced by NEW;
                          fails unless OLD occurs exactly once
"""

import os
import re
import sys

FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^\s`]*)")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?([A-Za-z_][\w.]*)")
SKIP = "<!-- apple-check: skip -->"


def blocks(path):
    """Yields (line of the first code line, 1-based block number, code) for ```swift blocks."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    number = 0
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, fence, lang = m.group(1), m.group(2), m.group(3).lower()
        start = i + 1
        j = start
        while j < len(lines):
            close = lines[j].strip()
            if close.startswith(fence[0] * len(fence)) and close.strip(fence[0]) == "":
                break
            j += 1
        if lang == "swift":
            number += 1
            previous = lines[i - 1].strip() if i > 0 else ""
            code = [l[len(indent):] if l.startswith(indent) else l for l in lines[start:j]]
            yield start + 1, number, "\n".join(code), previous == SKIP
        i = j + 1


def extract(outdir, paths):
    os.makedirs(outdir, exist_ok=True)
    n = 0
    for path in paths:
        for line, number, code, skipped in blocks(path):
            n += 1
            name = "%03d" % n
            if skipped:
                print("%s\t%s\t%d\t%d\tskip" % (name, path, line, number))
                continue
            imported = set()
            for l in code.split("\n"):
                m = IMPORT.match(l)
                if m:
                    imported.add(m.group(1))
            header = ["import %s" % m for m in ("SwiftUI", "PullToRefreshUI") if m not in imported]
            text = "\n".join(header)
            text += '\n#sourceLocation(file: "%s", line: %d)\n' % (path, line)
            text += code + "\n#sourceLocation()\n"
            with open(os.path.join(outdir, name + ".swift"), "w", encoding="utf-8") as f:
                f.write(text)
            print("%s\t%s\t%d\t%d\tcheck" % (name, path, line, number))


def mutate(src, dst, old, new):
    with open(src, encoding="utf-8") as f:
        text = f.read()
    count = text.count(old)
    if count != 1:
        sys.exit("mutate: %r occurs %d times in %s (expected exactly once)" % (old, count, src))
    with open(dst, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new))


def main(argv):
    if len(argv) >= 2 and argv[0] == "extract":
        extract(argv[1], argv[2:])
    elif len(argv) == 5 and argv[0] == "mutate":
        mutate(*argv[1:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])

#!/usr/bin/env python3
"""Helpers for AppleCheck/check-apple-code.sh (standard library only).

  floors PACKAGE.swift    print the platforms the manifest declares, one line each:
                          ID<TAB>VERSION (ID: ios, macos, tvos, watchos, visionos)
  availability PACKAGE.swift
                          print the availability macros the manifest defines, one a line, as
                          `-define-availability` takes them (NAME VERSION:PLATFORM VERSION, ...):
                          every string literal of that form, with or without the
                          `AvailabilityMacro=` of `.enableExperimentalFeature`
  extract OUTDIR MD...    write each ```swift block of the given Markdown files to
                          OUTDIR/NNN.swift (imports added, #sourceLocation mapping lines back
                          to the .md) and print a manifest line per block:
                          NNN<TAB>FILE<TAB>LINE<TAB>BLOCK-NUMBER-IN-FILE<TAB>check|skip<TAB>PLATFORMS
                          <TAB>VERSIONS
  platforms [--default LIST] FILE...
                          print the platforms on which code made of these files (one module) is
                          checked, comma-separated (see PLATFORM RULE below); LIST (from the
                          script's --platforms option, e.g. ios,visionos) replaces the rule for
                          files that declare nothing themselves
  versions [--default LIST] FILE...
                          print the deployment targets the same declarations give, as
                          ios=17.0,macos=15.0 (only the platforms named with a version), or -
  examples DIR            list the example packages' targets under DIR (DIR/<Package>/Package.swift,
                          sources in DIR/<Package>/Sources/<Target>/), dependencies first, of
                          the packages whose manifest names the product "PullToRefreshUI":
                          PACKAGE<TAB>TARGET<TAB>SOURCE-DIR<TAB>RESOURCES(0|1)<TAB>PLATFORMS<TAB>FLOORS
                          (FLOORS: the package's own `platforms:`, e.g. ios=18.0,macos=15.0, or -).
                          An example whose manifest lists platforms is checked on those only: for
                          the others SwiftPM would give it a lower floor than this package's, and
                          refuse to build it.
  mutate SRC DST OLD NEW  copy SRC to DST with the one occurrence of OLD replaced by NEW;
                          fails unless OLD occurs exactly once
  collisions NAMES-DIR SWIFT-DEMANGLE LABEL=GRAPH.json...
                          the top-level public names of the symbol graphs (one per platform
                          pass, each of a module with the modules it re-exports) that are also
                          in NAMES-DIR/<SDK module>.txt: first a line COUNT<TAB>MODULES (how
                          many names were compared, the modules they come from), then one line
                          per collision: NAME<TAB>KIND<TAB>MODULE<TAB>SDK-MODULES<TAB>LABELS.
                          A symbol's module is read from its USR with swift-demangle.

PLATFORM RULE. A client file that declares its platforms, on a line of its own
`// apple-check: platforms iOS, visionOS` (names as in @available, any case, comma-separated), is
checked on those only, and so is a file given after the script's `--platforms ios,visionos`
option that declares none (a file's own line wins). A name may carry the deployment target the
file is written for, `// apple-check: platforms macOS 15, iOS 17.4`: that platform's pass checks
the file at that version instead of the package's floor (the script refuses a version below the
floor, which an app depending on the package cannot have). Two lines of one module keep the
platforms both name, each at the higher version given. Other client code is checked on every
platform pass, except code that imports, outside any #if, a framework that exists only on some
platforms: UIKit (the package's UIKit front end is compiled for iOS and visionOS only), AppKit
(macOS) or WatchKit (watchOS). Code that imports them under `#if os(...)` or `#if canImport(...)`
is checked everywhere, and the compiler picks the branch. (Example packages are further limited to
the platforms their manifest lists.) A platform Package.swift does not declare has no pass.
"""

import json
import os
import re
import subprocess
import sys

FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^\s`]*)")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?([A-Za-z_][\w.]*)")
SKIP = "<!-- apple-check: skip -->"
PLATFORMS = ("ios", "macos", "tvos", "watchos", "visionos")
ONLY_ON = {"UIKit": {"ios", "visionos"}, "AppKit": {"macos"}, "WatchKit": {"watchos"}}
MANIFEST_PLATFORM = re.compile(
    r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\s*(?:\.v(\d+)(?:_(\d+))?|\"(\d+(?:\.\d+)*)\")\s*\)"
)


def declared_floors(manifest):
    """{platform id: "major.minor"} for the `platforms:` entries of a Package.swift."""
    with open(manifest, encoding="utf-8") as f:
        text = f.read()
    floors = {}
    for m in MANIFEST_PLATFORM.finditer(text):
        name = m.group(1).lower()
        if m.group(4):
            version = m.group(4)
        else:
            version = m.group(2) + "." + (m.group(3) or "0")
        if "." not in version:
            version += ".0"
        floors[name] = version
    return floors


AVAILABILITY_MACRO = re.compile(
    r'"(?:AvailabilityMacro=)?([A-Za-z_]\w* \d+(?:\.\d+)*:'
    r'\s*(?:iOS|macOS|macCatalyst|tvOS|watchOS|visionOS) \d+(?:\.\d+)*'
    r'(?:,\s*(?:iOS|macOS|macCatalyst|tvOS|watchOS|visionOS) \d+(?:\.\d+)*)*)"'
)


def availability_macros(manifest):
    """The availability macro definitions written in a Package.swift, in order, once each."""
    with open(manifest, encoding="utf-8") as f:
        text = f.read()
    found = []
    for m in AVAILABILITY_MACRO.finditer(text):
        if m.group(1) not in found:
            found.append(m.group(1))
    return found


def unconditional_imports(code):
    """Modules imported outside any #if block."""
    depth = 0
    modules = set()
    for line in code.split("\n"):
        stripped = line.strip()
        if stripped.startswith("#if"):
            depth += 1
        elif stripped.startswith("#endif"):
            depth = max(0, depth - 1)
        elif depth == 0:
            m = IMPORT.match(line)
            if m:
                modules.add(m.group(1).split(".")[0])
    return modules


DECLARED = re.compile(r"^\s*//\s*apple-check:\s*platforms\s+(.*?)\s*$", re.MULTILINE)
ENTRY = re.compile(r"^([A-Za-z]+)(?:\s*(\d+(?:\.\d+){0,2}))?$")


def version_key(version):
    return tuple(int(part) for part in version.split("."))


def parse_entries(text, where):
    """[(platform id, version or None)] of a comma-separated list: `iOS, visionOS`,
    `ios,visionos`, `macOS 15, iOS 17.4` (a version, when given, as "15.0" or "17.4")."""
    found = {}
    for item in text.split(","):
        item = item.strip()
        if not item:
            continue
        m = ENTRY.match(item)
        if not m:
            sys.exit(
                "applecheck: %s: cannot read %r (a platform's name, optionally followed by the"
                " deployment target: iOS, macOS 15, visionOS 2.0)" % (where, item)
            )
        name, version = m.group(1).lower(), m.group(2)
        if name not in PLATFORMS:
            sys.exit(
                "applecheck: %s: unknown platform %r (one of: iOS, macOS, tvOS, watchOS, visionOS)"
                % (where, name)
            )
        if version is not None and "." not in version:
            version += ".0"
        if name in found and found[name] is not None and version != found[name]:
            if version is not None:
                sys.exit(
                    "applecheck: %s: %s named twice, at %s and %s" % (where, name, found[name], version)
                )
            continue
        found[name] = version
    if not found:
        sys.exit("applecheck: %s: no platform named" % where)
    return list(found.items())


def parse_platforms(text, where):
    """The platform ids of a comma-separated list (`iOS, visionOS` or `ios,visionos`)."""
    return [name for name, _ in parse_entries(text, where)]


def declared_platforms(codes, where):
    """The platforms the code declares (`// apple-check: platforms ...`), or None."""
    declared = None
    for code in codes:
        for m in DECLARED.finditer(code):
            names = parse_platforms(m.group(1), where)
            declared = names if declared is None else [p for p in declared if p in names]
    return declared


def declared_versions(codes, where):
    """{platform id: version} of the versions the declarations give (the higher of two)."""
    versions = {}
    for code in codes:
        for m in DECLARED.finditer(code):
            for name, version in parse_entries(m.group(1), where):
                if version is not None and (
                    name not in versions or version_key(version) > version_key(versions[name])
                ):
                    versions[name] = version
    return versions


def versions_for(codes, default=None, where="client code"):
    """ios=17.0,macos=15.0: the deployment targets declared for the platforms the code is
    checked on (see platforms_for), or - when none is."""
    if declared_platforms(codes, where) is not None:
        versions = declared_versions(codes, where)
    elif default is not None:
        versions = {n: v for n, v in parse_entries(default, "--platforms") if v is not None}
    else:
        versions = {}
    checked = platforms_for(codes, default, where).split(",")
    return ",".join("%s=%s" % (p, versions[p]) for p in PLATFORMS if p in versions and p in checked) or "-"


def platforms_for(codes, default=None, where="client code"):
    declared = declared_platforms(codes, where)
    if declared is None and default is not None:
        declared = parse_platforms(default, "--platforms")
    if declared is not None:
        return ",".join(p for p in PLATFORMS if p in declared) or "-"
    allowed = set(PLATFORMS)
    for code in codes:
        for module in unconditional_imports(code):
            if module in ONLY_ON:
                allowed &= ONLY_ON[module]
    return ",".join(p for p in PLATFORMS if p in allowed) or "-"


def blocks(path):
    """Yields (line of the first code line, 1-based block number, code, skipped)."""
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
                print("%s\t%s\t%d\t%d\tskip\t-\t-" % (name, path, line, number))
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
            print(
                "%s\t%s\t%d\t%d\tcheck\t%s\t%s"
                % (name, path, line, number, platforms_for([text]), versions_for([text]))
            )


def swift_files(directory):
    found = []
    for base, dirs, files in os.walk(directory):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found += [os.path.join(base, f) for f in sorted(files) if f.endswith(".swift")]
    return found


def has_resources(directory):
    for base, dirs, files in os.walk(directory):
        if os.path.basename(base) == "Resources" or any(
            d.endswith((".xcassets", ".lproj")) for d in dirs
        ):
            return True
        dirs[:] = [d for d in dirs if not d.startswith(".")]
    return False


def examples(root):
    """The example targets, each after the sibling targets it imports."""
    if not os.path.isdir(root):
        return
    for package in sorted(os.listdir(root)):
        pdir = os.path.join(root, package)
        manifest = os.path.join(pdir, "Package.swift")
        sources = os.path.join(pdir, "Sources")
        if not os.path.isfile(manifest) or not os.path.isdir(sources):
            continue
        with open(manifest, encoding="utf-8") as f:
            if '"PullToRefreshUI"' not in f.read():
                continue  # no Apple front end (Examples/pullwatch): its own package builds it
        floors = declared_floors(manifest)
        floor_text = ",".join("%s=%s" % (p, floors[p]) for p in PLATFORMS if p in floors) or "-"
        targets = {}
        for target in sorted(os.listdir(sources)):
            tdir = os.path.join(sources, target)
            files = swift_files(tdir) if os.path.isdir(tdir) else []
            if not files:
                continue  # a target whose sources are absent is skipped
            codes = []
            for f in files:
                with open(f, encoding="utf-8") as handle:
                    codes.append(handle.read())
            imports = set()
            for code in codes:
                for l in code.split("\n"):
                    m = IMPORT.match(l)
                    if m:
                        imports.add(m.group(1).split(".")[0])
            platforms = platforms_for(codes)
            if floors:  # SwiftPM builds an example only for the platforms its manifest lists
                platforms = ",".join(p for p in platforms.split(",") if p in floors) or "-"
            targets[target] = (tdir, has_resources(tdir), platforms, imports)
        done = []
        pending = sorted(targets)
        while pending:
            ready = [
                t for t in pending if not (targets[t][3] & (set(pending) - {t}))
            ] or pending[:1]  # an import cycle: take the first and let the compiler complain
            for t in ready:
                pending.remove(t)
                done.append(t)
        for t in done:
            tdir, resources, platforms, _ = targets[t]
            print("%s\t%s\t%s\t%d\t%s\t%s" % (package, t, tdir, resources, platforms, floor_text))


def mutate(src, dst, old, new):
    with open(src, encoding="utf-8") as f:
        text = f.read()
    count = text.count(old)
    if count != 1:
        sys.exit("mutate: %r occurs %d times in %s (expected exactly once)" % (old, count, src))
    with open(dst, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new))


def sdk_names(directory):
    """{name: [SDK modules]} from the name lists NAMES-DIR/<module>.txt."""
    names = {}
    for entry in sorted(os.listdir(directory)):
        if not entry.endswith(".txt"):
            continue
        with open(os.path.join(directory, entry), encoding="utf-8") as f:
            for line in f:
                name = line.strip()
                if name:
                    names.setdefault(name, []).append(entry[: -len(".txt")])
    return names


def symbol_modules(usrs, demangle):
    """{USR: module} for Swift USRs (`s:...`), through the toolchain's swift-demangle."""
    usrs = sorted(u for u in usrs if u.startswith("s:"))
    if not usrs:
        return {}
    text = "".join("$s%s\n" % u[2:] for u in usrs)
    out = subprocess.run(
        [demangle, "-compact"], input=text, capture_output=True, text=True, check=True
    ).stdout.split("\n")
    modules = {}
    for usr, line in zip(usrs, out):
        name = line.strip()
        # `Module.Name`, `Module.name(label:)`, or a generic `(extension in X):...` form.
        m = re.match(r"^([A-Za-z_][\w]*)\.", name)
        modules[usr] = m.group(1) if m else "?"
    return modules


def collisions(names_dir, demangle, labelled_graphs):
    sdk = sdk_names(names_dir)
    found = {}  # name -> {"kinds", "modules", "labels"}
    usrs = set()
    graphs = []
    for labelled in labelled_graphs:
        label, path = labelled.split("=", 1)
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        graphs.append((label, graph))
        for symbol in graph["symbols"]:
            if len(symbol["pathComponents"]) == 1:
                usrs.add(symbol["identifier"]["precise"])
    modules = symbol_modules(usrs, demangle)
    for label, graph in graphs:
        for symbol in graph["symbols"]:
            path = symbol["pathComponents"]
            kind = symbol["kind"]["identifier"]
            if len(path) != 1 or kind == "swift.extension":
                continue
            # A function's or macro's path component carries its labels: `withAnimation(_:_:)`.
            name = path[0].split("(")[0] or path[0]
            entry = found.setdefault(name, {"kinds": set(), "modules": set(), "labels": []})
            entry["kinds"].add(kind[len("swift."):] if kind.startswith("swift.") else kind)
            entry["modules"].add(modules.get(symbol["identifier"]["precise"], "?"))
            if label not in entry["labels"]:
                entry["labels"].append(label)
    all_modules = sorted({m for e in found.values() for m in e["modules"]})
    print("%d\t%s" % (len(found), ",".join(all_modules)))
    for name in sorted(found):
        if name in sdk:
            e = found[name]
            print(
                "%s\t%s\t%s\t%s\t%s"
                % (
                    name,
                    ",".join(sorted(e["kinds"])),
                    ",".join(sorted(e["modules"])),
                    ",".join(sdk[name]),
                    ",".join(e["labels"]),
                )
            )


def main(argv):
    if len(argv) == 2 and argv[0] == "floors":
        floors = declared_floors(argv[1])
        for p in PLATFORMS:
            if p in floors:
                print("%s\t%s" % (p, floors[p]))
    elif len(argv) == 2 and argv[0] == "availability":
        for definition in availability_macros(argv[1]):
            print(definition)
    elif len(argv) >= 2 and argv[0] == "extract":
        extract(argv[1], argv[2:])
    elif len(argv) >= 2 and argv[0] in ("platforms", "versions"):
        default = None
        paths = argv[1:]
        if len(paths) >= 2 and paths[0] == "--default":
            default, paths = paths[1], paths[2:]
        codes = []
        for path in paths:
            with open(path, encoding="utf-8") as f:
                codes.append(f.read())
        rule = platforms_for if argv[0] == "platforms" else versions_for
        print(rule(codes, default, " ".join(paths)))
    elif len(argv) == 2 and argv[0] == "examples":
        examples(argv[1])
    elif len(argv) == 5 and argv[0] == "mutate":
        mutate(*argv[1:])
    elif len(argv) >= 4 and argv[0] == "collisions":
        collisions(argv[1], argv[2], argv[3:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])

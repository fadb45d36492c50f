#!/usr/bin/env python3
"""Fails when a translation is not complete and current.

For each .ts file: every message must be translated (no "unfinished", "vanished" or
"obsolete" entry, no empty translation), keep the source's placeholders (%1, %n, ...), and
running lupdate on the sources must neither add a message (a string missing from the file) nor
mark one vanished (an entry whose string left the sources).

usage: check_translations.py LUPDATE SOURCES_LIST_FILE INCLUDE_DIR... -- TS_FILE...
                            [--plural-only TS_FILE...]

A plural-only file (the source language's) holds just the messages with plural forms.
"""
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

PLACEHOLDER = re.compile(r"%(?:\d+|n|L\d+)")


def messages(ts_path):
    root = ET.parse(ts_path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def problems_in(ts_path):
    out = []
    for context, message in messages(ts_path):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        label = f"{context}: {source[:70]!r}"
        kind = translation.get("type") if translation is not None else "missing"
        if kind in ("unfinished", "vanished", "obsolete", "missing"):
            out.append(f"{kind}: {label}")
            continue
        forms = translation.findall("numerusform")
        texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
        if any(not t.strip() for t in texts) and source.strip():
            out.append(f"empty translation: {label}")
            continue
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        for text in texts:
            got = sorted(set(PLACEHOLDER.findall(text)))
            # %n may be spelled out in a singular form ("Une transaction"), nothing else may go.
            if [p for p in wanted if p != "%n"] != [p for p in got if p != "%n"]:
                out.append(f"placeholders {wanted} became {got}: {label}")
                break
    return out


def main():
    args = sys.argv[1:]
    sep = args.index("--")
    lupdate, sources_file, includes = args[0], args[1], args[2:sep]
    rest = args[sep + 1:]
    plural_only = set()
    if "--plural-only" in rest:
        k = rest.index("--plural-only")
        plural_only = set(rest[k + 1:])
        rest = rest[:k]
    ts_files = rest + sorted(plural_only)
    sources = [s for s in Path(sources_file).read_text().split(";") if s.strip()]
    failed = False
    for ts in ts_files:
        found = problems_in(ts)
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / Path(ts).name
            shutil.copy(ts, copy)
            listing = Path(tmp) / "sources.lst"
            listing.write_text("\n".join(sources) + "\n")
            cmd = [lupdate, "-silent", "-locations", "none"]
            if ts in plural_only:
                cmd.append("-pluralonly")
            cmd += [f"-I{d}" for d in includes]
            cmd += [f"@{listing}", "-ts", str(copy)]
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
            fresh = problems_in(copy)
        for p in fresh:
            if p not in found:
                kind = p.split(":", 1)[0]
                why = {"unfinished": "in the sources but not in the file",
                       "vanished": "in the file but no longer in the sources"}.get(kind, kind)
                found.append(f"{why}: {p.split(':', 1)[1].strip()}")
        if found:
            failed = True
            print(f"{ts}: {len(found)} problem(s)")
            for p in found[:40]:
                print(f"  {p}")
            if len(found) > 40:
                print(f"  ... and {len(found) - 40} more")
        else:
            print(f"{ts}: complete and current")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""GET /openapi.json of a fresh paydesk-sandbox, without a key, answers docs/openapi.yaml.

The served JSON, parsed, must equal the YAML, parsed: the build embeds the document, and this
says it embedded the current one, whole, and serves it to anyone (CTest docs.openapi_served).

Usage: check_openapi_served.py --sandbox BIN --doc docs/openapi.yaml
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

import yaml


def first_difference(a, b, where="#"):
    """The first place where two parsed documents differ, for the failure message."""
    if type(a) is not type(b):
        return f"{where}: {type(a).__name__} served, {type(b).__name__} in the YAML"
    if isinstance(a, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{where}/{key}: {'only in the YAML' if key not in a else 'only served'}"
            found = first_difference(a[key], b[key], f"{where}/{key}")
            if found:
                return found
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{where}: {len(a)} items served, {len(b)} in the YAML"
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{where}/{i}")
            if found:
                return found
        return None
    return None if a == b else f"{where}: {a!r} served, {b!r} in the YAML"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sandbox", required=True)
    parser.add_argument("--doc", required=True)
    args = parser.parse_args()
    with open(args.doc, encoding="utf-8") as f:
        expected = yaml.safe_load(f)

    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, ".local/share"))
        proc = subprocess.Popen([args.sandbox, "--in-memory", "--port", "0"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
                                text=True)
        try:
            line = proc.stdout.readline()
            m = re.match(r"^ready url=(http://127\.0\.0\.1:\d+) ", line)
            if not m:
                sys.exit(f"the sandbox did not start: {line!r}")
            opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
            # No Authorization header: the document is public.
            try:
                with opener.open(m.group(1) + "/openapi.json", timeout=30) as reply:
                    status = reply.status
                    content_type = reply.headers.get("Content-Type")
                    body = reply.read()
            except urllib.error.HTTPError as e:
                status, content_type, body = e.code, e.headers.get("Content-Type"), e.read()
        finally:
            proc.terminate()
            proc.wait(timeout=30)

    if status != 200 or content_type != "application/json":
        sys.exit(f"GET /openapi.json: HTTP {status}, Content-Type {content_type}: {body[:200]!r}")
    served = json.loads(body)
    difference = first_difference(served, expected)
    if difference:
        sys.exit(f"GET /openapi.json differs from {args.doc}: {difference}")
    print(f"GET /openapi.json (no key): {len(body)} bytes, equal to {args.doc} "
          f"({len(served['paths'])} paths)")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""docs/openapi.yaml to the JSON the sandbox serves at GET /openapi.json (a build step).

Usage: openapi_json.py SOURCE.yaml OUTPUT.json

Refuses what JSON cannot hold exactly (a YAML date or timestamp, a non-string key), so that the
served document says what the YAML says.
"""
import json
import sys

import yaml


def check_keys(node, where="#"):
    if isinstance(node, dict):
        for key, value in node.items():
            if not isinstance(key, str):
                raise SystemExit(f"{where}: key {key!r} is not a string; quote it in the YAML")
            check_keys(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            check_keys(value, f"{where}/{i}")


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as f:
        document = yaml.safe_load(f)
    check_keys(document)
    try:
        text = json.dumps(document, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as e:
        raise SystemExit(f"{sys.argv[1]}: {e}; quote the value in the YAML")
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write(text + "\n")


if __name__ == "__main__":
    main()

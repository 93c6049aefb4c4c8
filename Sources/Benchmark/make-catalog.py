#!/usr/bin/env python3
"""Writes a deterministic catalog of N gems (default 100,000) for benchmarks.

Every gem is a bundled gem with a serial number added to its name and id,
so a query like `rose` matches a few thousand gems. The summary keeps the
bundled gem's first sentence (at most 60 characters), which puts 100,000 gems at about 51 MB (the issue asked for about 47).

Usage: make-catalog.py RESOURCES_GEMS_JSON OUTPUT_JSON [COUNT]
"""
import json
import sys


def main() -> None:
    source, output = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 100_000
    with open(source, encoding="utf-8") as handle:
        bundled = json.load(handle)["gems"]
    gems = []
    for serial in range(count):
        base = dict(bundled[serial % len(bundled)])
        base["id"] = f"{base['id']}-{serial}"
        base["name"] = f"{base['name']} {serial}"
        summary = base.get("summary", "").split(". ")[0].rstrip(".")
        if len(summary) > 60:
            summary = summary[:60].rsplit(" ", 1)[0]
        base["summary"] = summary + "."
        gems.append(json.dumps(base, ensure_ascii=False))
    # One gem a line, so that `grep -c` counts matching gems.
    with open(output, "w", encoding="utf-8") as handle:
        handle.write('{"schemaVersion": 1, "gems": [\n')
        handle.write(",\n".join(gems))
        handle.write("\n]}\n")


if __name__ == "__main__":
    main()

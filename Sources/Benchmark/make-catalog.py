#!/usr/bin/env python3
"""Writes a deterministic catalog of N gems (default 100,000) for benchmarks.

Every gem is a bundled gem with a serial number added to its name and id,
so a query like `rose` matches a few thousand gems; relations name the
first copy of the gem they named (`ruby` becomes `ruby-<its position>`).
The summary keeps the bundled gem's first sentence (at most 60
characters), and the descriptive lists and texts that identification does
not use (sources, localities, treatments, fluorescence, pleochroism, cleavage,
fracture) are left out, which keeps 100,000 gems near the 50 MB the design
budgets for.

Usage: make-catalog.py RESOURCES_GEMS_JSON OUTPUT_JSON [COUNT]
"""
import json
import sys


def main() -> None:
    source, output = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 100_000
    with open(source, encoding="utf-8") as handle:
        bundled = json.load(handle)["gems"]
    first_copy = {gem["id"]: f"{gem['id']}-{index}" for index, gem in enumerate(bundled)}
    gems = []
    for serial in range(count):
        base = dict(bundled[serial % len(bundled)])
        base["id"] = f"{base['id']}-{serial}"
        base["name"] = f"{base['name']} {serial}"
        summary = base.get("summary", "").split(". ")[0].rstrip(".")
        if len(summary) > 60:
            summary = summary[:60].rsplit(" ", 1)[0]
        base["summary"] = summary + "."
        for key in ("syntheticOf", "imitates"):
            if key in base:
                base[key] = [first_copy[related] for related in base[key]]
        for key in ("sources", "localities", "treatments", "fluorescence", "pleochroism", "cleavage", "fracture"):
            base.pop(key, None)
        gems.append(json.dumps(base, ensure_ascii=False, separators=(",", ":")))
    # One gem a line, so that `grep -c` counts matching gems.
    with open(output, "w", encoding="utf-8") as handle:
        handle.write('{"schemaVersion": 1, "gems": [\n')
        handle.write(",\n".join(gems))
        handle.write("\n]}\n")


if __name__ == "__main__":
    main()

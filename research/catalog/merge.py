#!/usr/bin/env python3
"""Merge the catalog research into a copy of the bundled catalog.

    python3 research/catalog/merge.py OUTPUT.json
    python3 research/catalog/merge.py --check

Reads Resources/gems.json, research/catalog/family-*.json, fill-*.json (when
present), new-more.json and decisions.json, and writes the merged catalog to
OUTPUT.json in the layout of gems.json (two-space indent, entries in id
order, UTF-8, trailing newline). OUTPUT.json may be Resources/gems.json
itself; it is then written only when every check passes.

The merge is idempotent: run on a catalog it produced, it gives that catalog
again byte for byte, so it can be re-run on Resources/gems.json whenever
research is added. A new entry whose id is already in the catalog replaces
that entry (an earlier merge put it there) instead of being added twice;
list values are united without duplicates; fixes and corrections set the
same values again. `--check` writes nothing and exits 1 unless
Resources/gems.json already holds everything the research gives.

A value an earlier merge put into an existing entry is not taken back by
dropping it from the draft later: take it back with a "fix" ("to": null
removes the key, or "to" gives the value to keep).

Order of work:
  1. every draft value named by a "drop" in decisions.json is removed
     (file "*" means any file, key "*" the whole update or new entry,
     "value" one item of a list);
  2. updates are applied: misnomers, sources, aliases and other lists are
     appended without duplicates, "typical" goes into the existing range,
     other keys are set; when two files set one scalar key to different
     values, the file whose slice owns the id (ids-X.txt) wins and the
     conflict is reported;
  3. new entries (family files, fill files, new-more.json) are added;
  4. confirmed corrections and "fix" entries are applied (a fix with
     "to": null removes the key); a fix's source is added to the gem's
     sources;
  5. hues are normalised ("purple" -> "violet", "multicolor" dropped).
Then it prints counts and the results of its checks; it exits 1 when a
check fails.
"""
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CATALOG = os.path.join(ROOT, "Resources", "gems.json")

HUES = ["red", "orange", "yellow", "green", "blue", "violet", "pink", "brown",
        "black", "white", "gray", "colorless"]
HUE_MAP = {"purple": "violet", "grey": "gray", "colourless": "colorless"}
HUE_DROP = {"multicolor"}
STRENGTHS = {"weak", "moderate", "strong"}
POLARISCOPE = {"anomalous extinction", "cross-hatched", "snake pattern", "bull's-eye",
               "strain colors", "interference figure", "aggregate"}
INCLUSIONS = {
    "silk", "rutile needles", "needles", "fingerprint", "feather", "horsetail", "three-phase",
    "two-phase", "crystal", "negative crystal", "halo", "tension fissure", "color zoning",
    "growth zoning", "curved striae", "gas bubbles", "flux", "platinum", "seed plate",
    "chevron growth", "nailhead spicules", "join plane", "flattened bubbles", "swirl marks",
    "lily pad", "rain", "pinpoints", "cloud", "parallel tubes", "dendrites", "moss",
    "dye concentration", "flash effect", "orange peel", "insects", "plant matter",
    "growth rings", "spangles", "comma", "hexagonal zoning", "columnar structure",
    "fossil structure"}
CHOICES = {
    "abundance": {"common", "uncommon", "rare", "very rare"},
    "chelseaFilter": {"red", "pink", "green", "none"},
    "magnetism": {"inert", "weak", "moderate", "strong", "pickup"},
    "thermalConductivity": {"high", "low"},
    "electricalConductivity": {"conductive", "insulating"},
    "hotPoint": {"resinous", "acrid", "burnt", "none"},
    "solvent": {"softens", "inert"},
}
# Keys placed after "color" and before "sources" when a gem gains them.
AFTER_COLOR = ["hues", "abundance"]
BEFORE_SOURCES = ["polariscope", "spectrum", "chelseaFilter", "inclusions", "magnetism",
                  "thermalConductivity", "electricalConductivity", "hotPoint", "solvent"]
META = {"family", "updates", "new", "corrections", "disputes", "vocabulary", "gaps"}


RESEARCH_ONLY = ("note", "abundanceSaid", "said")

# Misnomers that are also another entry's name or alias, already so in the
# catalog before the research (gem id, misnomer). Any other clash fails the
# check, on a first merge and on a re-run alike.
KNOWN_CLASHES = {
    ("chrysoberyl", "chrysolite"),
    ("hematite", "black diamond"),
    ("hessonite", "hyacinth"),
    ("hessonite", "jacinth"),
    ("moonstone", "water opal"),
    ("pyrite", "marcasite"),
    ("synthetic-color-change-sapphire", "synthetic alexandrite"),
    ("yag", "synthetic diamond"),
}


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def fold(text):
    return text.strip().casefold()


def file_tag(path):
    name = os.path.basename(path)[:-len(".json")]
    return name[len("family-"):] if name.startswith("family-") else name


def owners():
    """id -> slice letter, from ids-X.txt."""
    result = {}
    for path in sorted(glob.glob(os.path.join(HERE, "ids-*.txt"))):
        letter = os.path.basename(path)[4:-4]
        with open(path, encoding="utf-8") as f:
            for line in f:
                if ":" in line:
                    for gem_id in line.split(":", 1)[1].split(","):
                        if gem_id.strip():
                            result[gem_id.strip()] = letter
    return result


def owns(tag, letter):
    """Does the file tagged `tag` (a, b, fill-ad, ...) cover slice `letter`?"""
    if tag.startswith("fill-"):
        return letter in tag[len("fill-"):]
    return tag == letter


def key_order(gems):
    """Topological order of the keys as gems.json writes them."""
    after = {}
    keys = []
    for gem in gems:
        names = list(gem)
        for k in names:
            if k not in keys:
                keys.append(k)
        for a, b in zip(names, names[1:]):
            after.setdefault(a, set()).add(b)
    order = []
    pending = list(keys)
    while pending:
        for k in pending:
            if not any(k in after.get(o, ()) for o in pending if o != k):
                order.append(k)
                pending.remove(k)
                break
        else:  # a cycle: keep first-seen order
            order.extend(pending)
            break
    i = order.index("color") + 1 if "color" in order else len(order)
    order[i:i] = [k for k in AFTER_COLOR if k not in order]
    if "rareHues" not in order:
        h = order.index("hues") + 1 if "hues" in order else len(order)
        order[h:h] = ["rareHues"]
    j = order.index("sources") if "sources" in order else len(order)
    order[j:j] = [k for k in BEFORE_SOURCES if k not in order]
    return order


def ordered(gem, order):
    known = [k for k in order if k in gem]
    extra = [k for k in gem if k not in order]
    if "sources" in known:
        at = known.index("sources")
        known[at:at] = extra
    else:
        known += extra
    return {k: gem[k] for k in known}


def add_unique(existing, items):
    out = list(existing or [])
    seen = {fold(x) if isinstance(x, str) else json.dumps(x, sort_keys=True) for x in out}
    for item in items or []:
        mark = fold(item) if isinstance(item, str) else json.dumps(item, sort_keys=True)
        if mark not in seen:
            seen.add(mark)
            out.append(item)
    return out


class Merge:
    def __init__(self):
        self.report = []
        self.problems = []
        raw = load(CATALOG)
        self.schema = raw.get("schemaVersion", 1)
        self.order = key_order(raw["gems"])
        self.sorted_input = [g.get("id") for g in raw["gems"]] == sorted(g.get("id") for g in raw["gems"])
        self.gems = {g["id"]: g for g in raw["gems"]}
        self.input = {g["id"]: json.loads(json.dumps(g)) for g in raw["gems"]}
        self.base_ids = [g["id"] for g in raw["gems"]]
        self.decisions = load(os.path.join(HERE, "decisions.json"))
        self.owner = owners()
        self.vocabulary = set(INCLUSIONS)
        self.files = []
        for path in sorted(glob.glob(os.path.join(HERE, "family-*.json"))) + \
                sorted(glob.glob(os.path.join(HERE, "fill-*.json"))):
            self.files.append((file_tag(path), load(path)))
        more = os.path.join(HERE, "new-more.json")
        if os.path.exists(more):
            self.files.append(("new-more", load(more)))
        for _, data in self.files:
            self.vocabulary |= {fold(w) for w in (data.get("vocabulary") or {})}
        self.set_by = {}  # (id, key) -> (tag, value) for scalar keys
        self.added = {}  # id -> tag of the file whose new entry this run added
        self.unchanged = {"fixes": 0, "corrections": 0}

    # ---- drops -----------------------------------------------------------
    def drops_for(self, tag, gem_id):
        return [d for d in self.decisions.get("drop", [])
                if d.get("file") in ("*", tag) and d.get("id") == gem_id]

    def filtered(self, tag, gem_id, values):
        values = dict(values)
        for d in self.drops_for(tag, gem_id):
            key = d.get("key")
            if key == "*":
                return None
            if key not in values:
                continue
            if "value" in d and isinstance(values[key], list):
                values[key] = [v for v in values[key]
                               if not (isinstance(v, str) and fold(v) == fold(d["value"]))]
            elif "value" not in d:
                del values[key]
        return values

    # ---- updates ---------------------------------------------------------
    def updates_of(self, data):
        if "updates" in data:
            return data.get("updates") or {}
        return {k: v for k, v in data.items() if k not in META and isinstance(v, dict)}

    def apply_update(self, tag, gem_id, values):
        gem = self.gems.get(gem_id)
        if gem is None:
            self.problems.append(f"{tag}: update for unknown id {gem_id}")
            return
        for key, value in values.items():
            if isinstance(value, list):
                gem[key] = add_unique(gem.get(key), value)
                continue
            if isinstance(value, dict) and set(value) == {"typical"}:
                current = gem.get(key)
                if isinstance(current, dict) and "min" in current:
                    gem[key] = dict(current, typical=value["typical"])
                else:
                    self.report.append(f"{tag}: {gem_id}.{key} typical {value['typical']} "
                                       f"skipped: the catalog gives no range")
                continue
            previous = self.set_by.get((gem_id, key))
            if previous and previous[1] != value:
                letter = self.owner.get(gem_id, "")
                keep_new = owns(tag, letter) and not owns(previous[0], letter)
                winner = tag if keep_new else previous[0]
                self.report.append(f"conflict: {gem_id}.{key} set by {previous[0]} and {tag}; "
                                   f"kept {winner}'s value (slice {letter or '?'})")
                if not keep_new:
                    continue
            gem[key] = value
            self.set_by[(gem_id, key)] = (tag, value)

    # ---- fixes and corrections -------------------------------------------
    def apply_fix(self, gem_id, key, to, source=None):
        """Set (or with `to` None remove) one key; True when the input catalog had it so."""
        gem = self.gems.get(gem_id)
        if gem is None:
            self.problems.append(f"fix for unknown id {gem_id}")
            return False
        if to is None:
            gem.pop(key, None)
        else:
            gem[key] = to
        if source:
            gem["sources"] = add_unique(gem.get("sources"), [s.strip() for s in source.split("; ")])
        before = self.input.get(gem_id, {})
        return before.get(key) == gem.get(key) and before.get("sources") == gem.get("sources")

    def run(self):
        counts = {"updates": 0, "new": 0, "replaced": 0, "fixes": 0, "corrections": 0}
        unreviewed = 0
        # New entries first, so that any file may update them.
        for tag, data in self.files:
            for entry in data.get("new") or []:
                gem_id = entry.get("id")
                kept = self.filtered(tag, gem_id, entry)
                if kept is None:
                    continue
                if gem_id in self.added:
                    self.problems.append(f"{tag}: new entry {gem_id} duplicates an id "
                                         f"(also new in {self.added[gem_id]})")
                    continue
                if gem_id in self.gems:
                    # An earlier merge added it: the draft replaces it, and the
                    # updates and fixes below are applied to it again. An entry
                    # that shares no source with the draft is another material.
                    old = {fold(s) for s in self.gems[gem_id].get("sources") or []}
                    if not old & {fold(s) for s in kept.get("sources") or []}:
                        self.problems.append(f"{tag}: new entry {gem_id} duplicates the id "
                                             "of an entry it shares no source with")
                        continue
                    counts["replaced"] += 1
                else:
                    counts["new"] += 1
                self.gems[gem_id] = kept
                self.added[gem_id] = tag
        for tag, data in self.files:
            for gem_id, values in self.updates_of(data).items():
                kept = self.filtered(tag, gem_id, values)
                if kept:
                    self.apply_update(tag, gem_id, kept)
                    counts["updates"] += 1
            if tag.startswith("fill-"):
                unreviewed += len(data.get("corrections") or [])
        for c in self.decisions.get("corrections", []):
            if c.get("verdict") == "confirmed" and "to" in c and "applied_as" not in c:
                if c["key"] == "sources" and isinstance(c["to"], str):
                    already = self.apply_fix(c["id"], "sources", self.gems[c["id"]].get("sources"),
                                             c["to"].removeprefix("add "))
                else:
                    already = self.apply_fix(c["id"], c["key"], c["to"])
                counts["corrections"] += 1
                self.unchanged["corrections"] += already
        seen_fixes = set()
        for f in self.decisions.get("fix", []):
            if (f["id"], f["key"]) in seen_fixes:
                self.report.append(f"a later fix of {f['id']}.{f['key']} overrides an earlier one")
            seen_fixes.add((f["id"], f["key"]))
            already = self.apply_fix(f["id"], f["key"], f.get("to"), f.get("source"))
            counts["fixes"] += 1
            self.unchanged["fixes"] += already
        if unreviewed:
            self.report.append(f"{unreviewed} corrections in fill files were not applied: "
                               "only corrections confirmed in decisions.json are")
        self.normalise()
        return counts

    def normalise(self):
        for gem in self.gems.values():
            # Researchers' annotations are for review, not catalog keys.
            for key in RESEARCH_ONLY:
                gem.pop(key, None)
            hues = gem.get("hues")
            if hues is None:
                continue
            out = []
            for hue in hues:
                h = HUE_MAP.get(fold(hue), fold(hue))
                if h in HUE_DROP:
                    continue
                if h not in HUES:
                    self.report.append(f"{gem['id']}: hue '{hue}' is outside the vocabulary")
                if h not in out:
                    out.append(h)
            gem["hues"] = out
            if "rareHues" in gem:
                rare = [HUE_MAP.get(fold(h), fold(h)) for h in gem["rareHues"]]
                outside = [h for h in rare if h not in out]
                if outside:
                    self.problems.append(f"{gem['id']}: rare hues {outside} are not among its hues")
                gem["rareHues"] = [h for h in out if h in rare]

    # ---- checks ----------------------------------------------------------
    @staticmethod
    def clashes(gems):
        """(gem id, misnomer, ids whose name or alias it is) for every clash."""
        gems = list(gems)
        names = {}
        for g in gems:
            for n in [g.get("id"), g.get("name")] + list(g.get("aliases") or []):
                if n:
                    names.setdefault(fold(n), set()).add(g["id"])
        for g in gems:
            for m in g.get("misnomers") or []:
                hit = names.get(fold(m), set())
                if hit:
                    yield (g["id"], m, tuple(sorted(hit)))

    def check(self):
        gems = list(self.gems.values())
        ids = [g.get("id") for g in gems]
        if len(ids) != len(set(ids)):
            self.problems.append("ids are not unique")
        for gem_id, m, hit in self.clashes(gems):
            text = f"{gem_id}: misnomer '{m}' is the name or alias of {list(hit)}"
            if (gem_id, fold(m)) in KNOWN_CLASHES:
                self.report.append(text + " (known: KNOWN_CLASHES)")
            else:
                self.problems.append(text)
        for g in gems:
            for key in ("syntheticOf", "imitates"):
                for other in g.get(key) or []:
                    if other not in self.gems:
                        self.problems.append(f"{g['id']}: {key} names unknown id {other}")
                    if other == g["id"]:
                        self.problems.append(f"{g['id']}: {key} names itself")
            if g.get("syntheticOf") and g.get("origin") != "synthetic":
                self.problems.append(f"{g['id']}: syntheticOf without origin synthetic")
            for key in ("refractiveIndex", "specificGravity", "hardness", "birefringence", "dispersion"):
                v = g.get(key)
                if isinstance(v, dict):
                    if "min" not in v or "max" not in v:
                        self.problems.append(f"{g['id']}: {key} has no min/max")
                    elif v["min"] > v["max"]:
                        self.problems.append(f"{g['id']}: {key} min above max")
                    elif "typical" in v and not v["min"] <= v["typical"] <= v["max"]:
                        self.problems.append(f"{g['id']}: {key} typical {v['typical']} outside {v['min']}-{v['max']}")
            self.check_optics(g)
            self.check_spectrum(g)
            self.check_words(g)
            self.check_sources(g)

    def check_sources(self, g):
        """A source cut from a longer one (a fix's source split at "; ")
        names no reference: it leaves a parenthesis open, or begins in lower
        case or with a digit with neither a colon nor a web address."""
        for source in g.get("sources") or []:
            starts_low = source[:1].islower() or source[:1].isdigit()
            names_nothing = ":" not in source and "." not in source and starts_low
            cut = source.count("(") > source.count(")") or names_nothing
            if cut:
                self.problems.append(f"{g['id']}: source '{source[:60]}' names no reference")

    def check_optics(self, g):
        oc = g.get("opticCharacter")
        if oc in ("isotropic", "aggregate"):
            # An aggregate of a strongly doubly refractive mineral (coral, shell)
            # may carry the birefringence its spot reading shows as a blink.
            for key in ("opticSign",) if oc == "aggregate" else ("opticSign", "birefringence"):
                if key in g:
                    self.problems.append(f"{g['id']}: {key} with {oc} optic character")
        if oc in ("uniaxial", "biaxial") and "opticSign" not in g:
            self.problems.append(f"{g['id']}: {oc} without opticSign")
        if g.get("crystalSystem") in ("cubic", "amorphous") and oc not in (None, "isotropic"):
            self.problems.append(f"{g['id']}: {g['crystalSystem']} but {oc}")
        ri, bi = g.get("refractiveIndex"), g.get("birefringence")
        if isinstance(ri, dict) and bi is not None:
            top = bi["max"] if isinstance(bi, dict) else bi
            if top > ri["max"] - ri["min"] + 0.0015:
                self.problems.append(f"{g['id']}: birefringence {top} above the RI spread")

    def check_spectrum(self, g):
        s = g.get("spectrum")
        if s is None:
            return
        for line in s.get("lines") or []:
            if not 380 <= line.get("nm", 0) <= 720:
                self.problems.append(f"{g['id']}: spectrum line {line.get('nm')} nm outside 380-720")
            if "strength" in line and line["strength"] not in STRENGTHS:
                self.problems.append(f"{g['id']}: spectrum strength '{line.get('strength')}'")
        for band in s.get("bands") or []:
            if "nm" in band:
                # A band known only by its centre.
                if "from" in band or "to" in band or not 380 <= band["nm"] <= 720:
                    self.problems.append(f"{g['id']}: spectrum band centre {band} needs nm alone, within 380-720")
            elif not (380 <= band.get("from", 0) <= band.get("to", 0) <= 720):
                self.problems.append(f"{g['id']}: spectrum band {band.get('from')}-{band.get('to')} nm outside 380-720")
            if "strength" in band and band["strength"] not in STRENGTHS:
                self.problems.append(f"{g['id']}: spectrum strength '{band.get('strength')}'")

    def check_words(self, g):
        for word in g.get("inclusions") or []:
            if fold(word) not in self.vocabulary:
                self.report.append(f"{g['id']}: inclusion word '{word}' is in no vocabulary")
        for word in g.get("polariscope") or []:
            if fold(word) not in POLARISCOPE:
                self.report.append(f"{g['id']}: polariscope word '{word}' is not in BRIEF.md's list")
        for key, allowed in CHOICES.items():
            if key in g and g[key] not in allowed:
                self.problems.append(f"{g['id']}: {key} '{g[key]}' is not one of {sorted(allowed)}")
        fl = g.get("fluorescence")
        if isinstance(fl, dict):
            for lamp in ("longWave", "shortWave"):
                v = fl.get(lamp)
                # A strength the reference does not grade stays absent.
                if isinstance(v, dict) and "strength" in v and v["strength"] not in STRENGTHS:
                    self.problems.append(f"{g['id']}: fluorescence {lamp} strength '{v.get('strength')}'")

    # ---- output ----------------------------------------------------------
    def output(self):
        """The merged gems in catalog order, and the catalog's text."""
        ids = list(self.gems)
        if self.sorted_input:
            ids = sorted(ids)
        else:
            ids = [i for i in self.base_ids] + [i for i in ids if i not in self.base_ids]
        gems = [ordered(self.gems[i], self.order) for i in ids]
        text = json.dumps({"schemaVersion": self.schema, "gems": gems}, indent=2, ensure_ascii=False) + "\n"
        return gems, text


def main():
    args = sys.argv[1:]
    if len(args) != 1:
        sys.exit("usage: merge.py OUTPUT.json | merge.py --check")
    check_only = args[0] == "--check"
    out = None if check_only else os.path.abspath(args[0])
    m = Merge()
    counts = m.run()
    m.check()
    gems, text = m.output()
    with open(CATALOG, encoding="utf-8") as f:
        current = f.read()
    if out and not (out == os.path.abspath(CATALOG) and m.problems):
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)
    structured = sum(1 for g in gems if isinstance(g.get("fluorescence"), dict) and (
        "note" in g["fluorescence"] or any(isinstance(g["fluorescence"].get(lamp), dict)
                                           for lamp in ("longWave", "shortWave"))))
    print(f"files read: {', '.join(tag for tag, _ in m.files)}")
    print(f"applied: {counts['updates']} updates, {counts['new']} new entries, "
          f"{counts['replaced']} new entries replacing an earlier merge's, "
          f"{counts['corrections']} corrections ({m.unchanged['corrections']} already in the input), "
          f"{counts['fixes']} fixes ({m.unchanged['fixes']} already in the input)")
    print(f"materials: {len(gems)}")
    print(f"misnomers: {sum(len(g.get('misnomers') or []) for g in gems)}")
    print(f"gems lacking abundance: {sum(1 for g in gems if 'abundance' not in g)}")
    print(f"gems lacking hues: {sum(1 for g in gems if not g.get('hues'))}")
    print(f"gems lacking sources: {sum(1 for g in gems if not g.get('sources'))}")
    print(f"gems with structured (new-shape) fluorescence: {structured}")
    for line in m.report:
        print("note: " + line)
    for line in m.problems:
        print("CHECK FAILED: " + line)
    print("checks: " + ("all passed" if not m.problems else f"{len(m.problems)} failed"))
    if out == os.path.abspath(CATALOG) and m.problems:
        print("Resources/gems.json left as it was: a check failed")
    if check_only:
        if text == current:
            print("Resources/gems.json holds all of the research")
        else:
            before = {g["id"]: g for g in json.loads(current)["gems"]}
            stale = [g["id"] for g in gems if before.get(g["id"]) != g]
            print(f"Resources/gems.json differs from the merge in {len(stale)} entries"
                  + (f": {', '.join(stale[:20])}" if stale else " (layout only)")
                  + ("…" if len(stale) > 20 else ""))
            sys.exit(1)
    sys.exit(1 if m.problems else 0)


if __name__ == "__main__":
    main()

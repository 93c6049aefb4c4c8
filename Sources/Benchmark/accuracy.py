#!/usr/bin/env python3
"""How often `raygem identify` names the right stone, on the sourced cases.

Each case gives what a bench showed (`readings`), the stone it was
(`answer`, and any `acceptable` other ids), its source, and whether it is
held out (`holdout`): the held-out quarter is not looked at while the model
is tuned, and is reported apart. A reading identify does not take yet is
left out of the command and counted. A case is right at rank N when the
candidate there is the answer or an acceptable id, or stands for it too
(its `members`, every variety of its species and origin that fits,
whatever the colour read). Calibration: the mean confidence identify gave its first
candidate, against how often that candidate was right (when identify
reports a confidence).
"""
import argparse
import json
import os
import subprocess
import tempfile

# Readings `identify` takes today, as its options; the rest are counted as left out.
OPTIONS = {
    "ri": "--ri",
    "sg": "--sg",
    "optic": "--optic",
    "hue": "--hue",
    "transparency": "--transparency",
    "birefringence": "--birefringence",
    "chelsea": "--chelsea",
    "thermal": "--thermal",
    "electrical": "--electrical",
    "magnet": "--magnet",
    "hotPoint": "--hot-point",
    "solvent": "--solvent",
    "spectrum": "--spectrum",
    "inclusions": "--inclusions",
    "polariscope": "--polariscope",
    "lw": "--lw",
    "pleochroism": "--pleochroism",
    "sw": "--sw",
    "phenomenon": "--phenomenon",
    "luster": "--luster",
}
FLAGS = {"otl": "--otl", "spot": "--spot", "mounted": "--mounted"}


def arguments(readings):
    """The identify options for `readings`, and the names of the readings left out."""
    args, left_out = [], []
    for name, value in readings.items():
        if name in OPTIONS:
            args += [OPTIONS[name], str(value)]
        elif name in FLAGS and value is True:
            args.append(FLAGS[name])
        else:
            left_out.append(name)
    return args, left_out


def rank_of(case, candidates):
    """The rank (1-based) of the first candidate that is the answer, or None."""
    right = {case["answer"], *case.get("acceptable", [])}
    for rank, candidate in enumerate(candidates, start=1):
        if candidate["id"] in right or right.intersection(candidate.get("members", [])):
            return rank
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("raygem", help="the raygem binary")
    parser.add_argument("cases", help="the cases, one JSON object a line")
    parser.add_argument("--json", metavar="OUT", help="also write the figures and the misses to OUT")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="raygem-accuracy-") as home:
        report = measure(options.raygem, options.cases, home)
    if options.json:
        with open(options.json, "w") as out:
            json.dump(report, out, indent=1)


def measure(raygem, cases_path, home):
    """Runs every case with an empty home; prints the table and returns the report."""
    environment = dict(os.environ, RAYGEM_HOME=home, HOME=home, COLUMNS="100", NO_COLOR="1")
    halves = {False: [], True: []}
    left_out_count = 0
    misses = []
    # Cases whose readings identify refuses (exit 64: a word outside the
    # catalog's vocabulary); counted as misses, and named apart.
    refused = []
    for line in open(cases_path, encoding="utf-8"):
        if not line.strip():
            continue
        case = json.loads(line)
        args, left_out = arguments(case["readings"])
        left_out_count += len(left_out)
        result = subprocess.run(
            [raygem, "identify", *args, "--format", "json"], env=environment, capture_output=True, text=True)
        document = json.loads(result.stdout) if result.stdout.strip() else {}
        candidates = document.get("candidates", [])
        if result.returncode == 64:
            refused.append(f"{case['case']}: {result.stderr.strip()}")
        rank = rank_of(case, candidates)
        confidence = candidates[0].get("confidence") if candidates else None
        halves[bool(case.get("holdout"))].append((rank, confidence))
        if rank != 1:
            first = candidates[0]["id"] if candidates else "nothing"
            misses.append(f"{case['case']}: {case['answer']} at {rank or '-'}, first {first}")
    report = {"left_out_readings": left_out_count, "misses": misses, "refused": refused}
    print(f"{'cases':<22}{'count':>6}{'top-1':>9}{'top-3':>9}{'confidence':>12}")
    for holdout, label in [(False, "settled"), (True, "held out")]:
        results = halves[holdout]
        count = len(results)
        top1 = sum(1 for rank, _ in results if rank == 1) / count if count else 0
        top3 = sum(1 for rank, _ in results if rank is not None and rank <= 3) / count if count else 0
        given = [c for _, c in results if c is not None]
        calibration = f"{sum(given) / len(given):.0%}" if given else "none"
        print(f"{label:<22}{count:>6}{top1:>9.0%}{top3:>9.0%}{calibration:>12}")
        report[label] = {"cases": count, "top1": top1, "top3": top3, "mean_confidence": calibration}
    calibration_rows = calibration_table(halves[False] + halves[True])
    report["calibration"] = calibration_rows
    print()
    print("calibration: the leader's confidence against how often it is right (all cases)")
    print(f"{'confidence':<14}{'cases':>6}{'right':>9}")
    for row in calibration_rows:
        print(f"{row['bin']:<14}{row['cases']:>6}{row['right']:>9.0%}")
    print(f"readings identify does not take yet, left out: {left_out_count}")
    print(f"cases identify refuses (a reading outside its words), counted as misses: {len(refused)}")
    for line in refused:
        print(f"  {line}")
    return report


def calibration_table(results):
    """The leading candidate's confidence in bins, with the share of cases it is right."""
    bins = [(0, 0.5), (0.5, 0.7), (0.7, 0.9), (0.9, 1.01)]
    rows = []
    for low, high in bins:
        inside = [rank for rank, confidence in results if confidence is not None and low <= confidence < high]
        right = sum(1 for rank in inside if rank == 1) / len(inside) if inside else 0
        label = f"{low:.0%}-{min(high, 1):.0%}"
        rows.append({"bin": label, "cases": len(inside), "right": right})
    return rows


if __name__ == "__main__":
    main()

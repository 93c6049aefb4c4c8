#!/usr/bin/env bash
# raygem's performance benchmark (Sources/Benchmark/README.md). Not a test:
# it measures the performance budgets side by side in one run, prints
# PASS/FAIL, and writes the table into that README's results section.
#   Sources/Benchmark/benchmark.sh            # about ten minutes
# Exits 1 when any budget fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
# interleave.c splits its commands at spaces.
case "$PWD" in *" "*) echo "benchmark: run it from a folder whose path has no spaces" >&2; exit 1 ;; esac
work=.benchmark
mkdir -p "$work/home"
export RAYGEM_HOME="$PWD/$work/home"

need() { command -v "$1" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "$2" >/dev/null; }; }
need hyperfine hyperfine
need jq jq
need python3 python3
need /usr/bin/time time
need gcc gcc

echo "== building raygem as README installs it (static, release)"
swift build -c release --static-swift-stdlib --disable-local-rpath 2>&1 | grep -E "error|Compiling|Build" | tail -1
cp .build/release/raygem "$work/raygem"
strip --strip-debug "$work/raygem"
raygem="$PWD/$work/raygem"

echo "== building the trivial static Swift program, linked as raygem is"
printf 'print("hello")\n' > "$work/hello.swift"
# Same link mode as raygem's installed build (static stdlib, default
# position-independent linking, full RELRO, debug information stripped),
# so that the ratio compares programs, not link flags.
swiftc -O -static-stdlib -Xlinker -z -Xlinker now "$work/hello.swift" -o "$work/hello"
strip --strip-debug "$work/hello"
gcc -O2 -o "$work/interleave" Sources/Benchmark/interleave.c

catalog="$work/big.json"
if [ ! -f "$catalog" ] || [ Sources/Benchmark/make-catalog.py -nt "$catalog" ] || [ Resources/gems.json -nt "$catalog" ]; then
  echo "== making the 100,000-gem catalog"
  python3 Sources/Benchmark/make-catalog.py Resources/gems.json "$catalog"
fi
catalog="$PWD/$catalog"

jq_filter='[.gems[] | select([.name] + (.aliases // []) | map(ascii_downcase | contains("rose")) | any)]'
# What identify --ri 1.762-1.770 --sg 4.00 asks, as jq would answer it: both
# readings within the refractive index (with its 0.01 tolerance) and the SG
# within its range (0.05).
jq_identify='def r: if type == "number" then {min: ., max: .} else . end;
  [.gems[] | select(.refractiveIndex != null and .specificGravity != null)
   | select((.refractiveIndex | r | .min <= 1.772 and .max >= 1.760)
            and (.specificGravity | r | .min <= 4.05 and .max >= 3.95))] | length'
identify_args="identify --ri 1.762-1.770 --sg 4.00"
# A reading from every instrument of the kit at once: the budget holds for
# identify "with every kind of observation", not only the refractometer's.
whole_bench_args="identify --ri 1.762-1.770 --sg 4.00 --optic uniaxial- --hue red --spectrum 694,659 --chelsea red
  --lw strong:red --sw weak:red --inclusions silk --pleochroism strong:red,orange --luster vitreous
  --transparency transparent --magnet inert --thermal low --electrical insulating"
# One broad reading narrows nothing: identify --hue green (timed beside it)
# ranks every gem that occurs in green.
# shellcheck disable=SC2086 # joined into one line of words
whole_bench_args=$(echo $whole_bench_args)

echo "== timing (medians of runs in turn, then hyperfine); the first large search builds the catalog's index"
rm -rf "$RAYGEM_HOME/cache"
# The bundled-catalog commands and the baseline are run in turn, run by
# run (interleave.c), in five rounds of 100 runs each: every ratio is a
# round's median against the baseline's median in that same round, and
# the table shows the median round. Timed in blocks, one command after
# another, the same binaries' ratios moved by 0.2-0.5 between blocks a
# minute apart on this shared machine; run by run they stay within 0.05.
for round in 1 2 3 4 5; do
  "$work/interleave" 100 10 "$PWD/$work/hello" "$raygem --version" "$raygem list" "$raygem search rose" \
    "$raygem detail ruby" "$raygem list --hardness 9.. --system trigonal" "$raygem $identify_args" \
    "$raygem $whole_bench_args" "$raygem identify --hue green" "$raygem compare ruby spinel" \
    >"$work/small-$round.txt"
done
# --output=pipe: GNU grep stops at the first match when its output is
# /dev/null, which would make the baseline meaningless.
hyperfine -N --output=pipe --warmup 2 --runs 20 --export-json "$work/big.json.times" \
  "$raygem --catalog $catalog search rose" "env LC_ALL=C grep -ci rose $catalog" \
  "$raygem --catalog $catalog $identify_args" "$raygem --catalog $catalog list --format json" >/dev/null
hyperfine -N --output=pipe --warmup 1 --runs 3 --export-json "$work/jq.json" "jq -c '$jq_filter' $catalog" >/dev/null
hyperfine -N --output=pipe --warmup 1 --runs 3 --export-json "$work/jq-identify.json" \
  "jq -c '$jq_identify' $catalog" >/dev/null
hyperfine --warmup 1 --runs 5 --export-json "$work/first-row.json" \
  "$raygem --catalog $catalog list --format plain | head -1" >/dev/null
# A dealer's parcel: 10,000 stones, each one of six bench readings in turn.
parcel="$work/parcel.csv"
[ -f "$parcel" ] || python3 -c 'import sys, itertools
readings = ["1.762-1.770,4.00,uniaxial,red,", "1.718,3.60,isotropic,red,", "1.544-1.553,2.65,uniaxial,purple,",
            "1.577-1.583,2.72,uniaxial,green,", "1.54,1.08,,,", ",3.52,isotropic,,yes"]
lines = ["stone,ri,sg,optic,hue,otl"] + ["S%d,%s" % (n, r) for n, r in zip(range(10000), itertools.cycle(readings))]
open(sys.argv[1], "w").write("\n".join(lines) + "\n")' "$parcel"
hyperfine -N --output=pipe --warmup 1 --runs 5 --export-json "$work/batch.json" \
  "$raygem identify --batch $parcel" >/dev/null
# A first pass over a parcel: 10,000 stones read only at the refractometer, where most gems stand.
ri_parcel="$work/parcel-ri.csv"
[ -f "$ri_parcel" ] || python3 -c 'import sys, random
random.seed(1)
lines = ["stone,ri"] + ["S%d,%.3f" % (n, random.uniform(1.45, 1.80)) for n in range(10000)]
open(sys.argv[1], "w").write("\n".join(lines) + "\n")' "$ri_parcel"
hyperfine -N --output=pipe --warmup 1 --runs 5 --export-json "$work/batch-ri.json" \
  "$raygem identify --batch $ri_parcel" >/dev/null

peak_kb=$(/usr/bin/time -f %M "$raygem" --catalog "$catalog" search rose 2>&1 >/dev/null | tail -1)
# shellcheck disable=SC2086 # the arguments are meant to split
identify_peak_kb=$(/usr/bin/time -f %M "$raygem" --catalog "$catalog" $identify_args 2>&1 >/dev/null | tail -1)
size_bytes=$(stat -c %s "$catalog")

echo "== memory: every command and format on the 100,000-gem catalog and on 1,000,000 tiny gems"
tiny="$work/tiny.json"
# One gem a line, a name and nothing else (the id is derived from it): about
# 20 MB. Made a minute old, so that its first index is proven and kept.
[ -f "$tiny" ] || python3 -c 'import sys; open(sys.argv[1], "w").write("{\"gems\": [\n" + ",\n".join("{\"name\": \"g%d\"}" % i for i in range(int(sys.argv[2]))) + "\n]}\n")' "$tiny" 1000000 && touch -d '1 minute ago' "$tiny"
memory="$work/memory.tsv"
: >"$memory"
# measure LABEL CATALOG ARGUMENTS...: one row of peak memory (GNU time's %M).
measure() {
  local label=$1 file=$2 kilobytes
  shift 2
  # A command may exit 1 (nothing found) and still be measured.
  kilobytes=$({ /usr/bin/time -f %M "$raygem" --catalog "$file" "$@" 2>&1 >/dev/null </dev/null || true; } | tail -1)
  printf 'peak\t%s\t%s\t%s\n' "$label" "$(stat -c %s "$file")" "$((kilobytes * 1024))" >>"$memory"
}
# measure_catalog NAME CATALOG QUERY ID1 ID2: every command, from a fresh
# cache and favorites, so the first search builds the index.
measure_catalog() {
  local name=$1 file=$2 query=$3 first=$4 second=$5
  export RAYGEM_HOME="$PWD/$work/memory-home"
  rm -rf "$RAYGEM_HOME"
  measure "$name: first search" "$file" search "$query"
  measure "$name: later search" "$file" search "$query"
  for format in table plain tsv csv json jsonl; do measure "$name: list --format $format" "$file" list --format "$format"; done
  measure "$name: list --limit 1" "$file" list --limit 1
  measure "$name: list --hardness 9.. --limit 1" "$file" list --hardness 9.. --limit 1
  measure "$name: list --sort density --limit 1" "$file" list --sort density --limit 1
  measure "$name: detail" "$file" detail "$first"
  measure "$name: compare" "$file" compare "$first" "$second"
  # shellcheck disable=SC2086 # the arguments are meant to split
  measure "$name: identify" "$file" $identify_args
  # A colour alone rules nothing out by the constants: every gem is scored.
  measure "$name: identify --hue green" "$file" identify --hue green
  measure "$name: favorites (none)" "$file" favorites
  measure "$name: favorite add" "$file" favorite add "$first" "$second"
  measure "$name: favorites (two)" "$file" favorites
  printf 'peak\t%s\t%s\t%s\n' "$name: browse (first frame)" "$(stat -c %s "$file")" \
    "$(($(python3 Sources/Benchmark/browse-timing.py --peak "$raygem" "$file") * 1024))" >>"$memory"
  printf 'index\t%s\t%s\t%s\n' "$name: index size" "$(stat -c %s "$file")" \
    "$(cat "$RAYGEM_HOME"/cache/*.index | wc -c)" >>"$memory"
  export RAYGEM_HOME="$PWD/$work/home"
}
# The 100,000-gem catalog's first two ids (one gem a line).
ids=$(grep -o -m 2 '"id":"[^"]*"' "$catalog" | cut -d '"' -f 4)
measure_catalog 100k "$catalog" rose $ids
measure_catalog "1M tiny" "$PWD/$tiny" g5 g1 g2

echo "== worst-case memory: a catalog with a 50 MB name and no id, a 100 MB favorites file, 16 MB of names on stdin"
long_name="$work/long-name.json"
[ -f "$long_name" ] || python3 -c 'import json, sys; json.dump({"gems": [{"name": "a" * (50 << 20)}]}, open(sys.argv[1], "w"))' "$long_name" && touch -d '1 minute ago' "$long_name"
names="$work/names.txt"
[ -f "$names" ] || python3 -c 'import sys; open(sys.argv[1], "w").write("ruby\n" * ((16 << 20) // 5))' "$names"
capitals="$work/long-name-capitals.json"
[ -f "$capitals" ] || python3 -c 'import json, sys; json.dump({"gems": [{"name": "A" * (50 << 20)}]}, open(sys.argv[1], "w"))' "$capitals" && touch -d '1 minute ago' "$capitals"
# An index made within seconds of its catalog's last change is made again
# by the next run (docs/reliability.md): the catalogs settle first, so that
# the second search is served by the first one's index.
sleep 4
peak_of() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; }
# The same for a command that is refused after reading its input (exit 64).
peak_of_refused() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1 || [ "${PIPESTATUS[0]}" = 64 ]; }
rm -rf "$RAYGEM_HOME/cache"
long_name_size=$(stat -c %s "$long_name")
# Each entry: label, peak in KiB, the input's size in bytes.
worst=()
worst+=("50 MB name: first search:$(peak_of "$raygem" --catalog "$long_name" search aaa):$long_name_size")
worst+=("50 MB name: search through its index:$(peak_of "$raygem" --catalog "$long_name" search aaa):$long_name_size")
worst+=("50 MB name: list:$(peak_of "$raygem" --catalog "$long_name" list):$long_name_size")
for format in plain table json; do
  worst+=("50 MB name: detail --format $format:$(peak_of "$raygem" --catalog "$long_name" detail aaaa --format $format):$long_name_size")
done
worst+=("50 MB name: browse:$(python3 Sources/Benchmark/browse-timing.py --peak "$raygem" "$long_name"):$long_name_size")
# Favorites of the 50 MB name, whose id is the name; then of one whose id is not (capitals), held beside it.
long_home="$PWD/$work/long-name-home"
rm -rf "$long_home"
for command in "favorite add aaaa" favorites "detail aaaa" "favorite remove aaaa"; do
  # shellcheck disable=SC2086 # the command's words
  worst+=("50 MB name: $command:$(RAYGEM_HOME="$long_home" peak_of "$raygem" --catalog "$long_name" $command):$long_name_size")
done
rm -rf "$long_home"
worst+=("50 MB name, not its id: first search:$(RAYGEM_HOME="$long_home" peak_of "$raygem" --catalog "$capitals" search aaa):$long_name_size")
for command in "search aaa" "list --format json" "detail aaaa" "favorite add aaaa" favorites "favorites --format jsonl" "detail aaaa --format json" "favorite toggle aaaa"; do
  # shellcheck disable=SC2086 # the command's words
  worst+=("50 MB name, not its id: $command:$(RAYGEM_HOME="$long_home" peak_of "$raygem" --catalog "$capitals" $command):$long_name_size")
done
# Two names for the one gem: refused (compare needs two gems) once the gem is read.
worst+=("50 MB name, not its id: compare aaaa aaaaa:$(RAYGEM_HOME="$long_home" peak_of_refused "$raygem" --catalog "$capitals" compare aaaa aaaaa):$long_name_size")
# browse, then keys: f marks the gem a favorite, 2 shows the Favorites tab, / and a search.
for file in "$long_name" "$capitals"; do
  label="50 MB name"
  [ "$file" = "$capitals" ] && label="50 MB name, not its id"
  # The index is built once, first: these rows measure browse, not the building.
  rm -rf "$long_home"
  RAYGEM_HOME="$long_home" "$raygem" --catalog "$file" list >/dev/null
  for keys in f f2 f/a ff2; do
    rm -f "$long_home/favorites.json"
    worst+=("$label: browse, keys $keys:$(RAYGEM_HOME="$long_home" python3 Sources/Benchmark/browse-timing.py --peak "$raygem" "$file" "$keys"):$long_name_size")
  done
done
# A favorite id of 25 million é (50 MB), looked up in the indexed 50 MB catalog.
accent_home="$PWD/$work/accent-home"
mkdir -p "$accent_home"
[ -f "$accent_home/favorites.json" ] || python3 -c 'import json, sys; json.dump({"schemaVersion": 1, "favorites": ["\u00e9" * (25 << 20)]}, open(sys.argv[1], "w", encoding="utf-8"), ensure_ascii=False)' "$accent_home/favorites.json"
RAYGEM_HOME="$accent_home" "$raygem" --catalog "$long_name" list >/dev/null
worst+=("50 MB favorite id of é: favorites:$(RAYGEM_HOME="$accent_home" peak_of "$raygem" --catalog "$long_name" favorites):$(stat -c %s "$accent_home/favorites.json")")
# A favorites file of 100 MB: five million ids, none of them in the catalog.
favorites_home="$work/favorites-home"
[ -f "$favorites_home/favorites.json" ] || { mkdir -p "$favorites_home"; python3 -c 'import json, sys; json.dump({"schemaVersion": 1, "favorites": ["gem-%07d-of-many" % n for n in range(5_000_000)]}, open(sys.argv[1], "w"))' "$favorites_home/favorites.json"; }
favorites_size=$(stat -c %s "$favorites_home/favorites.json")
for command in list favorites "detail ruby"; do
  # shellcheck disable=SC2086 # the command's words
  worst+=("100 MB favorites file: $command:$(RAYGEM_HOME="$PWD/$favorites_home" peak_of "$raygem" $command):$favorites_size")
done
rm -rf "$work/stdin-home"
stdin_peak=$(RAYGEM_HOME="$PWD/$work/stdin-home" /usr/bin/time -f %M "$raygem" favorite add - <"$names" 2>&1 >/dev/null | tail -1)
names_size=$(stat -c %s "$names")

echo "== browse through a pseudo-terminal: first frame, and keystrokes on the 100,000-gem catalog"
python3 Sources/Benchmark/browse-timing.py "$raygem" "$catalog" "$work/browse.json" >/dev/null

echo "== identification accuracy on the sourced cases"
python3 Sources/Benchmark/accuracy.py "$raygem" Tests/Fixtures/identify-cases.jsonl >"$work/accuracy.txt"

swift_version=$(swift --version 2>&1 | grep -o 'Swift version [0-9.]*' | head -1 || true)
about="$(date '+%Y-%m-%d %H:%M'), $(nproc) cores, $(uname -sm), ${swift_version:-Swift version unknown}"
BENCHMARK_README=Sources/Benchmark/README.md BENCHMARK_ABOUT="$about" WHOLE_BENCH="$raygem $whole_bench_args" \
  python3 - "$work" "$peak_kb" "$size_bytes" "$identify_peak_kb" "$long_name_size" "$stdin_peak" "$names_size" "${worst[@]}" <<'PY'
import json, os, sys
work, peak_kb, size, identify_peak_kb = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
long_name_size, stdin_peak_kb, names_size = int(sys.argv[5]), int(sys.argv[6]), int(sys.argv[7])
worst = [(label, int(kilobytes), int(input_size)) for label, kilobytes, input_size in (entry.rsplit(":", 2) for entry in sys.argv[8:])]
def medians(name):
    return {r["command"]: r["median"] for r in json.load(open(f"{work}/{name}"))["results"]}
big, jq, first = medians("big.json.times"), medians("jq.json"), medians("first-row.json")
batch = next(iter(medians("batch.json").values()))
batch_ri = next(iter(medians("batch-ri.json").values()))
def interleaved(name):
    return {line.split(" ", 1)[1].strip(): float(line.split(" ", 1)[0]) for line in open(f"{work}/{name}")}
rounds = [interleaved(f"small-{n}.txt") for n in range(1, 6)]
def median(values):
    values = sorted(values)
    return values[len(values) // 2]
rows, verdicts = [], []
def row(label, seconds, base, ratio_text, budget, ok):
    rows.append((label, f"{seconds * 1000:.1f} ms", base, ratio_text, budget, "PASS" if ok else "FAIL"))
    verdicts.append(ok)
hello_key = next(k for k in rounds[0] if k.endswith("hello"))
hello = median(r[hello_key] for r in rounds)
for command in rounds[0]:
    if command == hello_key:
        continue
    name = "raygem " + command.split("raygem ", 1)[1]
    if command == os.environ["WHOLE_BENCH"]:
        name = "raygem identify, a reading from every instrument"
    ratio = median(r[command] / r[hello_key] for r in rounds)
    seconds = median(r[command] for r in rounds)
    row(name, seconds, f"hello {hello * 1000:.1f} ms", f"{ratio:.2f}x", "<= 1.5x", ratio <= 1.5)
search = next(v for k, v in big.items() if "search" in k)
grep = next(v for k, v in big.items() if "grep" in k)
jq_time = next(iter(jq.values()))
row("100k: raygem search rose", search, f"grep -ci {grep * 1000:.1f} ms", f"{search / grep:.2f}x", "<= 1.5x", search / grep <= 1.5)
row("100k: raygem search rose", search, f"jq {jq_time * 1000:.0f} ms", f"{jq_time / search:.1f}x faster", ">= 10x faster", jq_time / search >= 10)
identify = next(v for k, v in big.items() if "identify" in k)
jq_identify = next(iter(medians("jq-identify.json").values()))
row("100k: raygem identify", identify, f"grep -ci {grep * 1000:.1f} ms", f"{identify / grep:.2f}x", "<= 1.5x", identify / grep <= 1.5)
row("100k: raygem identify", identify, f"jq {jq_identify * 1000:.0f} ms", f"{jq_identify / identify:.1f}x faster", ">= 10x faster", jq_identify / identify >= 10)
row("identify --batch, 10,000 stones", batch, "bundled catalog", "", "< 1000 ms", batch < 1)
row("identify --batch, 10,000 stones, RI only", batch_ri, "bundled catalog", "", "< 1000 ms", batch_ri < 1)
# Every gem written out: the whole catalog as JSON, within 10x of grep's one pass.
listed = next(v for k, v in big.items() if "list --format json" in k)
row("100k: raygem list --format json", listed, f"grep -ci {grep * 1000:.1f} ms", f"{listed / grep:.2f}x", "<= 10x", listed / grep <= 10)
for label, kilobytes in [("search", peak_kb), ("identify", identify_peak_kb)]:
    peak = kilobytes * 1024
    rows.append((f"100k: peak memory ({label})", f"{peak / 2**20:.1f} MiB", f"file {size / 2**20:.1f} MiB", f"{peak / size:.2f}x", "< 2x", "PASS" if peak < 2 * size else "FAIL"))
    verdicts.append(peak < 2 * size)
# Pathological inputs: peak memory under 4x the input's size.
worst_rows = [(f"{label.split(': ', 1)[0]}: peak ({label.split(': ', 1)[1]})", kilobytes, input_size) for label, kilobytes, input_size in worst]
worst_rows.append(("16 MB of names on stdin: peak", stdin_peak_kb, names_size))
for label, kilobytes, input_size in worst_rows:
    peak = kilobytes * 1024
    rows.append((label, f"{peak / 2**20:.1f} MiB", f"input {input_size / 2**20:.1f} MiB", f"{peak / input_size:.2f}x", "< 4x", "PASS" if peak < 4 * input_size else "FAIL"))
    verdicts.append(peak < 4 * input_size)
# Every command and format on the large catalogs: peak memory under 2x the
# catalog's size plus 20 MiB; each catalog's index at most 3x its size.
for line in open(f"{work}/memory.tsv", encoding="utf-8"):
    kind, label, file_size, measured = line.rstrip("\n").split("\t")
    file_size, measured = int(file_size), int(measured)
    if kind == "peak":
        ok = measured < 2 * file_size + (20 << 20)
        rows.append((f"{label}: peak", f"{measured / 2**20:.1f} MiB", f"file {file_size / 2**20:.1f} MiB", f"{measured / file_size:.2f}x", "< 2x + 20 MiB", "PASS" if ok else "FAIL"))
    else:
        ok = measured <= 3 * file_size
        rows.append((label, f"{measured / 2**20:.1f} MiB", f"file {file_size / 2**20:.1f} MiB", f"{measured / file_size:.2f}x", "<= 3x", "PASS" if ok else "FAIL"))
    verdicts.append(ok)
browse = json.load(open(f"{work}/browse.json"))
frame, listed = browse["first_frame"], browse["list"]
row("raygem browse: first frame", frame, f"list {listed * 1000:.1f} ms", f"{frame / listed:.2f}x", "<= 1.5x", frame / listed <= 1.5)
large_frame = browse["large_first_frame"]
row("100k: browse first frame", large_frame, "", "", "<= 200 ms", large_frame <= 0.2)
for label, key, budget in [("median", "keystroke_median", 0.016), ("99th percentile", "keystroke_p99", 0.033)]:
    seconds = browse[key]
    row(f"100k: browse keystroke, {label}", seconds, f"{browse['keystrokes']} keys", "", f"<= {budget * 1000:.0f} ms", seconds <= budget)
first_row = next(iter(first.values()))
row("100k: list | head -1", first_row, "", "", "<= 100 ms", first_row <= 0.1)
widths = [max(len(r[i]) for r in rows + [("command", "median", "baseline", "ratio", "budget", "")]) for i in range(6)]
header = ("command", "median", "baseline", "ratio", "budget", "")
table = ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(r)).rstrip() for r in [header] + rows]
summary = f"{sum(verdicts)} passed, {len(verdicts) - sum(verdicts)} failed"
print("\n".join(table) + f"\n\n{summary}")
# The run replaces the results section of the benchmark's README, between
# its two markers, so the figures published are always the last run's.
readme, begin, end = os.environ["BENCHMARK_README"], "<!-- results: begin -->", "<!-- results: end -->"
text = open(readme, encoding="utf-8").read()
if text.count(begin) == 1 and text.count(end) == 1 and text.index(begin) < text.index(end):
    before, rest = text.split(begin)
    after = rest.split(end)[1]
    verdict = "Every budget held." if all(verdicts) else "Some budgets failed (FAIL below)."
    # Reported beside the budgets, not yet one of them: the floor is top-1
    # 95% and top-3 100% on both halves, once identify takes every reading.
    accuracy = open(f"{work}/accuracy.txt", encoding="utf-8").read().rstrip()
    block = (f"{begin}\nLast run: {os.environ['BENCHMARK_ABOUT']}, with the bundled catalog. {verdict}\n\n"
             + "```\n" + "\n".join(table) + f"\n\n{summary}\n```\n\n"
             + "Identification accuracy on `Tests/Fixtures/identify-cases.jsonl` (the floor to reach:\n"
             + "top-1 95% and top-3 100% on both halves):\n\n```\n" + accuracy + f"\n```\n{end}")
    open(readme, "w", encoding="utf-8").write(before + block + after)
    print(f"(results written to {readme})")
else:
    print(f"benchmark: {readme} lacks the results markers; results not written", file=sys.stderr)
sys.exit(0 if all(verdicts) else 1)
PY

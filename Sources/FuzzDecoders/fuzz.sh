#!/usr/bin/env bash
# Builds the decoders' libFuzzer binary and runs it.
#   Sources/FuzzDecoders/fuzz.sh [libFuzzer options...]   e.g. -max_total_time=600
# Failing inputs land in .build-fuzz/ as crash-*; keep each one as a test
# case in Tests/GemCoreTests/JSONReadingTests.swift.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build-fuzz
mkdir -p "$out/corpus"
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name GemCore -package-name raygem \
  $(find Sources/GemCore -name '*.swift') Sources/FuzzDecoders/FuzzDecoders.swift -o "$out/fuzz-decoders"
# Seeds: the bundled catalog and a favorites file.
cp Resources/gems.json "$out/corpus/seed-catalog.json"
printf '{"schemaVersion": 1, "favorites": ["ruby", "rose-quartz"]}' > "$out/corpus/seed-favorites.json"
# Without this, Swift's backtracer catches the trap first and libFuzzer
# writes no crash file.
export SWIFT_BACKTRACE=enable=no
exec "$out/fuzz-decoders" -artifact_prefix="$out/" -max_len=65536 "$@" "$out/corpus"

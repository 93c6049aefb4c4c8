#!/usr/bin/env bash
# Builds the decoders' libFuzzer binary and runs it.
#   Sources/FuzzDecoders/fuzz.sh [libFuzzer options...]   e.g. -max_total_time=600
# Failing inputs land in .build-fuzz/ as crash-*; keep each one as a test
# case in Tests/GemCoreTests/JSONReadingTests.swift.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build-fuzz
mkdir -p "$out/corpus"
# GemCore imports UnsafeScalars: build that module first, then link it in.
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name UnsafeScalars -emit-module \
  -emit-module-path "$out/UnsafeScalars.swiftmodule" -c Sources/UnsafeScalars/*.swift -o "$out/UnsafeScalars.o"
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name GemCore -package-name raygem -I "$out" \
  $(find Sources/GemCore -name '*.swift') Sources/FuzzDecoders/FuzzDecoders.swift "$out/UnsafeScalars.o" \
  -o "$out/fuzz-decoders"
# Seeds: the bundled catalog and a favorites file.
cp Resources/gems.json "$out/corpus/seed-catalog.json"
printf '{"schemaVersion": 1, "favorites": ["ruby", "rose-quartz"]}' > "$out/corpus/seed-favorites.json"
# Without this, Swift's backtracer catches the trap first and libFuzzer
# writes no crash file.
export SWIFT_BACKTRACE=enable=no
exec "$out/fuzz-decoders" -artifact_prefix="$out/" -max_len=65536 "$@" "$out/corpus"

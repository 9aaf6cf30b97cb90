#!/usr/bin/env bash
# make fuzz: every fuzz target under libFuzzer with AddressSanitizer, each from a seed corpus it
# writes itself, for FUZZ_SECONDS (default 120) each. Crashers land in Fuzz/Crashers/<target>/:
# each becomes a regression test and is fixed. The corpus grows in .build-fuzz/corpus.
# FUZZ_TARGETS="fuzz-imaging …" picks targets.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-120}
targets=${FUZZ_TARGETS:-fuzz-imaging fuzz-terminal-input fuzz-text-field fuzz-card-import fuzz-backend-payloads}
scratch=.build-fuzz
runtime="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/clang"
libfuzzer=$(find "$runtime" -name 'libclang_rt.fuzzer_no_main-x86_64.a' | head -n 1)
[ -n "$libfuzzer" ] || { echo "error: this toolchain has no libFuzzer (libclang_rt.fuzzer_no_main) under $runtime" >&2; exit 1; }

# Swift's -sanitize=fuzzer would also link libFuzzer's own main; the targets have theirs and
# call LLVMFuzzerRunDriver, so: the same instrumentation, and libFuzzer without its main.
flags=(-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
       -Xswiftc -DFUZZING -Xlinker "$libfuzzer" -Xlinker -lstdc++)

logs="$scratch/logs"
mkdir -p "$logs"
summary=()
for target in $targets; do
    echo "Building $target with libFuzzer and AddressSanitizer..."
    swift build --scratch-path "$scratch" "${flags[@]}" --product "$target" >"$logs/$target.build.log" 2>&1 \
        || { grep -v "Cannot export local symbol" "$logs/$target.build.log" | tail -20 >&2; exit 1; }
    corpus="$scratch/corpus/$target"
    crashers="Fuzz/Crashers/$target"
    mkdir -p "$corpus" "$crashers"
    "$scratch/debug/$target" --seeds "$corpus"
    echo "Fuzzing $target for $seconds s..."
    status=0
    "$scratch/debug/$target" "$corpus" -max_total_time="$seconds" -print_final_stats=1 -max_len=65536 \
        -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$crashers/" >"$logs/$target.fuzz.log" 2>&1 || status=$?
    runs=$(awk '/stat::number_of_executed_units/ { print $2 }' "$logs/$target.fuzz.log")
    added=$(awk '/stat::new_units_added/ { print $2 }' "$logs/$target.fuzz.log")
    found=$(find "$crashers" -type f | wc -l)
    summary+=("$(printf '%-24s %10s runs  %6s new inputs  corpus %5s  crashers kept %s  exit %s' \
        "$target" "${runs:-?}" "${added:-?}" "$(ls "$corpus" | wc -l)" "$found" "$status")")
    if [ "$status" -ne 0 ]; then
        grep -E "ERROR|SUMMARY|Test unit written" "$logs/$target.fuzz.log" | head -5 >&2
    fi
done
echo
printf '%s\n' "${summary[@]}"

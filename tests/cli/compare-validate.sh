#!/usr/bin/env bash
# Runs `validate` of two builds of inbetween-cli on every file of tests/data and
# resources/examples (or the folders given) and compares what each prints (stdout, stderr, exit
# status); fails on the first file where they differ. For a change of the reader that must not
# change a message:
#   tests/cli/compare-validate.sh OLD/inbetween-cli NEW/inbetween-cli [FOLDER...]
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 OLD_CLI NEW_CLI [FOLDER...]" >&2; exit 2; }
old=$1 new=$2
shift 2
cd "$(dirname "$0")/../.."
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(tests/data resources/examples)
run() { # CLI FILE: what validate prints, both streams, and its exit status
    local status=0
    "$1" validate "$2" >"$scratch/out" 2>"$scratch/err" || status=$?
    printf 'stdout:\n%s\nstderr:\n%s\nexit %s\n' "$(cat "$scratch/out")" "$(cat "$scratch/err")" "$status"
}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
count=0 lines=0
while IFS= read -r -d '' file; do
    a=$(run "$old" "$file")
    b=$(run "$new" "$file")
    if [ "$a" != "$b" ]; then
        echo "differs: $file" >&2
        diff <(echo "$a") <(echo "$b") >&2 || true
        exit 1
    fi
    count=$((count + 1))
    lines=$((lines + $(echo "$a" | wc -l) - 4))
done < <(find "${folders[@]}" -type f -print0 | sort -z)
echo "validate prints the same for all $count files ($lines lines of output) of ${folders[*]}"

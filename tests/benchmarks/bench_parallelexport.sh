#!/usr/bin/env bash
# How a studio's many projects export side by side (issue 44): N copies of the bundled hero
# (resources/examples/hero.json, three clips cut from a 256 x 192 sheet; each copy with its own
# sheet and one kept target, godot) exported with `inbetween-cli export FILE`, a process a
# project, one at a time (`xargs -n1`) and two at a time (`xargs -n1 -P 2`, as make -j2 or a CI
# matrix of two would). Beside it, the same for a bare start of inbetween-cli-gui (every export
# runs in it: editor/cli/README.md), to see the start's share, and for a job of pure
# computation, to see what two cores give at the machine's present load. Prints the wall and CPU
# times and the ratios; checks that both ways write the same bytes. Hand-run (not in
# .ci/benchmarks: minutes, and CI's time is short). Figures: tests/benchmarks/README.md.
#
#   tests/benchmarks/bench_parallelexport.sh [BUILD_DIR] [--count N]   # default build, 200
set -euo pipefail
cd "$(dirname "$0")/../.."
build=build
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
    build=$1
    shift
fi
count=200
while [ $# -gt 0 ]; do
    case $1 in
        --count) count=$2; shift 2 ;;
        *) echo "usage: $0 [BUILD_DIR] [--count N]" >&2; exit 2 ;;
    esac
done
cli=$PWD/$build/editor/inbetween-cli
gui=$PWD/$build/editor/inbetween-cli-gui
if [ ! -x "$cli" ] || [ ! -x "$gui" ]; then
    echo "$0: $cli or $gui not found (build first: cmake --build $build --target inbetween-cli)" >&2
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/projects/sheets"
# hero-001.json ... with sheets/hero-001.png and the target out/hero-001.tres (and its atlas and
# scene beside it).
for i in $(seq -f %03g 1 "$count"); do
    cp resources/examples/hero/hero.png "$work/projects/sheets/hero-$i.png"
    sed -e "s|hero/hero.png|sheets/hero-$i.png|g" \
        -e "0,/\"fps\": 60,/s||\"fps\": 60,\n  \"exports\": [{ \"format\": \"godot\", \"path\": \"out/hero-$i.tres\" }],|" \
        resources/examples/hero.json >"$work/projects/hero-$i.json"
done
cd "$work/projects"
load=$(cut -d' ' -f1-3 /proc/loadavg)
"$cli" export hero-001.json >/dev/null # a target that does not run stops the benchmark here
rm -rf out

# Each job of a run: an export; a bare start of inbetween-cli-gui, which every export begins with
# (it loads some 180 libraries, Qt Gui's and FFmpeg's among them); and, for comparison, a job of pure computation of about the same
# length (an awk loop), which shows what two cores give at the machine's present load.
printf '#!/bin/sh\nexec "%s" export "$1"\n' "$cli" >"$work/export"
printf '#!/bin/sh\nexec setsid -w "%s" export "$1"\n' "$cli" >"$work/export-own-session"
printf '#!/bin/sh\nexec "%s" --version\n' "$gui" >"$work/start"
printf '#!/bin/sh\nexec awk "BEGIN { for (i = 0; i < 1e7; ++i) s += i }"\n' >"$work/compute"
chmod +x "$work/export" "$work/export-own-session" "$work/start" "$work/compute"

# Runs JOB on every project one at a time and two at a time, in rounds of 20 projects that
# alternate which goes first, so that a change in the load other programs put on the machine
# falls on both alike; adds a row to the table: the summed wall time of each and, in brackets,
# its jobs' CPU time (user + system), and the ratio of the wall times.
ls hero-*.json | split -l 20 - "$work/round-"
rows=""
run() {
    local job=$1 what=$2 p round order="1 2"
    : >"$work/times"
    for round in "$work"/round-*; do
        for p in $order; do
            /usr/bin/time -f "$p %e %U %S" -a -o "$work/times" sh -c "xargs -n1 -P $p '$work/$job' <'$round' >/dev/null"
        done
        order=$([ "$order" = "1 2" ] && echo "2 1" || echo "1 2")
    done
    rows+=$(awk -v what="$what" '{ wall[$1] += $2; cpu[$1] += $3 + $4 } END {
        printf "| %s | %.2f (%.2f) | %.2f (%.2f) | %.2f |", what, wall[1], cpu[1], wall[2], cpu[2], wall[2] / wall[1] }' "$work/times")$'\n'
}
# Both ways write the same files (checked on the first round): each export's bytes are its own.
xargs -n1 "$work/export" <"$work/round-aa" >/dev/null
mv out "$work/serial"
xargs -n1 -P 2 "$work/export" <"$work/round-aa" >/dev/null
diff -r "$work/serial" out >/dev/null || { echo "$0: one at a time and two at a time wrote different files" >&2; exit 1; }
run export "export FILE"
run export-own-session "export FILE, each in a session of its own (setsid)"
run start "inbetween-cli-gui --version"
run compute "awk loop (pure computation)"

# Linux's autogroup gives each session (a terminal, a CI job) an equal share of the cores: when
# other sessions keep them busy, a second process of the same session gains little, while one in
# a session of its own (setsid) gets a share of its own (tests/benchmarks/README.md).
autogroup=$(cat /proc/sys/kernel/sched_autogroup_enabled 2>/dev/null || echo "?")
echo "$count projects (the bundled hero, one godot target each), $(nproc) cores, scheduler autogroup $autogroup;" \
     "load average before: $load, after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "| $count jobs | one at a time: wall s (CPU s) | xargs -P 2: wall s (CPU s) | -P 2 / one at a time |"
echo "|---|---:|---:|---:|"
printf '%s' "$rows"

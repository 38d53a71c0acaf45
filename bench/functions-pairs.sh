#!/usr/bin/env bash
# Interleaved pairs of `npm run bench:functions`: a reference checkout (A, e.g. a worktree of 44baee2)
# then this one (B), N times, and the production entry's valid-lead row of each (docs/speed.md,
# "The lead function under load"). A busy host moves both sides of a pair alike; the median of the
# per-pair ratios is the figure.
#
#   bench/functions-pairs.sh <reference checkout> [pairs, default 5] [rounds per run, default 3]
#
# The reference needs node_modules (`cp -al` of this one's). At 44baee2 the kit spawns Deno through
# node_modules/.bin/deno, a Node shim whose child outlives the bench's SIGTERM and holds the run at
# its end: point that link at the binary (`ln -sf ../deno/deno <ref>/node_modules/.bin/deno`).
set -euo pipefail
reference=$(cd "$1" && pwd)
pairs=${2:-5}
rounds=${3:-3}
here=$(cd "$(dirname "$0")/.." && pwd)
logs=$(mktemp -d /tmp/functions-pairs-XXXXXX)

# "req/s p50 p99" of a runtime's valid-lead row: its median and the bracketed ranges dropped.
row() { grep -F "$2" "$1" | grep -F "lead válido" | awk -F'|' '{ gsub(/\[[^]]*\]/, ""); printf "%d %d %d", $4, $5, $6 }'; }

echo "pairs of npm run bench:functions -- --no-fail --rounds $rounds; A = $reference ($(git -C "$reference" rev-parse --short HEAD)), B = $here ($(git -C "$here" rev-parse --short HEAD)); logs in $logs"
echo "| pair | start (UTC) | load avg | A req/s | A p50 | A p99 | B req/s | B p50 | B p99 | ratio A/B | local A | local B |"
echo "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for pair in $(seq 1 "$pairs"); do
  start=$(date -u +%H:%M)
  load=$(cut -d' ' -f1 /proc/loadavg)
  (cd "$reference" && npm run bench:functions -- --no-fail --rounds "$rounds" >"$logs/a$pair.txt" 2>&1)
  (cd "$here" && npm run bench:functions -- --no-fail --rounds "$rounds" >"$logs/b$pair.txt" 2>&1)
  read -r a a50 a99 <<<"$(row "$logs/a$pair.txt" "entrada de produção")"
  read -r b b50 b99 <<<"$(row "$logs/b$pair.txt" "entrada de produção")"
  read -r la _ _ <<<"$(row "$logs/a$pair.txt" "servidor local")"
  read -r lb _ _ <<<"$(row "$logs/b$pair.txt" "servidor local")"
  ratio=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", a / b }')
  echo "| $pair | $start | $load | $a | $a50 | $a99 | $b | $b50 | $b99 | $ratio | $la | $lb |"
done

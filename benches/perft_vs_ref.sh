#!/usr/bin/env bash
# Times `focus-bot perft --depth D` (release) against the C reference perft, in the same run.
# Usage: benches/perft_vs_ref.sh [DEPTH]   (default 5; run from the repository root)
set -euo pipefail
depth=${1:-5}
ref_src=${REF_SRC:-../shared/bench/perft_ref.c}
cargo build --release --quiet
gcc -O2 -o target/perft_ref "$ref_src"
best() { # best wall time of 3 runs, in seconds
  local t best=999999
  for _ in 1 2 3; do
    t=$( { /usr/bin/time -f %e "$@" >/dev/null; } 2>&1 )
    best=$(echo "$t $best" | awk '{print ($1 < $2) ? $1 : $2}')
  done
  echo "$best"
}
ours=$(best target/release/focus-bot perft --depth "$depth")
ref=$(best target/perft_ref "$depth")
echo "perft depth $depth: focus-bot ${ours}s, C reference ${ref}s, ratio $(echo "$ref $ours" | awk '{printf "%.1f", $1 / $2}')x"

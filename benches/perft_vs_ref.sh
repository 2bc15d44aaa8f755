#!/usr/bin/env bash
# Times `focus-bot perft --depth D` (release) against the C reference perft (benches/perft_ref.c,
# written for this project), in the same run, after checking that both count the same leaves.
# Usage: benches/perft_vs_ref.sh [DEPTH]   (default 5; run from the repository root)
set -euo pipefail
depth=${1:-5}
cargo build --release --quiet
gcc -O2 -o target/perft_ref benches/perft_ref.c
# Both print every depth from 1 to D: `<depth> <count>` here, `perft(<depth>) = <count>` there.
ours_counts=$(target/release/focus-bot perft --depth "$depth")
ref_counts=$(target/perft_ref "$depth" | sed -n 's/^perft(\([0-9]*\)) = \([0-9]*\)$/\1 \2/p')
if [ "$ours_counts" != "$ref_counts" ]; then
  echo "the counts differ:" >&2
  diff <(echo "$ours_counts") <(echo "$ref_counts") >&2 || true
  exit 1
fi
echo "counts agree to depth $depth: $(echo "$ours_counts" | tail -1)"
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
echo "perft depth $depth: focus-bot ${ours}s, C reference ${ref}s, ratio $(echo "$ref $ours" | awk '{if ($2 > 0) printf "%.1fx", $1 / $2; else printf "too fast to time"}')"

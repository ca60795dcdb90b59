#!/usr/bin/env bash
# Run every benchmark (bench/bench_*.py and bench/baseline.py) one after the other and collect
# what each prints into bench/out/results.json: {"script.py": {"exit_code", "seconds",
# "output"}}, where output is the printed JSON (or the raw text when it is not JSON).
# bench/screenshot_export.py is a tool that needs a graph and an output path: not run here.
#
# Usage: bash bench/run_all.sh [NAME.py ...]   (default: all)
#        BENCH_LIMIT=500 bash bench/run_all.sh  (passes --limit 500 to the scripts that take it)
set -uo pipefail
cd "$(dirname "$0")/.."
out_dir=bench/out
mkdir -p "$out_dir/raw"

if [ "$#" -gt 0 ]; then
    scripts=("$@")
else
    scripts=(bench/bench_*.py bench/baseline.py)
fi

failed=0
for script in "${scripts[@]}"; do
    [ -f "$script" ] || script="bench/$script"
    [ -f "$script" ] || { echo "run_all: no such benchmark: $script" >&2; failed=1; continue; }
    name=$(basename "$script")
    args=()
    if [ -n "${BENCH_LIMIT:-}" ] && grep -q -- '"--limit"' "$script"; then
        args=(--limit "$BENCH_LIMIT")
    fi
    echo "run_all: $name ${args[*]}" >&2
    start=$(date +%s.%N)
    python3 "$script" "${args[@]}" >"$out_dir/raw/$name.out" 2>"$out_dir/raw/$name.err"
    code=$?
    end=$(date +%s.%N)
    echo "$code $start $end" >"$out_dir/raw/$name.status"
    if [ "$code" -ne 0 ]; then
        echo "run_all: $name exited with $code (see $out_dir/raw/$name.err)" >&2
        failed=1
    fi
done

python3 - "$out_dir" "${scripts[@]}" <<'EOF'
"""Collect each script's output into results.json (atomically, like every file we write)."""
import json
import sys
from pathlib import Path

from explorer.atomic import atomic_write_text

out_dir = Path(sys.argv[1])
results = {}
for script in sys.argv[2:]:
    name = Path(script).name
    status = out_dir / "raw" / f"{name}.status"
    if not status.exists():
        continue
    code, start, end = status.read_text().split()
    text = (out_dir / "raw" / f"{name}.out").read_text(encoding="utf-8", errors="replace")
    try:
        output = json.loads(text)
    except ValueError:
        output = text
    results[name] = {
        "exit_code": int(code),
        "seconds": round(float(end) - float(start), 1),
        "output": output,
    }
atomic_write_text(out_dir / "results.json", json.dumps(results, indent=1, ensure_ascii=False))
print(f"run_all: {len(results)} results -> {out_dir / 'results.json'}", file=sys.stderr)
EOF
exit "$failed"

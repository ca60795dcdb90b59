#!/usr/bin/env bash
# Install what the tests need (Qt libraries, headless Chromium, test extras) and run the suite.
set -euo pipefail
cd "$(dirname "$0")/.."
EXTRA_APT="chromium" PIP_EXTRAS="[test]" bash scripts/install.sh
export QT_QPA_PLATFORM=offscreen
ruff check explorer tests bench
python3 -m pytest -q -p no:cacheprovider "$@"

#!/usr/bin/env bash
# Install explorer and the Debian libraries Qt needs (fresh Debian, Python 3.11, as root or via sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends \
  libgl1 libegl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 \
  xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 \
  libxcb-render0 libxcb-shape0 libxcb-util1 libxcb-xkb1 libxkbcommon-x11-0 fonts-wqy-microhei \
  ${EXTRA_APT:-} >/dev/null
python3 -m pip install -q --disable-pip-version-check -e ".${PIP_EXTRAS:-}"

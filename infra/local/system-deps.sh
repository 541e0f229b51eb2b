#!/usr/bin/env bash
# Makes sure the Debian packages the local stack and the tests need are present.
# Usage: system-deps.sh java|chromium|colmap|ffmpeg|numpy ...   Installs with apt-get when running as
# root, otherwise stops and prints the exact command to run. numpy is the Debian python3's
# (/usr/bin/python3): a python3 earlier on PATH (pyenv) may lack it, so tests ask that interpreter.
set -euo pipefail

declare -A CHECK=( [java]="java" [chromium]="chromium" [colmap]="colmap" [ffmpeg]="ffmpeg" )
declare -A PACKAGE=( [java]="default-jre-headless" [chromium]="chromium" [colmap]="colmap" [ffmpeg]="ffmpeg" [numpy]="python3-numpy" )

missing=()
for dep in "$@"; do
  if [[ "$dep" == java ]]; then
    # DynamoDB Local needs Java 17 or newer, with the compiler module: its loopback launcher
    # (infra/local/DynamoDbLocalLoopback.java) runs in single-file source mode.
    if command -v java >/dev/null 2>&1; then
      major=$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n1)
      if [[ -n "$major" && "$major" -ge 17 ]]; then
        java --list-modules 2>/dev/null | grep -q '^jdk.compiler@' && continue
        missing+=("default-jdk-headless")
        continue
      fi
    fi
  elif [[ "$dep" == numpy ]]; then
    /usr/bin/python3 -c 'import numpy' >/dev/null 2>&1 && continue
  elif command -v "${CHECK[$dep]}" >/dev/null 2>&1; then
    continue
  fi
  missing+=("${PACKAGE[$dep]}")
done

[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} with apt-get ..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  exit 0
fi

echo "Missing system packages: ${missing[*]}" >&2
echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
exit 1

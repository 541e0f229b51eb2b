#!/usr/bin/env bash
# `npm test`: every check, in order of cost. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="--openssl-legacy-provider ${NODE_OPTIONS:-}"
mkdir -p .tmp/reports

stage() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

stage "System packages (Java: DynamoDB Local; Chromium: end-to-end tests; ffmpeg and COLMAP: tour builds; numpy: the gsplat script's tests)"
bash infra/local/system-deps.sh java chromium ffmpeg colmap numpy

stage "Generated code (protobuf modules)"
npm run --silent proto:gen

# The three static checks read the same files and wait on nothing: they run side by side (each on
# about one core), each printing its own output once it is done, and the stage fails if any fails.
stage "Types, lint and format, unused exports and files (knip)"
static_dir=$(mktemp -d)
(npm run --silent typecheck > "$static_dir/types" 2>&1; echo $? > "$static_dir/types.rc") &
(npm run --silent lint > "$static_dir/lint" 2>&1; echo $? > "$static_dir/lint.rc") &
(npx knip --include exports,types,files --no-progress --no-config-hints > "$static_dir/knip" 2>&1; echo $? > "$static_dir/knip.rc") &
wait
static_failed=0
for check in types lint knip; do
  cat "$static_dir/$check"
  [ "$(cat "$static_dir/$check.rc")" = 0 ] || { echo "$check failed"; static_failed=1; }
done
rm -rf "$static_dir"
[ "$static_failed" = 0 ]

stage "Build the web app"
npm run --silent build:web
npm run --silent build:viewer
npm run --silent build:viewer:test

stage "Unit and integration tests (vitest, against the local emulators)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/reports/vitest.json

stage "End-to-end tests (Playwright in Chromium, against the real local stack)"
npx playwright test --config tests/e2e/playwright.config.ts

stage "Summary"
node tests/summary.mjs .tmp/reports/vitest.json .tmp/reports/playwright.json

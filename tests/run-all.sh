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

stage "Types"
npm run --silent typecheck

stage "Lint and format"
npm run --silent lint

stage "Unused exports and files (knip)"
npx knip --include exports,types,files --no-progress --no-config-hints

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

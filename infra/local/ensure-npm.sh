#!/usr/bin/env bash
# Makes sure `npm` and `npx` run. Some machine images ship Node.js with a half-installed global npm
# (its bin/npm-cli.js missing), so every npm command fails. Node's own corepack can still fetch npm
# from the npm registry; it is then installed globally over the broken copy. The registry mirror
# reachable here serves no package signatures, so corepack's signature check is switched off for
# this one download (npm itself verifies the tarball's integrity hash).
set -euo pipefail
if npm --version >/dev/null 2>&1 && npx --version >/dev/null 2>&1; then exit 0; fi
version="${ATRIUM_NPM_VERSION:-11.19.1}"
echo "npm does not run here: installing npm@${version} through corepack" >&2
if ! command -v corepack >/dev/null 2>&1; then
  echo "Neither a working npm nor corepack is installed. Install Node.js 20.19+ with npm." >&2
  exit 1
fi
# npm refuses to replace itself while a broken copy's stray shims are in the way.
rm -f "$(dirname "$(command -v node)")/npm" "$(dirname "$(command -v node)")/npx"
COREPACK_INTEGRITY_KEYS=0 corepack "npm@${version}" install -g "npm@${version}"
hash -r
npm --version >/dev/null

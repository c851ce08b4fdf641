#!/usr/bin/env bash
# The production build of a checkout (docs/deployment.md): exactly the lockfile, every build
# (`npm run build`: packages, server → apps/server/dist, portal, embed script), then the lockfile
# again without the dev dependencies, so the folder holds what `npm run start:prod` runs and nothing
# else from npm. The Dockerfile's build stage runs it, and CI runs it (scripts/prod-smoke.mjs) on a
# copy of the repo, so the image's steps are proven where no container runtime exists.
# Usage: scripts/prod-build.sh [dir]   (default: the current directory)
set -euo pipefail
cd "${1:-.}"

step() {
  local started=$SECONDS
  echo "prod-build: $*"
  "$@"
  echo "prod-build: done in $(( SECONDS - started )) s"
}

step npm ci --no-audit --no-fund --loglevel=error
step npm run build --silent
step npm ci --omit=dev --no-audit --no-fund --loglevel=error

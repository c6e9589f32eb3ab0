#!/usr/bin/env bash
# Consumer smoke test: builds and packs @erp/ui, installs the tarball into a fresh app OUTSIDE the
# workspace (so only the published files and declared dependencies are used), builds that app with Vite
# and renders it in headless Chromium. Exits non-zero on any failure.
#   bash packages/ui/consumer-smoke/run.sh      (from anywhere; sources the workspace bootstrap itself)
# Set KEEP_SMOKE_DIR=1 to keep the temporary app for inspection.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")" && pwd)
root=$(cd "$here/../../.." && pwd)
cd "$root"
# shellcheck disable=SC1091
. scripts/bootstrap-node.sh

work=$(mktemp -d "${TMPDIR:-/tmp}/erp-ui-consumer.XXXXXX")
cleanup() { [ "${KEEP_SMOKE_DIR:-}" = 1 ] && echo "kept $work" || rm -rf "$work"; }
trap cleanup EXIT

# The same versions the workspace uses, read from the lockfile-resolved package.json files.
version() { node -p "require('$root/$1/package.json').version"; }
ui_pkgs=packages/ui/node_modules
V_REACT=$(version node_modules/react)
V_REACT_DOM=$(version node_modules/react-dom)
V_THEMES=$(version $ui_pkgs/@radix-ui/themes)
V_RAC=$(version $ui_pkgs/react-aria-components)
V_INTL=$(version node_modules/react-intl)
V_VITE=$(version node_modules/vite)
V_PLUGIN_REACT=$(version node_modules/@vitejs/plugin-react)

echo "consumer-smoke: building and packing @erp/ui"
pnpm --filter @erp/ui build >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
pnpm --filter @erp/ui pack --pack-destination "$work" >"$work/pack.log" 2>&1 || { cat "$work/pack.log"; exit 1; }
tarball=$(ls "$work"/erp-ui-*.tgz)

app="$work/app"
cp -r "$here/app" "$app"
cat >"$app/package.json" <<JSON
{
  "name": "erp-ui-consumer-smoke",
  "private": true,
  "type": "module",
  "dependencies": {
    "@erp/ui": "file:$tarball",
    "@radix-ui/themes": "$V_THEMES",
    "react": "$V_REACT",
    "react-aria-components": "$V_RAC",
    "react-dom": "$V_REACT_DOM",
    "react-intl": "$V_INTL"
  },
  "devDependencies": {
    "@vitejs/plugin-react": "$V_PLUGIN_REACT",
    "vite": "$V_VITE"
  }
}
JSON

echo "consumer-smoke: installing into $app"
(cd "$app" && pnpm install --prefer-offline --config.confirmModulesPurge=false >"$work/install.log" 2>&1) || { cat "$work/install.log"; exit 1; }

echo "consumer-smoke: building the app with Vite"
(cd "$app" && pnpm exec vite build >"$work/vite.log" 2>&1) || { cat "$work/vite.log"; exit 1; }

echo "consumer-smoke: rendering in headless Chromium"
node "$here/check.mjs" "$app/dist"

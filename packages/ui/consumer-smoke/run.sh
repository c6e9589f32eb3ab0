#!/usr/bin/env bash
# Consumer smoke test: builds and packs @erp/ui, checks the packed manifest, installs the tarball into a
# fresh app OUTSIDE the workspace (so only the published files and declared dependencies are used), builds
# that app with Vite and renders it in headless Chromium in both locales, and loads the published stylesheet
# through a plain <link>. Exits non-zero on any failure.
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
V_RAC=$(version $ui_pkgs/react-aria-components)
V_INTL=$(version node_modules/react-intl)
V_VITE=$(version node_modules/vite)
V_PLUGIN_REACT=$(version node_modules/@vitejs/plugin-react)

echo "consumer-smoke: building and packing @erp/ui"
pnpm --filter @erp/ui build >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
pnpm --filter @erp/ui pack --pack-destination "$work" >"$work/pack.log" 2>&1 || { cat "$work/pack.log"; exit 1; }
tarball=$(ls "$work"/erp-ui-*.tgz)

# The packed manifest must resolve with the packed files alone: no workspace-only export condition (its
# targets are in src/, which is not packed) and no export pointing at a missing file.
echo "consumer-smoke: checking the packed manifest"
mkdir "$work/packed" && tar -xzf "$tarball" -C "$work/packed"
node - "$work/packed/package" <<'NODE'
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const dir = process.argv[2];
const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const problems = [];
const walk = (value, where) => {
  if (typeof value === 'string') {
    const target = path.join(dir, value.replace(/\*.*$/, ''));
    if (!existsSync(target)) problems.push(`${where} -> ${value} is not in the tarball`);
  } else if (value && typeof value === 'object') {
    for (const [key, next] of Object.entries(value)) {
      if (key === '@erp/source') problems.push(`${where} keeps the workspace-only "@erp/source" condition`);
      walk(next, `${where}[${key}]`);
    }
  }
};
walk(manifest.exports, 'exports');
if (problems.length) {
  console.error(`consumer-smoke: FAILED packed manifest\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`consumer-smoke manifest: ok (${Object.keys(manifest.exports).length} exports, every target packed)`);
NODE

app="$work/app"
cp -r "$here/app" "$app"
cat >"$app/package.json" <<JSON
{
  "name": "erp-ui-consumer-smoke",
  "private": true,
  "type": "module",
  "dependencies": {
    "@erp/ui": "file:$tarball",
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
node "$here/check.mjs" "$app/dist" "$app/node_modules/@erp/ui"

# Source this file (`. scripts/bootstrap-node.sh`): it puts a supported Node LTS and pnpm on PATH.
# The machine's Node may be older (Node 20 is end-of-life), so both are installed from the npm
# registry into the ignored .tools/ folder, in one npm call (a second call would prune the first).
NODE_VERSION=24.21.0
PNPM_VERSION=12.21.0
_erp_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
_erp_tools="$_erp_root/.tools"
case "$(uname -m)" in
  x86_64) _erp_arch=x64 ;;
  aarch64 | arm64) _erp_arch=arm64 ;;
  *) echo "bootstrap-node: unsupported architecture $(uname -m)" >&2; return 1 ;;
esac
if [ "$("$_erp_tools/node_modules/.bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ] ||
  [ "$("$_erp_tools/node_modules/.bin/pnpm" --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "bootstrap-node: installing Node $NODE_VERSION and pnpm $PNPM_VERSION into .tools/" >&2
  npm install --prefix "$_erp_tools" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node-linux-$_erp_arch@$NODE_VERSION" "pnpm@$PNPM_VERSION" || return 1
fi
export PATH="$_erp_tools/node_modules/.bin:$PATH"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
[ "$(node --version)" = "v$NODE_VERSION" ] || { echo "bootstrap-node: node on PATH is $(node --version)" >&2; return 1; }

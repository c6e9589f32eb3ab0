# Source this file: installs the Debian packages the project needs when they are missing, and the Go
# modules. Chromium (browser tests), Noto fonts (Arabic shaping, stable screenshots), poppler-utils
# (PDF text checks) and a C compiler (the server's SQLite is the C library, built through cgo) come from
# Debian; Playwright's own browser download is never used.
_erp_pkgs=(chromium fonts-noto-core fonts-noto-ui-core poppler-utils gcc libc6-dev)
_erp_missing=()
for _p in "${_erp_pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$_p" 2>/dev/null | grep -q 'install ok installed' || _erp_missing+=("$_p")
done
if [ "${#_erp_missing[@]}" -gt 0 ]; then
  echo "ensure-system: installing ${_erp_missing[*]}" >&2
  _erp_sudo=""
  [ "$(id -u)" = 0 ] || _erp_sudo="sudo"
  $_erp_sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $_erp_sudo apt-get install -y -qq --no-install-recommends "${_erp_missing[@]}" >/dev/null
fi
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
command -v go >/dev/null || export PATH="/usr/local/go/bin:$PATH"
(cd "$(dirname "${BASH_SOURCE[0]}")/../apps/server" && go mod download)

#!/usr/bin/env bash
# Starts the ERP with demo data at http://127.0.0.1:8090: installs what is missing, builds the SPA and
# the server, applies migrations, seeds on first run (the data directory survives restarts) and serves.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap-node.sh
command -v go >/dev/null || export PATH="/usr/local/go/bin:$PATH"

DATA_DIR="${ERP_DATA_DIR:-$PWD/.data/pb_data}"
HTTP_ADDR="${ERP_HTTP:-127.0.0.1:8090}"
SUPERUSER_EMAIL="${ERP_SUPERUSER_EMAIL:-superuser@erp.local}"
SUPERUSER_PASSWORD="${ERP_SUPERUSER_PASSWORD:-Superuser123!}"

echo "==> Installing dependencies"
pnpm install --frozen-lockfile --reporter=silent
(cd apps/server && go mod download)

echo "==> Building the app and the server"
pnpm --filter @erp/erp build >/dev/null
(cd apps/server && go build -o bin/erp ./cmd/erp)

mkdir -p "$DATA_DIR"
ERP=apps/server/bin/erp
echo "==> Migrating and seeding $DATA_DIR"
"$ERP" migrate up --dir "$DATA_DIR" >/dev/null
"$ERP" superuser upsert "$SUPERUSER_EMAIL" "$SUPERUSER_PASSWORD" --dir "$DATA_DIR" >/dev/null
"$ERP" seed --dir "$DATA_DIR"

cat <<INFO

  ERP:               http://$HTTP_ADDR
  PocketBase admin:  http://$HTTP_ADDR/_/  ($SUPERUSER_EMAIL / $SUPERUSER_PASSWORD)
  Demo accounts are listed in README.md (for example admin@erp.local / Admin123!).

INFO
exec "$ERP" serve --http "$HTTP_ADDR" --dir "$DATA_DIR" --publicDir "$PWD/apps/erp/dist"

#!/usr/bin/env bash
# Starts the ERP with demo data at http://127.0.0.1:8090: installs what is missing, builds the SPA and
# the server, applies migrations, seeds on first run (the data directory survives restarts) and serves,
# with a local mail catcher (MailDev) beside it: its inbox at http://127.0.0.1:1080 shows every e-mail the
# server sends (password resets) while no SMTP server is configured.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap-node.sh
# Chromium and the Noto fonts print the PDF documents; gcc builds the server on the C SQLite.
. scripts/ensure-system.sh

DATA_DIR="${ERP_DATA_DIR:-$PWD/.data/pb_data}"
HTTP_ADDR="${ERP_HTTP:-127.0.0.1:8090}"
SUPERUSER_EMAIL="${ERP_SUPERUSER_EMAIL:-superuser@erp.local}"
SUPERUSER_PASSWORD="${ERP_SUPERUSER_PASSWORD:-Superuser123!}"
MAIL_SMTP_PORT="${ERP_MAIL_SMTP_PORT:-1025}"
MAIL_WEB_PORT="${ERP_MAIL_WEB_PORT:-1080}"

echo "==> Installing dependencies"
pnpm install --frozen-lockfile --reporter=silent

echo "==> Building the app and the server"
pnpm --filter @erp/erp build >/dev/null
(cd apps/server && go build -o bin/erp ./cmd/erp)

mkdir -p "$DATA_DIR"
ERP=apps/server/bin/erp
echo "==> Migrating and seeding $DATA_DIR"
"$ERP" migrate up --dir "$DATA_DIR" >/dev/null
"$ERP" superuser upsert "$SUPERUSER_EMAIL" "$SUPERUSER_PASSWORD" --dir "$DATA_DIR" >/dev/null
"$ERP" seed --dir "$DATA_DIR"

echo "==> Starting the mail catcher"
mkdir -p "$DATA_DIR/../mail"
node node_modules/maildev/bin/maildev --ip 127.0.0.1 --web-ip 127.0.0.1 --smtp "$MAIL_SMTP_PORT" \
  --web "$MAIL_WEB_PORT" --mail-directory "$DATA_DIR/../mail" --silent &
MAIL_PID=$!
trap 'kill "$MAIL_PID" 2>/dev/null || true' EXIT INT TERM
for _ in $(seq 50); do
  node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' \
    "http://127.0.0.1:$MAIL_WEB_PORT/healthz" && break
  kill -0 "$MAIL_PID" 2>/dev/null || { echo "the mail catcher did not start (ports $MAIL_SMTP_PORT, $MAIL_WEB_PORT in use?)" >&2; exit 1; }
  sleep 0.2
done

cat <<INFO

  ERP:               http://$HTTP_ADDR
  Mail inbox:        http://127.0.0.1:$MAIL_WEB_PORT  (every e-mail the server sends, such as password resets)
  PocketBase admin:  http://$HTTP_ADDR/_/  ($SUPERUSER_EMAIL / $SUPERUSER_PASSWORD)
  Demo accounts are listed in README.md (for example admin@erp.local / Admin123!).

INFO
# Mail goes to the catcher unless an SMTP server is configured (PocketBase settings or ERP_SMTP_HOST).
ERP_MAIL_CATCHER="127.0.0.1:$MAIL_SMTP_PORT" ERP_APP_URL="${ERP_APP_URL:-http://$HTTP_ADDR}" \
  "$ERP" serve --http "$HTTP_ADDR" --dir "$DATA_DIR" --publicDir "$PWD/apps/erp/dist"

#!/usr/bin/env bash
# Starts a server on a large dataset for the benchmarks of docs/PERFORMANCE.md, and leaves it running:
#
#   scripts/bench-server.sh 100000 8098     # 100k invoices on http://127.0.0.1:8098
#   scripts/bench-server.sh 1000000 8097    # 1M invoices on http://127.0.0.1:8097
#
# Builds the web app and the server, creates the dataset once in .bench/<invoices>/ (demo data, then
# `erp bigdata --invoices N`, timed), and serves it with the built app, so the scripts can drive both the API and
# the screens. Stop it with `kill $(cat .bench/<invoices>/pid)`.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
INVOICES=${1:?number of invoices}
PORT=${2:-8098}
DATA="$ROOT/.bench/$INVOICES"
. scripts/bootstrap-node.sh
pnpm --filter @erp/erp build >/dev/null
(cd apps/server && go build -o bin/erp ./cmd/erp)
ERP="$ROOT/apps/server/bin/erp"

if [ ! -f "$DATA/data.db" ]; then
  mkdir -p "$DATA"
  "$ERP" migrate up --dir "$DATA" >/dev/null
  "$ERP" seed --dir "$DATA" >/dev/null
  echo "Generating $INVOICES invoices (the time is one of the figures):"
  TIMEFORMAT='bigdata: %R s wall, %U s user, %S s system'
  time "$ERP" bigdata --invoices "$INVOICES" --dir "$DATA"
  "$ERP" superuser upsert superuser@erp.local Superuser123! --dir "$DATA" >/dev/null
  invoices=$(du -b "$DATA/data.db" | cut -f1)
  echo "database file: $((invoices / 1024 / 1024)) MB, $((invoices / INVOICES)) bytes per invoice (with its payments, clients and stock)"
else
  "$ERP" migrate up --dir "$DATA" >/dev/null
fi
"$ERP" serve --http "127.0.0.1:$PORT" --dir "$DATA" --publicDir "$ROOT/apps/erp/dist" >"$DATA/serve.log" 2>&1 &
echo $! >"$DATA/pid"
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$PORT/api/health" >/dev/null && break
  sleep 1
done
echo "Serving $INVOICES invoices on http://127.0.0.1:$PORT (pid $(cat "$DATA/pid"))."

#!/usr/bin/env bash
# XLSX memory across sizes: writes 10k, 100k and 500k rows (or the sizes given) of a sales report to .xlsx, each
# size in its own process, and prints the time, the file's size, the writer's peak extra heap and the growth of
# the resident set while writing. Flat figures across sizes mean the rows are streamed, not held twice.
# Usage: scripts/bench-xlsx.sh [rows…]
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
bin="$(mktemp -d)/reports.test"
go test -c -o "$bin" ./internal/reports/
for rows in "${@:-10000 100000 500000}"; do
  for n in $rows; do
    ERP_XLSX_ROWS="$n" "$bin" -test.run '^TestXLSXMemory$' -test.count=1 -test.v -test.timeout 20m | grep -E 'BENCH|FAIL'
  done
done
rm -rf "$(dirname "$bin")"

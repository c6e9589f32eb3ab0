#!/usr/bin/env bash
# XLSX export memory across sizes: stores 10k, 100k and 500k rows (or the sizes given) of a sales report in a
# throw-away database's saved_report_rows, then exports them to .xlsx, each size and mode in its own process, and
# prints the time, the file's size, the writer's peak extra heap and the process's peak resident set while
# exporting. Mode "stream" is the export (rows read through a cursor into excelize's StreamWriter); mode
# "memory" decodes every row first, as the export did when rows lived in the report's data JSON. A flat peak
# across sizes means the rows are streamed.
# Usage: scripts/bench-xlsx.sh [rows…]   (ERP_XLSX_MODES="stream memory" by default)
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
bin="$(mktemp -d)/reports.test"
go test -c -o "$bin" ./internal/reports/
for n in ${@:-10000 100000 500000}; do
  for mode in ${ERP_XLSX_MODES:-stream memory}; do
    ERP_XLSX_ROWS="$n" ERP_XLSX_MODE="$mode" "$bin" -test.run '^TestXLSXMemory$' -test.count=1 -test.v -test.timeout 30m | grep -E 'BENCH|FAIL'
  done
done
rm -rf "$(dirname "$bin")"

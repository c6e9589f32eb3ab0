#!/usr/bin/env bash
# Report benchmark: generates 100k invoices (the `erp bigdata` generator) in a throw-away app, then prints
# the time of a sales report with two filters and three aggregations through the generate route and of
# 100k rows written to .xlsx with the writer's peak heap. Usage: scripts/bench-reports.sh
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
ERP_REPORT_BENCH=1 go test ./hooks/ -run '^TestReportBenchmark$' -count=1 -v -timeout 20m 2>&1 | grep -E 'BENCH|bigdata|FAIL|ok '

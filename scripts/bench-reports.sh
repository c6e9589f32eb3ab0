#!/usr/bin/env bash
# Report benchmark: generates 100k invoices (the `erp bigdata` generator) in a throw-away app, then prints
# the time of a sales report with two filters and three aggregations through the generate route, of a report of
# every invoice (100k rows stored) with its progress polled, and of those rows exported to .xlsx through the export
# route with the peak heap and resident set. Usage: scripts/bench-reports.sh
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
ERP_REPORT_BENCH=1 go test ./hooks/ -run '^TestReportBenchmark$' -count=1 -v -timeout 20m 2>&1 | grep -E 'BENCH|bigdata|FAIL|ok '

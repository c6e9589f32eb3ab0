package hooks_test

import (
	"fmt"

	"erp/server/hooks"
)

var hooksRunScheduledReports = hooks.RunScheduledReports

func fmtSscan(s string, v any) (int, error) { return fmt.Sscan(s, v) }

package hooks

// Payroll records: drafts whose allowance, bonus, deduction and overtime lists are checked.

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/lines"
)

func bindPayrollRecords(app core.App) {
	app.OnRecordValidate("payroll_records").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "draft")
		if err := validatePayrollLines(e.Record); err != nil {
			return err
		}
		return e.Next()
	})
}

// validatePayrollLines checks the shapes of the payroll JSON lists; amounts are EGP of 0 or more.
func validatePayrollLines(r *core.Record) error {
	checks := []struct{ field, label string }{
		{"allowances", "name"}, {"bonuses", "description"}, {"deductions", "description"}, {"overtimeEntries", ""},
	}
	for _, c := range checks {
		rows, err := jsonArray(r, c.field)
		if err != nil {
			return fieldError(c.field, "validation_invalid_list", "Must be a list of entries.")
		}
		for i, row := range rows {
			if c.label != "" && rowString(row, c.label) == "" {
				return fieldError(fmt.Sprintf("%s.%d.%s", c.field, i, c.label), "validation_required", "Cannot be blank.")
			}
			if p, err := lines.ParseMoney(rowText(row, "amount")); err != nil || p < 0 {
				return fieldError(fmt.Sprintf("%s.%d.amount", c.field, i), "validation_invalid_amount", "Amount must be a number of 0 or more.")
			}
		}
	}
	return nil
}

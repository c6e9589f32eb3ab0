package hooks

// Human resources: employees, employee documents, payroll, leave and overtime.

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
)

// BindHR registers the human-resources hooks and actions.
func BindHR(app core.App) {
	collections := []string{"employees", "employee_documents", "payroll_records", "leave_requests", "overtime_records"}
	audit.Track(app, collections...)
	requestTransaction(app, collections...)
	bindEmployees(app)
	bindLeaveRequests(app)
	bindOvertimeRecords(app)
	bindPayrollRecords(app)
}

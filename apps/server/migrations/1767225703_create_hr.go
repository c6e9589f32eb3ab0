package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The value lists as this migration wrote them. Later changes belong in new migrations.
var (
	hrDepartments      = []string{"Engineering", "Sales", "Marketing", "Finance", "Human Resources", "Support", "Product", "Operations", "Legal", "Executive"}
	hrEmployeeStatuses = []string{"active", "on leave", "terminated"}
	hrEmployeeDocTypes = []string{"contract", "identification", "resume", "certification", "medical", "tax", "id_card", "passport", "visa", "work_permit", "health_record", "performance_review", "nda", "offer_letter", "termination_letter", "other"}
	hrPayrollStatuses  = []string{"draft", "pending", "approved", "paid", "cancelled"}
	hrLeaveTypes       = []string{"ANNUAL", "SICK", "UNPAID", "MATERNITY", "PATERNITY", "BEREAVEMENT", "COMPENSATORY", "OTHER", "VACATION", "PERSONAL"}
	hrLeaveStatuses    = []string{"PENDING", "APPROVED", "REJECTED", "CANCELLED"}
	hrOvertimeTypes    = []string{"REGULAR", "WEEKEND", "HOLIDAY", "NORMAL"}
	hrOvertimeStatuses = []string{"pending", "approved", "rejected", "processed", "cancelled", "paid"}
)

// Human resources: employees, their documents, payroll, leave and overtime.
func init() {
	m.Register(func(app core.App) error {
		users, err := bizFind(app, "users")
		if err != nil {
			return err
		}
		zero := types.Pointer(0.0)
		signedIn := `@request.auth.collectionName = "users" && @request.auth.active = true && @request.auth.id != ""`

		employees := bizCollection("employees")
		employees.Fields.Add(
			bizText("firstName", true, 100), bizText("lastName", true, 100),
			bizText("firstNameAr", false, 100), bizText("lastNameAr", false, 100),
			&core.EmailField{Name: "email"}, bizText("phone", false, 40), bizText("address", false, 500),
			bizText("nationalId", false, 40), bizDate("birthDate", false),
			bizText("emergencyContact", false, 200), bizText("emergencyPhone", false, 40),
			bizRelation("user", users.Id, false, false),
			bizSelect("department", true, hrDepartments), bizText("position", false, 120), bizDate("hireDate", false),
			bizMoney("monthlySalary"),
			bizSelect("status", true, hrEmployeeStatuses), bizText("notes", false, 5000),
		)
		bizAutodates(employees)
		bizCRUDRules(employees, "employees")
		// Self-service: anyone signed in may read the employee record linked to their own account.
		own := bizAll(signedIn, "user = @request.auth.id")
		employees.ListRule = bizRule(bizHas("view:employees") + " || (" + own + ")")
		employees.ViewRule = employees.ListRule
		bizUniqueWhenSet(employees, "user")
		bizIndex(employees, "department")
		bizIndex(employees, "status")
		bizIndex(employees, "lastName", "firstName")
		bizIndex(employees, "hireDate")
		if err := app.Save(employees); err != nil {
			return err
		}
		employees.Fields.Add(bizRelation("manager", employees.Id, false, false))
		bizIndex(employees, "manager")
		if err := app.Save(employees); err != nil {
			return err
		}

		docs := bizCollection("employee_documents")
		docs.Fields.Add(
			bizRelation("employee", employees.Id, true, true), bizSelect("type", true, hrEmployeeDocTypes),
			bizText("title", false, 200),
			&core.FileField{Name: "file", Required: true, Protected: true, MaxSelect: 1, MaxSize: attachmentMaxSize, MimeTypes: attachmentMimeTypes},
		)
		bizAutodates(docs)
		bizCRUDRules(docs, "employee-documents")
		bizIndex(docs, "employee")
		bizIndex(docs, "type")
		if err := app.Save(docs); err != nil {
			return err
		}

		payroll := bizCollection("payroll_records")
		payroll.Fields.Add(
			bizRelation("employee", employees.Id, true, false),
			&core.TextField{Name: "period", Required: true, Pattern: `^\d{4}-(0[1-9]|1[0-2])$`},
			bizMoney("baseSalary"), bizMoney("insuredSalary"), bizSelect("status", true, hrPayrollStatuses),
			bizJSON("allowances", 0), bizJSON("overtimeEntries", 0), bizJSON("bonuses", 0), bizJSON("deductions", 0),
			bizMoney("employeeInsurance"), bizMoney("employerInsurance"), bizMoney("tax"),
			bizMoney("grossPay"), bizNumber("netPay", false, nil, false), bizNumber("originalNetPay", false, nil, false),
			bizText("notes", false, 5000),
		)
		bizAutodates(payroll)
		bizCRUDRules(payroll, "payroll")
		payroll.CreateRule = bizRule(bizAll(bizHas("create:payroll"), bizBodyIn("status", "draft")))
		payroll.UpdateRule = bizRule(bizAll(bizHas("edit:payroll"), `status = "draft"`, bizBodyIn("status", "draft", "pending")))
		payroll.DeleteRule = bizRule(bizAll(bizHas("delete:payroll"), `status = "draft"`))
		payroll.AddIndex("idx_payroll_records_employee_period", true, "employee, period", "")
		bizIndex(payroll, "period")
		bizIndex(payroll, "status")
		if err := app.Save(payroll); err != nil {
			return err
		}

		leave := bizCollection("leave_requests")
		leave.Fields.Add(
			bizRelation("employee", employees.Id, true, true), bizSelect("department", false, hrDepartments),
			bizSelect("leaveType", true, hrLeaveTypes), bizDate("startDate", true), bizDate("endDate", true),
			bizNumber("totalDays", false, zero, true), bizText("reason", false, 2000), bizDate("submittedDate", false),
			bizRelation("approvedBy", users.Id, false, false), bizSelect("status", true, hrLeaveStatuses),
		)
		bizAutodates(leave)
		bizSelfRules(leave, "leave", "approve:leave", "PENDING", "CANCELLED")
		bizIndex(leave, "employee")
		bizIndex(leave, "status")
		bizIndex(leave, "leaveType")
		bizIndex(leave, "startDate")
		bizIndex(leave, "endDate")
		if err := app.Save(leave); err != nil {
			return err
		}

		overtime := bizCollection("overtime_records")
		overtime.Fields.Add(
			bizRelation("employee", employees.Id, true, true), bizSelect("department", false, hrDepartments),
			bizDate("date", true), &core.NumberField{Name: "hours", Required: true, Min: types.Pointer(0.25), Max: types.Pointer(24.0)},
			bizSelect("type", true, hrOvertimeTypes),
			bizMoney("rateMultiplier"), bizMoney("baseHourlyRate"), bizMoney("estimatedAmount"),
			bizText("notes", false, 2000), bizSelect("status", true, hrOvertimeStatuses),
			bizRelation("processedBy", users.Id, false, false), bizDate("processedOn", false),
			bizText("comments", false, 2000), bizText("rejectionReason", false, 2000),
		)
		bizAutodates(overtime)
		bizSelfRules(overtime, "overtime", "approve:overtime", "pending", "cancelled")
		bizIndex(overtime, "employee")
		bizIndex(overtime, "status")
		bizIndex(overtime, "type")
		bizIndex(overtime, "date")
		return app.Save(overtime)
	}, func(app core.App) error {
		return bizDeleteCollections(app, "employees", "employee_documents", "payroll_records", "leave_requests", "overtime_records")
	})
}

// selfRules gives an employee-owned request collection (leave, overtime) its rules: holders of the
// approve key see and manage everyone's requests; everyone else only the requests of the employee
// record linked to their own account, created in the initial state and withdrawn (cancelled) by them.
// Approval and rejection are business actions, so the generic API only moves initial → cancelled.
func bizSelfRules(c *core.Collection, resource, approveKey, initial, cancelled string) {
	approver := bizHas(approveKey)
	own := "employee.user = @request.auth.id"
	ownBody := "@request.body.employee.user = @request.auth.id"
	c.ListRule = bizRule(bizAll(bizHas("view:"+resource), own+" || ("+approver+")"))
	c.ViewRule = c.ListRule
	c.CreateRule = bizRule(bizAll(bizHas("create:"+resource), bizBodyIn("status", initial),
		approver+" || ("+ownBody+")"))
	c.UpdateRule = bizRule(bizAll(bizHas("edit:"+resource), `status = "`+initial+`"`, bizBodyIn("status", initial, cancelled),
		approver+" || ("+own+" && (@request.body.employee:isset = false || "+ownBody+"))"))
	c.DeleteRule = bizRule(bizAll(bizHas("delete:"+resource), `status = "`+initial+`"`, own+" || ("+approver+")"))
}

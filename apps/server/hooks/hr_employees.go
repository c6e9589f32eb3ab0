package hooks

// Employees: active on hire, and never their own manager.

import "github.com/pocketbase/pocketbase/core"

func bindEmployees(app core.App) {
	app.OnRecordValidate("employees").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "active")
		if m := e.Record.GetString("manager"); m != "" && m == e.Record.Id {
			return fieldError("manager", "validation_self_manager", "An employee cannot be their own manager.")
		}
		return e.Next()
	})
}

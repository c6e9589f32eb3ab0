package hooks

// Clients: a new client is active unless it says otherwise.

import "github.com/pocketbase/pocketbase/core"

func bindClients(app core.App) {
	app.OnRecordValidate("clients").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "active")
		return e.Next()
	})
}

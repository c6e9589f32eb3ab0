package hooks

// Customer relations: clients, contacts and documents.

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
)

// BindCRM registers the CRM hooks.
func BindCRM(app core.App) {
	collections := []string{"clients", "contacts", "documents"}
	audit.Track(app, collections...)
	requestTransaction(app, collections...)
	bindClients(app)
	bindDocuments(app)
}

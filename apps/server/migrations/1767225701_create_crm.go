package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The value lists as this migration wrote them. Later changes belong in new migrations.
var (
	crmClientTypes    = []string{"business", "individual"}
	crmClientStatuses = []string{"active", "inactive", "lead"}
	crmDocumentTypes  = []string{"contract", "invoice", "proposal", "report", "receipt", "legal", "other"}
)

// Customer relations: clients, their contacts and their documents.
func init() {
	m.Register(func(app core.App) error {
		clients := bizCollection("clients")
		clients.Fields.Add(
			bizText("name", true, 200), bizText("nameAr", false, 200),
			bizSelect("type", true, crmClientTypes), bizSelect("status", true, crmClientStatuses),
			bizText("company", false, 200), &core.EmailField{Name: "email"}, bizText("phone", false, 40),
			bizText("website", false, 300),
		)
		bizAutodates(clients)
		bizCRUDRules(clients, "clients")
		bizIndex(clients, "name")
		bizIndex(clients, "status")
		bizIndex(clients, "type")
		if err := app.Save(clients); err != nil {
			return err
		}

		contacts := bizCollection("contacts")
		contacts.Fields.Add(
			bizText("firstName", true, 100), bizText("lastName", false, 100), bizText("jobTitle", false, 120),
			bizRelation("client", clients.Id, true, true),
			&core.EmailField{Name: "email"}, bizText("phone", false, 40),
		)
		bizAutodates(contacts)
		bizCRUDRules(contacts, "contacts")
		bizIndex(contacts, "client")
		bizIndex(contacts, "lastName", "firstName")
		if err := app.Save(contacts); err != nil {
			return err
		}

		documents := bizCollection("documents")
		documents.Fields.Add(
			bizText("title", true, 200), bizSelect("type", true, crmDocumentTypes),
			bizRelation("client", clients.Id, false, false),
			bizText("fileName", false, 255), bizNumber("fileSize", false, types.Pointer(0.0), true),
			&core.FileField{Name: "file", Required: true, Protected: true, MaxSelect: 1, MaxSize: attachmentMaxSize, MimeTypes: attachmentMimeTypes},
			bizJSON("tags", 0),
		)
		bizAutodates(documents)
		bizCRUDRules(documents, "documents")
		// Protected downloads need download:documents on top of view:documents.
		documents.ViewRule = bizRule(bizAll(bizHas("view:documents"), `@request.context != "protectedFile" || (`+bizHas("download:documents")+`)`))
		bizIndex(documents, "client")
		bizIndex(documents, "type")
		bizIndex(documents, "updated")
		return app.Save(documents)
	}, func(app core.App) error {
		return bizDeleteCollections(app, "clients", "contacts", "documents")
	})
}

package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// attachmentCollections hold business attachments (contracts, supplier invoices, expense slips): private data
// that must follow the record's view rule, like documents and employee documents already do.
var attachmentCollections = []string{"invoices", "quotations", "receipts", "bills", "expenses"}

// Attachments become protected files: a download needs a short-lived file token (POST /api/files/token) of a
// user whose role passes the record's view rule. Before this, anyone holding the URL could fetch the file.
func init() {
	m.Register(func(app core.App) error {
		return setAttachmentsProtected(app, true)
	}, func(app core.App) error {
		return setAttachmentsProtected(app, false)
	})
}

func setAttachmentsProtected(app core.App, protected bool) error {
	for _, name := range attachmentCollections {
		c, err := bizFind(app, name)
		if err != nil {
			return err
		}
		f, ok := c.Fields.GetByName("attachments").(*core.FileField)
		if !ok {
			continue
		}
		f.Protected = protected
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}

package hooks_test

import (
	"net/http"
	"testing"

	"erp/server/internal/testutil"

	"github.com/pocketbase/pocketbase/core"
)

// Business attachments are protected files: no download without a file token of a user who may view the record.
func TestBusinessAttachmentsAreProtected(t *testing.T) {
	env := testutil.NewEnv(t)
	for _, name := range []string{"invoices", "quotations", "receipts", "bills", "expenses", "documents", "employee_documents"} {
		c, err := env.App.FindCollectionByNameOrId(name)
		if err != nil {
			t.Fatal(err)
		}
		protected := false
		for _, f := range c.Fields {
			if file, ok := f.(*core.FileField); ok && file.Name != "image" {
				protected = file.Protected
			}
		}
		if !protected {
			t.Errorf("%s: attachment field is not protected", name)
		}
	}

	f := testutil.NewFixtures(t, env)
	clerk := env.UserWithKeys(t, "create:invoices", "view:invoices")
	outsider := env.UserWithKeys(t, "view:quotations")
	fields := map[string]string{"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": "14",
		"items": `[{"description":"Pipe","quantity":1,"unitPrice":10}]`}
	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/invoices/records", clerk,
		testutil.FormBody(fields, "attachments", "po.pdf", "application/pdf", testutil.TinyPDF))
	if status != 200 {
		t.Fatalf("create with attachment: %d %s", status, raw)
	}
	url := "/api/files/invoices/" + out["id"].(string) + "/" + out["attachments"].([]any)[0].(string)

	if status, _, _ := env.Do(t, http.MethodGet, url, nil, nil); status != 404 {
		t.Errorf("guest download: %d, want 404", status)
	}
	for _, c := range []struct {
		name string
		user *core.Record
		want int
	}{{"without view:invoices", outsider, 404}, {"with view:invoices", clerk, 200}} {
		_, tok, _ := env.Do(t, http.MethodPost, "/api/files/token", c.user, nil)
		if status, _, _ := env.Do(t, http.MethodGet, url+"?token="+tok["token"].(string), nil, nil); status != c.want {
			t.Errorf("download %s: %d, want %d", c.name, status, c.want)
		}
	}
}

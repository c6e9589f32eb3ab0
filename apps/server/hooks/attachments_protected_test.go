package hooks_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// Business attachments are protected files: no download without a file token of a user who may view the record.
func TestBusinessAttachmentsAreProtected(t *testing.T) {
	env := newBizEnv(t)
	for _, name := range []string{"invoices", "quotations", "receipts", "bills", "expenses", "documents", "employee_documents"} {
		c, err := env.app.FindCollectionByNameOrId(name)
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

	f := newBizFixtures(t, env)
	clerk := env.userWithKeys(t, "create:invoices", "view:invoices")
	outsider := env.userWithKeys(t, "view:quotations")
	fields := map[string]string{"client": f.client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": "14",
		"items": `[{"description":"Pipe","quantity":1,"unitPrice":10}]`}
	status, out, raw := env.do(t, http.MethodPost, "/api/collections/invoices/records", clerk,
		bizForm(fields, "attachments", "po.pdf", "application/pdf", tinyPDF))
	if status != 200 {
		t.Fatalf("create with attachment: %d %s", status, raw)
	}
	url := "/api/files/invoices/" + out["id"].(string) + "/" + out["attachments"].([]any)[0].(string)

	if status, _, _ := env.do(t, http.MethodGet, url, nil, nil); status != 404 {
		t.Errorf("guest download: %d, want 404", status)
	}
	for _, c := range []struct {
		name string
		user *core.Record
		want int
	}{{"without view:invoices", outsider, 404}, {"with view:invoices", clerk, 200}} {
		_, tok, _ := env.do(t, http.MethodPost, "/api/files/token", c.user, nil)
		if status, _, _ := env.do(t, http.MethodGet, url+"?token="+tok["token"].(string), nil, nil); status != c.want {
			t.Errorf("download %s: %d, want %d", c.name, status, c.want)
		}
	}
}

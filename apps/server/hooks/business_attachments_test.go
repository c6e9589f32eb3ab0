package hooks_test

// Checks across every business collection: attachment fields check type and size and are protected.

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/testutil"
)

// attachmentCase is one attachment field with the other fields a create needs.
type attachmentCase struct {
	collection, resource, field string
	fields                      map[string]string
}

// attachmentCases are every attachment field of the schema (hooks.AttachmentFields).
func attachmentCases(f *testutil.Fixtures) []attachmentCase {
	lines := `[{"description":"Steel pipe","quantity":1,"unitPrice":10}]`
	return []attachmentCase{
		{"invoices", "invoices", "attachments", map[string]string{"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": "14", "items": lines}},
		{"quotations", "quotations", "attachments", map[string]string{"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "validUntil": "2026-04-05 00:00:00.000Z", "vatRate": "14", "items": lines}},
		{"receipts", "receipts", "attachments", map[string]string{"client": f.Client.Id, "issueDate": "2026-03-05 00:00:00.000Z", "paymentMethod": "Cash", "vatRate": "14", "items": lines}},
		{"bills", "bills", "attachments", map[string]string{"supplier": f.Supplier.Id, "issueDate": "2026-03-05 00:00:00.000Z", "vatRate": "14", "items": lines}},
		{"expenses", "expenses", "attachments", map[string]string{"date": "2026-03-05 00:00:00.000Z", "category": "Travel", "amount": "120", "paymentMethod": "Cash", "description": "Taxi"}},
		{"documents", "documents", "file", map[string]string{"title": "Contract", "type": "contract", "client": f.Client.Id}},
		{"employee_documents", "employee-documents", "file", map[string]string{"employee": f.Employee.Id, "type": "contract"}},
	}
}

// TestEveryAttachmentFieldChecksTypeAndSize: on every attachment field of the schema (invoices, quotations,
// receipts, bills and expenses' attachments, documents' and employee documents' file), a text file sent as
// a PDF (name and declared type say PDF, the content is text) and a real PDF over 10 MB are refused; a small
// PDF is stored. The type is detected from the content, not trusted from the name or the request.
func TestEveryAttachmentFieldChecksTypeAndSize(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	cases := attachmentCases(f)

	// The cases cover every file field of the schema but the images (an inventory item's picture and the user
	// avatar, image types only).
	covered := map[string]bool{"inventory_items.image": true, "users.avatar": true}
	for _, c := range cases {
		covered[c.collection+"."+c.field] = true
	}
	cols, err := env.App.FindAllCollections()
	if err != nil {
		t.Fatal(err)
	}
	for _, col := range cols {
		for _, fl := range col.Fields {
			if _, ok := fl.(*core.FileField); ok && !col.System && !covered[col.Name+"."+fl.GetName()] {
				t.Errorf("file field %s.%s is not covered", col.Name, fl.GetName())
			}
		}
	}

	disguised := []byte("Quotation notes\nThese are plain text lines, not a PDF document.\n")
	big := append(append([]byte{}, testutil.TinyPDF...), bytes.Repeat([]byte(" "), 10<<20)...)
	for _, c := range cases {
		t.Run(c.collection, func(t *testing.T) {
			base := "/api/collections/" + c.collection + "/records"
			clerk := env.UserWithKeys(t, "create:"+c.resource, "view:"+c.resource)
			field := fmt.Sprintf("%q", c.field)

			status, _, raw := env.Do(t, http.MethodPost, base, clerk, testutil.FormBody(c.fields, c.field, "contract.pdf", "application/pdf", disguised))
			if status != 400 || !strings.Contains(raw, field) || !strings.Contains(raw, "validation_invalid_mime_type") {
				t.Errorf("text renamed .pdf: %d %s", status, raw)
			}
			status, _, raw = env.Do(t, http.MethodPost, base, clerk, testutil.FormBody(c.fields, c.field, "scan.pdf", "application/pdf", big))
			if status != 400 || !strings.Contains(raw, field) || !strings.Contains(raw, "validation_file_size_limit") {
				t.Errorf("PDF over 10 MB: %d %.300s", status, raw)
			}
			status, out, raw := env.Do(t, http.MethodPost, base, clerk, testutil.FormBody(c.fields, c.field, "contract.pdf", "application/pdf", testutil.TinyPDF))
			if status != 200 || !strings.Contains(fmt.Sprint(out[c.field]), ".pdf") {
				t.Fatalf("small PDF: %d %s", status, raw)
			}
			rec, err := env.App.FindRecordById(c.collection, out["id"].(string))
			if err != nil || len(rec.GetStringSlice(c.field)) != 1 {
				t.Errorf("stored files: %v %v", rec.GetStringSlice(c.field), err)
			}
		})
	}
}

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

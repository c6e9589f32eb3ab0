package hooks_test

import (
	"mime"
	"net/http"
	"strings"
	"testing"

	"erp/server/hooks"
	"erp/server/internal/demo"
	"erp/server/internal/testutil"
)

// Every attachment field refuses a file whose name is not .pdf, .png, .jpg, .jpeg or .docx, whatever its
// content; the allowed names pass in any case.
func TestEveryAttachmentFieldChecksTheExtension(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	cases := attachmentCases(f)
	if len(cases) != len(hooks.AttachmentFields) {
		t.Fatalf("%d cases for %d attachment fields", len(cases), len(hooks.AttachmentFields))
	}
	for _, c := range cases {
		if hooks.AttachmentFields[c.collection] != c.field {
			t.Errorf("%s.%s is not in hooks.AttachmentFields", c.collection, c.field)
		}
		t.Run(c.collection, func(t *testing.T) {
			base := "/api/collections/" + c.collection + "/records"
			clerk := env.UserWithKeys(t, "create:"+c.resource, "view:"+c.resource)
			for _, name := range []string{"report.exe", "report.pdf.exe", "report", "report.txt", "report.pdf.", "report.pdfx"} {
				status, out, raw := env.Do(t, http.MethodPost, base, clerk, testutil.FormBody(c.fields, c.field, name, "application/pdf", testutil.TinyPDF))
				testutil.MustRefuse(t, "a PDF named "+name, status, out, raw, c.field, "validation_invalid_file_extension")
				if !strings.Contains(raw, `"name":"`+name+`"`) {
					t.Errorf("the refusal of %q does not name the file: %s", name, raw)
				}
			}
			for _, ok := range []struct{ name, mime string }{{"Scan.PDF", "application/pdf"}, {"photo.jpeg", "image/png"}} {
				content := testutil.TinyPDF
				if ok.mime == "image/png" {
					content = demo.PNG(1)
				}
				if status, _, raw := env.Do(t, http.MethodPost, base, clerk, testutil.FormBody(c.fields, c.field, ok.name, ok.mime, content)); status != 200 {
					t.Errorf("%s: %d %s", ok.name, status, raw)
				}
			}
		})
	}
}

// A document is previewed and downloaded under the name it was uploaded with, Arabic names included.
func TestDocumentsAreServedUnderTheirOwnName(t *testing.T) {
	env := testutil.NewEnv(t)
	clerk := env.UserWithKeys(t, "view:documents", "create:documents", "download:documents")
	for _, c := range []struct{ upload, inline, download string }{
		{"Quarterly report 2026.pdf", `inline; filename="Quarterly report 2026.pdf"`, `attachment; filename="Quarterly report 2026.pdf"`},
		{"عقد التوريد.pdf", "inline; filename*=utf-8''%D8%B9%D9%82%D8%AF%20%D8%A7%D9%84%D8%AA%D9%88%D8%B1%D9%8A%D8%AF.pdf", ""},
	} {
		status, out, raw := env.Do(t, http.MethodPost, "/api/collections/documents/records", clerk,
			testutil.FormBody(map[string]string{"title": "Report", "type": "report"}, "file", c.upload, "application/pdf", testutil.TinyPDF))
		if status != 200 || out["fileName"] != c.upload {
			t.Fatalf("upload %q: %d %s", c.upload, status, raw)
		}
		if stored := out["file"].(string); stored == c.upload {
			t.Fatalf("the stored name should be PocketBase's own: %s", stored)
		}
		_, tok, _ := env.Do(t, http.MethodPost, "/api/files/token", clerk, nil)
		url := "/api/files/documents/" + out["id"].(string) + "/" + out["file"].(string) + "?token=" + tok["token"].(string)

		res := testutil.Do(t, env.Handler, http.MethodGet, url, "", "")
		if res.Status != 200 || res.Header.Get("Content-Disposition") != c.inline {
			t.Errorf("preview of %q: %d %q", c.upload, res.Status, res.Header.Get("Content-Disposition"))
		}
		res = testutil.Do(t, env.Handler, http.MethodGet, url+"&download=1", "", "")
		_, params, err := mime.ParseMediaType(res.Header.Get("Content-Disposition"))
		if res.Status != 200 || err != nil || params["filename"] != c.upload ||
			!strings.HasPrefix(res.Header.Get("Content-Disposition"), "attachment;") {
			t.Errorf("download of %q: %d %q", c.upload, res.Status, res.Header.Get("Content-Disposition"))
		}
		if c.download != "" && res.Header.Get("Content-Disposition") != c.download {
			t.Errorf("download header %q, want %q", res.Header.Get("Content-Disposition"), c.download)
		}
	}
}

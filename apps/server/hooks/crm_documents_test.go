package hooks_test

import (
	"net/http"
	"testing"

	"erp/server/internal/testutil"
)

func TestDocumentFileAndDownload(t *testing.T) {
	env := testutil.NewEnv(t)
	viewer := env.UserWithKeys(t, "view:documents", "create:documents")
	downloader := env.UserWithKeys(t, "view:documents", "download:documents")
	status, out, raw := env.Do(t, http.MethodPost, "/api/collections/documents/records", viewer,
		testutil.FormBody(map[string]string{"title": "Supply contract", "type": "contract", "tags": `["2026"," supply ","2026"]`, "fileName": "x", "fileSize": "1"},
			"file", "supply-contract.pdf", "application/pdf", testutil.TinyPDF))
	if status != 200 || out["fileName"] != "supply-contract.pdf" || out["fileSize"] != float64(len(testutil.TinyPDF)) {
		t.Fatalf("upload: %d %s", status, raw)
	}
	if tags := out["tags"].([]any); len(tags) != 2 || tags[1] != "supply" {
		t.Errorf("tags = %v", tags)
	}
	if status, _, _ := env.Do(t, http.MethodPost, "/api/collections/documents/records", viewer,
		testutil.JSONBody(map[string]any{"title": "No file", "type": "other"})); status != 400 {
		t.Errorf("document without a file: %d", status)
	}

	// The protected file needs download:documents on top of view:documents.
	url := "/api/files/documents/" + out["id"].(string) + "/" + out["file"].(string) + "?token="
	for _, c := range []struct {
		name string
		user int
		want int
	}{{"viewer", 0, 404}, {"downloader", 1, 200}} {
		u := viewer
		if c.user == 1 {
			u = downloader
		}
		_, tok, _ := env.Do(t, http.MethodPost, "/api/files/token", u, nil)
		if status, _, _ := env.Do(t, http.MethodGet, url+tok["token"].(string), nil, nil); status != c.want {
			t.Errorf("%s download: %d, want %d", c.name, status, c.want)
		}
	}
}

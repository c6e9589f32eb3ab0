package web_test

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	erpapp "erp/server/internal/app"
	"erp/server/internal/testutil"
	"erp/server/internal/web"
)

const indexHTML = `<!doctype html><html><head><script type="module" src="/assets/app-3f9a.js"></script></head><body><div id="root"></div></body></html>`

func publicDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"index.html":         indexHTML,
		"version.json":       `{"version":"1.0.0"}`,
		"assets/app-3f9a.js": strings.Repeat("console.log('erp');\n", 200),
		"favicon.svg":        `<svg xmlns="http://www.w3.org/2000/svg"/>`,
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func get(h http.Handler, url string, headers map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, url, nil)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestServesTheAppBesideTheAPI(t *testing.T) {
	old := erpapp.PublicDir
	erpapp.PublicDir = publicDir(t)
	t.Cleanup(func() { erpapp.PublicDir = old })
	app := testutil.NewApp(t)
	h := testutil.Handler(t, app)

	res := get(h, "/app/sales/invoices", nil)
	if res.Code != 200 || res.Body.String() != indexHTML {
		t.Fatalf("client route: %d %q", res.Code, res.Body.String())
	}
	want := map[string]string{
		"Content-Security-Policy": web.ContentSecurityPolicy,
		"X-Content-Type-Options":  "nosniff",
		"Referrer-Policy":         "strict-origin-when-cross-origin",
		"X-Frame-Options":         "DENY",
		"Cache-Control":           "no-cache",
		"Content-Type":            "text/html; charset=utf-8",
	}
	for k, v := range want {
		if got := res.Header().Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
	if !strings.Contains(web.ContentSecurityPolicy, "connect-src 'self' http: https: ws: wss:") {
		t.Error("the sign-in form must be able to reach a typed server host")
	}

	for _, url := range []string{"/api/nope", "/api/erp/missing/route"} {
		res = get(h, url, nil)
		if res.Code != 404 || !strings.Contains(res.Body.String(), `"status":404`) || strings.Contains(res.Body.String(), "<html") {
			t.Errorf("GET %s: %d %s", url, res.Code, res.Body.String())
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/api/nope", strings.NewReader("{}"))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 404 || strings.Contains(rec.Body.String(), "<html") {
		t.Errorf("POST /api/nope: %d %s", rec.Code, rec.Body.String())
	}

	res = get(h, "/api/health", nil)
	if res.Code != 200 || !strings.Contains(res.Body.String(), `"code":200`) {
		t.Errorf("API routes still win: %d %s", res.Code, res.Body.String())
	}
	// The dashboard route is added by the serve command, not by the router tests build.
	res = get(h, "/_/", nil)
	if strings.Contains(res.Body.String(), indexHTML) {
		t.Errorf("/_/ must never be answered with the app: %d", res.Code)
	}

	res = get(h, "/assets/app-3f9a.js", map[string]string{"Accept-Encoding": "gzip, deflate, br"})
	if res.Code != 200 || res.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("asset: %d, encoding %q", res.Code, res.Header().Get("Content-Encoding"))
	}
	if got := res.Header().Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
		t.Errorf("asset Cache-Control = %q", got)
	}
	if !strings.Contains(res.Header().Get("Vary"), "Accept-Encoding") {
		t.Error("compressed responses must vary on Accept-Encoding")
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	if !strings.HasPrefix(string(plain), "console.log('erp');") || res.Body.Len() >= len(plain) {
		t.Errorf("gzip body: %d bytes for %d", res.Body.Len(), len(plain))
	}

	res = get(h, "/assets/app-3f9a.js", nil)
	if res.Header().Get("Content-Encoding") != "" || !strings.HasPrefix(res.Body.String(), "console.log") {
		t.Error("clients without gzip get the plain file")
	}
	res = get(h, "/version.json", nil)
	if res.Header().Get("Cache-Control") != "no-cache" || !strings.Contains(res.Body.String(), "1.0.0") {
		t.Errorf("version.json: %q %s", res.Header().Get("Cache-Control"), res.Body.String())
	}
	res = get(h, "/assets/missing-abc.js", nil)
	if res.Code != 404 {
		t.Errorf("a missing asset is a 404, not the app: %d", res.Code)
	}
	res = get(h, "/../../etc/passwd", nil)
	if strings.Contains(res.Body.String(), "root:") {
		t.Error("path traversal")
	}
}

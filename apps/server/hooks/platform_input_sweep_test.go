package hooks_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	erpapp "erp/server/internal/app"
	"erp/server/internal/seed"
	"erp/server/internal/testutil"
)

var (
	deep    = strings.Repeat(`{"a":`, 500) + "1" + strings.Repeat("}", 500)
	huge    = strings.Repeat("x", 2<<20)
	hostile = "\u202eevil\u202c<script>alert(1)</script>' OR 1=1 --"
)

// bodies are the malformed, oversized, wrongly typed and hostile bodies every write route receives.
func bodies(fields []string) map[string]string {
	wrong, big, edge := []string{}, []string{}, []string{}
	for _, f := range fields {
		wrong = append(wrong, `"`+f+`":{"$gt":[1,{"x":null}]}`)
		big = append(big, `"`+f+`":"`+huge[:(2<<20)/max(1, len(fields))]+`"`)
		edge = append(edge, `"`+f+`":-1e308`)
	}
	return map[string]string{
		"malformed JSON": `{"name": "x", `,
		"not an object":  `[1,2,3]`,
		"wrong types":    "{" + strings.Join(wrong, ",") + "}",
		"oversized":      "{" + strings.Join(big, ",") + "}",
		"huge numbers":   "{" + strings.Join(edge, ",") + "}",
		"deep nesting":   `{"items":` + deep + `,"notes":` + deep + `}`,
		"hostile text":   `{"name":"` + hostile + `","notes":"` + hostile + `","items":[{"description":"` + hostile + `","quantity":"1e308"}]}`,
	}
}

// swept counts the requests of the sweep (so a sweep that reaches nothing fails) and refused its 4xx answers.
var swept, refused int

// checkAnswer fails on any 5xx, and on a 4xx without a message.
func checkAnswer(t *testing.T, what string, res testutil.Response) {
	t.Helper()
	swept++
	if res.Status >= 400 && res.Status < 500 {
		refused++
	}
	if res.Status >= 500 {
		t.Errorf("%s: %d %.300s", what, res.Status, res.Body)
		return
	}
	if res.Status >= 400 && !regexp.MustCompile(`"message":"[^"]+`).MatchString(res.Body) {
		t.Errorf("%s: %d without a message: %.300s", what, res.Status, res.Body)
	}
}

// actionRoutes reads the business actions from the table of SCHEMA.md, so a new action is swept too.
func actionRoutes(t *testing.T) [][2]string {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join("..", "docs", "SCHEMA.md"))
	if err != nil {
		t.Fatal(err)
	}
	routes := [][2]string{}
	for _, m := range regexp.MustCompile("(?m)^\\| `(\\w+)/\\{id\\}/(\\w+)`").FindAllStringSubmatch(string(doc), -1) {
		routes = append(routes, [2]string{m[1], m[2]})
	}
	if len(routes) < 20 {
		t.Fatalf("only %d actions found in SCHEMA.md", len(routes))
	}
	return routes
}

// Every collection and every action route, on the demo data, as a superuser (past every rule) and as the
// demo Administrator, answers malformed, oversized, wrongly typed and hostile input with a 4xx and a message
// (or a 2xx when the input is harmless), never a 5xx.
func TestBadInputNeverAnswers5xx(t *testing.T) {
	if testing.Short() {
		t.Skip("sweeps every route")
	}
	env := testutil.NewEnv(t)
	if err := env.App.RunInTransaction(func(tx core.App) error { return seed.Run(tx) }); err != nil {
		t.Fatal(err)
	}
	admin, err := env.App.FindAuthRecordByEmail("users", "admin@erp.local")
	if err != nil {
		t.Fatal(err)
	}
	tokens := map[string]string{
		"superuser":     testutil.Token(t, testutil.CreateSuperuser(t, env.App, "root@test.local")),
		"administrator": testutil.Token(t, admin),
	}
	collections, err := env.App.FindAllCollections()
	if err != nil {
		t.Fatal(err)
	}
	sample := map[string]string{}
	filters := []string{
		"((((", "id='x' || 1=1", "password != ''", "tokenKey != ''", "@collection.users.password ~ 'a'",
		"name ~ '" + hostile + "'", strings.Repeat("id != 'x' && ", 2000) + "id != ''", "created > @now(",
	}
	sorts := []string{"-nonexistent", "@random,-@rowid", "((", strings.Repeat("id,", 500) + "id"}
	expands := []string{strings.Repeat("a.", 50) + "b", "roleId.nope,client.x.y.z", "(*)"}

	for _, c := range collections {
		if c.IsView() || (c.System && c.Name != "users") {
			continue
		}
		fields := []string{}
		for _, f := range c.Fields {
			if f.GetName() != "id" && !f.GetHidden() {
				fields = append(fields, f.GetName())
			}
		}
		var first struct{ Id string }
		if err := env.App.DB().Select("id").From(c.Name).Limit(1).One(&first); err == nil {
			sample[c.Name] = first.Id
		}
		base := "/api/collections/" + c.Name + "/records"
		for who, token := range tokens {
			for name, body := range bodies(fields) {
				checkAnswer(t, who+" create "+c.Name+" "+name, testutil.Do(t, env.Handler, http.MethodPost, base, token, body))
				if id := sample[c.Name]; id != "" {
					checkAnswer(t, who+" update "+c.Name+" "+name, testutil.Do(t, env.Handler, http.MethodPatch, base+"/"+id, token, body))
				}
			}
			for _, q := range append(append(prefixed("filter", filters), prefixed("sort", sorts)...), prefixed("expand", expands)...) {
				checkAnswer(t, who+" list "+c.Name+" "+q[:min(len(q), 60)], testutil.Do(t, env.Handler, http.MethodGet, base+"?"+q, token, ""))
			}
			checkAnswer(t, who+" view "+c.Name+" hostile id", testutil.Do(t, env.Handler, http.MethodGet, base+"/"+url.PathEscape(hostile), token, ""))
		}
	}

	for _, r := range actionRoutes(t) {
		for who, token := range tokens {
			for _, id := range []string{sample[r[0]], "nonexistent0000", url.PathEscape(hostile)} {
				if id == "" {
					continue
				}
				path := "/api/erp/" + r[0] + "/" + id + "/" + r[1]
				for name, body := range bodies([]string{"amount", "method", "date", "notes", "quantity", "change", "reason", "paymentMethod", "issueDate"}) {
					checkAnswer(t, who+" "+path+" "+name, testutil.Do(t, env.Handler, http.MethodPost, path, token, body))
				}
			}
		}
	}
	if len(sample) < 20 || swept < 2000 || refused < swept/2 {
		t.Errorf("the sweep reached %d collections with records, sent %d requests, %d refused", len(sample), swept, refused)
	}
	t.Logf("%d requests over %d collections with records and %d actions: %d refused with a message, none 5xx",
		swept, len(sample), len(actionRoutes(t)), refused)
	for _, path := range []string{"/api/erp/nope/x/y", "/api/erp/invoices//issue", "/api/erp/invoices/" + sample["invoices"] + "/pdf?locale=../../etc/passwd&template=%00"} {
		checkAnswer(t, path, testutil.Do(t, env.Handler, http.MethodPost, path, tokens["administrator"], `{"x":`))
		checkAnswer(t, path, testutil.Do(t, env.Handler, http.MethodGet, path, tokens["administrator"], ""))
	}
}

func prefixed(param string, values []string) []string {
	out := []string{}
	for _, v := range values {
		out = append(out, param+"="+url.QueryEscape(v))
	}
	return out
}

// The security headers of the app's HTML stay exactly as they are: a change here must be deliberate.
func TestTheAppHTMLKeepsItsSecurityHeaders(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><title>ERP</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	old := erpapp.PublicDir
	erpapp.PublicDir = dir
	t.Cleanup(func() { erpapp.PublicDir = old })
	env := testutil.NewEnv(t)
	want := map[string]string{
		"Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
			"img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' http: https: ws: wss:; " +
			"frame-src 'self' blob:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
		"X-Content-Type-Options": "nosniff",
		"Referrer-Policy":        "strict-origin-when-cross-origin",
		"X-Frame-Options":        "DENY",
	}
	for _, path := range []string{"/", "/auth", "/app/sales/invoices"} {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		rec := httptest.NewRecorder()
		env.Handler.ServeHTTP(rec, req)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), "<title>ERP</title>") {
			t.Fatalf("GET %s: %d %s", path, rec.Code, rec.Body.String())
		}
		for k, v := range want {
			if got := rec.Header().Get(k); got != v {
				t.Errorf("GET %s: %s = %q, want %q", path, k, got, v)
			}
		}
	}
}

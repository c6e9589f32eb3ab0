package testutil

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"erp/server/internal/permissions"
)

// Env is a test app with its HTTP handler built once, so many requests share one app:
//
//	env := testutil.NewEnv(t)
//	clerk := env.UserWithKeys(t, "view:invoices")
//	status, out, raw := env.Do(t, http.MethodGet, "/api/collections/invoices/records", clerk, nil)
type Env struct {
	App     *tests.TestApp
	Handler http.Handler
	seq     int
}

// NewEnv returns a fresh app (NewApp) with its handler (Handler).
func NewEnv(t testing.TB) *Env {
	t.Helper()
	app := NewApp(t)
	return &Env{App: app, Handler: Handler(t, app)}
}

// UserWithKeys creates a user ("userN@test.local") whose role ("Role N") holds keys.
func (env *Env) UserWithKeys(t testing.TB, keys ...string) *core.Record {
	t.Helper()
	env.seq++
	role := CreateRole(t, env.App, fmt.Sprintf("Role %d", env.seq), keys...)
	return CreateUser(t, env.App, fmt.Sprintf("user%d@test.local", env.seq), role)
}

// Save creates a record through Go (hooks run, rules do not).
func (env *Env) Save(t testing.TB, collection string, fields map[string]any) *core.Record {
	t.Helper()
	return SaveRecord(t, env.App, collection, fields)
}

// Body is a request body: a JSON value (JSONBody) or multipart form data (FormBody).
type Body struct {
	reader      io.Reader
	contentType string
}

// JSONBody encodes v as a JSON request body.
func JSONBody(v any) *Body {
	b, _ := json.Marshal(v)
	return &Body{bytes.NewReader(b), "application/json"}
}

// FormBody builds multipart data with plain fields and one file (name, MIME type, content); no file when
// fileField is empty.
func FormBody(fields map[string]string, fileField, fileName, mimeType string, content []byte) *Body {
	buf := &bytes.Buffer{}
	w := multipart.NewWriter(buf)
	for k, v := range fields {
		_ = w.WriteField(k, v)
	}
	if fileField != "" {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, fileField, fileName))
		h.Set("Content-Type", mimeType)
		part, _ := w.CreatePart(h)
		_, _ = part.Write(content)
	}
	_ = w.Close()
	return &Body{buf, w.FormDataContentType()}
}

// Do sends a request as user (nil = guest) and returns the status, the decoded JSON body and the raw body.
func (env *Env) Do(t testing.TB, method, url string, user *core.Record, body *Body) (int, map[string]any, string) {
	t.Helper()
	var reader io.Reader
	if body != nil {
		reader = body.reader
	}
	req := httptest.NewRequest(method, url, reader)
	if body != nil {
		req.Header.Set("Content-Type", body.contentType)
	}
	if user != nil {
		req.Header.Set("Authorization", Token(t, user))
	}
	rec := httptest.NewRecorder()
	env.Handler.ServeHTTP(rec, req)
	out := map[string]any{}
	_ = json.Unmarshal(rec.Body.Bytes(), &out)
	return rec.Code, out, rec.Body.String()
}

// Call sends one request as auth (nil = guest) and checks the status and that the (compacted) body holds
// each of contains.
func (env *Env) Call(t testing.TB, name, method, url string, auth *core.Record, body string, status int, contains ...string) Response {
	t.Helper()
	token := ""
	if auth != nil {
		token = Token(t, auth)
	}
	res := Do(t, env.Handler, method, url, token, body)
	if res.Status != status {
		t.Errorf("%s: status %d, want %d; body %s", name, res.Status, status, res.Body)
	}
	for _, c := range contains {
		if !strings.Contains(res.Body, c) {
			t.Errorf("%s: body lacks %q: %s", name, c, res.Body)
		}
	}
	return res
}

// PostAction sends POST /api/erp/{path} to h; safe to call from several goroutines at once.
func PostAction(h http.Handler, path, token string, body any, headers map[string]string) (int, string) {
	var reader *strings.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		reader = strings.NewReader(string(b))
	} else {
		reader = strings.NewReader("")
	}
	req := httptest.NewRequest(http.MethodPost, "/api/erp/"+path, reader)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code, rec.Body.String()
}

// Act runs a business action (POST /api/erp/{path}) as user (nil = guest) and decodes the answer.
func (env *Env) Act(t testing.TB, user *core.Record, path string, body any, headers map[string]string) (int, map[string]any, string) {
	t.Helper()
	token := ""
	if user != nil {
		token = Token(t, user)
	}
	status, raw := PostAction(env.Handler, path, token, body, headers)
	out := map[string]any{}
	_ = json.Unmarshal([]byte(raw), &out)
	return status, out, raw
}

// ErrorCode returns data.<field>.code of an error answer.
func ErrorCode(out map[string]any, field string) string {
	data, _ := out["data"].(map[string]any)
	fe, _ := data[field].(map[string]any)
	code, _ := fe["code"].(string)
	return code
}

// MustRefuse asserts a 400 answer with code on field.
func MustRefuse(t testing.TB, what string, status int, out map[string]any, raw, field, code string) {
	t.Helper()
	if status != http.StatusBadRequest || ErrorCode(out, field) != code {
		t.Errorf("%s: want 400 %s on %s, got %d %s", what, code, field, status, raw)
	}
}

// World is an Env with an all-permissions user (Admin, role "All") and a user whose role holds nothing
// (Nobody, role "None").
type World struct {
	*Env
	AdminRole, NoneRole *core.Record
	Admin, Nobody       *core.Record
}

// NewWorld returns a fresh World; the users are admin@test.local and nobody@test.local.
func NewWorld(t testing.TB) *World {
	t.Helper()
	w := &World{Env: NewEnv(t)}
	w.AdminRole = CreateRole(t, w.App, "All", permissions.All...)
	w.NoneRole = CreateRole(t, w.App, "None")
	w.Admin = CreateUser(t, w.App, "admin@test.local", w.AdminRole)
	w.Nobody = CreateUser(t, w.App, "nobody@test.local", w.NoneRole)
	return w
}

// UserWith creates a user whose role ("Role <email>") holds exactly keys.
func (w *World) UserWith(t testing.TB, email string, keys ...string) *core.Record {
	t.Helper()
	role := CreateRole(t, w.App, "Role "+email, keys...)
	return CreateUser(t, w.App, email, role)
}

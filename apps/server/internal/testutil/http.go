package testutil

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// Handler builds the app's HTTP handler once (router plus every OnServe route and middleware), so many
// requests can run against one app. tests.ApiScenario triggers OnServe per scenario and therefore needs
// a fresh app each time; use Handler with Do when a test makes many calls.
func Handler(t testing.TB, app core.App) http.Handler {
	t.Helper()
	r, err := apis.NewRouter(app)
	if err != nil {
		t.Fatalf("testutil: router: %v", err)
	}
	var mux http.Handler
	se := &core.ServeEvent{App: app, Router: r}
	err = app.OnServe().Trigger(se, func(e *core.ServeEvent) error {
		var buildErr error
		mux, buildErr = e.Router.BuildMux()
		return buildErr
	})
	if err != nil {
		t.Fatalf("testutil: serve event: %v", err)
	}
	return mux
}

// Response is a finished request.
type Response struct {
	Status int
	Header http.Header
	Body   string
}

// JSON decodes the body into v, failing the test when it is not JSON.
func (r Response) JSON(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(r.Body), v); err != nil {
		t.Fatalf("testutil: decoding %q: %v", r.Body, err)
	}
}

// Do sends one request to h. token may be empty (guest); a non-empty body is sent as JSON.
func Do(t testing.TB, h http.Handler, method, url, token, body string) Response {
	t.Helper()
	var reader io.Reader
	if body != "" {
		reader = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, url, reader)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var compact bytes.Buffer
	out := rec.Body.String()
	if json.Compact(&compact, rec.Body.Bytes()) == nil {
		out = compact.String()
	}
	return Response{Status: rec.Code, Header: rec.Header(), Body: out}
}

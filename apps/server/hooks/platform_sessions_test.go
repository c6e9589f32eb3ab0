package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

// A token the server no longer accepts is answered 401 on every route, so the app notices at once; the
// routes that identify a user by what they send (sign-in, password reset) still work with it.
func TestStaleTokensAreRefused(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	user := env.UserWithKeys(t, "view:clients", "create:clients", "view:invoices", "edit:invoices")
	stale := testutil.Token(t, user)
	invoice := testutil.DraftInvoice(t, env, f, 14, testutil.LineItems()...)

	if res := testutil.Do(t, env.Handler, http.MethodGet, "/api/collections/clients/records", stale, ""); res.Status != 200 {
		t.Fatalf("a valid token: %d %s", res.Status, res.Body)
	}

	// An administrator sets a new password: the tokens issued before it are revoked.
	fresh := testutil.Reload(t, env.App, user)
	fresh.SetPassword("Another-Pass-2026")
	if err := env.App.Save(fresh); err != nil {
		t.Fatal(err)
	}

	for _, c := range []struct{ method, url, body string }{
		{http.MethodGet, "/api/collections/clients/records", ""},
		{http.MethodGet, "/api/collections/clients/records/" + f.Client.Id, ""},
		{http.MethodPost, "/api/collections/clients/records", `{"name":"X","type":"business","status":"active"}`},
		{http.MethodPost, "/api/erp/invoices/" + invoice.Id + "/issue", ""},
		{http.MethodPost, "/api/files/token", ""},
		{http.MethodPost, "/api/collections/users/auth-refresh", ""},
		{http.MethodPost, "/api/realtime", `{"clientId":"x","subscriptions":["clients"]}`},
	} {
		res := testutil.Do(t, env.Handler, c.method, c.url, stale, c.body)
		if res.Status != http.StatusUnauthorized || !strings.Contains(res.Body, hooks.SessionExpiredMessage) {
			t.Errorf("%s %s with a revoked token: %d %s", c.method, c.url, res.Status, res.Body)
		}
	}
	if res := testutil.Do(t, env.Handler, http.MethodGet, "/api/collections/clients/records", "not.a.token", ""); res.Status != 401 {
		t.Errorf("a forged token: %d %s", res.Status, res.Body)
	}

	// Signing in again, the password reset and the health check do not depend on the old token.
	res := testutil.Do(t, env.Handler, http.MethodPost, "/api/collections/users/auth-with-password", stale,
		`{"identity":"`+user.Email()+`","password":"Another-Pass-2026"}`)
	if res.Status != 200 {
		t.Fatalf("sign in with a stale token still stored: %d %s", res.Status, res.Body)
	}
	var signedIn struct{ Token string }
	res.JSON(t, &signedIn)
	for _, url := range []string{"/api/collections/users/request-password-reset"} {
		if res := testutil.Do(t, env.Handler, http.MethodPost, url, stale, `{"email":"`+user.Email()+`"}`); res.Status != 204 {
			t.Errorf("%s with a stale token: %d %s", url, res.Status, res.Body)
		}
	}
	if res := testutil.Do(t, env.Handler, http.MethodGet, "/api/health", stale, ""); res.Status != 200 {
		t.Errorf("health with a stale token: %d", res.Status)
	}

	// The new token works; a guest is still a guest (no token, no 401).
	if res := testutil.Do(t, env.Handler, http.MethodGet, "/api/collections/clients/records", signedIn.Token, ""); res.Status != 200 {
		t.Errorf("the new token: %d %s", res.Status, res.Body)
	}
	if res := testutil.Do(t, env.Handler, http.MethodGet, "/api/collections/clients/records", "", ""); res.Status != 200 {
		t.Errorf("a guest: %d %s", res.Status, res.Body)
	}
}

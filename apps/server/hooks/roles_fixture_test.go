package hooks_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"erp/server/internal/permissions"
	"erp/server/internal/testutil"
)

// world is a test app with an all-permissions user (admin) and a user whose role holds nothing (nobody).
type world struct {
	app       *tests.TestApp
	h         http.Handler
	adminRole *core.Record
	noneRole  *core.Record
	admin     *core.Record
	nobody    *core.Record
}

func newWorld(t *testing.T) *world {
	t.Helper()
	app := testutil.NewApp(t)
	w := &world{app: app, h: testutil.Handler(t, app)}
	w.adminRole = testutil.CreateRole(t, app, "All", permissions.All...)
	w.noneRole = testutil.CreateRole(t, app, "None")
	w.admin = testutil.CreateUser(t, app, "admin@test.local", w.adminRole)
	w.nobody = testutil.CreateUser(t, app, "nobody@test.local", w.noneRole)
	return w
}

// userWith creates a user whose role holds exactly keys.
func (w *world) userWith(t *testing.T, email string, keys ...string) *core.Record {
	t.Helper()
	role := testutil.CreateRole(t, w.app, "Role "+email, keys...)
	return testutil.CreateUser(t, w.app, email, role)
}

// call sends one request as auth (nil = guest) and checks the status and that the body holds each of contains.
func (w *world) call(t *testing.T, name, method, url string, auth *core.Record, body string, status int, contains ...string) testutil.Response {
	t.Helper()
	token := ""
	if auth != nil {
		token = testutil.Token(t, auth)
	}
	res := testutil.Do(t, w.h, method, url, token, body)
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

// Package testutil builds test apps with every ERP migration applied and every hook bound.
//
// The migrated data dir is built once per test binary and copied for each app, so a NewApp costs a
// directory copy and a bootstrap. Templates of finished test binaries are removed by the next run;
// Main removes the current one at exit. Use it from external test packages (package hooks_test), since it
// imports the app assembly, which imports hooks:
//
//	app := testutil.NewApp(t)
//	role := testutil.CreateRole(t, app, "Clerk", "view:clients")
//	user := testutil.CreateUser(t, app, "clerk@test.local", role)
//	(&tests.ApiScenario{
//		Method: http.MethodGet, URL: "/api/collections/clients/records",
//		Headers:        map[string]string{"Authorization": testutil.Token(t, user)},
//		TestAppFactory: func(testing.TB) *tests.TestApp { return app },
//		ExpectedStatus: 200, ExpectedContent: []string{`"items":[`},
//	}).Test(t)
//
// For many requests against one app use NewEnv (or NewWorld, which adds an all-keys and a no-keys user)
// and NewFixtures, the records most tests point at (client, supplier, warehouses, item, employee, invoice,
// bill, report template, alert).
package testutil

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	erpapp "erp/server/internal/app"
)

// Password is the password of every user made by CreateUser.
const Password = "Passw0rd!123"

var (
	templateOnce sync.Once
	templateDir  string
	templateErr  error
)

func buildTemplate() {
	removeStaleTemplates()
	templateDir = filepath.Join(os.TempDir(), fmt.Sprintf("%s%d", templatePrefix, os.Getpid()))
	os.RemoveAll(templateDir)
	if templateErr = os.MkdirAll(templateDir, 0o755); templateErr != nil {
		return
	}
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: templateDir})
	if templateErr = app.Bootstrap(); templateErr != nil {
		return
	}
	templateErr = app.RunAllMigrations()
	if err := app.ResetBootstrapState(); templateErr == nil {
		templateErr = err
	}
}

const templatePrefix = "erp_test_template_"

// removeStaleTemplates deletes the templates of test binaries that have exited (those without TestMain
// calling Main cannot remove their own).
func removeStaleTemplates() {
	matches, _ := filepath.Glob(filepath.Join(os.TempDir(), templatePrefix+"*"))
	for _, dir := range matches {
		pid, err := strconv.Atoi(strings.TrimPrefix(filepath.Base(dir), templatePrefix))
		if err != nil || pid == os.Getpid() {
			continue
		}
		if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
			os.RemoveAll(dir)
		}
	}
}

// TemplateDir returns the migrated data dir that NewApp copies (built on first use).
func TemplateDir(t testing.TB) string {
	t.Helper()
	templateOnce.Do(buildTemplate)
	if templateErr != nil {
		t.Fatalf("testutil: building the migrated template: %v", templateErr)
	}
	return templateDir
}

// Main runs the tests and removes the template dir afterwards. Call it from TestMain.
func Main(m *testing.M) {
	code := m.Run()
	if templateDir != "" {
		os.RemoveAll(templateDir)
	}
	os.Exit(code)
}

// NewApp returns a fresh test app with all migrations applied and app.Bind called.
// It is cleaned up when the test ends (a tests.ApiScenario using it cleans it up too, which is harmless).
func NewApp(t testing.TB) *tests.TestApp {
	t.Helper()
	app, err := OpenTestApp(TemplateDir(t))
	if err != nil {
		t.Fatalf("testutil: new test app: %v", err)
	}
	erpapp.Bind(app)
	t.Cleanup(app.Cleanup)
	return app
}

// OpenTestApp opens a copy of the data dir as tests.NewTestApp does, with the server's database connection
// (app.DBConnect), and applies pending migrations. The caller binds and cleans it up.
func OpenTestApp(dir string) (*tests.TestApp, error) {
	return tests.NewTestAppWithConfig(core.BaseAppConfig{DataDir: dir, EncryptionEnv: "pb_test_env", DBConnect: erpapp.DBConnect})
}

// CreateRole saves a role holding keys (each must be in the permission catalogue).
func CreateRole(t testing.TB, app core.App, name string, keys ...string) *core.Record {
	t.Helper()
	c, err := app.FindCollectionByNameOrId("roles")
	if err != nil {
		t.Fatalf("testutil: roles collection: %v", err)
	}
	role := core.NewRecord(c)
	role.Set("name", name)
	role.Set("permissions", keys)
	if err := app.Save(role); err != nil {
		t.Fatalf("testutil: create role %q: %v", name, err)
	}
	return role
}

// CreateUser saves an active, verified user with role and the password Password.
func CreateUser(t testing.TB, app core.App, email string, role *core.Record) *core.Record {
	t.Helper()
	c, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatalf("testutil: users collection: %v", err)
	}
	user := core.NewRecord(c)
	user.SetEmail(email)
	user.SetPassword(Password)
	user.SetVerified(true)
	user.Set("firstName", "Test")
	user.Set("lastName", "User")
	user.Set("active", true)
	user.Set("status", "active")
	if role != nil {
		user.Set("roleId", role.Id)
	}
	if err := app.Save(user); err != nil {
		t.Fatalf("testutil: create user %q: %v", email, err)
	}
	return user
}

// Token returns an auth token for user, for the Authorization header.
func Token(t testing.TB, user *core.Record) string {
	t.Helper()
	token, err := user.NewAuthToken()
	if err != nil {
		t.Fatalf("testutil: auth token: %v", err)
	}
	return token
}

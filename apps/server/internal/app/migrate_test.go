package app_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"

	erpapp "erp/server/internal/app"
)

// TestMigrationsRunWithTheHooksBound migrates a fresh data dir as `erp migrate up` and `erp serve` do, with
// every hook bound, so a hook that expects a field added by a later migration fails here. (The test
// template of testutil is migrated without hooks.)
func TestMigrationsRunWithTheHooksBound(t *testing.T) {
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: t.TempDir()})
	erpapp.Bind(app)
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	defer app.ResetBootstrapState()
	if err := app.RunAllMigrations(); err != nil {
		t.Fatalf("migrations with the hooks bound: %v", err)
	}
}

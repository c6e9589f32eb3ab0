package hooks_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

func openApp(t *testing.T, dir string) *core.BaseApp {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	return app
}

// A backup taken, then data changed (a record edited, one added, one deleted), then the backup restored: the
// data is as it was at the backup, and the state just before the restore is kept as a backup of its own.
func TestABackupRestores(t *testing.T) {
	dir, err := tests.TempDirClone(testutil.TemplateDir(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	app := openApp(t, dir)
	role := testutil.CreateRole(t, app, "Clerk", "view:clients")
	kept := testutil.CreateUser(t, app, "kept@test.local", role)
	doomed := testutil.CreateUser(t, app, "doomed@test.local", role)

	if err := app.CreateBackup(context.Background(), "nightly.zip"); err != nil {
		t.Fatal(err)
	}
	kept.Set("firstName", "Changed")
	if err := app.Save(kept); err != nil {
		t.Fatal(err)
	}
	if err := app.Delete(doomed); err != nil {
		t.Fatal(err)
	}
	testutil.CreateUser(t, app, "late@test.local", role)

	safety, err := hooks.RestoreBackup(app, "nightly.zip")
	if err != nil {
		t.Fatalf("restore: %v", err)
	}

	restored := openApp(t, dir)
	defer restored.ResetBootstrapState()
	if u, err := restored.FindAuthRecordByEmail("users", "kept@test.local"); err != nil || u.GetString("firstName") != "Test" {
		t.Errorf("the edited user is not as backed up: %v %v", u, err)
	}
	if _, err := restored.FindAuthRecordByEmail("users", "doomed@test.local"); err != nil {
		t.Errorf("the deleted user is not back: %v", err)
	}
	if _, err := restored.FindAuthRecordByEmail("users", "late@test.local"); err == nil {
		t.Error("a user created after the backup survived the restore")
	}
	names, err := hooks.BackupNames(restored)
	if err != nil || !slices.Contains(names, "nightly.zip") || !slices.Contains(names, safety) {
		t.Errorf("backups after the restore: %v %v (safety %q)", names, err, safety)
	}

	// The safety backup undoes the restore.
	if _, err := hooks.RestoreBackup(restored, safety); err != nil {
		t.Fatal(err)
	}
	undone := openApp(t, dir)
	defer undone.ResetBootstrapState()
	if _, err := undone.FindAuthRecordByEmail("users", "late@test.local"); err != nil {
		t.Errorf("undoing the restore: %v", err)
	}

	if _, err := hooks.RestoreBackup(undone, "missing.zip"); err == nil {
		t.Error("restoring a backup that does not exist")
	}
}

// Scheduled backups older than the kept days are removed; recent ones and other backups stay.
func TestOldScheduledBackupsAreRemoved(t *testing.T) {
	app := testutil.NewApp(t)
	hooks.ScheduledBackup(app, 14)
	names, _ := hooks.BackupNames(app)
	if len(names) != 1 {
		t.Fatalf("scheduled backup: %v", names)
	}
	if err := app.CreateBackup(context.Background(), "manual.zip"); err != nil {
		t.Fatal(err)
	}
	old := filepath.Join(app.DataDir(), "backups", names[0])
	month := time.Now().Add(-30 * 24 * time.Hour)
	if err := os.Chtimes(old, month, month); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(filepath.Join(app.DataDir(), "backups", "manual.zip"), month, month); err != nil {
		t.Fatal(err)
	}
	removed, err := hooks.PruneBackups(app, 14, time.Now())
	if err != nil || !slices.Equal(removed, names) {
		t.Errorf("removed %v, %v; want %v", removed, err, names)
	}
	if left, _ := hooks.BackupNames(app); !slices.Equal(left, []string{"manual.zip"}) {
		t.Errorf("left %v", left)
	}
	t.Setenv("ERP_BACKUP_KEEP_DAYS", "0")
	if _, _, err := hooks.BackupSchedule(); err == nil {
		t.Error("0 days accepted")
	}
	t.Setenv("ERP_BACKUP_KEEP_DAYS", "30")
	t.Setenv("ERP_BACKUP_CRON", "off")
	if cron, days, err := hooks.BackupSchedule(); cron != "" || days != 30 || err != nil {
		t.Errorf("off: %q %d %v", cron, days, err)
	}
}

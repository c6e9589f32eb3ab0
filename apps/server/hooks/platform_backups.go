package hooks

// Backups: while the server runs, a scheduled backup of the whole data directory (PocketBase's own backup: a
// zip of pb_data taken inside a write transaction, after a WAL checkpoint, so it is consistent) is written to
// pb_data/backups, and the scheduled backups older than the kept number of days are removed. RestoreBackup
// puts a backup back in place while the server is stopped (the `erp restore` command).
//
//	ERP_BACKUP_CRON       when to back up, a cron expression in UTC (default "0 2 * * *", 02:00 daily; "off" disables)
//	ERP_BACKUP_KEEP_DAYS  how many days the scheduled backups are kept (default 14)

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/archive"
	"github.com/pocketbase/pocketbase/tools/filesystem/blob"
	"github.com/pocketbase/pocketbase/tools/osutils"
	"github.com/pocketbase/pocketbase/tools/security"
)

const (
	// DefaultBackupCron is the schedule of the backups when ERP_BACKUP_CRON is not set: 02:00 UTC daily.
	DefaultBackupCron = "0 2 * * *"
	// DefaultBackupKeepDays is how long scheduled backups are kept when ERP_BACKUP_KEEP_DAYS is not set.
	DefaultBackupKeepDays = 14
	// ScheduledBackupPrefix starts the name of every scheduled backup (only those are removed when old).
	ScheduledBackupPrefix = "erp_auto_"
	backupJobID           = "erpScheduledBackup"
)

// BackupSchedule reads ERP_BACKUP_CRON and ERP_BACKUP_KEEP_DAYS ("" cron: no scheduled backups).
func BackupSchedule() (cron string, keepDays int, err error) {
	cron = strings.TrimSpace(os.Getenv("ERP_BACKUP_CRON"))
	switch cron {
	case "":
		cron = DefaultBackupCron
	case "off":
		cron = ""
	}
	keepDays = DefaultBackupKeepDays
	if v := strings.TrimSpace(os.Getenv("ERP_BACKUP_KEEP_DAYS")); v != "" {
		if keepDays, err = strconv.Atoi(v); err != nil || keepDays < 1 {
			return "", 0, fmt.Errorf("ERP_BACKUP_KEEP_DAYS must be a whole number of days (1 or more), got %q", v)
		}
	}
	return cron, keepDays, nil
}

func bindBackups(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		cron, keepDays, err := BackupSchedule()
		if err != nil {
			return err
		}
		if cron == "" {
			se.App.Cron().Remove(backupJobID)
			return se.Next()
		}
		if err := se.App.Cron().Add(backupJobID, cron, func() { ScheduledBackup(se.App, keepDays) }); err != nil {
			return fmt.Errorf("ERP_BACKUP_CRON %q: %w", cron, err)
		}
		return se.Next()
	})
}

// ScheduledBackup writes a backup named erp_auto_<UTC time>.zip and removes the scheduled backups older
// than keepDays. Failures are logged: the server goes on.
func ScheduledBackup(app core.App, keepDays int) {
	name := ScheduledBackupPrefix + time.Now().UTC().Format("20060102_150405") + ".zip"
	if err := app.CreateBackup(context.Background(), name); err != nil {
		app.Logger().Error("scheduled backup failed", "name", name, "error", err)
		return
	}
	app.Logger().Info("scheduled backup written", "name", name)
	if _, err := PruneBackups(app, keepDays, time.Now()); err != nil {
		app.Logger().Error("removing old backups failed", "error", err)
	}
}

// PruneBackups removes the scheduled backups last modified more than keepDays before now and returns their names.
func PruneBackups(app core.App, keepDays int, now time.Time) ([]string, error) {
	fsys, err := app.NewBackupsFilesystem()
	if err != nil {
		return nil, err
	}
	defer fsys.Close()
	files, err := fsys.List(ScheduledBackupPrefix)
	if err != nil {
		return nil, err
	}
	removed := []string{}
	cutoff := now.Add(-time.Duration(keepDays) * 24 * time.Hour)
	for _, f := range files {
		if f.ModTime.Before(cutoff) {
			if err := fsys.Delete(f.Key); err != nil {
				return removed, err
			}
			removed = append(removed, f.Key)
		}
	}
	return removed, nil
}

// BackupNames lists the backups in pb_data/backups, newest first.
func BackupNames(app core.App) ([]string, error) {
	fsys, err := app.NewBackupsFilesystem()
	if err != nil {
		return nil, err
	}
	defer fsys.Close()
	files, err := fsys.List("")
	if err != nil {
		return nil, err
	}
	slices.SortFunc(files, func(a, b *blob.ListObject) int { return b.ModTime.Compare(a.ModTime) })
	names := make([]string, 0, len(files))
	for _, f := range files {
		names = append(names, f.Key)
	}
	return names, nil
}

// RestoreBackup replaces the content of app's data directory with the backup name (a zip in pb_data/backups),
// for a server that is NOT running. It first writes a backup of the current state (returned, so a restore
// can itself be undone), checks that the backup holds a database, then closes app and swaps the directories
// (the replaced files go to pb_data/.pb_temp_to_delete, which the next start removes). app must not be used
// afterwards.
func RestoreBackup(app core.App, name string) (safetyBackup string, err error) {
	name = filepath.Base(name)
	if app.Settings().Backups.S3.Enabled {
		return "", errors.New("the backups are stored on S3: download the backup into pb_data/backups first and disable S3 backups")
	}
	dataDir := app.DataDir()
	zipPath := filepath.Join(dataDir, core.LocalBackupsDirName, name)
	if _, err := os.Stat(zipPath); err != nil {
		return "", fmt.Errorf("no backup %q in %s", name, filepath.Dir(zipPath))
	}

	safetyBackup = "erp_before_restore_" + time.Now().UTC().Format("20060102_150405") + "_" + security.RandomStringWithAlphabet(4, "abcdefghijkmnpqrstuvwxyz23456789") + ".zip"
	if err := app.CreateBackup(context.Background(), safetyBackup); err != nil {
		return "", fmt.Errorf("backing up the current data before the restore: %w", err)
	}

	tempDir := filepath.Join(dataDir, core.LocalTempDirName)
	if err := os.MkdirAll(tempDir, os.ModePerm); err != nil {
		return safetyBackup, err
	}
	extracted := filepath.Join(tempDir, "erp_restore_"+security.PseudorandomString(8))
	defer os.RemoveAll(extracted)
	if err := archive.Extract(zipPath, extracted); err != nil {
		return safetyBackup, fmt.Errorf("reading the backup: %w", err)
	}
	if _, err := os.Stat(filepath.Join(extracted, "data.db")); err != nil {
		return safetyBackup, fmt.Errorf("the backup %q holds no data.db", name)
	}

	// Close the databases before their files move.
	if err := app.ResetBootstrapState(); err != nil {
		return safetyBackup, err
	}
	exclude := []string{core.LocalBackupsDirName, core.LocalTempDirName, core.LocalAutocertCacheDirName, "lost+found"}
	old := filepath.Join(tempDir, "erp_replaced_"+security.PseudorandomString(8))
	if err := osutils.MoveDirContent(dataDir, old, exclude...); err != nil {
		return safetyBackup, fmt.Errorf("moving the current data aside: %w", err)
	}
	if err := osutils.MoveDirContent(extracted, dataDir, exclude...); err != nil {
		if revert := osutils.MoveDirContent(old, dataDir, exclude...); revert != nil {
			return safetyBackup, fmt.Errorf("putting the backup in place: %w; and putting the old data back: %v (it is in %s)", err, revert, old)
		}
		return safetyBackup, fmt.Errorf("putting the backup in place (the old data is back): %w", err)
	}
	return safetyBackup, nil
}

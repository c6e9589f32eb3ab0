package app

import (
	"path/filepath"
	"testing"
)

// The main database is opened without automatic checkpoints (the background loop does them), with
// PocketBase's other pragmas; the auxiliary database keeps SQLite's default.
func TestMainDatabaseLeavesCheckpointsToTheLoop(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		file       string
		checkpoint int
	}{{"data.db", 0}, {"auxiliary.db", 1000}} {
		db, err := DBConnect(filepath.Join(dir, c.file))
		if err != nil {
			t.Fatal(err)
		}
		var checkpoint, busy int
		var journal string
		if err := db.NewQuery("PRAGMA wal_autocheckpoint").Row(&checkpoint); err != nil {
			t.Fatal(err)
		}
		if err := db.NewQuery("PRAGMA busy_timeout").Row(&busy); err != nil {
			t.Fatal(err)
		}
		if err := db.NewQuery("PRAGMA journal_mode").Row(&journal); err != nil {
			t.Fatal(err)
		}
		if checkpoint != c.checkpoint || busy != 10000 || journal != "wal" {
			t.Errorf("%s: wal_autocheckpoint %d (want %d), busy_timeout %d, journal_mode %s", c.file, checkpoint, c.checkpoint, busy, journal)
		}
		db.Close()
	}
}

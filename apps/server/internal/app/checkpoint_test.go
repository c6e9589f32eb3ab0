package app

import (
	"path/filepath"
	"testing"
)

// The main database is opened without automatic checkpoints (the background loop does them), with
// PocketBase's other pragmas, whichever driver the build uses; the auxiliary database keeps SQLite's default.
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
		var checkpoint, busy, fk, sync, temp, cache, limit int
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
		for q, v := range map[string]*int{"foreign_keys": &fk, "synchronous": &sync, "temp_store": &temp,
			"cache_size": &cache, "journal_size_limit": &limit} {
			if err := db.NewQuery("PRAGMA " + q).Row(v); err != nil {
				t.Fatal(err)
			}
		}
		// PocketBase's pragmas on both databases: foreign keys on, synchronous NORMAL (1), temporary tables
		// in memory (2), a 200 MB log limit; the main database's cache is 32 MB.
		if fk != 1 || sync != 1 || temp != 2 || limit != 200000000 || (c.file == "data.db" && cache != -32000) {
			t.Errorf("%s: foreign_keys %d, synchronous %d, temp_store %d, cache_size %d, journal_size_limit %d", c.file, fk, sync, temp, cache, limit)
		}
		db.Close()
	}
}

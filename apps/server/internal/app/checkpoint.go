package app

import (
	"path/filepath"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The main database's write-ahead log is copied back into the database file (checkpointed) by a background
// loop on a reading connection, not by the committing writer. SQLite's default has the transaction whose
// commit takes the log past 1,000 pages do the checkpoint, with its fsyncs, before its COMMIT returns, while
// it still holds the only write connection: one write in ten or so waited tens of milliseconds, and every
// writer queued behind it. A checkpoint on another connection runs beside the writers (PASSIVE: it copies
// what no reader still needs and never waits), so commits only append to the log. Durability and
// crash-safety are SQLite's WAL ones either way (synchronous=NORMAL); the log is only copied back from
// another connection.

// checkpointEvery is how often the background loop checkpoints the main database.
const checkpointEvery = 500 * time.Millisecond

// dataPragmas are PocketBase's connection pragmas (core.DefaultDBConnect) with the automatic checkpoint
// turned off, in the order each new connection runs them. busy_timeout stays first: a new connection must
// block on busy before WAL mode is set.
var dataPragmas = []string{
	"busy_timeout(10000)", "journal_mode(WAL)", "journal_size_limit(200000000)", "synchronous(NORMAL)",
	"foreign_keys(ON)", "temp_store(MEMORY)", "cache_size(-32000)", "wal_autocheckpoint(0)",
}

// DBConnect opens the main database (data.db) with dataPragmas and a cache of compiled statements per
// connection, through the build's SQLite driver (sqlite_cgo.go, sqlite_purego.go), and the auxiliary one (the
// logs) as PocketBase does. Tests open their apps with it too (testutil), so they run the server's driver.
func DBConnect(dbPath string) (*dbx.DB, error) {
	if filepath.Base(dbPath) != "data.db" {
		return core.DefaultDBConnect(dbPath)
	}
	db, err := openData(dbPath)
	if err != nil {
		return nil, err
	}
	return dbx.NewFromDB(db, "sqlite"), nil
}

// bindCheckpoints starts, once the app is bootstrapped (by every command: serve, migrate, seed, bigdata),
// the loop that checkpoints the main database, and stops it when the app terminates.
func bindCheckpoints(app core.App) {
	var (
		mu   sync.Mutex
		stop chan struct{}
	)
	app.OnBootstrap().BindFunc(func(e *core.BootstrapEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		mu.Lock()
		defer mu.Unlock()
		if stop != nil {
			return nil // bootstrapped again (after a restore): the loop reads the current database each time
		}
		stop = make(chan struct{})
		go checkpointLoop(e.App, stop)
		return nil
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		mu.Lock()
		if stop != nil {
			close(stop)
			stop = nil
		}
		mu.Unlock()
		return e.Next()
	})
}

func checkpointLoop(app core.App, stop chan struct{}) {
	tick := time.NewTicker(checkpointEvery)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
			checkpoint(app)
		}
	}
}

// checkpoint runs one passive checkpoint. A database being closed or reopened (a restore) or a busy one
// only skips the round.
func checkpoint(app core.App) {
	defer func() { _ = recover() }()
	if db := app.ConcurrentDB(); db != nil {
		_, _ = db.NewQuery("PRAGMA wal_checkpoint(PASSIVE)").Execute()
	}
}

//go:build cgo

package app

import (
	"database/sql"

	"github.com/mattn/go-sqlite3"
)

// The main database runs on the C SQLite (mattn/go-sqlite3, through cgo) whenever the build has a C
// compiler, which is Go's default on a machine with one. Its statements run about a third faster than the
// pure-Go port's, which is what lets ten storekeepers complete transfers back to back within issue 17's
// 50 ms (docs/PERFORMANCE.md, "The C SQLite, adopted"). A build without cgo (CGO_ENABLED=0, or no C
// compiler) opens the same file with the same pragmas through the pure-Go driver (sqlite_purego.go).

// SQLiteDriver names the driver this build opens data.db with (the serve command logs it).
const SQLiteDriver = "C SQLite (cgo, mattn/go-sqlite3)"

const cDriverName = "erp_sqlite3"

// stmtCacheSize is how many compiled statements each connection keeps (the driver's own cache, keyed by the
// SQL text like internal/stmtcache): the write connection runs a few dozen distinct statements per business
// action, over and over.
const stmtCacheSize = "256"

func init() {
	sql.Register(cDriverName, &sqlite3.SQLiteDriver{
		ConnectHook: func(c *sqlite3.SQLiteConn) error {
			for _, p := range dataPragmas {
				if _, err := c.Exec("PRAGMA "+p, nil); err != nil {
					return err
				}
			}
			return nil
		},
	})
}

// openData opens data.db. The driver sets busy_timeout itself before anything else (and the hook again);
// the path is passed as a file name, not a URI, so it needs no escaping.
func openData(dbPath string) (*sql.DB, error) {
	return sql.Open(cDriverName, dbPath+"?_busy_timeout=10000&_stmt_cache_size="+stmtCacheSize)
}

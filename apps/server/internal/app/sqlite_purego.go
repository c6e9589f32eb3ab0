//go:build !cgo

package app

import (
	"database/sql"
	"strings"

	"erp/server/internal/stmtcache"
)

// Without cgo the main database runs on the pure-Go SQLite (modernc.org/sqlite, PocketBase's default), with
// the statement cache of internal/stmtcache: the same file, pragmas and behaviour as the C build
// (sqlite_cgo.go), slower (docs/PERFORMANCE.md).

// SQLiteDriver names the driver this build opens data.db with (the serve command logs it).
const SQLiteDriver = "pure-Go SQLite (modernc.org/sqlite)"

func openData(dbPath string) (*sql.DB, error) {
	stmtcache.Register()
	return sql.Open(stmtcache.DriverName, dbPath+"?_pragma="+strings.Join(dataPragmas, "&_pragma="))
}

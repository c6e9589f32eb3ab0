//go:build cgo

package app

import (
	"path/filepath"
	"testing"

	"github.com/mattn/go-sqlite3"
)

// A build with cgo opens data.db on the C SQLite; the auxiliary database stays on PocketBase's driver.
func TestCgoBuildOpensTheMainDatabaseOnTheCSQLite(t *testing.T) {
	dir := t.TempDir()
	data, err := DBConnect(filepath.Join(dir, "data.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer data.Close()
	if _, ok := data.DB().Driver().(*sqlite3.SQLiteDriver); !ok {
		t.Errorf("data.db opened with %T, want the C SQLite", data.DB().Driver())
	}
	aux, err := DBConnect(filepath.Join(dir, "auxiliary.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer aux.Close()
	if _, ok := aux.DB().Driver().(*sqlite3.SQLiteDriver); ok {
		t.Error("auxiliary.db opened with the C SQLite, want PocketBase's driver")
	}
}

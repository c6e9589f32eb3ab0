package stmtcache

import (
	"context"
	"database/sql"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func open(t *testing.T) *sql.DB {
	t.Helper()
	Register()
	db, err := sql.Open(DriverName, filepath.Join(t.TempDir(), "data.db")+"?_pragma=journal_mode(WAL)")
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { db.Close() })
	if _, err := db.Exec("CREATE TABLE items (id TEXT PRIMARY KEY, quantity INTEGER NOT NULL CHECK (quantity >= 0))"); err != nil {
		t.Fatal(err)
	}
	return db
}

// cached is the SQL text of the statements the connection keeps compiled, most recently used first.
func cached(t *testing.T, db *sql.DB) []string {
	t.Helper()
	c, err := db.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var out []string
	err = c.Raw(func(dc any) error {
		for e := dc.(*conn).lru.Front(); e != nil; e = e.Next() {
			out = append(out, e.Value.(*entry).query)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestStatementsAreCompiledOnceAndRunAgain(t *testing.T) {
	db := open(t)
	const insert = "INSERT INTO items (id, quantity) VALUES (?, ?)"
	for i := range 3 {
		if _, err := db.Exec(insert, "i"+strconv.Itoa(i), i); err != nil {
			t.Fatal(err)
		}
	}
	var sum int
	if err := db.QueryRow("SELECT SUM(quantity) FROM items").Scan(&sum); err != nil || sum != 3 {
		t.Fatalf("sum %d, %v", sum, err)
	}
	got := cached(t, db)
	if len(got) != 3 || got[0] != "SELECT SUM(quantity) FROM items" || got[1] != insert {
		t.Errorf("cached statements %q, want the sum, the insert (once) and the CREATE", got)
	}
}

// A query run again while the rows of its previous run are still open gets a statement of its own.
func TestNestedRunsOfTheSameQuery(t *testing.T) {
	db := open(t)
	for i := range 3 {
		db.Exec("INSERT INTO items (id, quantity) VALUES (?, ?)", "i"+strconv.Itoa(i), i)
	}
	const q = "SELECT id, quantity FROM items WHERE quantity >= ? ORDER BY id"
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	outer, err := tx.Query(q, 0)
	if err != nil {
		t.Fatal(err)
	}
	var pairs []string
	for outer.Next() {
		var id string
		var n int
		outer.Scan(&id, &n)
		inner, err := tx.Query(q, n)
		if err != nil {
			t.Fatal(err)
		}
		count := 0
		for inner.Next() {
			count++
		}
		inner.Close()
		pairs = append(pairs, id+":"+strconv.Itoa(count))
	}
	if err := outer.Err(); err != nil {
		t.Fatal(err)
	}
	outer.Close()
	if want := "i0:3 i1:2 i2:1"; strings.Join(pairs, " ") != want {
		t.Errorf("nested runs: %v, want %s", pairs, want)
	}
}

// A failing run leaves the statement usable, and a statement compiled before a schema change sees the new schema.
func TestFailuresAndSchemaChanges(t *testing.T) {
	db := open(t)
	const insert = "INSERT INTO items (id, quantity) VALUES (?, ?)"
	if _, err := db.Exec(insert, "a", 1); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(insert, "a", 2); err == nil {
		t.Error("a duplicate id was inserted")
	}
	if _, err := db.Exec(insert, "b", -1); err == nil {
		t.Error("a negative quantity was inserted")
	}
	if _, err := db.Exec(insert, "b", 2); err != nil {
		t.Errorf("the statement after its failures: %v", err)
	}
	const all = "SELECT * FROM items ORDER BY id"
	cols := func() []string {
		rows, err := db.Query(all)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		c, _ := rows.Columns()
		return c
	}
	if c := cols(); len(c) != 2 {
		t.Fatalf("columns %v", c)
	}
	if _, err := db.Exec("ALTER TABLE items ADD COLUMN note TEXT DEFAULT ''"); err != nil {
		t.Fatal(err)
	}
	if c := cols(); len(c) != 3 || c[2] != "note" {
		t.Errorf("columns after the schema change: %v", c)
	}
}

// The cache keeps the last perConnection statements, and the connection closes with statements cached.
func TestEvictionAndClose(t *testing.T) {
	db := open(t)
	for i := range perConnection + 20 {
		var n int
		if err := db.QueryRow("SELECT COUNT(*) + " + strconv.Itoa(i) + " FROM items").Scan(&n); err != nil || n != i {
			t.Fatalf("query %d: %d %v", i, n, err)
		}
	}
	got := cached(t, db)
	if len(got) != perConnection || got[0] != "SELECT COUNT(*) + "+strconv.Itoa(perConnection+19)+" FROM items" {
		t.Errorf("%d statements cached, newest %q", len(got), got[0])
	}
	if err := db.Close(); err != nil {
		t.Errorf("closing with cached statements: %v", err)
	}
}

// Package stmtcache is a database/sql driver that wraps the pure-Go SQLite driver with a cache of prepared
// statements per connection, keyed by their SQL text. The server opens its main database through it when built
// without cgo (internal/app/sqlite_purego.go); the C driver of a cgo build keeps such a cache itself.
//
// database/sql runs a query without arguments' placeholders known in advance through the connection's
// QueryContext/ExecContext, and the SQLite driver then compiles the SQL each time (sqlite3_prepare_v2: the
// parser and the code generator) and finalizes it after one use. PocketBase and the business actions run the
// same few hundred statements over and over (a record by id, a collection's list query, the direct writes of
// the stock moves), so inside the one write connection a good part of every transaction was compiling SQL:
// about a fifth of a transfer completion's time under the write lock. Here each connection keeps its last
// statements compiled and runs them again with new arguments, as SQLite intends prepared statements to be
// used. A statement whose schema changed is recompiled by SQLite itself (prepare_v2).
//
// A cached statement is used by one query at a time: while the rows of one run are open (a query nested in
// the iteration of the same query), the next run gets a statement of its own, closed after it.
package stmtcache

import (
	"container/list"
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"reflect"
	"sync"

	_ "modernc.org/sqlite" // registers "sqlite"
)

// DriverName is the name the driver is registered under.
const DriverName = "erp_sqlite"

// perConnection is how many statements each connection keeps compiled (the least recently used goes first).
// The write connection runs a few dozen distinct statements per business action.
const perConnection = 256

var once sync.Once

// Register registers the driver under DriverName (once), wrapping the driver registered as "sqlite".
func Register() {
	once.Do(func() {
		db, err := sql.Open("sqlite", "")
		if err != nil {
			panic(err) // only when the SQLite driver is not linked in
		}
		sql.Register(DriverName, &drv{base: db.Driver()})
		_ = db.Close()
	})
}

type drv struct{ base driver.Driver }

func (d *drv) Open(name string) (driver.Conn, error) {
	c, err := d.base.Open(name)
	if err != nil {
		return nil, err
	}
	return &conn{base: c, stmts: map[string]*list.Element{}, lru: list.New()}, nil
}

// baseConn is what the SQLite driver's connection implements.
type baseConn interface {
	driver.Conn
	driver.ConnBeginTx
	driver.ConnPrepareContext
	driver.ExecerContext
	driver.QueryerContext
	driver.Pinger
	driver.SessionResetter
	driver.Validator
}

type conn struct {
	base  driver.Conn
	stmts map[string]*list.Element // SQL → element of lru holding its *entry
	lru   *list.List               // front: most recently used
}

type entry struct {
	query string
	stmt  driver.Stmt
	busy  bool // its rows are open
}

type stmtRunner interface {
	driver.StmtExecContext
	driver.StmtQueryContext
}

func (c *conn) b() baseConn { return c.base.(baseConn) }

func (c *conn) Prepare(query string) (driver.Stmt, error) { return c.base.Prepare(query) }
func (c *conn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	return c.b().PrepareContext(ctx, query)
}
func (c *conn) Begin() (driver.Tx, error) {
	return c.b().BeginTx(context.Background(), driver.TxOptions{})
}
func (c *conn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	return c.b().BeginTx(ctx, opts)
}
func (c *conn) Ping(ctx context.Context) error         { return c.b().Ping(ctx) }
func (c *conn) ResetSession(ctx context.Context) error { return c.b().ResetSession(ctx) }
func (c *conn) IsValid() bool                          { return c.b().IsValid() }

// Close finalizes the cached statements first: SQLite will not close a connection that still has them.
func (c *conn) Close() error {
	var errs []error
	for e := c.lru.Front(); e != nil; e = e.Next() {
		errs = append(errs, e.Value.(*entry).stmt.Close())
	}
	c.stmts, c.lru = nil, list.New()
	errs = append(errs, c.base.Close())
	return errors.Join(errs...)
}

// take returns the cached statement of query, compiling and caching it the first time; release is called
// when the run is over. A statement already in use is not shared: that run gets one of its own.
func (c *conn) take(ctx context.Context, query string) (s stmtRunner, release func(), err error) {
	if el, ok := c.stmts[query]; ok {
		en := el.Value.(*entry)
		if !en.busy {
			c.lru.MoveToFront(el)
			en.busy = true
			return en.stmt.(stmtRunner), func() { en.busy = false }, nil
		}
		st, err := c.b().PrepareContext(ctx, query)
		if err != nil {
			return nil, nil, err
		}
		return st.(stmtRunner), func() { st.Close() }, nil
	}
	st, err := c.b().PrepareContext(ctx, query)
	if err != nil {
		return nil, nil, err
	}
	en := &entry{query: query, stmt: st, busy: true}
	c.stmts[query] = c.lru.PushFront(en)
	for c.lru.Len() > perConnection {
		old := c.lru.Back()
		oen := old.Value.(*entry)
		if oen.busy {
			break // in use: evicted on a later call
		}
		c.lru.Remove(old)
		delete(c.stmts, oen.query)
		oen.stmt.Close()
	}
	return st.(stmtRunner), func() { en.busy = false }, nil
}

func (c *conn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	s, release, err := c.take(ctx, query)
	if err != nil {
		return nil, err
	}
	defer release()
	return s.ExecContext(ctx, args)
}

func (c *conn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	s, release, err := c.take(ctx, query)
	if err != nil {
		return nil, err
	}
	r, err := s.QueryContext(ctx, args)
	if err != nil {
		release()
		return nil, err
	}
	return &rows{Rows: r, release: release}, nil
}

// rows releases its statement when closed, and passes on what the SQLite driver's rows say of their columns.
type rows struct {
	driver.Rows
	release func()
	closed  bool
}

func (r *rows) Close() error {
	err := r.Rows.Close()
	if !r.closed {
		r.closed = true
		r.release()
	}
	return err
}

type columnTyper interface {
	ColumnTypeDatabaseTypeName(index int) string
	ColumnTypeLength(index int) (length int64, ok bool)
	ColumnTypeNullable(index int) (nullable, ok bool)
	ColumnTypePrecisionScale(index int) (precision, scale int64, ok bool)
	ColumnTypeScanType(index int) reflect.Type
}

func (r *rows) typer() columnTyper { t, _ := r.Rows.(columnTyper); return t }

func (r *rows) ColumnTypeDatabaseTypeName(i int) string {
	if t := r.typer(); t != nil {
		return t.ColumnTypeDatabaseTypeName(i)
	}
	return ""
}

func (r *rows) ColumnTypeLength(i int) (int64, bool) {
	if t := r.typer(); t != nil {
		return t.ColumnTypeLength(i)
	}
	return 0, false
}

func (r *rows) ColumnTypeNullable(i int) (bool, bool) {
	if t := r.typer(); t != nil {
		return t.ColumnTypeNullable(i)
	}
	return false, false
}

func (r *rows) ColumnTypePrecisionScale(i int) (int64, int64, bool) {
	if t := r.typer(); t != nil {
		return t.ColumnTypePrecisionScale(i)
	}
	return 0, 0, false
}

func (r *rows) ColumnTypeScanType(i int) reflect.Type {
	if t := r.typer(); t != nil {
		return t.ColumnTypeScanType(i)
	}
	return reflect.TypeFor[any]()
}

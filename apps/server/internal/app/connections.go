package app

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// PocketBase closes a database connection after three minutes without use, the main database's one write
// connection included. That connection holds what makes a write fast: its compiled statements (SCHEMA.md,
// Compiled statements) and its page cache (up to 32 MB of the pages the writes touch). Closed, the first write
// after a quiet spell compiled its statements and read its pages again (SCHEMA.md has the figures), and in an
// office whose writes come minutes apart that was most writes. The write connection is kept for the life of the
// process; the reading connections keep PocketBase's setting (there can be many, each with its own cache).
func keepWriterOpen(app core.App) {
	app.OnBootstrap().BindFunc(func(e *core.BootstrapEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		if db, ok := e.App.NonconcurrentDB().(*dbx.DB); ok {
			db.DB().SetConnMaxIdleTime(0)
		}
		return nil
	})
}

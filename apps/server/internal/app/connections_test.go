package app

import (
	"reflect"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// maxIdleTime reads how long db keeps an unused connection (database/sql has no getter for it).
func maxIdleTime(db dbx.Builder) time.Duration {
	pool := db.(*dbx.DB).DB()
	return time.Duration(reflect.ValueOf(pool).Elem().FieldByName("maxIdleTime").Int())
}

// The write connection, with its compiled statements and page cache, is never closed for being idle; the
// reading connections keep PocketBase's three minutes. Also after a second bootstrap (a restore).
func TestTheWriteConnectionStaysOpenWhenIdle(t *testing.T) {
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: t.TempDir(), DBConnect: DBConnect})
	keepWriterOpen(app)
	for round := range 2 {
		if err := app.Bootstrap(); err != nil {
			t.Fatal(err)
		}
		if got := maxIdleTime(app.NonconcurrentDB()); got != 0 {
			t.Errorf("bootstrap %d: the write connection closes after %v idle", round+1, got)
		}
		if got := maxIdleTime(app.ConcurrentDB()); got != 3*time.Minute {
			t.Errorf("bootstrap %d: the reading connections close after %v idle, want PocketBase's 3m", round+1, got)
		}
	}
	app.ResetBootstrapState()
}

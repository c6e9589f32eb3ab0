package hooks_test

import (
	"fmt"
	"net/http"
	"os"
	"sort"
	"syscall"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/hooks"
	erpapp "erp/server/internal/app"
	"erp/server/internal/audit"
	"erp/server/internal/demo"
	"erp/server/internal/testutil"
)

// BenchmarkTransferCompletion measures completing an approved transfer of 10 lines (one unit each of the
// source's items with the most to spare, as bench/transfers does), on the large dataset when ERP_BENCH_DATA
// names its data dir (a copy is used), else on 10,000 generated invoices:
//
//	ERP_BENCH_DATA=../../.bench/100000 go test ./hooks/ -run '^$' -bench TransferCompletion -benchtime 200x
//
// "transaction" is the action's transaction alone (row lock, re-read, the completion, commit), the part that
// holds the one write connection; "request" is the whole POST /api/erp/stock_transfers/{id}/complete. Besides
// the wall time it reports the process's CPU time per completion (cpu-ms/op), which the machine's other work
// disturbs less, and the database pages each completion wrote to the write-ahead log (pages/op), which it does
// not disturb at all. The log is checkpointed between completions, off the clock, as the server's background
// loop does. Add -cpuprofile to see where the time goes.
func BenchmarkTransferCompletion(b *testing.B) {
	env := transferBenchEnv(b)
	requester := env.UserWithKeys(b, "create:transfers", "view:transfers", "edit:transfers", "view:inventory", "view:warehouses")
	approver := env.UserWithKeys(b, "view:transfers", "edit:transfers", "view:inventory", "view:warehouses")
	token := testutil.Token(b, requester)

	b.Run("transaction", func(b *testing.B) {
		completeAll(b, env, requester, approver, func(id string) error {
			return env.App.RunInTransaction(func(tx core.App) error {
				defer audit.SetActor(tx, requester)()
				if _, err := tx.NonconcurrentDB().NewQuery("UPDATE stock_transfers SET id = id WHERE id = {:id}").
					Bind(dbx.Params{"id": id}).Execute(); err != nil {
					return err
				}
				tr, err := tx.FindRecordById("stock_transfers", id)
				if err != nil {
					return err
				}
				return hooks.CompleteTransferForTest(tx, tr)
			})
		})
	})

	b.Run("request", func(b *testing.B) {
		completeAll(b, env, requester, approver, func(id string) error {
			if status, raw := testutil.PostAction(env.Handler, "stock_transfers/"+id+"/complete", token, nil, nil); status != http.StatusOK {
				return fmt.Errorf("%d %.300s", status, raw)
			}
			return nil
		})
	})
}

// completeAll prepares b.N approved transfers, completes each with complete, and reports the CPU time and the
// pages written per completion.
func completeAll(b *testing.B, env *testutil.Env, requester, approver *core.Record, complete func(id string) error) {
	ids := prepareBenchTransfers(b, env, requester, approver, b.N)
	var cpu time.Duration
	pages := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := cpuTime()
		err := complete(ids[i])
		cpu += cpuTime() - start
		if err != nil {
			b.Fatalf("complete %d: %v", i, err)
		}
		pages += checkpointOffTheClock(b, env.App)
	}
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
	b.ReportMetric(float64(pages)/float64(b.N), "pages/op")
}

// transferBenchEnv opens a copy of ERP_BENCH_DATA with every hook bound, or a fresh app with generated data.
func transferBenchEnv(b *testing.B) *testutil.Env {
	dir := os.Getenv("ERP_BENCH_DATA")
	if dir == "" {
		env := testutil.NewEnv(b)
		if _, err := demo.GenerateBigData(env.App, 200, 1000, 10000); err != nil {
			b.Fatal(err)
		}
		if _, err := env.App.NonconcurrentDB().NewQuery("PRAGMA wal_autocheckpoint = 0").Execute(); err != nil {
			b.Fatal(err)
		}
		return env
	}
	app, err := testutil.OpenTestApp(dir) // copies dir, applies pending migrations
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(app.Cleanup)
	erpapp.Bind(app)
	// As the server opens it: commits never checkpoint (checkpointOffTheClock does).
	if _, err := app.NonconcurrentDB().NewQuery("PRAGMA wal_autocheckpoint = 0").Execute(); err != nil {
		b.Fatal(err)
	}
	return &testutil.Env{App: app, Handler: testutil.Handler(b, app)}
}

// prepareBenchTransfers creates n approved transfers of 10 lines through the API, off the clock: created as
// pending by the requester, approved by the approver.
func prepareBenchTransfers(b *testing.B, env *testutil.Env, requester, approver *core.Record, n int) []string {
	b.Helper()
	b.StopTimer()
	defer b.StartTimer()
	const lines = 10
	from, to, items := pickBenchWarehouses(b, env.App, n*lines)
	ids := make([]string, n)
	for i := range ids {
		rows := make([]map[string]any, lines)
		for j := range rows {
			it := items[(i*lines+j)%len(items)]
			rows[j] = map[string]any{"item": it.ID, "supplier": it.Supplier, "quantity": 1}
		}
		status, out, raw := env.Do(b, http.MethodPost, "/api/collections/stock_transfers/records", requester, testutil.JSONBody(map[string]any{
			"date": "2026-02-01 00:00:00.000Z", "fromWarehouse": from, "toWarehouse": to, "status": "pending", "items": rows,
		}))
		if status != http.StatusOK {
			b.Fatalf("create: %d %.300s", status, raw)
		}
		ids[i] = out["id"].(string)
		if status, _, raw := env.Act(b, approver, "stock_transfers/"+ids[i]+"/approve", nil, nil); status != http.StatusOK {
			b.Fatalf("approve: %d %.300s", status, raw)
		}
	}
	checkpointOffTheClock(b, env.App)
	return ids
}

type benchItem struct {
	ID       string `db:"id"`
	Supplier string `db:"supplier"`
	Spare    int    `db:"spare"`
}

// pickBenchWarehouses chooses the source (the active warehouse with the most items that can each spare their
// share of units above their minimum) and the destination (another active warehouse with room for them all).
func pickBenchWarehouses(b *testing.B, app core.App, units int) (from, to string, items []benchItem) {
	var ws []struct {
		ID   string `db:"id"`
		Room int    `db:"room"`
	}
	err := app.DB().NewQuery(`SELECT id, CASE WHEN capacity > 0 THEN capacity - currentOccupancy ELSE 1000000000 END AS room
		FROM warehouses WHERE isActive = TRUE ORDER BY created, id`).All(&ws)
	if err != nil {
		b.Fatal(err)
	}
	for _, w := range ws {
		var all []benchItem
		if err := app.DB().NewQuery(`SELECT id, supplier, quantity - minQuantity AS spare FROM inventory_items
			WHERE warehouse = {:w} AND quantity > 0`).Bind(dbx.Params{"w": w.ID}).All(&all); err != nil {
			b.Fatal(err)
		}
		sort.SliceStable(all, func(i, j int) bool { return all[i].Spare > all[j].Spare })
		for k := len(all); k >= 10 && k > len(items); k-- {
			if all[k-1].Spare >= (units+k-1)/k {
				from, items = w.ID, all[:k]
				break
			}
		}
	}
	for _, w := range ws {
		if w.ID != from && w.Room >= units {
			to = w.ID
			break
		}
	}
	if from == "" || to == "" {
		b.Fatalf("no pair of warehouses can move %d units", units)
	}
	return from, to, items
}

// checkpointOffTheClock copies the write-ahead log back into the database, as the server's background loop
// does, outside the measured time. It answers the pages the log held: after a full checkpoint the next
// transaction writes the log from its start, so these are the pages that transaction wrote.
func checkpointOffTheClock(b *testing.B, app core.App) int {
	b.StopTimer()
	defer b.StartTimer()
	var res struct {
		Busy         int `db:"busy"`
		Log          int `db:"log"`
		Checkpointed int `db:"checkpointed"`
	}
	if err := app.DB().NewQuery("PRAGMA wal_checkpoint(PASSIVE)").One(&res); err != nil {
		b.Fatal(err)
	}
	return res.Log
}

// cpuTime is the process's CPU time so far (user and system, every thread).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

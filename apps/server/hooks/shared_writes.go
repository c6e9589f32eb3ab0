package hooks

// Direct writes: records the server writes with plain statements instead of record saves, where a document of
// many lines made many saves inside the write lock (stock moves, ledger and audit rows, occupancy, status
// changes and their alerts). What a save would also have done is done here by hand: the audit row of the change
// and, after the commit, the after-save events (realtime subscribers, change counters, the dashboard ping). The
// hooks bound to the save itself (OnRecordValidate, OnRecordUpdate…) do not run: each caller says which
// collections it writes this way, and a rule added to their saves must be added there too.

import (
	"context"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/audit"
	"erp/server/internal/recordid"
)

// rootAppKey names, in the app store (shared by its transaction clones), the app itself: after a commit
// the events go through it, as PocketBase does for its own saves.
const rootAppKey = "erp.stock.rootApp"

// insertRecords inserts new records of one collection with one statement, without hooks or validation (only
// for rows the server builds itself: ledger and audit rows). The statement is a multi-row VALUES list of bound
// values with OR FAIL and no function call: SQLite then keeps no statement journal (a copy of every page the
// statement changes, so that a failing row could undo the statement's earlier rows), which it must keep for a
// statement that writes many rows and may abort part-way (a function call or an ABORT conflict may). A
// failing row still fails the statement, and its error rolls back the whole transaction.
//
// The rows go in statements of at most insertChunk rows: the statements' text repeats from one call to the next,
// so the connection's compiled statements serve them (SCHEMA.md, Compiled statements), and the SQLite driver,
// which looks each bound value up among the arguments, does not search hundreds for each of hundreds.
func insertRecords(tx core.App, records []*core.Record, now types.DateTime) error {
	for len(records) > 0 {
		n := min(len(records), insertChunk)
		if err := insertChunkOf(tx, records[:n], now); err != nil {
			return err
		}
		records = records[n:]
	}
	return nil
}

// insertChunk is how many rows one INSERT of insertRecords writes at most.
const insertChunk = 5

func insertChunkOf(tx core.App, records []*core.Record, now types.DateTime) error {
	col := records[0].Collection()
	db := tx.NonconcurrentDB()
	var columns []string
	var args []any
	rows := make([]string, 0, len(records))
	for _, r := range records {
		if r.Id == "" {
			r.Set(core.FieldNameId, recordid.New())
		}
		for _, f := range col.Fields {
			if a, ok := f.(*core.AutodateField); ok {
				r.SetRaw(a.Name, now)
			}
		}
		data, err := r.DBExport(tx)
		if err != nil {
			return err
		}
		if columns == nil {
			for c := range data {
				columns = append(columns, c)
			}
			sort.Strings(columns)
		}
		for _, c := range columns {
			v, err := dbValue(data[c])
			if err != nil {
				return err
			}
			args = append(args, v)
		}
		rows = append(rows, "("+strings.TrimSuffix(strings.Repeat("?, ", len(columns)), ", ")+")")
	}
	quoted := make([]string, len(columns))
	for j, c := range columns {
		quoted[j] = db.QuoteSimpleColumnName(c)
	}
	err := execDirect(tx, "INSERT OR FAIL INTO "+db.QuoteSimpleTableName(col.Name)+" ("+strings.Join(quoted, ", ")+") VALUES "+
		strings.Join(rows, ", "), args)
	if err != nil {
		return err
	}
	for _, r := range records {
		r.MarkAsNotNew()
	}
	return nil
}

// execDirect runs a statement written with ? placeholders and quoted names on tx's write connection (its
// transaction, inside one), past dbx's rewriting of {:name}, {{table}} and [[column]] into them: regular
// expressions over the whole text, which for a many-row INSERT cost about as much as binding its values.
func execDirect(tx core.App, query string, args []any) error {
	var ex dbx.Executor
	switch b := tx.NonconcurrentDB().(type) {
	case *dbx.Tx:
		if e, ok := b.Builder.(interface{ Executor() dbx.Executor }); ok {
			ex = e.Executor()
		}
	case *dbx.DB:
		ex = b.DB()
	}
	if ex == nil {
		return errors.New("direct writes: the write connection's executor is not reachable")
	}
	_, err := ex.Exec(query, args...)
	return err
}

// afterCommit sends, once tx commits, the after-save events PocketBase sends for saved records: realtime
// subscribers of inventory_items, stock_movements and audit_log, and the after-save hooks (the dashboard ping).
func afterCommit(tx core.App, updated, created []*core.Record) {
	send := func(app core.App) {
		trigger := func(h interface {
			Trigger(*core.ModelEvent, ...func(*core.ModelEvent) error) error
		}, kind string, r *core.Record) {
			e := &core.ModelEvent{App: app, Context: context.Background(), Type: kind}
			e.Model = r
			_ = h.Trigger(e)
		}
		for _, r := range updated {
			trigger(app.OnModelAfterUpdateSuccess(), core.ModelEventTypeUpdate, r.Fresh())
		}
		for _, r := range created {
			trigger(app.OnModelAfterCreateSuccess(), core.ModelEventTypeCreate, r)
		}
	}
	info := tx.TxInfo()
	if info == nil {
		send(tx)
		return
	}
	root, _ := tx.Store().Get(rootAppKey).(core.App)
	if root == nil {
		return
	}
	info.OnComplete(func(txErr error) error {
		if txErr == nil {
			send(root)
		}
		return nil
	})
}

// updateFields writes fields of r (field name → value) and its updated time with one UPDATE: r gets the values,
// the audit row of the change is returned (nil when no audited field changed) for the caller to insert with its
// others, and after the commit the update event is sent. For server-side status changes whose save hooks do
// nothing more (see the file comment).
func updateFields(tx core.App, r *core.Record, fields map[string]any, now types.DateTime) (*core.Record, error) {
	names := make([]string, 0, len(fields))
	for f := range fields {
		names = append(names, f)
	}
	sort.Strings(names)
	changes := map[string]any{}
	for _, f := range names {
		if _, autodate := r.Collection().Fields.GetByName(f).(*core.AutodateField); autodate {
			r.SetRaw(f, fields[f]) // a time the server sets (Set leaves autodate fields alone); not audited
			continue
		}
		was := r.Get(f)
		r.Set(f, fields[f])
		a, errA := json.Marshal(was)
		b, errB := json.Marshal(r.Get(f))
		if errA != nil || errB != nil || string(a) != string(b) {
			changes[f] = []any{was, r.Get(f)}
		}
	}
	r.SetRaw("updated", now)
	data, err := r.DBExport(tx)
	if err != nil {
		return nil, err
	}
	sets := make([]string, 0, len(names)+1)
	params := dbx.Params{"id": r.Id}
	for i, f := range append(names, "updated") {
		v, err := dbValue(data[f])
		if err != nil {
			return nil, err
		}
		params["v"+strconv.Itoa(i)] = v
		sets = append(sets, "[["+f+"]] = {:v"+strconv.Itoa(i)+"}")
	}
	_, err = tx.NonconcurrentDB().NewQuery("UPDATE {{" + r.Collection().Name + "}} SET " + strings.Join(sets, ", ") +
		" WHERE [[id]] = {:id}").Bind(params).Execute()
	if err != nil {
		return nil, err
	}
	afterCommit(tx, []*core.Record{r}, nil)
	if len(changes) == 0 {
		return nil, nil
	}
	return audit.NewRow(tx, r, "update", changes)
}

// insertAuditRows inserts audit rows built for direct writes (updateFields, audit.NewRow) and, after the commit,
// sends their create events as saves would (realtime subscribers of audit_log, the change counters).
func insertAuditRows(tx core.App, rows []*core.Record, now types.DateTime) error {
	var kept []*core.Record
	for _, r := range rows {
		if r != nil {
			kept = append(kept, r)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	if err := insertRecords(tx, kept, now); err != nil {
		return err
	}
	afterCommit(tx, nil, kept)
	return nil
}

// dbValue is what a save stores for an exported field value: the driver value, text rather than bytes.
func dbValue(v any) (any, error) {
	if valuer, ok := v.(driver.Valuer); ok {
		var err error
		if v, err = valuer.Value(); err != nil {
			return nil, err
		}
	}
	if b, ok := v.([]byte); ok {
		v = string(b) // text, as a save stores it, not a blob
	}
	return v, nil
}

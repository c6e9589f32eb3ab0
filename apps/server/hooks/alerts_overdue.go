package hooks

// Overdue invoices and bills: one alert per client (per supplier), not one per document.
//
// A client who pays late usually owes several invoices; an alert per invoice filled the alert centre with
// tens of thousands of entries on a large book (49k at 100k invoices), which nobody reads and which buried the
// stock and HR alerts. The alert centre shows instead, for each client with overdue invoices, one alert about
// the oldest of them (the kind's fields: invoiceNumber, clientName, daysOverdue, total, and its source is that
// invoice, so View Invoice opens it) with the client's whole overdue position beside it (invoiceCount,
// overdueTotal: what remains to be paid on them), and the list of the client's overdue invoices one click
// away. The same for suppliers' bills. The hourly job keeps daysOverdue current; paying, cancelling or
// changing a client's invoice brings the client's alert in line at once (moved to the next oldest invoice,
// refreshed or resolved).

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// overdueSpec names the columns of one kind of overdue document.
type overdueSpec struct {
	kind, table, number, party, partyTable string // overdue_invoice, invoices, invoiceNumber, client, clients
	numberField, nameField, countField     string // the alert's data fields
	open                                   []string
}

var overdueInvoices = overdueSpec{
	kind: "overdue_invoice", table: "invoices", number: "invoiceNumber", party: "client", partyTable: "clients",
	numberField: "invoiceNumber", nameField: "clientName", countField: "invoiceCount",
	open: []string{"Pending", "Partially Paid"},
}

var overdueBills = overdueSpec{
	kind: "overdue_bill", table: "bills", number: "billNumber", party: "supplier", partyTable: "suppliers",
	numberField: "billNumber", nameField: "supplierName", countField: "billCount",
	open: []string{"PENDING", "PARTIALLY_PAID"},
}

func (s overdueSpec) all(app core.App, day time.Time) ([]sourceAlert, error) {
	return s.find(app, day, nil)
}

// find gives one alert per party (or for the one party) with open documents at least overdueAlertDays past
// their due date: the oldest document (earliest due date, then number) with the party's count and remaining sum.
func (s overdueSpec) find(app core.App, day time.Time, party *string) ([]sourceAlert, error) {
	var rows []struct {
		ID        string  `db:"id"`
		Number    string  `db:"num"`
		Due       string  `db:"dueDate"`
		Total     float64 `db:"total"`
		Remaining float64 `db:"remaining"`
		Party     string  `db:"party"`
		Count     int     `db:"n"`
		Owed      float64 `db:"owed"`
		Name      string  `db:"name"`
		NameAr    string  `db:"nameAr"`
	}
	params := dbx.Params{"cutoff": day.AddDate(0, 0, -overdueAlertDays(app)+1).Format("2006-01-02") + " 00:00:00.000Z"}
	open := ""
	for i, st := range s.open {
		key := "s" + string(rune('0'+i))
		params[key] = st
		if i > 0 {
			open += ", "
		}
		open += "{:" + key + "}"
	}
	onlyParty := ""
	if party != nil {
		params["party"] = *party
		onlyParty = " AND d." + s.party + " = {:party}"
	}
	err := app.DB().NewQuery(`SELECT o.id, o.num, o.dueDate, o.total, o.remaining, o.party, o.n, o.owed,
		COALESCE(p.name, '') AS name, COALESCE(p.nameAr, '') AS nameAr FROM (
			SELECT d.id, d.` + s.number + ` AS num, d.dueDate, d.total, d.remaining, d.` + s.party + ` AS party,
				COUNT(*) OVER w AS n, SUM(ROUND(d.remaining * 100)) OVER w / 100.0 AS owed,
				ROW_NUMBER() OVER (PARTITION BY d.` + s.party + ` ORDER BY d.dueDate, d.` + s.number + `, d.id) AS rn
			FROM ` + s.table + ` d
			WHERE d.status IN (` + open + `) AND d.dueDate != '' AND d.dueDate < {:cutoff}` + onlyParty + `
			WINDOW w AS (PARTITION BY d.` + s.party + `)
		) o LEFT JOIN ` + s.partyTable + ` p ON p.id = o.party
		WHERE o.rn = 1 ORDER BY o.dueDate, o.id`).Bind(params).All(&rows)
	out := make([]sourceAlert, 0, len(rows))
	for _, r := range rows {
		due, _ := time.Parse("2006-01-02 15:04:05.000Z", r.Due)
		out = append(out, sourceAlert{r.ID, s.kind, map[string]any{
			s.numberField: r.Number, s.nameField: r.Name, s.nameField + "Ar": r.NameAr, s.party + "Id": r.Party,
			"daysOverdue": daysBetween(due, day), "total": r.Total, "remaining": r.Remaining,
			s.countField: r.Count, "overdueTotal": r.Owed,
		}})
	}
	return out, err
}

// syncParty brings the party's alert in line with its documents now: raised, moved to its oldest overdue
// document, refreshed, or resolved.
func (s overdueSpec) syncParty(tx core.App, party string) error {
	want, err := s.find(tx, CompanyDay(tx, time.Now()), &party)
	if err != nil {
		return err
	}
	var existing []struct {
		Source string `db:"sourceId"`
	}
	err = tx.DB().NewQuery(`SELECT a.sourceId FROM alerts a JOIN ` + s.table + ` d ON d.id = a.sourceId
		WHERE a.kind = {:kind} AND a.sourceCollection = {:table} AND d.` + s.party + ` = {:party}`).
		Bind(dbx.Params{"kind": s.kind, "table": s.table, "party": party}).All(&existing)
	if err != nil {
		return err
	}
	for _, e := range existing {
		if len(want) == 1 && want[0].id == e.Source {
			continue
		}
		if err := clearAlerts(tx, s.table, e.Source, s.kind); err != nil {
			return err
		}
	}
	if len(want) == 1 {
		return syncAlert(tx, s.kind, s.table, want[0].id, true, want[0].data)
	}
	return nil
}

// bind keeps the party's alert in line when one of its documents is paid, cancelled, changed or deleted.
func (s overdueSpec) bind(app core.App) {
	relevant := []string{"status", "remaining", "dueDate", s.party, s.number, "total"}
	app.OnRecordUpdate(s.table).BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			old := e.Record.Original()
			if err := e.Next(); err != nil {
				return err
			}
			changed := false
			for _, f := range relevant {
				if e.Record.GetString(f) != old.GetString(f) {
					changed = true
				}
			}
			if !changed {
				return nil
			}
			if !contains(s.open, e.Record.GetString("status")) {
				if err := clearAlerts(tx, s.table, e.Record.Id, s.kind); err != nil {
					return err
				}
			}
			if p := old.GetString(s.party); p != e.Record.GetString(s.party) {
				if err := s.syncParty(tx, p); err != nil {
					return err
				}
			}
			return s.syncParty(tx, e.Record.GetString(s.party))
		})
	})
	app.OnRecordDelete(s.table).BindFunc(func(e *core.RecordEvent) error {
		return inTx(e, func(tx core.App) error {
			if err := e.Next(); err != nil {
				return err
			}
			if err := clearAlerts(tx, s.table, e.Record.Id, s.kind); err != nil {
				return err
			}
			return s.syncParty(tx, e.Record.GetString(s.party))
		})
	})
}

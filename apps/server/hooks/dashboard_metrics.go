package hooks

// The figures behind the dashboard cards (what each means is in docs/SCHEMA.md, "Dashboard"). Each is one
// aggregate SQL query over an indexed date range, for the company's day and the day before.

import (
	"encoding/json"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// DashboardTopic is the realtime topic that tells subscribed clients the card figures may have changed.
const DashboardTopic = "erp/dashboard"

// issuedInvoice are the invoice statuses that count as issued.
const issuedInvoice = `status IN ('Pending', 'Partially Paid', 'Paid')`

type metrics struct {
	app core.App
	loc *time.Location
	day time.Time // the company's day, midnight UTC of its date
}

func newMetrics(app core.App, loc *time.Location, day time.Time) *metrics {
	return &metrics{app: app, loc: loc, day: day}
}

// figures are a card's two days.
type figures struct{ today, yesterday map[string]any }

// dateRange is yesterday and today as date fields store days: [a, m) is yesterday, [m, b) today.
func (m *metrics) dateRange() dbx.Params {
	f := func(t time.Time) string { return t.Format("2006-01-02") + " 00:00:00.000Z" }
	return dbx.Params{"a": f(m.day.AddDate(0, 0, -1)), "m": f(m.day), "b": f(m.day.AddDate(0, 0, 1))}
}

// instantRange is the same for autodate fields (created): the company's local midnights in UTC.
func (m *metrics) instantRange() dbx.Params {
	start := time.Date(m.day.Year(), m.day.Month(), m.day.Day(), 0, 0, 0, 0, m.loc)
	f := func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05.000Z") }
	return dbx.Params{"a": f(start.AddDate(0, 0, -1)), "m": f(start), "b": f(start.AddDate(0, 0, 1))}
}

// twoDays sums amount (EGP) and counts the rows of table whose dateColumn falls on yesterday or today (and
// match where), in one indexed range scan: n0, s0 yesterday, n1, s1 today.
func (m *metrics) twoDays(table, dateColumn, amount, where string) (n0 int, s0 float64, n1 int, s1 float64, err error) {
	var row struct {
		N0 int     `db:"n0"`
		S0 float64 `db:"s0"`
		N1 int     `db:"n1"`
		S1 float64 `db:"s1"`
	}
	if where != "" {
		where = " AND " + where
	}
	today := dateColumn + " >= {:m}"
	err = m.app.DB().NewQuery(`SELECT
		COUNT(CASE WHEN NOT (` + today + `) THEN 1 END) AS n0,
		COALESCE(SUM(CASE WHEN NOT (` + today + `) THEN ROUND(` + amount + ` * 100) END), 0) AS s0,
		COUNT(CASE WHEN ` + today + ` THEN 1 END) AS n1,
		COALESCE(SUM(CASE WHEN ` + today + ` THEN ROUND(` + amount + ` * 100) END), 0) AS s1
		FROM ` + table + ` WHERE ` + dateColumn + ` >= {:a} AND ` + dateColumn + ` < {:b}` + where).Bind(m.dateRange()).One(&row)
	return row.N0, row.S0 / 100, row.N1, row.S1 / 100, err
}

func (m *metrics) card(kind string) (figures, error) {
	f := map[string]func() (figures, error){
		"daily-invoices":      m.invoices,
		"daily-expenses":      m.expenses,
		"daily-balance":       m.balance,
		"new-quotations":      m.quotations,
		"inventory-movement":  m.movement,
		"active-clients":      m.activeClients,
		"pending-bills":       m.billsDue,
		"employee-attendance": m.attendance,
	}[kind]
	return f()
}

// invoices: invoices issued (Pending, Partially Paid or Paid) with the day as issue date; value = their total.
func (m *metrics) invoices() (figures, error) {
	n0, s0, n1, s1, err := m.twoDays("invoices", "issueDate", "total", issuedInvoice)
	return figures{map[string]any{"value": s1, "count": n1}, map[string]any{"value": s0, "count": n0}}, err
}

func (m *metrics) expenseSums() (int, float64, int, float64, error) {
	return m.twoDays("expenses", "date", "amount", "status != 'Rejected'")
}

// expenses: expenses dated the day that are not rejected; value = their amount.
func (m *metrics) expenses() (figures, error) {
	n0, s0, n1, s1, err := m.expenseSums()
	return figures{map[string]any{"value": s1, "count": n1}, map[string]any{"value": s0, "count": n0}}, err
}

// balance: money received (invoice payments dated the day) − money paid out (bill payments dated the day and
// the day's expenses that are not rejected).
func (m *metrics) balance() (figures, error) {
	_, in0, _, in1, err := m.twoDays("invoice_payments", "date", "amount", "")
	if err != nil {
		return figures{}, err
	}
	_, b0, _, b1, err := m.twoDays("bill_payments", "date", "amount", "")
	if err != nil {
		return figures{}, err
	}
	_, e0, _, e1, err := m.expenseSums()
	day := func(in, out float64) map[string]any {
		out = roundMoney(out)
		return map[string]any{"value": roundMoney(in - out), "received": in, "paidOut": out}
	}
	return figures{day(in1, b1+e1), day(in0, b0+e0)}, err
}

// quotations: quotations with the day as issue date (any status); value = their number, total = their sum.
func (m *metrics) quotations() (figures, error) {
	n0, s0, n1, s1, err := m.twoDays("quotations", "issueDate", "total", "")
	return figures{map[string]any{"value": n1, "total": s1}, map[string]any{"value": n0, "total": s0}}, err
}

// movement: stock movements recorded during the company's day; value = units in + units out.
func (m *metrics) movement() (figures, error) {
	var rows []struct {
		Today int `db:"today"`
		N     int `db:"n"`
		In    int `db:"unitsIn"`
		Out   int `db:"unitsOut"`
	}
	err := m.app.DB().NewQuery(`SELECT (created >= {:m}) AS today, COUNT(*) AS n,
		COALESCE(SUM(CASE WHEN quantity > 0 THEN quantity ELSE 0 END), 0) AS unitsIn,
		COALESCE(SUM(CASE WHEN quantity < 0 THEN -quantity ELSE 0 END), 0) AS unitsOut
		FROM stock_movements WHERE created >= {:a} AND created < {:b} GROUP BY today`).Bind(m.instantRange()).All(&rows)
	out := figures{
		map[string]any{"value": 0, "count": 0, "unitsIn": 0, "unitsOut": 0},
		map[string]any{"value": 0, "count": 0, "unitsIn": 0, "unitsOut": 0},
	}
	for _, r := range rows {
		d := map[string]any{"value": r.In + r.Out, "count": r.N, "unitsIn": r.In, "unitsOut": r.Out}
		if r.Today == 1 {
			out.today = d
		} else {
			out.yesterday = d
		}
	}
	return out, err
}

// activeClients: distinct clients with an issued invoice, a quotation or a receipt dated the day.
func (m *metrics) activeClients() (figures, error) {
	var row struct {
		N0 int `db:"n0"`
		N1 int `db:"n1"`
	}
	err := m.app.DB().NewQuery(`SELECT COUNT(DISTINCT CASE WHEN d < {:m} THEN client END) AS n0,
		COUNT(DISTINCT CASE WHEN d >= {:m} THEN client END) AS n1 FROM (
		SELECT client, issueDate AS d FROM invoices WHERE issueDate >= {:a} AND issueDate < {:b} AND ` + issuedInvoice + `
		UNION ALL SELECT client, issueDate FROM quotations WHERE issueDate >= {:a} AND issueDate < {:b}
		UNION ALL SELECT client, issueDate FROM receipts WHERE issueDate >= {:a} AND issueDate < {:b})`).Bind(m.dateRange()).One(&row)
	return figures{map[string]any{"value": row.N1}, map[string]any{"value": row.N0}}, err
}

// billsDue: supplier bills due on the day and still open (PENDING, PARTIALLY_PAID); value = what remains.
func (m *metrics) billsDue() (figures, error) {
	n0, s0, n1, s1, err := m.twoDays("bills", "dueDate", "remaining", "status IN ('PENDING', 'PARTIALLY_PAID')")
	return figures{map[string]any{"value": s1, "count": n1}, map[string]any{"value": s0, "count": n0}}, err
}

// attendance: employees expected at work (not terminated, hired by the day) less those on approved leave
// covering the day; value = present, with the total and the number on leave.
func (m *metrics) attendance() (figures, error) {
	var row struct {
		Total0   int `db:"total0"`
		OnLeave0 int `db:"onLeave0"`
		Total1   int `db:"total1"`
		OnLeave1 int `db:"onLeave1"`
	}
	employed := func(end string) string {
		return `(SELECT COUNT(*) FROM employees WHERE status != 'terminated' AND (hireDate = '' OR hireDate < ` + end + `))`
	}
	onLeave := func(start, end string) string {
		return `(SELECT COUNT(DISTINCT l.employee) FROM leave_requests l JOIN employees e ON e.id = l.employee
			WHERE l.status = 'APPROVED' AND l.startDate < ` + end + ` AND l.endDate >= ` + start + ` AND e.status != 'terminated')`
	}
	err := m.app.DB().NewQuery(`SELECT ` + employed("{:m}") + ` AS total0, ` + onLeave("{:a}", "{:m}") + ` AS onLeave0, ` +
		employed("{:b}") + ` AS total1, ` + onLeave("{:m}", "{:b}") + ` AS onLeave1`).Bind(m.dateRange()).One(&row)
	day := func(total, away int) map[string]any {
		return map[string]any{"value": total - away, "total": total, "onLeave": away}
	}
	return figures{day(row.Total1, row.OnLeave1), day(row.Total0, row.OnLeave0)}, err
}

func roundMoney(v float64) float64 {
	if v < 0 {
		return -float64(int64(-v*100+0.5)) / 100
	}
	return float64(int64(v*100+0.5)) / 100
}

// dashboardCollections are the collections whose changes may change a card.
var dashboardCollections = []string{
	"invoices", "invoice_payments", "bill_payments", "bills", "expenses", "quotations", "receipts",
	"stock_movements", "employees", "leave_requests", "app_settings",
}

// bindDashboardPing sends {"changed": [collection…]} on DashboardTopic to every signed-in client subscribed
// to it, after a commit that touched a card's records, at most every 250 ms (a burst of saves makes one
// message). It carries no figure: each client asks GET /api/erp/dashboard, which checks its keys.
func bindDashboardPing(app core.App) {
	var mu sync.Mutex
	pending := map[string]bool{}
	var timer *time.Timer
	flush := func() {
		mu.Lock()
		changed := make([]string, 0, len(pending))
		for c := range pending {
			changed = append(changed, c)
		}
		pending = map[string]bool{}
		timer = nil
		mu.Unlock()
		data, _ := json.Marshal(map[string]any{"changed": changed})
		broadcast(app, DashboardTopic, data)
	}
	schedule := func(e *core.RecordEvent) error {
		mu.Lock()
		pending[e.Record.Collection().Name] = true
		if timer == nil {
			timer = time.AfterFunc(250*time.Millisecond, flush)
		}
		mu.Unlock()
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(dashboardCollections...).BindFunc(schedule)
	app.OnRecordAfterUpdateSuccess(dashboardCollections...).BindFunc(schedule)
	app.OnRecordAfterDeleteSuccess(dashboardCollections...).BindFunc(schedule)
}

// broadcast sends a message on topic to the signed-in users' clients subscribed to it.
func broadcast(app core.App, topic string, data []byte) {
	msg := subscriptions.Message{Name: topic, Data: data}
	for _, chunk := range app.SubscriptionsBroker().ChunkedClients(300) {
		for _, c := range chunk {
			if !c.HasSubscription(topic) {
				continue
			}
			if auth, _ := c.Get(apis.RealtimeClientAuthKey).(*core.Record); auth == nil || auth.Collection().Name != "users" {
				continue
			}
			c.Send(msg)
		}
	}
}

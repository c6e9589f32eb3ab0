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
	day time.Time // the company's day, midnight UTC of its date
}

func newMetrics(app core.App, day time.Time) *metrics { return &metrics{app: app, day: day} }

// dateRange is [day, day+1) as date fields store days.
func dateRange(day time.Time) dbx.Params {
	return dbx.Params{"a": day.Format("2006-01-02") + " 00:00:00.000Z", "b": day.AddDate(0, 0, 1).Format("2006-01-02") + " 00:00:00.000Z"}
}

// instantRange is the company's local day as an instant range of autodate fields (created).
func (m *metrics) instantRange(day time.Time) dbx.Params {
	loc := CompanyLocation(m.app)
	start := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, loc)
	f := func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05.000Z") }
	return dbx.Params{"a": f(start), "b": f(start.AddDate(0, 0, 1))}
}

// sums runs a query answering (count, piastres) and returns them as {count, value in EGP}.
func (m *metrics) sums(sql string, p dbx.Params) (int, float64, error) {
	var row struct {
		N int     `db:"n"`
		S float64 `db:"s"`
	}
	if err := m.app.DB().NewQuery(sql).Bind(p).One(&row); err != nil {
		return 0, 0, err
	}
	return row.N, row.S / 100, nil
}

func (m *metrics) card(kind string) (today, yesterday map[string]any, err error) {
	f := map[string]func(time.Time) (map[string]any, error){
		"daily-invoices":      m.invoices,
		"daily-expenses":      m.expenses,
		"daily-balance":       m.balance,
		"new-quotations":      m.quotations,
		"inventory-movement":  m.movement,
		"active-clients":      m.activeClients,
		"pending-bills":       m.billsDue,
		"employee-attendance": m.attendance,
	}[kind]
	if today, err = f(m.day); err != nil {
		return nil, nil, err
	}
	yesterday, err = f(m.day.AddDate(0, 0, -1))
	return today, yesterday, err
}

// invoices: invoices issued (Pending, Partially Paid or Paid) with the day as issue date; value = their total.
func (m *metrics) invoices(day time.Time) (map[string]any, error) {
	n, s, err := m.sums(`SELECT COUNT(*) AS n, COALESCE(SUM(ROUND(total * 100)), 0) AS s FROM invoices
		WHERE issueDate >= {:a} AND issueDate < {:b} AND `+issuedInvoice, dateRange(day))
	return map[string]any{"value": s, "count": n}, err
}

func (m *metrics) expenseSum(day time.Time) (int, float64, error) {
	return m.sums(`SELECT COUNT(*) AS n, COALESCE(SUM(ROUND(amount * 100)), 0) AS s FROM expenses
		WHERE date >= {:a} AND date < {:b} AND status != 'Rejected'`, dateRange(day))
}

// expenses: expenses dated the day that are not rejected; value = their amount.
func (m *metrics) expenses(day time.Time) (map[string]any, error) {
	n, s, err := m.expenseSum(day)
	return map[string]any{"value": s, "count": n}, err
}

// balance: money received (invoice payments dated the day) − money paid out (bill payments dated the day and
// the day's expenses that are not rejected).
func (m *metrics) balance(day time.Time) (map[string]any, error) {
	_, in, err := m.sums(`SELECT COUNT(*) AS n, COALESCE(SUM(ROUND(amount * 100)), 0) AS s FROM invoice_payments
		WHERE date >= {:a} AND date < {:b}`, dateRange(day))
	if err != nil {
		return nil, err
	}
	_, bills, err := m.sums(`SELECT COUNT(*) AS n, COALESCE(SUM(ROUND(amount * 100)), 0) AS s FROM bill_payments
		WHERE date >= {:a} AND date < {:b}`, dateRange(day))
	if err != nil {
		return nil, err
	}
	_, exp, err := m.expenseSum(day)
	if err != nil {
		return nil, err
	}
	out := roundMoney(bills + exp)
	return map[string]any{"value": roundMoney(in - out), "received": in, "paidOut": out}, nil
}

// quotations: quotations with the day as issue date (any status); value = their number, total = their sum.
func (m *metrics) quotations(day time.Time) (map[string]any, error) {
	n, s, err := m.sums(`SELECT COUNT(*) AS n, COALESCE(SUM(ROUND(total * 100)), 0) AS s FROM quotations
		WHERE issueDate >= {:a} AND issueDate < {:b}`, dateRange(day))
	return map[string]any{"value": n, "total": s}, err
}

// movement: stock movements recorded during the company's day; value = units in + units out.
func (m *metrics) movement(day time.Time) (map[string]any, error) {
	var row struct {
		N   int `db:"n"`
		In  int `db:"unitsIn"`
		Out int `db:"unitsOut"`
	}
	err := m.app.DB().NewQuery(`SELECT COUNT(*) AS n,
		COALESCE(SUM(CASE WHEN quantity > 0 THEN quantity ELSE 0 END), 0) AS unitsIn,
		COALESCE(SUM(CASE WHEN quantity < 0 THEN -quantity ELSE 0 END), 0) AS unitsOut
		FROM stock_movements WHERE created >= {:a} AND created < {:b}`).Bind(m.instantRange(day)).One(&row)
	return map[string]any{"value": row.In + row.Out, "count": row.N, "unitsIn": row.In, "unitsOut": row.Out}, err
}

// activeClients: distinct clients with an issued invoice, a quotation or a receipt dated the day.
func (m *metrics) activeClients(day time.Time) (map[string]any, error) {
	var row struct {
		N int `db:"n"`
	}
	err := m.app.DB().NewQuery(`SELECT COUNT(DISTINCT client) AS n FROM (
		SELECT client FROM invoices WHERE issueDate >= {:a} AND issueDate < {:b} AND ` + issuedInvoice + `
		UNION ALL SELECT client FROM quotations WHERE issueDate >= {:a} AND issueDate < {:b}
		UNION ALL SELECT client FROM receipts WHERE issueDate >= {:a} AND issueDate < {:b})`).Bind(dateRange(day)).One(&row)
	return map[string]any{"value": row.N}, err
}

// billsDue: supplier bills due on the day and still open (PENDING, PARTIALLY_PAID); value = what remains.
func (m *metrics) billsDue(day time.Time) (map[string]any, error) {
	n, s, err := m.sums(`SELECT COUNT(*) AS n, COALESCE(SUM(ROUND(remaining * 100)), 0) AS s FROM bills
		WHERE dueDate >= {:a} AND dueDate < {:b} AND status IN ('PENDING', 'PARTIALLY_PAID')`, dateRange(day))
	return map[string]any{"value": s, "count": n}, err
}

// attendance: employees expected at work (not terminated, hired by the day) less those on approved leave
// covering the day; value = present, with the total and the number on leave.
func (m *metrics) attendance(day time.Time) (map[string]any, error) {
	var row struct {
		Total   int `db:"total"`
		OnLeave int `db:"onLeave"`
	}
	err := m.app.DB().NewQuery(`SELECT
		(SELECT COUNT(*) FROM employees WHERE status != 'terminated' AND (hireDate = '' OR hireDate < {:b})) AS total,
		(SELECT COUNT(DISTINCT l.employee) FROM leave_requests l JOIN employees e ON e.id = l.employee
			WHERE l.status = 'APPROVED' AND l.startDate < {:b} AND l.endDate >= {:a} AND e.status != 'terminated') AS onLeave`).
		Bind(dateRange(day)).One(&row)
	return map[string]any{"value": row.Total - row.OnLeave, "total": row.Total, "onLeave": row.OnLeave}, err
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

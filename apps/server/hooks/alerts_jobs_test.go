package hooks_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

func openAlerts(t *testing.T, app core.App, kind, sourceID string) []*core.Record {
	t.Helper()
	recs, err := app.FindAllRecords("alerts", dbx.HashExp{"kind": kind, "sourceId": sourceID})
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

func dataOf(t *testing.T, r *core.Record) map[string]any {
	t.Helper()
	rows, err := testutil.JSONRows([]any{r.Get("data")})
	if err != nil {
		t.Fatal(err)
	}
	return rows[0]
}

// TestOverdueAlertsFollowTheClock raises the overdue alert of an open invoice and bill once the threshold is
// reached, keeps daysOverdue current day by day, is idempotent, and resolves when the document is paid.
func TestOverdueAlertsFollowTheClock(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	testutil.UpdateSettings(t, env.App, map[string]any{"timezone": "UTC", "overdueAlertDays": 3})
	inv := env.Save(t, "invoices", map[string]any{"client": f.Client.Id, "issueDate": "2026-03-01 00:00:00.000Z",
		"dueDate": "2026-03-10 00:00:00.000Z", "vatRate": 0, "items": []map[string]any{{"description": "x", "quantity": 1, "unitPrice": 500}}})
	inv.Set("status", "Pending")
	if err := env.App.Save(inv); err != nil {
		t.Fatal(err)
	}
	bill := f.Bill
	bill.Set("dueDate", "2026-03-10 00:00:00.000Z")
	if err := env.App.Save(bill); err != nil {
		t.Fatal(err)
	}
	run := func(date string) hooks.DailyAlertsResult {
		at, _ := time.Parse(time.RFC3339, date+"T08:00:00Z")
		res, err := hooks.RunDailyAlerts(env.App, at)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	run("2026-03-12") // two days late: below the threshold of 3
	if n := len(openAlerts(t, env.App, "overdue_invoice", inv.Id)); n != 0 {
		t.Fatalf("alert before the threshold: %d", n)
	}
	run("2026-03-13")
	run("2026-03-13") // idempotent
	alerts := openAlerts(t, env.App, "overdue_invoice", inv.Id)
	if len(alerts) != 1 {
		t.Fatalf("overdue invoice alerts: %d", len(alerts))
	}
	d := dataOf(t, alerts[0])
	if d["invoiceNumber"] != inv.GetString("invoiceNumber") || d["clientName"] != "Delta Foods" || d["daysOverdue"] != float64(3) || d["total"] != float64(500) {
		t.Errorf("alert data: %v", d)
	}
	if n := len(openAlerts(t, env.App, "overdue_bill", bill.Id)); n != 1 {
		t.Errorf("overdue bill alerts: %d", n)
	}
	run("2026-03-15")
	if d := dataOf(t, openAlerts(t, env.App, "overdue_invoice", inv.Id)[0]); d["daysOverdue"] != float64(5) {
		t.Errorf("daysOverdue is not kept current: %v", d["daysOverdue"])
	}
	// Paid: resolved at once, and the next run does not raise it again.
	inv.Set("status", "Paid")
	if err := env.App.Save(inv); err != nil {
		t.Fatal(err)
	}
	if n := len(openAlerts(t, env.App, "overdue_invoice", inv.Id)); n != 0 {
		t.Errorf("a paid invoice keeps its alert: %d", n)
	}
	if res := run("2026-03-16"); res.Open != 1 {
		t.Errorf("open after payment: %+v", res)
	}
	// A bill cancelled behind the hooks' back (bulk data) is resolved by the next run.
	if _, err := env.App.DB().NewQuery("UPDATE bills SET status = 'CANCELLED' WHERE id = {:id}").Bind(dbx.Params{"id": bill.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	if res := run("2026-03-17"); res.Resolved != 1 || len(openAlerts(t, env.App, "overdue_bill", bill.Id)) != 0 {
		t.Errorf("the cancelled bill's alert is not resolved: %+v", res)
	}
}

// TestLeaveAlertsAtTheStartOfTheDay: on leave while it covers the day, returning for 3 days after it.
func TestLeaveAlertsAtTheStartOfTheDay(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	testutil.UpdateSettings(t, env.App, map[string]any{"timezone": "Africa/Cairo"})
	leave := env.Save(t, "leave_requests", map[string]any{"employee": f.Employee.Id, "leaveType": "ANNUAL",
		"startDate": "2026-04-05 00:00:00.000Z", "endDate": "2026-04-07 00:00:00.000Z"})
	leave.Set("status", "APPROVED")
	if err := env.App.Save(leave); err != nil {
		t.Fatal(err)
	}
	at := func(s string) time.Time { v, _ := time.Parse(time.RFC3339, s); return v }
	check := func(when string, onLeave, returning int) {
		t.Helper()
		if _, err := hooks.RunDailyAlerts(env.App, at(when)); err != nil {
			t.Fatal(err)
		}
		if a, b := len(openAlerts(t, env.App, "employee_on_leave", leave.Id)), len(openAlerts(t, env.App, "employee_returning", leave.Id)); a != onLeave || b != returning {
			t.Errorf("%s: on leave %d (want %d), returning %d (want %d)", when, a, onLeave, b, returning)
		}
	}
	check("2026-04-04T21:30:00Z", 0, 0) // 23:30 in Cairo on the 4th
	check("2026-04-04T22:30:00Z", 1, 0) // 00:30 in Cairo on the 5th: the start of the company's day
	check("2026-04-07T12:00:00Z", 1, 0)
	check("2026-04-08T08:00:00Z", 0, 1)
	check("2026-04-08T09:00:00Z", 0, 1)
	check("2026-04-12T08:00:00Z", 0, 0)
	check("2026-04-06T08:00:00Z", 1, 0)
	d := dataOf(t, openAlerts(t, env.App, "employee_on_leave", leave.Id)[0])
	if d["employeeName"] != "Omar Farouk" || d["leaveType"] != "ANNUAL" || d["startDate"] != "2026-04-05" || d["endDate"] != "2026-04-07" {
		t.Errorf("leave alert data: %v", d)
	}
	leave.Set("status", "CANCELLED")
	if err := env.App.Save(leave); err != nil {
		t.Fatal(err)
	}
	if n := len(openAlerts(t, env.App, "employee_on_leave", leave.Id)); n != 0 {
		t.Errorf("a cancelled leave keeps its alert")
	}
}

// TestReportGeneratedAlert: a saved report raises one alert, regenerating refreshes it, deleting resolves it.
func TestReportGeneratedAlert(t *testing.T) {
	env := testutil.NewEnv(t)
	analyst := env.UserWithKeys(t, "view:saved-reports", "delete:saved-reports", "view:sales-reports")
	// Saved reports are written by the report engine (Go), never through the record API.
	report := env.Save(t, "saved_reports", map[string]any{"name": "March sales", "reportType": "sales_analysis",
		"reportKey": "view:sales-reports", "data": []any{1}, "createdBy": analyst.Id})
	id := report.Id
	alerts := openAlerts(t, env.App, "report_generated", id)
	if len(alerts) != 1 {
		t.Fatalf("report alerts: %d", len(alerts))
	}
	if d := dataOf(t, alerts[0]); d["reportName"] != "March sales" || d["reportType"] != "sales_analysis" || d["generatedByName"] == "" || d["generatedDate"] == "" {
		t.Errorf("report alert data: %v", d)
	}
	report.Set("data", []any{2})
	if err := env.App.Save(report); err != nil {
		t.Fatal(err)
	}
	if n := len(openAlerts(t, env.App, "report_generated", id)); n != 1 {
		t.Errorf("regenerated: %d alerts", n)
	}
	if status, _, raw := env.Do(t, http.MethodDelete, "/api/collections/saved_reports/records/"+id, analyst, nil); status != 204 {
		t.Fatalf("delete: %d %s", status, raw)
	}
	if n := len(openAlerts(t, env.App, "report_generated", id)); n != 0 {
		t.Errorf("deleted report keeps its alert")
	}
}

// TestAlertCentreListsOnlyAllowedKinds: the list, the count and the dismissals only ever concern the kinds the
// role may view (and the user subscribes to); dismiss one and dismiss all are per user.
func TestAlertCentreListsOnlyAllowedKinds(t *testing.T) {
	env := testutil.NewEnv(t)
	low := env.Save(t, "alerts", map[string]any{"kind": "low_stock", "sourceCollection": "inventory_items", "sourceId": "a1", "data": map[string]any{"itemName": "Pipe"}})
	bill := env.Save(t, "alerts", map[string]any{"kind": "overdue_bill", "sourceCollection": "bills", "sourceId": "b1", "data": map[string]any{"billNumber": "BILL-1"}})
	inv := env.Save(t, "alerts", map[string]any{"kind": "overdue_invoice", "sourceCollection": "invoices", "sourceId": "c1", "data": map[string]any{"invoiceNumber": "INV-1"}})
	keeper := env.UserWithKeys(t, "view:low-stock-alerts", "view:overdue-invoice-alerts", "subscribe:alerts")
	other := env.UserWithKeys(t, "view:low-stock-alerts")

	_, out, raw := env.Do(t, http.MethodGet, hooks.AlertsRoute, keeper, nil)
	if out["total"] != float64(2) || !strings.Contains(raw, low.Id) || !strings.Contains(raw, inv.Id) || strings.Contains(raw, bill.Id) {
		t.Fatalf("keeper's alerts: %s", raw)
	}
	if status, _, _ := env.Do(t, http.MethodPost, hooks.AlertDismissRoute, keeper, testutil.JSONBody(map[string]any{"alert": bill.Id})); status != 404 {
		t.Errorf("dismissing an alert of a forbidden kind: %d", status)
	}
	env.Do(t, http.MethodPut, hooks.DashboardPreferencesRoute, keeper, testutil.JSONBody(map[string]any{"alertKinds": []string{"low_stock"}}))
	if _, out, raw = env.Do(t, http.MethodGet, hooks.AlertsRoute, keeper, nil); out["total"] != float64(1) || strings.Contains(raw, inv.Id) {
		t.Errorf("an unsubscribed kind is listed: %s", raw)
	}
	if status, _, raw := env.Do(t, http.MethodPost, hooks.AlertDismissRoute, keeper, testutil.JSONBody(map[string]any{"alert": low.Id})); status != 200 {
		t.Fatalf("dismiss: %d %s", status, raw)
	}
	env.Do(t, http.MethodPost, hooks.AlertDismissRoute, keeper, testutil.JSONBody(map[string]any{"alert": low.Id})) // again: no change
	if _, out, _ = env.Do(t, http.MethodGet, hooks.AlertsRoute, keeper, nil); out["total"] != float64(0) {
		t.Errorf("dismissed alert still listed: %v", out)
	}
	if _, out, _ = env.Do(t, http.MethodGet, hooks.AlertsRoute, other, nil); out["total"] != float64(1) {
		t.Errorf("another user's panel lost the alert: %v", out)
	}
	env.Do(t, http.MethodPut, hooks.DashboardPreferencesRoute, keeper, testutil.JSONBody(map[string]any{"alertKinds": []string{"low_stock", "overdue_invoice"}}))
	_, out, _ = env.Do(t, http.MethodPost, hooks.AlertsDismissAllRoute, keeper, nil)
	if out["dismissed"] != float64(1) {
		t.Errorf("dismiss all: %v", out)
	}
	if _, out, _ = env.Do(t, http.MethodGet, hooks.AlertsRoute, keeper, nil); out["total"] != float64(0) {
		t.Errorf("after clear all: %v", out)
	}
	// A warehouse's alert names it in Arabic too, from the warehouse.
	w := env.Save(t, "warehouses", map[string]any{"name": "Port Said", "nameAr": "بورسعيد", "capacity": 100, "isActive": true})
	_, out, raw = env.Do(t, http.MethodGet, hooks.AlertsRoute, env.UserWithKeys(t, "view:empty-warehouse-alerts"), nil)
	if !strings.Contains(raw, w.Id) || !strings.Contains(raw, `"warehouseNameAr":"بورسعيد"`) {
		t.Errorf("the empty warehouse's alert lacks its Arabic name: %s", raw)
	}
	if n, _ := env.App.CountRecords("alert_dismissals", dbx.HashExp{"alert": bill.Id}); n != 0 {
		t.Errorf("clear all dismissed an alert of a kind the user may not view")
	}
}

// TestOverdueAlertsOnePerClient: a client's overdue invoices make one alert, about the oldest, with the count
// and the remaining sum of all of them; paying the oldest moves the alert to the next one at once, paying the
// last resolves it. Another client's invoices make their own alert.
func TestOverdueAlertsOnePerClient(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	day := hooks.CompanyDay(env.App, time.Now())
	d := func(offset int) string { return day.AddDate(0, 0, offset).Format("2006-01-02") + " 00:00:00.000Z" }
	other := env.Save(t, "clients", map[string]any{"name": "Nile Traders", "type": "business", "status": "active"})
	pending := func(client string, due string, price float64) *core.Record {
		r := env.Save(t, "invoices", map[string]any{"client": client, "issueDate": d(-60), "dueDate": due, "vatRate": 0,
			"items": []map[string]any{{"description": "x", "quantity": 1, "unitPrice": price}}})
		r.Set("status", "Pending")
		if err := env.App.Save(r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	older := pending(f.Client.Id, d(-20), 300)
	newer := pending(f.Client.Id, d(-10), 200)
	pending(f.Client.Id, d(5), 999) // not yet due
	pending(other.Id, d(-3), 50)
	if _, err := hooks.RunDailyAlerts(env.App, time.Now()); err != nil {
		t.Fatal(err)
	}
	forClient := func(client string) []*core.Record {
		recs, err := env.App.FindAllRecords("alerts", dbx.HashExp{"kind": "overdue_invoice"})
		if err != nil {
			t.Fatal(err)
		}
		var out []*core.Record
		for _, r := range recs {
			if dataOf(t, r)["clientId"] == client {
				out = append(out, r)
			}
		}
		return out
	}
	mine := forClient(f.Client.Id)
	if len(mine) != 1 || mine[0].GetString("sourceId") != older.Id {
		t.Fatalf("one alert about the oldest invoice: %v", mine)
	}
	if dd := dataOf(t, mine[0]); dd["invoiceCount"] != float64(2) || dd["overdueTotal"] != float64(500) ||
		dd["daysOverdue"] != float64(20) || dd["total"] != float64(300) || dd["invoiceNumber"] != older.GetString("invoiceNumber") {
		t.Errorf("alert data: %v", dd)
	}
	if theirs := forClient(other.Id); len(theirs) != 1 || dataOf(t, theirs[0])["clientName"] != "Nile Traders" {
		t.Errorf("the other client's alert: %v", theirs)
	}

	older.Set("status", "Paid")
	if err := env.App.Save(older); err != nil {
		t.Fatal(err)
	}
	mine = forClient(f.Client.Id)
	if len(mine) != 1 || mine[0].GetString("sourceId") != newer.Id || dataOf(t, mine[0])["invoiceCount"] != float64(1) {
		t.Fatalf("after the oldest is paid: %v", mine)
	}
	newer.Set("status", "Cancelled")
	if err := env.App.Save(newer); err != nil {
		t.Fatal(err)
	}
	if mine = forClient(f.Client.Id); len(mine) != 0 {
		t.Errorf("after the last is cancelled: %v", mine)
	}
	if res, err := hooks.RunDailyAlerts(env.App, time.Now()); err != nil || len(forClient(other.Id)) != 1 {
		t.Errorf("rerun: %+v %v", res, err)
	}
}

package hooks_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

func card(t *testing.T, out map[string]any, kind string) map[string]any {
	t.Helper()
	cards, _ := out["cards"].([]any)
	for _, c := range cards {
		if m := c.(map[string]any); m["kind"] == kind {
			return m
		}
	}
	t.Fatalf("no card %s in %v", kind, out["cards"])
	return nil
}

func figure(m map[string]any, day, field string) float64 {
	v, _ := m[day].(map[string]any)[field].(float64)
	return v
}

// TestDashboardFigures computes each card for the company's day and the day before from the records.
func TestDashboardFigures(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	day := hooks.CompanyDay(env.App, time.Now())
	d := func(offset int) string { return day.AddDate(0, 0, offset).Format("2006-01-02") + " 00:00:00.000Z" }
	invoice := func(issue string, status string) {
		r := env.Save(t, "invoices", map[string]any{"client": f.Client.Id, "issueDate": issue, "vatRate": 0,
			"items": []map[string]any{{"description": "Service", "quantity": 1, "unitPrice": 100}}})
		r.Set("status", status)
		if err := env.App.Save(r); err != nil {
			t.Fatal(err)
		}
	}
	invoice(d(0), "Pending")
	invoice(d(0), "Paid")
	invoice(d(0), "Draft") // not issued: not counted
	invoice(d(-1), "Pending")
	env.Save(t, "expenses", map[string]any{"date": d(0), "category": "Office Supplies", "amount": 40, "paymentMethod": "Cash", "description": "Paper"})
	env.Save(t, "invoice_payments", map[string]any{"invoice": f.Invoice.Id, "amount": 250, "method": "Cash", "date": d(0)})
	env.Save(t, "quotations", map[string]any{"client": f.Client.Id, "issueDate": d(0), "validUntil": d(10), "vatRate": 0,
		"items": []map[string]any{{"description": "Offer", "quantity": 2, "unitPrice": 50}}})
	bill := env.Save(t, "bills", map[string]any{"supplier": f.Supplier.Id, "issueDate": d(-30), "dueDate": d(0), "vatRate": 0,
		"items": []map[string]any{{"description": "Steel", "quantity": 1, "unitPrice": 300}}})
	env.Save(t, "leave_requests", map[string]any{"employee": f.Employee.Id, "leaveType": "VACATION", "startDate": d(-1), "endDate": d(1), "status": "PENDING"})

	all := env.UserWithKeys(t, "view:daily-invoices", "view:daily-expenses", "view:daily-balance", "view:new-quotations",
		"view:inventory-movement", "view:active-clients", "view:pending-bills", "view:employee-attendance")
	status, out, raw := env.Do(t, http.MethodGet, hooks.DashboardRoute+"?cards=all", all, nil)
	if status != 200 {
		t.Fatalf("dashboard: %d %s", status, raw)
	}
	if out["date"] != day.Format("2006-01-02") || out["timezone"] != "Africa/Cairo" {
		t.Errorf("date/timezone: %v %v", out["date"], out["timezone"])
	}
	inv := card(t, out, "daily-invoices")
	if figure(inv, "today", "value") != 200 || figure(inv, "today", "count") != 2 || figure(inv, "yesterday", "value") != 100 {
		t.Errorf("daily invoices: %v", inv)
	}
	if c := card(t, out, "daily-expenses"); figure(c, "today", "value") != 40 {
		t.Errorf("daily expenses: %v", c)
	}
	if c := card(t, out, "daily-balance"); figure(c, "today", "value") != 210 || figure(c, "today", "received") != 250 {
		t.Errorf("daily balance = 250 received − 40 expenses: %v", c)
	}
	if c := card(t, out, "new-quotations"); figure(c, "today", "value") != 1 || figure(c, "today", "total") != 100 {
		t.Errorf("new quotations: %v", c)
	}
	if c := card(t, out, "active-clients"); figure(c, "today", "value") != 1 || figure(c, "yesterday", "value") != 1 {
		t.Errorf("active clients: %v", c)
	}
	if c := card(t, out, "pending-bills"); figure(c, "today", "value") != bill.GetFloat("remaining") || figure(c, "today", "count") != 1 {
		t.Errorf("bills due today: %v", c)
	}
	// The fixture item's opening stock was recorded today (50 units in).
	if c := card(t, out, "inventory-movement"); figure(c, "today", "unitsIn") != 50 {
		t.Errorf("inventory movement: %v", c)
	}
	if c := card(t, out, "employee-attendance"); figure(c, "today", "value") != 1 || figure(c, "today", "total") != 1 {
		t.Errorf("attendance with a pending leave: %v", c)
	}
}

// TestDashboardKeysAndCardChoice: only the cards of the role's keys, at most 3 kept on the server, the fourth
// and a forbidden kind refused; alert subscriptions need subscribe:alerts and allowed kinds.
func TestDashboardKeysAndCardChoice(t *testing.T) {
	env := testutil.NewEnv(t)
	clerk := env.UserWithKeys(t, "view:daily-invoices", "view:daily-expenses", "view:daily-balance", "view:new-quotations",
		"view:low-stock-alerts", "view:overdue-invoice-alerts", "subscribe:alerts")
	status, out, raw := env.Do(t, http.MethodGet, hooks.DashboardRoute, clerk, nil)
	if status != 200 || len(out["allowedCards"].([]any)) != 4 || len(out["cards"].([]any)) != 3 {
		t.Fatalf("default cards: %d %s", status, raw)
	}
	if strings.Contains(raw, "pending-bills") || strings.Contains(raw, "employee-attendance") {
		t.Errorf("a card without its key is sent: %s", raw)
	}
	put := func(body map[string]any) (int, map[string]any, string) {
		return env.Do(t, http.MethodPut, hooks.DashboardPreferencesRoute, clerk, testutil.JSONBody(body))
	}
	status, out, raw = put(map[string]any{"cards": []string{"daily-invoices", "daily-expenses", "daily-balance", "new-quotations"}})
	testutil.MustRefuse(t, "a fourth card", status, out, raw, "cards", "dashboard_card_limit")
	if !strings.Contains(raw, "Maximum of 3 cards reached.") {
		t.Errorf("limit message: %s", raw)
	}
	status, out, raw = put(map[string]any{"cards": []string{"pending-bills"}})
	testutil.MustRefuse(t, "a card without its key", status, out, raw, "cards", "dashboard_card_not_allowed")
	if status, _, raw = put(map[string]any{"cards": []string{"new-quotations", "daily-balance"}}); status != 200 {
		t.Fatalf("two cards: %d %s", status, raw)
	}
	_, out, _ = env.Do(t, http.MethodGet, hooks.DashboardRoute, clerk, nil)
	if sel := out["selectedCards"].([]any); len(sel) != 2 || sel[0] != "new-quotations" || sel[1] != "daily-balance" {
		t.Errorf("the choice is not kept in order: %v", sel)
	}

	status, out, raw = put(map[string]any{"alertKinds": []string{"overdue_bill"}})
	testutil.MustRefuse(t, "an alert kind without its key", status, out, raw, "alertKinds", "alert_kind_not_allowed")
	if status, out, raw = put(map[string]any{"alertKinds": []string{"low_stock"}}); status != 200 {
		t.Fatalf("subscribe: %d %s", status, raw)
	}
	if sub := out["subscribedAlertKinds"].([]any); len(sub) != 1 || sub[0] != "low_stock" {
		t.Errorf("subscriptions: %v", sub)
	}
	noSub := env.UserWithKeys(t, "view:daily-invoices", "view:low-stock-alerts")
	if status, _, raw := env.Do(t, http.MethodPut, hooks.DashboardPreferencesRoute, noSub,
		testutil.JSONBody(map[string]any{"alertKinds": []string{"low_stock"}})); status != 403 {
		t.Errorf("subscriptions without subscribe:alerts: %d %s", status, raw)
	}
	if status, _, _ := env.Do(t, http.MethodGet, hooks.DashboardRoute, nil, nil); status != 401 {
		t.Errorf("guest: %d", status)
	}
	// Another user cannot read or write the preferences through the collection API.
	other := env.UserWithKeys(t, "view:daily-invoices")
	if _, _, raw := env.Do(t, http.MethodGet, "/api/collections/dashboard_preferences/records", other, nil); strings.Contains(raw, clerk.Id) {
		t.Errorf("another user lists the preferences: %s", raw)
	}
	if status, _, _ := env.Do(t, http.MethodPost, "/api/collections/dashboard_preferences/records", clerk,
		testutil.JSONBody(map[string]any{"user": clerk.Id, "cards": []string{"pending-bills"}})); status < 400 {
		t.Errorf("the collection accepts a direct write: %d", status)
	}
}

// TestCompanyDayFollowsTheTimezone: 23:30 UTC is already the next day in Cairo.
func TestCompanyDayFollowsTheTimezone(t *testing.T) {
	env := testutil.NewEnv(t)
	at := time.Date(2026, 3, 1, 23, 30, 0, 0, time.UTC)
	if d := hooks.CompanyDay(env.App, at).Format("2006-01-02"); d != "2026-03-02" {
		t.Errorf("Cairo day of 23:30 UTC: %s", d)
	}
	testutil.UpdateSettings(t, env.App, map[string]any{"timezone": "UTC"})
	if d := hooks.CompanyDay(env.App, at).Format("2006-01-02"); d != "2026-03-01" {
		t.Errorf("UTC day: %s", d)
	}
	settings, _ := env.App.FindFirstRecordByFilter("app_settings", "")
	settings.Set("timezone", "Mars/Olympus")
	if err := env.App.Save(settings); err == nil || !strings.Contains(err.Error(), "time zone") {
		t.Errorf("an unknown zone is saved: %v", err)
	}
}

// TestDashboardFiguresFollowChanges: the figures are kept between requests and read again once a record behind
// a card changes (an invoice issued, a payment recorded, the settings saved).
func TestDashboardFiguresFollowChanges(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	user := env.UserWithKeys(t, "view:daily-invoices", "view:daily-expenses", "view:daily-balance")
	today := hooks.CompanyDay(env.App, time.Now()).Format("2006-01-02") + " 00:00:00.000Z"
	get := func() map[string]any {
		status, out, raw := env.Do(t, http.MethodGet, hooks.DashboardRoute, user, nil)
		if status != 200 {
			t.Fatalf("dashboard: %d %s", status, raw)
		}
		return out
	}
	base := figure(card(t, get(), "daily-invoices"), "today", "value")
	inv := env.Save(t, "invoices", map[string]any{"client": f.Client.Id, "issueDate": today, "vatRate": 0,
		"items": []map[string]any{{"description": "Service", "quantity": 1, "unitPrice": 100}}})
	inv.Set("status", "Pending")
	if err := env.App.Save(inv); err != nil {
		t.Fatal(err)
	}
	out := get()
	if v := figure(card(t, out, "daily-invoices"), "today", "value"); v != base+100 {
		t.Errorf("after an invoice is issued: %v, want %v", v, base+100)
	}
	received := figure(card(t, out, "daily-balance"), "today", "received")
	env.Save(t, "invoice_payments", map[string]any{"invoice": inv.Id, "amount": 60, "method": "Cash", "date": today})
	if v := figure(card(t, get(), "daily-balance"), "today", "received"); v != received+60 {
		t.Errorf("after a payment: %v, want %v", v, received+60)
	}
	// A change the hooks do not see (raw SQL) is not served until a record of the card changes.
	if _, err := env.App.DB().NewQuery("UPDATE invoices SET total = total + 1000 WHERE id = {:id}").Bind(map[string]any{"id": inv.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	if v := figure(card(t, get(), "daily-invoices"), "today", "value"); v != base+100 {
		t.Errorf("kept figures: %v, want %v", v, base+100)
	}
	// The settings saved (the same zone): every card is read again, and the raw change shows.
	testutil.UpdateSettings(t, env.App, map[string]any{"timezone": "Africa/Cairo"})
	if v := figure(card(t, get(), "daily-invoices"), "today", "value"); v != base+1100 {
		t.Errorf("after the settings change: %v, want %v", v, base+1100)
	}
}

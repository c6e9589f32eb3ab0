package hooks_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/cron"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

// quotation saves a quotation valid from issueDaysAgo to validDaysAhead (negative = in the past).
func quotation(t *testing.T, env *testutil.Env, f *testutil.Fixtures, status string, issueDaysAgo, validDaysAhead int, items ...map[string]any) *core.Record {
	t.Helper()
	now := time.Now().UTC()
	if len(items) == 0 {
		items = testutil.LineItems()
	}
	return env.Save(t, "quotations", map[string]any{
		"client": f.Client.Id, "issueDate": now.AddDate(0, 0, -issueDaysAgo), "validUntil": now.AddDate(0, 0, validDaysAhead),
		"vatRate": 5, "items": items, "status": status,
	})
}

func TestQuotationTransitions(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	seller := env.UserWithKeys(t, "view:quotations", "edit:quotations", "create:invoices", "view:invoices")
	q := quotation(t, env, f, "DRAFT", 1, 30)
	path := "quotations/" + q.Id + "/"

	for _, a := range []string{"accept", "reject"} {
		status, out, raw := env.Act(t, seller, path+a, nil, nil)
		testutil.MustRefuse(t, a+" a draft", status, out, raw, "status", "invalid_status_transition")
	}
	status, out, raw := env.Act(t, seller, path+"invoice", nil, nil)
	testutil.MustRefuse(t, "invoice from a draft", status, out, raw, "status", "invalid_status_transition")
	if status, _, _ := env.Act(t, env.UserWithKeys(t, "view:quotations"), path+"send", nil, nil); status != http.StatusForbidden {
		t.Errorf("send without edit:quotations: %d", status)
	}

	if status, out, raw := env.Act(t, seller, path+"send", nil, nil); status != 200 || out["status"] != "SENT" {
		t.Fatalf("send: %d %s", status, raw)
	}
	status, out, raw = env.Act(t, seller, path+"send", nil, nil)
	testutil.MustRefuse(t, "send twice", status, out, raw, "status", "invalid_status_transition")
	if status, _, _ := env.Do(t, http.MethodPatch, "/api/collections/quotations/records/"+q.Id, seller, testutil.JSONBody(map[string]any{"notes": "x"})); status != 404 {
		t.Errorf("edit a SENT quotation: %d", status)
	}
	status, out, raw = env.Act(t, seller, path+"invoice", nil, nil)
	testutil.MustRefuse(t, "invoice from a sent quotation", status, out, raw, "status", "invalid_status_transition")

	if status, out, raw := env.Act(t, seller, path+"accept", nil, nil); status != 200 || out["status"] != "ACCEPTED" {
		t.Fatalf("accept: %d %s", status, raw)
	}
	status, out, raw = env.Act(t, seller, path+"reject", nil, nil)
	testutil.MustRefuse(t, "reject an accepted quotation", status, out, raw, "status", "invalid_status_transition")

	rejected := quotation(t, env, f, "SENT", 1, 30)
	if status, out, raw := env.Act(t, seller, "quotations/"+rejected.Id+"/reject", nil, nil); status != 200 || out["status"] != "REJECTED" {
		t.Errorf("reject: %d %s", status, raw)
	}
	for _, a := range []string{"accept", "send", "invoice"} {
		status, out, raw := env.Act(t, seller, "quotations/"+rejected.Id+"/"+a, nil, nil)
		testutil.MustRefuse(t, a+" a rejected quotation", status, out, raw, "status", "invalid_status_transition")
	}
}

func TestQuotationGeneratesOneInvoice(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	seller := env.UserWithKeys(t, "view:quotations", "edit:quotations", "create:invoices", "view:invoices")
	lines := []map[string]any{testutil.ItemLine(f.Item, 4), {"description": "Installation", "quantity": 1, "unitPrice": 1200}}
	q := quotation(t, env, f, "ACCEPTED", 3, 30, lines...)

	if status, _, _ := env.Act(t, env.UserWithKeys(t, "view:quotations", "edit:quotations"), "quotations/"+q.Id+"/invoice", nil, nil); status != http.StatusForbidden {
		t.Errorf("invoice without create:invoices: %d", status)
	}
	status, out, raw := env.Act(t, seller, "quotations/"+q.Id+"/invoice?expand=invoice", nil, nil)
	if status != 200 || out["id"] != q.Id || out["status"] != "ACCEPTED" || out["invoice"] == "" {
		t.Fatalf("generate: %d %s", status, raw)
	}
	inv, err := env.App.FindRecordById("invoices", out["invoice"].(string))
	if err != nil {
		t.Fatal(err)
	}
	if out["invoiceNumber"] != inv.GetString("invoiceNumber") || !strings.HasPrefix(inv.GetString("invoiceNumber"), "INV-") {
		t.Errorf("quotation invoiceNumber %v, invoice %s", out["invoiceNumber"], inv.GetString("invoiceNumber"))
	}
	if exp, _ := out["expand"].(map[string]any); exp == nil || exp["invoice"] == nil {
		t.Errorf("expand=invoice: %s", raw)
	}
	if inv.GetString("status") != "Draft" || inv.GetString("client") != f.Client.Id || inv.GetFloat("vatRate") != 5 ||
		inv.GetFloat("total") != q.GetFloat("total") || inv.GetFloat("total") != 1302 ||
		inv.GetDateTime("issueDate").String() != testutil.TodayUTC() || inv.GetDateTime("dueDate").IsZero() {
		t.Errorf("invoice: %v", inv.PublicExport())
	}
	rows, _ := testutil.JSONRows(inv.Get("items"))
	if len(rows) != 2 || rows[0]["item"] != f.Item.Id || rows[1]["description"] != "Installation" {
		t.Errorf("invoice lines: %v", rows)
	}
	// Generating takes no stock: the Draft invoice does when it is issued.
	if qty := testutil.Reload(t, env.App, f.Item).GetInt("quantity"); qty != 50 {
		t.Errorf("stock moved on generate: %d", qty)
	}

	status, out, raw = env.Act(t, seller, "quotations/"+q.Id+"/invoice", nil, nil)
	testutil.MustRefuse(t, "second invoice", status, out, raw, "invoice", "invoice_already_generated")
	if !strings.Contains(raw, inv.GetString("invoiceNumber")) {
		t.Errorf("refusal does not name %s: %s", inv.GetString("invoiceNumber"), raw)
	}
	if n, _ := env.App.CountRecords("invoices"); n != 2 { // the fixtures' invoice and this one
		t.Errorf("%d invoices", n)
	}

	// Once the generated draft is deleted, the quotation may generate again.
	if err := env.App.Delete(inv); err != nil {
		t.Fatal(err)
	}
	if status, out, raw := env.Act(t, seller, "quotations/"+q.Id+"/invoice", nil, nil); status != 200 || out["invoice"] == "" || out["invoice"] == inv.Id {
		t.Errorf("generate after the draft was deleted: %d %s", status, raw)
	}
}

func TestQuotationExpiry(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	seller := env.UserWithKeys(t, "view:quotations", "edit:quotations")

	// Valid through the whole of its validUntil day.
	today := quotation(t, env, f, "SENT", 10, 0)
	if status, out, raw := env.Act(t, seller, "quotations/"+today.Id+"/accept", nil, nil); status != 200 || out["status"] != "ACCEPTED" {
		t.Errorf("accept on the last valid day: %d %s", status, raw)
	}

	for _, a := range []string{"accept", "reject"} {
		q := quotation(t, env, f, "SENT", 10, -2)
		status, out, raw := env.Act(t, seller, "quotations/"+q.Id+"/"+a, nil, nil)
		testutil.MustRefuse(t, a+" an expired quotation", status, out, raw, "validUntil", "quotation_expired")
		if s := testutil.Reload(t, env.App, q).GetString("status"); s != "EXPIRED" {
			t.Errorf("%s: status %s, want EXPIRED", a, s)
		}
		// Once marked, the refusal still says why, with the date.
		status, out, raw = env.Act(t, seller, "quotations/"+q.Id+"/"+a, nil, nil)
		testutil.MustRefuse(t, a+" once marked", status, out, raw, "validUntil", "quotation_expired")
		if !strings.Contains(raw, q.GetDateTime("validUntil").Time().UTC().Format("2006-01-02")) {
			t.Errorf("%s once marked: the refusal does not name the date: %s", a, raw)
		}
	}

	// An expired draft stays a draft: changing its date makes it sendable.
	draft := quotation(t, env, f, "DRAFT", 10, -1)
	status, out, raw := env.Act(t, seller, "quotations/"+draft.Id+"/send", nil, nil)
	testutil.MustRefuse(t, "send an expired draft", status, out, raw, "validUntil", "quotation_expired")
	if s := testutil.Reload(t, env.App, draft).GetString("status"); s != "DRAFT" {
		t.Errorf("expired draft status %s", s)
	}
	if status, _, raw := env.Do(t, http.MethodPatch, "/api/collections/quotations/records/"+draft.Id, seller,
		testutil.JSONBody(map[string]any{"validUntil": time.Now().UTC().AddDate(0, 0, 14)})); status != 200 {
		t.Fatalf("move validUntil: %d %s", status, raw)
	}
	if status, out, raw := env.Act(t, seller, "quotations/"+draft.Id+"/send", nil, nil); status != 200 || out["status"] != "SENT" {
		t.Errorf("send after the new date: %d %s", status, raw)
	}

	// The daily job marks SENT quotations past their date, and only those.
	stale := quotation(t, env, f, "SENT", 40, -5)
	fresh := quotation(t, env, f, "SENT", 1, 5)
	oldDraft := quotation(t, env, f, "DRAFT", 40, -5)
	accepted := quotation(t, env, f, "ACCEPTED", 40, -5)
	n, err := hooks.ExpireQuotations(env.App, time.Now())
	if err != nil || n != 1 {
		t.Fatalf("ExpireQuotations: %d %v", n, err)
	}
	for r, want := range map[*core.Record]string{stale: "EXPIRED", fresh: "SENT", oldDraft: "DRAFT", accepted: "ACCEPTED"} {
		if s := testutil.Reload(t, env.App, r).GetString("status"); s != want {
			t.Errorf("%s: %s, want %s", r.Id, s, want)
		}
	}
	if n, _ := hooks.ExpireQuotations(env.App, time.Now()); n != 0 {
		t.Errorf("second run marked %d", n)
	}
	if n, _ := hooks.ExpireQuotations(env.App, time.Now().AddDate(0, 0, 6)); n != 1 { // fresh; the re-sent draft is valid for 14 days
		t.Errorf("a week later: %d", n)
	}
	if !cronHas(env.App, hooks.QuotationExpiryJob) {
		t.Errorf("the expiry job is not scheduled")
	}
}

// The server marks expired quotations when it starts, and its job runs at least every hour.
func TestQuotationExpiryRunsAtStartAndHourly(t *testing.T) {
	app := testutil.NewApp(t)
	env := &testutil.Env{App: app}
	f := testutil.NewFixtures(t, env)
	stale := quotation(t, env, f, "SENT", 40, -1)
	fresh := quotation(t, env, f, "SENT", 1, 3)

	testutil.Handler(t, app) // serving starts
	if s := testutil.Reload(t, app, stale).GetString("status"); s != "EXPIRED" {
		t.Errorf("a quotation past its date is %s after start-up, want EXPIRED", s)
	}
	if s := testutil.Reload(t, app, fresh).GetString("status"); s != "SENT" {
		t.Errorf("a valid quotation is %s after start-up", s)
	}

	schedule, err := cron.NewSchedule(hooks.QuotationExpirySchedule)
	if err != nil {
		t.Fatal(err)
	}
	runs := 0
	for m := 0; m < 24*60; m++ {
		at := time.Date(2026, 3, 1, m/60, m%60, 0, 0, time.UTC)
		if schedule.IsDue(cron.NewMoment(at)) {
			runs++
		}
	}
	if runs < 24 {
		t.Errorf("the expiry job runs %d times a day, want at least hourly", runs)
	}
}

func cronHas(app core.App, id string) bool {
	for _, j := range app.Cron().Jobs() {
		if j.Id() == id {
			return true
		}
	}
	return false
}

// Past its draft, a quotation keeps the lines and VAT rate its totals came from: even a superuser, past
// every update rule, is refused a change to them (a broken list of lines once made invoice answer 500).
func TestAnAcceptedQuotationKeepsItsLines(t *testing.T) {
	env := testutil.NewEnv(t)
	f := testutil.NewFixtures(t, env)
	q := quotation(t, env, f, "ACCEPTED", 3, 30)
	root := testutil.Token(t, testutil.CreateSuperuser(t, env.App, "root@test.local"))
	path := "/api/collections/quotations/records/" + q.Id
	for name, body := range map[string]string{
		"nested object": `{"items":{"a":{"a":1}}}`,
		"other lines":   `{"items":[{"description":"x","quantity":"1e308","unitPrice":1}]}`,
		"other rate":    `{"vatRate":0}`,
	} {
		res := testutil.Do(t, env.Handler, http.MethodPatch, path, root, body)
		if res.Status != 400 || !strings.Contains(res.Body, "validation_lines_locked") {
			t.Errorf("%s: %d %s", name, res.Status, res.Body)
		}
	}
	if res := testutil.Do(t, env.Handler, http.MethodPatch, path, root, `{"notes":"still editable"}`); res.Status != 200 {
		t.Errorf("notes: %d %s", res.Status, res.Body)
	}
	seller := env.UserWithKeys(t, "view:quotations", "create:invoices", "view:invoices")
	if status, out, raw := env.Act(t, seller, "quotations/"+q.Id+"/invoice", nil, nil); status != 200 || out["invoice"] == "" {
		t.Errorf("generate: %d %s", status, raw)
	}
}

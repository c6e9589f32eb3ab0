package demo_test

import (
	"encoding/json"
	"sort"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/lines"
	"erp/server/internal/seed"
	"erp/server/internal/testutil"
)

// The demo data is what users could have entered through the same rules: stored line totals that add up,
// inventory lines as the wizard saves them, numbers in date order, distinct client names, no payment in
// the future, no sent quotation past its date, and stock that its ledger rows account for. Checked on a freshly seeded database.
func TestSeededDataFollowsTheUsersRules(t *testing.T) {
	app := testutil.NewApp(t)
	if err := app.RunInTransaction(func(tx core.App) error { return seed.Run(tx) }); err != nil {
		t.Fatal(err)
	}
	today := time.Now().UTC().Format("2006-01-02")

	t.Run("every document stores its line totals", func(t *testing.T) {
		for collection, tax := range map[string]string{"invoices": "vat", "quotations": "tax", "receipts": "tax", "bills": "vat"} {
			docs, err := app.FindAllRecords(collection)
			if err != nil || len(docs) == 0 {
				t.Fatalf("%s: %d records, %v", collection, len(docs), err)
			}
			for _, d := range docs {
				var subtotal int64
				for i, l := range documentLines(t, d) {
					total, ok := l["total"].(float64)
					qty, _ := lines.ParseQuantity(lines.JSONText(l["quantity"]))
					price, _ := lines.ParseMoney(lines.JSONText(l["unitPrice"]))
					if !ok || lines.FromFloat(total) != lines.LineTotal(qty, price) {
						t.Fatalf("%s %s line %d: total %v for %v × %v", collection, d.Id, i, l["total"], l["quantity"], l["unitPrice"])
					}
					subtotal += lines.FromFloat(total)
				}
				if subtotal != lines.FromFloat(d.GetFloat("subtotal")) ||
					lines.FromFloat(d.GetFloat("total")) != subtotal+lines.FromFloat(d.GetFloat(tax)) {
					t.Fatalf("%s %s: lines %d, subtotal %.2f, total %.2f", collection, d.Id, subtotal, d.GetFloat("subtotal"), d.GetFloat("total"))
				}
			}
		}
	})

	t.Run("inventory lines name their warehouse and supplier", func(t *testing.T) {
		drafts := 0
		for _, collection := range []string{"invoices", "quotations"} {
			docs, _ := app.FindAllRecords(collection)
			for _, d := range docs {
				for i, l := range documentLines(t, d) {
					if l["item"] == nil {
						continue
					}
					item, err := app.FindRecordById("inventory_items", l["item"].(string))
					if err != nil {
						t.Fatalf("%s %s line %d: item %v", collection, d.Id, i, l["item"])
					}
					text := func(k string) string { v, _ := l[k].(string); return v }
					if text("warehouse") != item.GetString("warehouse") || text("warehouseName") == "" ||
						text("supplier") != item.GetString("supplier") || (item.GetString("supplier") != "" && text("supplierName") == "") {
						t.Fatalf("%s %s line %d: %v", collection, d.Id, i, l)
					}
					if d.GetString("status") == "Draft" {
						drafts++
					}
				}
			}
		}
		if drafts == 0 {
			t.Error("no draft invoice has an inventory line")
		}
	})

	t.Run("numbers follow dates", func(t *testing.T) {
		for _, c := range []struct{ collection, number, date string }{
			{"invoices", "invoiceNumber", "issueDate"}, {"quotations", "quotationNumber", "issueDate"},
			{"receipts", "receiptNumber", "issueDate"}, {"bills", "billNumber", "issueDate"},
			{"expenses", "expenseNumber", "date"}, {"purchase_requests", "number", "date"},
			{"stock_transfers", "transferNumber", "date"},
		} {
			docs, _ := app.FindAllRecords(c.collection)
			sort.Slice(docs, func(a, b int) bool { return docs[a].GetString(c.number) < docs[b].GetString(c.number) })
			for i := 1; i < len(docs); i++ {
				prev, cur := docs[i-1], docs[i]
				if cur.GetDateTime(c.date).Time().Before(prev.GetDateTime(c.date).Time()) {
					t.Errorf("%s: %s (%s) comes after %s (%s)", c.collection, cur.GetString(c.number), cur.GetDateTime(c.date),
						prev.GetString(c.number), prev.GetDateTime(c.date))
				}
			}
		}
	})

	t.Run("the ledger adds up to the stock", func(t *testing.T) {
		var off []struct {
			ID     string `db:"id"`
			Stock  int    `db:"quantity"`
			Ledger int    `db:"ledger"`
		}
		err := app.DB().NewQuery(`SELECT i.id, i.quantity, COALESCE((SELECT SUM(m.quantity) FROM stock_movements m
			WHERE m.item = i.id), 0) AS ledger FROM inventory_items i`).All(&off)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range off {
			if o.Stock != o.Ledger {
				t.Errorf("item %s holds %d, its ledger rows add up to %d", o.ID, o.Stock, o.Ledger)
			}
		}
		if len(off) == 0 {
			t.Fatal("no inventory items")
		}
	})

	t.Run("delivered purchase requests entered the stock through the ledger", func(t *testing.T) {
		delivered := 0
		for _, status := range []string{"received", "fulfilled"} {
			docs, _ := app.FindAllRecords("purchase_requests", dbx.HashExp{"status": status})
			for _, pr := range docs {
				delivered++
				want := 0
				for _, l := range documentLines(t, pr) {
					q, _ := l["quantity"].(float64)
					want += int(q)
				}
				var got struct {
					Rows  int `db:"rows"`
					Units int `db:"units"`
				}
				err := app.DB().NewQuery(`SELECT COUNT(*) AS rows, COALESCE(SUM(quantity), 0) AS units FROM stock_movements
					WHERE reason = 'purchase_receipt' AND sourceCollection = 'purchase_requests' AND sourceId = {:id}`).
					Bind(dbx.Params{"id": pr.Id}).One(&got)
				if err != nil || got.Rows != len(documentLines(t, pr)) || got.Units != want || want == 0 {
					t.Errorf("%s %s: %d receipt rows of %d units, want %d lines of %d units (%v)", status, pr.GetString("number"),
						got.Rows, got.Units, len(documentLines(t, pr)), want, err)
				}
			}
		}
		if delivered == 0 {
			t.Error("the demo should have received and fulfilled purchase requests")
		}
	})

	t.Run("client names are distinct", func(t *testing.T) {
		for _, field := range []string{"name", "nameAr"} {
			if n := count(t, app, "clients", field+" IN (SELECT "+field+" FROM clients GROUP BY "+field+" HAVING COUNT(*) > 1)"); n != 0 {
				t.Errorf("%d clients share a %s", n, field)
			}
		}
	})

	t.Run("no payment is in the future", func(t *testing.T) {
		for _, ledger := range []string{"invoice_payments", "bill_payments"} {
			if n := count(t, app, ledger, "date(date) > '"+today+"'"); n != 0 {
				t.Errorf("%s: %d payments after today", ledger, n)
			}
		}
	})

	t.Run("no sent quotation is past its date", func(t *testing.T) {
		if n := count(t, app, "quotations", "status = 'SENT' AND date(validUntil) < '"+today+"'"); n != 0 {
			t.Errorf("%d sent quotations are past their valid-until date", n)
		}
		if count(t, app, "quotations", "status = 'SENT'") == 0 || count(t, app, "quotations", "status = 'EXPIRED' AND date(validUntil) < '"+today+"'") == 0 {
			t.Error("the demo should have both valid sent quotations and expired ones")
		}
	})
}

func documentLines(t *testing.T, d *core.Record) []map[string]any {
	t.Helper()
	var out []map[string]any
	if err := json.Unmarshal([]byte(d.GetString("items")), &out); err != nil {
		t.Fatalf("%s %s: items %v", d.Collection().Name, d.Id, err)
	}
	return out
}

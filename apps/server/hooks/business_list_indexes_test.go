package hooks_test

// Checks across the list screens: every list sort is served by an index.

import (
	"context"
	"database/sql"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/dbx"

	"erp/server/internal/testutil"
)

// TestListSortsUseIndexes runs the list screens' requests as a user holding the view keys (so the queries
// carry the role rule's joins), captures the SQL PocketBase generates and checks its EXPLAIN QUERY PLAN: the
// rows come in the requested order from the expected index, with no temporary B-tree for the ORDER BY.
func TestListSortsUseIndexes(t *testing.T) {
	env := testutil.NewEnv(t)
	user := env.UserWithKeys(t, "view:invoices", "view:quotations", "view:receipts", "view:bills", "view:expenses", "view:clients", "view:users", "view:access")

	var mu sync.Mutex
	var captured []string
	db := env.App.ConcurrentDB().(*dbx.DB)
	db.QueryLogFunc = func(_ context.Context, _ time.Duration, sql string, _ *sql.Rows, _ error) {
		mu.Lock()
		defer mu.Unlock()
		captured = append(captured, sql)
	}
	t.Cleanup(func() { db.QueryLogFunc = nil })

	cases := []struct{ url, index string }{
		{"/api/collections/invoices/records?sort=-invoiceNumber", "idx_invoices_invoiceNumber"},
		{"/api/collections/invoices/records?sort=invoiceNumber", "idx_invoices_invoiceNumber"},
		{"/api/collections/invoices/records?sort=-issueDate&filter=(status='Pending')", "idx_invoices_status_issueDate"},
		{"/api/collections/invoices/records?sort=dueDate&filter=(status='Pending')", "idx_invoices_status_dueDate"},
		{"/api/collections/invoices/records?sort=-total", "idx_invoices_total"},
		{"/api/collections/invoices/records?sort=-amountPaid", "idx_invoices_amountPaid"},
		{"/api/collections/invoices/records?sort=-created", "idx_invoices_created"},
		{"/api/collections/invoices/records?sort=-created&filter=(status='Pending')", "idx_invoices_status_created"},
		{"/api/collections/quotations/records?sort=-created&filter=(status='SENT')", "idx_quotations_status_created"},
		{"/api/collections/quotations/records?sort=-quotationNumber", "idx_quotations_quotationNumber"},
		{"/api/collections/quotations/records?sort=validUntil&filter=(status='SENT')", "idx_quotations_status_validUntil"},
		{"/api/collections/receipts/records?sort=-receiptNumber", "idx_receipts_receiptNumber"},
		{"/api/collections/receipts/records?sort=invoiceNumber", "idx_receipts_invoiceNumber"},
		{"/api/collections/bills/records?sort=-billNumber", "idx_bills_billNumber"},
		{"/api/collections/bills/records?sort=dueDate&filter=(status='PENDING')", "idx_bills_status_dueDate"},
		{"/api/collections/bills/records?sort=-remaining", "idx_bills_remaining"},
		{"/api/collections/expenses/records?sort=-expenseNumber", "idx_expenses_expenseNumber"},
		{"/api/collections/expenses/records?sort=-date&filter=(status='Pending')", "idx_expenses_status_date"},
		{"/api/collections/clients/records?sort=-updated", "idx_clients_updated"},
		{"/api/collections/users/records?sort=-lastLogin", "idx_users_lastLogin"},
		{"/api/collections/users/records?sort=lastLogin", "idx_users_lastLogin"},
		// The audit trail's filters, in its order (newest first, then id), forward and sought backward.
		{"/api/collections/audit_log/records?sort=-created,id&filter=(collection='inventory_items')", "idx_audit_log_collection_created"},
		{"/api/collections/audit_log/records?sort=created,-id&filter=(collection='inventory_items')", "idx_audit_log_collection_created"},
		{"/api/collections/audit_log/records?sort=-created,id&filter=(userEmail='stock@erp.local')", "idx_audit_log_userEmail_created"},
	}
	for _, c := range cases {
		mu.Lock()
		captured = nil
		mu.Unlock()
		if status, _, raw := env.Do(t, http.MethodGet, c.url+"&perPage=30&skipTotal=1", user, nil); status != 200 {
			t.Fatalf("%s: %d %s", c.url, status, raw)
		}
		mu.Lock()
		var list string
		for _, q := range captured {
			if strings.Contains(q, "ORDER BY") && strings.Contains(q, "LIMIT") {
				list = q
			}
		}
		mu.Unlock()
		if list == "" {
			t.Fatalf("%s: no list query captured", c.url)
		}
		plan := queryPlan(t, env, list)
		if !strings.Contains(plan+"\n", "INDEX "+c.index+"\n") && !strings.Contains(plan, "INDEX "+c.index+" ") {
			t.Errorf("%s: plan does not use %s:\n%s\n%s", c.url, c.index, plan, list)
		}
		if strings.Contains(plan, "TEMP B-TREE FOR ORDER BY") || strings.Contains(plan, "TEMP B-TREE FOR RIGHT PART OF ORDER BY") {
			t.Errorf("%s: the rows are sorted in a temporary B-tree:\n%s", c.url, plan)
		}
	}
}

// queryPlan returns the EXPLAIN QUERY PLAN details of query, one step per line.
func queryPlan(t *testing.T, env *testutil.Env, query string) string {
	t.Helper()
	rows, err := env.App.ConcurrentDB().NewQuery("EXPLAIN QUERY PLAN " + query).Rows()
	if err != nil {
		t.Fatalf("explain %s: %v", query, err)
	}
	defer rows.Close()
	steps := []string{}
	for rows.Next() {
		var id, parent, notused int
		var detail string
		if err := rows.Scan(&id, &parent, &notused, &detail); err != nil {
			t.Fatal(err)
		}
		steps = append(steps, detail)
	}
	return strings.Join(steps, "\n")
}

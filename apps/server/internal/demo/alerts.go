package demo

import (
	"fmt"

	"erp/server/hooks"
)

// alert records a one-off alert (the stock alerts are raised by the inventory hooks themselves).
func (s *seeder) alert(kind, sourceCollection, sourceID string, data map[string]any) {
	if s.err == nil {
		if err := hooks.RaiseAlert(s.app, kind, sourceCollection, sourceID, data); err != nil {
			s.fail(fmt.Errorf("demo: alert %s: %w", kind, err))
		}
	}
}

// alerts raises the document, HR and overdue alerts of the demo data.
func (s *seeder) alerts() {
	warehouseName := map[string]string{}
	for _, w := range s.warehouses {
		warehouseName[w.Id] = w.GetString("name")
	}
	for _, tr := range s.transfers {
		if st := tr.GetString("status"); st == "pending" || st == "approved" || st == "completed" {
			s.alert("stock_transfer", "stock_transfers", tr.Id, map[string]any{
				"status": st, "transferNumber": tr.GetString("transferNumber"),
				"fromWarehouseName": warehouseName[tr.GetString("fromWarehouse")], "toWarehouseName": warehouseName[tr.GetString("toWarehouse")],
			})
		}
	}
	for _, pr := range s.requests {
		if pr.GetString("status") == "pending" {
			s.alert("purchase_request", "purchase_requests", pr.Id, map[string]any{"prNumber": pr.GetString("number"), "requestedByName": "Karim Adel"})
		}
	}
	employeeName := map[string]string{}
	for _, e := range s.employees {
		employeeName[e.Id] = e.GetString("firstName") + " " + e.GetString("lastName")
	}
	for _, l := range s.leaves {
		if l.GetString("status") != "APPROVED" {
			continue
		}
		start, end := l.GetDateTime("startDate").Time(), l.GetDateTime("endDate").Time()
		data := map[string]any{"employeeName": employeeName[l.GetString("employee")], "leaveType": l.GetString("leaveType"),
			"startDate": start.Format("2006-01-02"), "endDate": end.Format("2006-01-02")}
		switch {
		case !start.After(s.today) && !end.Before(s.today):
			s.alert("employee_on_leave", "leave_requests", l.Id, data)
		case end.Before(s.today) && end.After(s.daysAgo(10)):
			s.alert("employee_returning", "leave_requests", l.Id, data)
		}
	}
	clientName := map[string]string{}
	for _, c := range s.clients {
		clientName[c.Id] = c.GetString("name")
	}
	for i, inv := range s.overdueInvs {
		if i >= 8 {
			break
		}
		s.alert("overdue_invoice", "invoices", inv.Id, map[string]any{
			"invoiceNumber": inv.GetString("invoiceNumber"), "clientName": clientName[inv.GetString("client")],
			"daysOverdue": int(s.today.Sub(inv.GetDateTime("dueDate").Time()).Hours() / 24), "total": inv.GetFloat("total"),
		})
	}
	supplierName := map[string]string{}
	for _, sp := range s.suppliers {
		supplierName[sp.Id] = sp.GetString("name")
	}
	for i, b := range s.overdueBill {
		if i >= 5 {
			break
		}
		s.alert("overdue_bill", "bills", b.Id, map[string]any{
			"billNumber": b.GetString("billNumber"), "supplierName": supplierName[b.GetString("supplier")],
			"daysOverdue": int(s.today.Sub(b.GetDateTime("dueDate").Time()).Hours() / 24), "total": b.GetFloat("total"),
		})
	}
	if s.err != nil {
		s.err = fmt.Errorf("demo alerts: %w", s.err)
	}
}

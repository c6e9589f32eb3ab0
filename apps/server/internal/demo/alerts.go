package demo

import (
	"fmt"
	"time"

	"github.com/pocketbase/pocketbase/core"

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
	// Overdue invoices and bills, employees on leave and returning: what the daily job raises on the
	// company's day (with Arabic names beside the English ones); report generated came with the saved reports.
	if s.err == nil {
		if _, err := hooks.RunDailyAlerts(s.app, time.Now()); err != nil {
			s.fail(fmt.Errorf("demo: daily alerts: %w", err))
		}
	}
	s.dashboardChoices()
	if s.err != nil {
		s.err = fmt.Errorf("demo alerts: %w", s.err)
	}
}

// demoCards are the demo users' dashboard cards: each role's three most useful figures.
var demoCards = map[string][]string{
	"admin@erp.local": {"daily-invoices", "daily-balance", "inventory-movement"},
	"sales@erp.local": {"daily-invoices", "daily-balance", "pending-bills"},
	"stock@erp.local": {"inventory-movement"},
	"hr@erp.local":    {"employee-attendance"},
}

// dashboardChoices saves the demo users' card choices (dashboard_preferences).
func (s *seeder) dashboardChoices() {
	col, err := s.app.FindCachedCollectionByNameOrId("dashboard_preferences")
	if err != nil {
		s.fail(err)
		return
	}
	for email, cards := range demoCards {
		u := s.user(email)
		if u == nil || s.err != nil {
			continue
		}
		p := core.NewRecord(col)
		p.Set("user", u.Id)
		p.Set("cards", cards)
		if err := s.app.Save(p); err != nil {
			s.fail(fmt.Errorf("demo: dashboard cards of %s: %w", email, err))
		}
	}
}

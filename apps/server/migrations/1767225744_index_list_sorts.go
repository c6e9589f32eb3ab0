package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// listSortIndexes are plain (non-partial) indexes for the sorts and filter+sort pairs of the list screens.
// The unique indexes on document numbers are partial (only rows with a number), and SQLite uses a partial index
// only when the query's WHERE implies its condition, so `sort=-invoiceNumber` sorted the whole table in a
// temporary B-tree. (status, date) pairs serve a status filter with a date sort or the overdue filter
// (status in Pending/Partially Paid and dueDate before today) with one index range per status.
var listSortIndexes = map[string][][]string{
	"invoices":   {{"invoiceNumber"}, {"status", "dueDate"}},
	"quotations": {{"quotationNumber"}, {"status", "validUntil"}, {"status", "issueDate"}},
	"receipts":   {{"receiptNumber"}, {"invoiceNumber"}},
	"bills":      {{"billNumber"}, {"status", "dueDate"}, {"status", "issueDate"}, {"amountPaid"}, {"remaining"}},
	"expenses":   {{"expenseNumber"}, {"status", "date"}},
	"clients":    {{"company"}, {"email"}, {"updated"}},
	"users":      {{"status"}, {"lastLogin"}},
}

func init() {
	m.Register(func(app core.App) error {
		return bizAddIndexes(app, listSortIndexes)
	}, func(app core.App) error {
		return bizRemoveIndexes(app, listSortIndexes)
	})
}

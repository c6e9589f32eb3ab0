package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// bizExtraIndexes completes the business indexes: the remaining relations (so back-relations, cascades
// and "by user" filters do not scan) and the sort columns of the receipts and expenses lists.
var bizExtraIndexes = map[string][][]string{
	"stock_movements":  {{"createdBy"}},
	"stock_transfers":  {{"requestedBy"}},
	"leave_requests":   {{"approvedBy"}},
	"overtime_records": {{"processedBy"}},
	"invoice_payments": {{"recordedBy"}},
	"bill_payments":    {{"recordedBy"}},
	"receipts":         {{"total"}},
	"expenses":         {{"description"}, {"reference"}, {"amount"}},
	"bills":            {{"total"}},
	"quotations":       {{"total"}},
}

func init() {
	m.Register(func(app core.App) error {
		return bizAddIndexes(app, bizExtraIndexes)
	}, func(app core.App) error {
		return bizRemoveIndexes(app, bizExtraIndexes)
	})
}

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
		for name, sets := range bizExtraIndexes {
			c, err := bizFind(app, name)
			if err != nil {
				return err
			}
			for _, cols := range sets {
				bizIndex(c, cols...)
			}
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		for name, sets := range bizExtraIndexes {
			c, err := bizFind(app, name)
			if err != nil {
				continue
			}
			for _, cols := range sets {
				c.RemoveIndex("idx_" + name + "_" + bizJoinCols(cols))
			}
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	})
}

func bizJoinCols(cols []string) string {
	out := ""
	for i, c := range cols {
		if i > 0 {
			out += "_"
		}
		out += c
	}
	return out
}

// Package demo creates the demo company's business data (clients, invoices, stock, HR, reports) and the
// large dataset used for performance work. Roles and demo users are seeded by package seed before it.
package demo

import (
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
)

// Seed creates the demo business data idempotently (it does nothing when the data is already there).
func Seed(app core.App) error {
	return nil
}

// RegisterCommands adds the demo data commands (such as the large dataset generator) to the CLI.
func RegisterCommands(pb *pocketbase.PocketBase) {
}

// Package hooks holds the business hooks and action routes, one file per domain.
package hooks

import "github.com/pocketbase/pocketbase/core"

// Bind registers every domain's hooks and routes.
func Bind(app core.App) {
}

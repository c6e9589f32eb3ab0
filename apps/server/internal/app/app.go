// Package app assembles the ERP server: PocketBase, its migrations, hooks, routes and commands.
package app

import (
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/osutils"

	"erp/server/hooks"
	_ "erp/server/migrations" // registers the app migrations
)

// New builds the PocketBase application with everything the ERP needs bound to it.
func New() *pocketbase.PocketBase {
	pb := pocketbase.New()
	migratecmd.MustRegister(pb, pb.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangGo,
		Automigrate:  osutils.IsProbablyGoRun(),
	})
	Bind(pb)
	return pb
}

// Bind registers every hook and route on app. Tests call it on a tests.TestApp.
func Bind(app core.App) {
	hooks.Bind(app)
}

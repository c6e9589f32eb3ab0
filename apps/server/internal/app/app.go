// Package app assembles the ERP server: PocketBase, its migrations, hooks, routes and commands.
package app

import (
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/hook"

	"erp/server/hooks"
	"erp/server/internal/demo"
	"erp/server/internal/web"
	_ "erp/server/migrations" // registers the app migrations
)

// PublicDir is the directory of the built SPA, set by the --publicDir flag (read when serve starts).
var PublicDir = "./pb_public"

// New builds the PocketBase application with everything the ERP needs bound to it.
func New() *pocketbase.PocketBase {
	tuneGC()
	// Not PocketBase's guess from the binary's path: a build under /tmp looks like `go run` to it and
	// would log every SQL statement and auto-generate migrations. `--dev` still turns dev mode on.
	pb := pocketbase.NewWithConfig(pocketbase.Config{DefaultDev: false, DBConnect: DBConnect})
	pb.RootCmd.PersistentFlags().StringVar(&PublicDir, "publicDir", PublicDir,
		"the directory of the built web app served at / (for example apps/erp/dist)")
	migratecmd.MustRegister(pb, pb.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangGo,
		Automigrate:  false, // migrations are written by hand, in Go
	})
	pb.RootCmd.AddCommand(newSeedCommand(pb))
	demo.RegisterCommands(pb)
	Bind(pb)
	bindCheckpoints(pb)
	keepWriterOpen(pb)
	pb.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.App.Logger().Info("Main database opened", "driver", SQLiteDriver)
		return se.Next()
	})
	return pb
}

// Bind registers every hook and route on app. Tests call it on a tests.TestApp.
func Bind(app core.App) {
	hooks.Bind(app)
	bindMailCatcher(app)
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id:       "erpEnvSettings",
		Priority: -10,
		Func: func(se *core.ServeEvent) error {
			if err := ApplyEnv(se.App); err != nil {
				return err
			}
			return se.Next()
		},
	})
	web.Bind(app, func() string { return PublicDir })
}

package hooks

import "github.com/pocketbase/pocketbase/core"

func bindBackups(app core.App) {}

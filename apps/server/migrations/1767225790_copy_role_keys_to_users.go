package migrations

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Every rule checks the caller's keys on their own user record (`@request.auth.permissions`), a server-kept copy
// of their role's keys, rather than through the role (`@request.auth.roleId.permissions`). PocketBase resolves
// an auth field by joining the users table on the caller's id, and a relation of it by joining the roles table
// too; the second join made every list of a role user about a third slower than a superuser's, and its count 13
// times slower (docs/PERFORMANCE.md). The copy is hidden and written only by the server (hooks/platform_role_keys.go),
// in the same transaction as any change of a user's role or of a role's keys.
const (
	roleKeysThroughRole = `@request.auth.roleId.permissions ~`
	roleKeysOnUser      = `@request.auth.permissions ~`
)

func init() {
	m.Register(func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		if users.Fields.GetByName("permissions") == nil {
			users.Fields.Add(&core.JSONField{Name: "permissions", Hidden: true, MaxSize: 64 * 1024})
			if err := app.Save(users); err != nil {
				return err
			}
		}
		if _, err := app.DB().NewQuery(`UPDATE users SET permissions =
			COALESCE((SELECT roles.permissions FROM roles WHERE roles.id = users.roleId), '[]')`).Execute(); err != nil {
			return err
		}
		return rewriteRules(app, roleKeysThroughRole, roleKeysOnUser)
	}, func(app core.App) error {
		if err := rewriteRules(app, roleKeysOnUser, roleKeysThroughRole); err != nil {
			return err
		}
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		users.Fields.RemoveByName("permissions")
		return app.Save(users)
	})
}

// rewriteRules replaces from with to in every API rule of every collection.
func rewriteRules(app core.App, from, to string) error {
	collections, err := app.FindAllCollections()
	if err != nil {
		return err
	}
	for _, c := range collections {
		changed := false
		for _, rule := range []**string{&c.ListRule, &c.ViewRule, &c.CreateRule, &c.UpdateRule, &c.DeleteRule, &c.ManageRule} {
			if *rule != nil && strings.Contains(**rule, from) {
				s := strings.ReplaceAll(**rule, from, to)
				*rule = &s
				changed = true
			}
		}
		if changed {
			if err := app.Save(c); err != nil {
				return err
			}
		}
	}
	return nil
}

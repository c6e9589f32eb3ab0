package hooks

// Access: an administrator holding manage:access ends a user's sessions and locks or unlocks an account,
// through business actions (POST /api/erp/users/{id}/end-sessions|lock|unlock). Ending sessions gives the
// user a new token key, so every token issued before stops working at once (401, platform_sessions.go);
// locking deactivates the account (status inactive, which also ends its sessions) and unlocking reactivates
// it. Nobody locks themselves, and the last active Administrator stays (platform_lockout.go).

import (
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
)

func bindAccess(app core.App) {
	setStatus := func(status string) func(c *actions.Call) error {
		return func(c *actions.Call) error {
			if status == "inactive" && c.Event.Auth != nil && c.Event.Auth.Id == c.Record.Id {
				return actions.Refuse("status", "self_deactivate", selfDeactivateMessage, nil)
			}
			if c.Record.GetString("status") == status {
				return nil // idempotent: already locked or unlocked
			}
			c.Record.Set("status", status)
			return c.Tx.Save(c.Record)
		}
	}
	actions.Register(app, "users", map[string]actions.Action{
		"end-sessions": {Permission: "manage:access", Run: func(c *actions.Call) error {
			c.Record.RefreshTokenKey()
			return c.Tx.Save(c.Record)
		}},
		"lock":   {Permission: "manage:access", Run: setStatus("inactive")},
		"unlock": {Permission: "manage:access", Run: setStatus("active")},
	})
}

package hooks

// Users: sign-in of inactive accounts, lastLogin, the active flag kept in step with the status, and the
// sessions of a deactivated user ended.

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/audit"
)

// InactiveAccountMessage is the sign-in error of a deactivated user.
const InactiveAccountMessage = "Your account is inactive. Contact your administrator."

// bindUsers refuses sign-in to inactive users, stamps lastLogin and keeps active and status in step.
func bindUsers(app core.App) {
	app.OnRecordAuthWithPasswordRequest("users").BindFunc(func(e *core.RecordAuthWithPasswordRequestEvent) error {
		// Only a correct password reveals that the account is inactive.
		if e.Record != nil && !e.Record.GetBool("active") && e.Record.ValidatePassword(e.Password) {
			return e.BadRequestError(InactiveAccountMessage, nil)
		}
		if err := e.Next(); err != nil {
			return err
		}
		// The response is already written: a failed stamp must not turn a sign-in into an error.
		if err := stampLastLogin(e.App, e.Record); err != nil {
			e.App.Logger().Error("failed to update lastLogin", "user", e.Record.Id, "error", err)
		}
		return nil
	})

	// active (bool, used by the API rules) and status (select shown in the UI) describe the same state.
	// A change to status wins; otherwise status follows active.
	sync := func(e *core.RecordEvent) error {
		status := e.Record.GetString("status")
		storedStatus := ""
		storedActive := false
		if !e.Record.IsNew() {
			// Read the stored row: Original() is stale on a record object that was saved before.
			stored, err := e.App.FindRecordById("users", e.Record.Id)
			if err != nil {
				return err
			}
			storedStatus = stored.GetString("status")
			storedActive = stored.GetBool("active")
		}
		if status != "" && (e.Record.IsNew() || status != storedStatus) {
			e.Record.Set("active", status == "active")
		} else if e.Record.GetBool("active") {
			e.Record.Set("status", "active")
		} else {
			e.Record.Set("status", "inactive")
		}
		// Deactivation ends every session at once: a new token key invalidates the tokens issued before it
		// (they are then answered 401, see platform_sessions.go), as a password change does.
		if storedActive && !e.Record.GetBool("active") {
			e.Record.RefreshTokenKey()
		}
		return e.Next()
	}
	app.OnRecordCreate("users").BindFunc(sync)
	app.OnRecordUpdate("users").BindFunc(sync)
}

func stampLastLogin(app core.App, user *core.Record) error {
	return app.RunInTransaction(func(tx core.App) error {
		defer audit.SetActor(tx, user)()
		fresh, err := tx.FindRecordById("users", user.Id)
		if err != nil {
			return err
		}
		fresh.Set("lastLogin", types.NowDateTime())
		return tx.Save(fresh)
	})
}

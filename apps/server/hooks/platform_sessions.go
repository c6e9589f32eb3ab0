package hooks

// Sessions: a request that carries a token the server no longer accepts (the password was changed, the
// account deleted, the token expired or forged) is answered 401, instead of PocketBase's default of
// serving it as a guest (an empty list, a 404). The app then ends the session on the user's next action.

import (
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// StaleTokenMiddlewareId is the id of the router middleware that refuses unaccepted tokens.
const StaleTokenMiddlewareId = "erpRejectStaleToken"

// SessionExpiredMessage is the 401 answer to a request whose token is no longer accepted.
const SessionExpiredMessage = "Your session has expired. Please log in again."

// tokenFreeActions are the auth endpoints that identify the user by what they send, not by a token: a stale
// token left in the client's store must not stop a user from signing in again or resetting a password.
var tokenFreeActions = []string{
	"/auth-methods", "/auth-with-password", "/auth-with-otp", "/auth-with-oauth2", "/request-otp",
	"/request-password-reset", "/confirm-password-reset", "/request-verification", "/confirm-verification",
	"/confirm-email-change",
}

// needsAcceptedToken reports whether a request that sends a token must send one the server accepts.
func needsAcceptedToken(r *http.Request) bool {
	path := r.URL.Path
	if !strings.HasPrefix(path, "/api/") || path == "/api/health" {
		return false
	}
	if strings.HasPrefix(path, "/api/collections/") {
		for _, action := range tokenFreeActions {
			if strings.HasSuffix(path, action) {
				return false
			}
		}
	}
	return true
}

func bindSessions(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id: StaleTokenMiddlewareId,
			// Right after PocketBase has loaded (or failed to load) the request's auth record.
			Priority: apis.DefaultLoadAuthTokenMiddlewarePriority + 1,
			Func: func(e *core.RequestEvent) error {
				if e.Auth == nil && hasAuthorization(e.Request) && needsAcceptedToken(e.Request) {
					return e.UnauthorizedError(SessionExpiredMessage, nil)
				}
				return e.Next()
			},
		})
		return se.Next()
	})
}

func hasAuthorization(r *http.Request) bool {
	token := strings.TrimSpace(r.Header.Get("Authorization"))
	if len(token) > 7 && strings.EqualFold(token[:7], "Bearer ") {
		token = strings.TrimSpace(token[7:])
	}
	return token != ""
}

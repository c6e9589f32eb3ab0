package hooks

// Throttle: the auth endpoints answer 429 too_many_attempts (with the seconds to wait, also in a Retry-After
// header) once a client has spent its budget, per account and per IP address, so a password-guessing script
// is slowed to a crawl. PocketBase's own limiter counts requests per IP only and answers without a code or a
// delay; sign-in needs failures counted per account as well, whatever address they come from.
//
// Sign-in and token confirmations count failures only (a user who signs in right is never slowed; a success
// clears the account's count). Requests that send mail count every request. The budgets are in
// ThrottleRules; SCHEMA.md lists them.

import (
	"errors"
	"math"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// ThrottleRule is the budget of one kind of auth request: at most Limit counted requests per Window, per key.
type ThrottleRule struct {
	Limit  int
	Window time.Duration
}

// ThrottleBudget is the budgets of one auth action: per account (the identity or e-mail it names, by auth
// collection) and per client IP address. FailuresOnly counts only the refused requests.
type ThrottleBudget struct {
	Account, IP  ThrottleRule
	FailuresOnly bool
	AccountField string // the body field that names the account ("" when the action names none)
}

var (
	signInBudget = ThrottleBudget{
		Account: ThrottleRule{10, 15 * time.Minute}, IP: ThrottleRule{100, 15 * time.Minute},
		FailuresOnly: true, AccountField: "identity",
	}
	mailBudget = ThrottleBudget{
		Account: ThrottleRule{10, 15 * time.Minute}, IP: ThrottleRule{30, 15 * time.Minute},
		AccountField: "email",
	}
	confirmBudget = ThrottleBudget{IP: ThrottleRule{30, 15 * time.Minute}, FailuresOnly: true}
)

// ThrottleRules are the budgets of the auth actions of every auth collection (users and _superusers).
var ThrottleRules = map[string]ThrottleBudget{
	"auth-with-password":     signInBudget,
	"auth-with-otp":          {Account: ThrottleRule{}, IP: signInBudget.IP, FailuresOnly: true},
	"request-password-reset": mailBudget,
	"request-verification":   mailBudget,
	"request-otp":            mailBudget,
	"request-email-change":   {IP: mailBudget.IP},
	"confirm-password-reset": confirmBudget,
	"confirm-verification":   confirmBudget,
	"confirm-email-change":   confirmBudget,
}

// ThrottleMiddlewareId is the id of the router middleware that throttles the auth endpoints.
const ThrottleMiddlewareId = "erpThrottleAuth"

const throttleStoreKey = "erpThrottle"

var authActionPath = regexp.MustCompile(`^/api/collections/([^/]+)/([a-z-]+)$`)

func bindThrottle(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id: ThrottleMiddlewareId,
			// After the body limit: the account is read from the body.
			Priority: apis.DefaultBodyLimitMiddlewarePriority + 1,
			Func:     throttleAuth,
		})
		return se.Next()
	})
}

func throttleAuth(e *core.RequestEvent) error {
	if e.Request.Method != http.MethodPost {
		return e.Next()
	}
	m := authActionPath.FindStringSubmatch(e.Request.URL.Path)
	if m == nil {
		return e.Next()
	}
	budget, ok := ThrottleRules[m[2]]
	if !ok {
		return e.Next()
	}
	limiter := e.App.Store().GetOrSet(throttleStoreKey, func() any { return newThrottle() }).(*throttle)

	type charge struct {
		key  string
		rule ThrottleRule
	}
	charges := []charge{}
	if ip := e.RealIP(); ip != "" && budget.IP.Limit > 0 {
		charges = append(charges, charge{m[2] + "|ip|" + ip, budget.IP})
	}
	accountKey := ""
	if budget.AccountField != "" && budget.Account.Limit > 0 {
		if info, err := e.RequestInfo(); err == nil {
			if name, ok := info.Body[budget.AccountField].(string); ok && strings.TrimSpace(name) != "" {
				accountKey = m[2] + "|account|" + m[1] + "|" + strings.ToLower(strings.TrimSpace(name))
				charges = append(charges, charge{accountKey, budget.Account})
			}
		}
	}

	now := time.Now()
	wait := time.Duration(0)
	for _, c := range charges {
		if w := limiter.wait(c.key, c.rule, now); w > wait {
			wait = w
		}
	}
	if wait > 0 {
		return tooManyAttempts(e, wait)
	}
	if !budget.FailuresOnly {
		for _, c := range charges {
			limiter.add(c.key, c.rule, now)
		}
		return e.Next()
	}

	err := e.Next()
	var apiErr *router.ApiError
	if err != nil && errors.As(err, &apiErr) && apiErr.Status >= 400 && apiErr.Status < 500 && apiErr.Status != http.StatusTooManyRequests {
		for _, c := range charges {
			limiter.add(c.key, c.rule, now)
		}
	} else if err == nil && accountKey != "" {
		limiter.clear(accountKey)
	}
	return err
}

func tooManyAttempts(e *core.RequestEvent, wait time.Duration) error {
	seconds := int(math.Ceil(wait.Seconds()))
	e.Response.Header().Set("Retry-After", strconv.Itoa(seconds))
	fe := validation.NewError("too_many_attempts", "Too many attempts. Try again in {{.seconds}} seconds.").
		SetParams(map[string]any{"seconds": seconds})
	return apis.NewApiError(http.StatusTooManyRequests, fe.Error(), validation.Errors{"attempts": fe})
}

// throttle keeps, per key, the times of the counted requests still inside their window.
type throttle struct {
	mu    sync.Mutex
	times map[string][]time.Time
	swept time.Time
}

func newThrottle() *throttle { return &throttle{times: map[string][]time.Time{}, swept: time.Now()} }

// maxThrottleWindow bounds how long any entry is kept (the longest window).
const maxThrottleWindow = time.Hour

// wait returns how long key must wait before its next request (0 when it has budget left).
func (t *throttle) wait(key string, rule ThrottleRule, now time.Time) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	kept := t.prune(key, rule, now)
	if len(kept) < rule.Limit {
		return 0
	}
	return max(kept[len(kept)-rule.Limit].Add(rule.Window).Sub(now), time.Second)
}

func (t *throttle) add(key string, rule ThrottleRule, now time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	kept := append(t.prune(key, rule, now), now)
	if len(kept) > rule.Limit {
		kept = kept[len(kept)-rule.Limit:]
	}
	t.times[key] = kept
	// Every few minutes, forget the keys whose requests have all left the longest window.
	if now.Sub(t.swept) > 5*time.Minute {
		t.swept = now
		for k, ts := range t.times {
			if len(ts) == 0 || now.Sub(ts[len(ts)-1]) > maxThrottleWindow {
				delete(t.times, k)
			}
		}
	}
}

func (t *throttle) clear(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.times, key)
}

// prune drops the times of key that have left the window and returns the rest (oldest first).
func (t *throttle) prune(key string, rule ThrottleRule, now time.Time) []time.Time {
	ts := t.times[key]
	i := 0
	for i < len(ts) && now.Sub(ts[i]) >= rule.Window {
		i++
	}
	if i > 0 {
		ts = ts[i:]
		if len(ts) == 0 {
			delete(t.times, key)
		} else {
			t.times[key] = ts
		}
	}
	return ts
}

package hooks

// Empty filtered lists. PocketBase answers a filtered list that comes back empty after a random pause of up to half
// a second once the client's IP address has had more than three such answers in three seconds (per collection): a
// guard against timing the list rule, which runs in the same query as the filter. Counted by address, that budget
// is a whole office's behind one NAT address: colleagues opening viewers without related records, or searching a
// picker for a name that is not there, waited for each other's searches. The guard is kept, counted per signed-in
// user (per address for guests) and with a budget no person reaches (EmptyListBudget); the empty page is answered
// here, as PocketBase answers it, without the pause by address.

import (
	"math"
	"math/rand/v2"
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// EmptyListBudget is how many empty answers to filtered lists one user gets per collection before each further one
// waits a random pause of up to half a second.
var EmptyListBudget = ThrottleRule{Limit: 20, Window: 3 * time.Second}

// emptyListPause waits the guard's pause (replaced in tests).
var emptyListPause = func() { time.Sleep(time.Duration(rand.Int64N(500)) * time.Millisecond) }

const emptyListsStoreKey = "erpEmptyLists"

func bindEmptyLists(app core.App) {
	app.OnRecordsListRequest().Bind(&hook.Handler[*core.RecordsListRequestEvent]{
		Id: "erpEmptyLists",
		// After every other list hook: an empty page is answered here.
		Priority: math.MaxInt32,
		Func:     answerEmptyList,
	})
}

func answerEmptyList(e *core.RecordsListRequestEvent) error {
	if len(e.Records) > 0 || e.HasSuperuserAuth() {
		return e.Next()
	}
	info, err := e.RequestInfo()
	if err != nil {
		return e.Next()
	}
	if info.Query["filter"] != "" && e.Collection.ListRule != nil && *e.Collection.ListRule != "" {
		who := "ip|" + e.RealIP()
		if e.Auth != nil {
			who = "auth|" + e.Auth.Collection().Id + "|" + e.Auth.Id
		}
		key := e.Collection.Id + "|" + who
		limiter := e.App.Store().GetOrSet(emptyListsStoreKey, func() any { return newThrottle() }).(*throttle)
		now := time.Now()
		over := limiter.wait(key, EmptyListBudget, now) > 0
		limiter.add(key, EmptyListBudget, now)
		if over {
			emptyListPause()
		}
	}
	// Nothing to enrich.
	return e.JSON(http.StatusOK, e.Result)
}

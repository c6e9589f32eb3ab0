package hooks

// The "Showing N of M" of every list. Lists ask PocketBase for their rows with skipTotal and for their total
// here, with the same filter. PocketBase counts a list under its API rule with COUNT(DISTINCT) over the rule's
// joins (the auth record and its role, for every matching row), which made a role user's total 13 times slower
// than a superuser's. This route decides the role's part of the rule once, in Go, and counts with what is left:
// every `permissions.Has(key)` of the list rule becomes a constant (true when the caller's role holds the key),
// so the count keeps the rule's state and own-record conditions and loses only the per-row role join. The
// result is exactly the rule's: `TestCountsAgreeWithListRules` compares the two for every list and role.

import (
	"net/http"
	"regexp"
	"slices"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/search"

	"erp/server/internal/listcache"
	"erp/server/internal/permissions"
)

// CountsRoute answers `{"total": N}` for `GET /api/erp/counts/{collection}?filter=…`.
const CountsRoute = "/api/erp/counts/{collection}"

// Constant conditions the rule's role fragments become. They compare two literals, so SQLite decides them once
// and never reads a row for them (a count stays an index-only scan).
const (
	ruleTrue  = `1 = 1`
	ruleFalse = `1 = 0`
)

// The text around the key in permissions.Has(key), and a pattern matching any Has(key) or SignedIn in a rule.
var (
	hasPrefix, hasSuffix, _ = strings.Cut(permissions.Has("KEY"), "KEY")
	roleFragment            = regexp.MustCompile(regexp.QuoteMeta(hasPrefix) + `[a-z:-]+` + regexp.QuoteMeta(hasSuffix) +
		`|` + regexp.QuoteMeta(permissions.SignedIn))
)

func bindCounts(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET(CountsRoute, countRecords).Bind(apis.RequireAuth())
		return se.Next()
	})
}

// countRule is rule with its role fragments decided for a caller holding keys (active reports whether the caller
// is an active user of the users collection, which every fragment requires).
func countRule(rule string, keys []string, active bool) string {
	return roleFragment.ReplaceAllStringFunc(rule, func(fragment string) string {
		if !active {
			return ruleFalse
		}
		if fragment == permissions.SignedIn {
			return ruleTrue
		}
		key := strings.TrimSuffix(strings.TrimPrefix(fragment, hasPrefix), hasSuffix)
		if slices.Contains(keys, key) {
			return ruleTrue
		}
		return ruleFalse
	})
}

// decidedList is the start every list-like route shares: the collection named by the path, refused as
// PocketBase's list refuses it (no list rule for a non-superuser, a filter or sort naming what only superusers may
// name), and its record query under the list rule with its role fragments decided. The resolver then allows
// hidden fields to superusers only, as PocketBase's list does for filters; the caller adds its filter and calls
// resolver.UpdateQuery (or hands both to a search provider).
func decidedList(e *core.RequestEvent, views bool) (collection *core.Collection, query *dbx.SelectQuery, resolver *core.RecordFieldResolver, rule dbx.Expression, err error) {
	collection, err = e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection"))
	if err != nil || collection == nil || (collection.IsView() && !views) {
		return nil, nil, nil, nil, e.NotFoundError("Missing collection context.", err)
	}
	info, err := e.RequestInfo()
	if err != nil {
		return nil, nil, nil, nil, e.BadRequestError("", err)
	}
	if collection.ListRule == nil && !info.HasSuperuserAuth() {
		return nil, nil, nil, nil, e.ForbiddenError("Only superusers can perform this action.", nil)
	}
	if err := superuserOnlyFields(info); err != nil {
		return nil, nil, nil, nil, err
	}

	query = e.App.RecordQuery(collection)
	resolver = core.NewRecordFieldResolver(e.App, collection, info, true)
	if rule, err = decidedRule(e, collection, resolver); err != nil {
		return nil, nil, nil, nil, err
	}
	if rule != nil {
		query.AndWhere(rule)
	}
	resolver.SetAllowHiddenFields(info.HasSuperuserAuth())
	return collection, query, resolver, rule, nil
}

// listedRecords is the query of the records the caller's list shows with the request's filter: the list rule with
// its role fragments decided, and the filter, with their joins; conds are its conditions. It answers what
// PocketBase's list would refuse.
func listedRecords(e *core.RequestEvent) (collection *core.Collection, query *dbx.SelectQuery, conds []dbx.Expression, err error) {
	collection, query, resolver, rule, err := decidedList(e, false)
	if err != nil {
		return nil, nil, nil, err
	}
	if rule != nil {
		conds = append(conds, rule)
	}
	if filter := e.Request.URL.Query().Get("filter"); filter != "" {
		expr, err := search.FilterData(filter).BuildExpr(resolver)
		if err != nil {
			return nil, nil, nil, e.BadRequestError("Invalid filter.", err)
		}
		conds = append(conds, expr)
		query.AndWhere(expr)
	}
	if err := resolver.UpdateQuery(query); err != nil {
		return nil, nil, nil, e.BadRequestError("", err)
	}
	return collection, query, conds, nil
}

// callerRule is the collection's list rule for the caller with its role fragments decided; empty when nothing
// restricts the caller (a superuser, an empty rule).
func callerRule(e *core.RequestEvent, collection *core.Collection) string {
	if e.HasSuperuserAuth() || collection.ListRule == nil || *collection.ListRule == "" {
		return ""
	}
	active := e.Auth != nil && e.Auth.Collection().Name == "users" && e.Auth.GetBool("active")
	return countRule(*collection.ListRule, permissions.RoleKeys(e.App, e.Auth), active)
}

// decidedRule is callerRule as a condition built by resolver; nil when nothing restricts the caller.
func decidedRule(e *core.RequestEvent, collection *core.Collection, resolver *core.RecordFieldResolver) (dbx.Expression, error) {
	rule := callerRule(e, collection)
	if rule == "" {
		return nil, nil
	}
	expr, err := search.FilterData(rule).BuildExpr(resolver)
	if err != nil {
		return nil, e.BadRequestError("", err)
	}
	return expr, nil
}

// superuserOnlyFields refuses, as PocketBase's list does, a filter or sort from anyone but a superuser that names
// another collection (`@collection.…`) or the request (`@request.…`): the rule may, the caller may not.
func superuserOnlyFields(info *core.RequestInfo) error {
	if info.HasSuperuserAuth() {
		return nil
	}
	for _, param := range []string{search.FilterQueryParam, search.SortQueryParam} {
		for _, field := range []string{"@collection.", "@request."} {
			if strings.Contains(info.Query[param], field) {
				return apis.NewForbiddenError("Only superusers can filter by "+field, nil)
			}
		}
	}
	return nil
}

func countRecords(e *core.RequestEvent) error {
	collection, query, _, err := listedRecords(e)
	if err != nil {
		return err
	}

	// Without joins every row is counted once: a plain COUNT(*) that SQLite answers from an index. A join left by
	// the rule (an own-record condition) or the filter (a related record's field) may repeat rows: count them once.
	table := collection.Name
	joined := len(query.Info().Join) > 0
	count := "COUNT(*)"
	if joined {
		count = "COUNT(DISTINCT [[" + table + "._rowid_]])"
	}

	// The same total for the same rule and filter is kept until a write to what it counts (internal/listcache).
	cache := listcache.For(e.App)
	key, cacheable := totalKey(e, collection)
	if cacheable {
		if total, ok := cache.Get("total\x00"+key, table, joined); ok {
			return e.JSON(http.StatusOK, map[string]int{"total": total.(int)})
		}
	}
	version := cache.Version(table, joined)
	var total int
	if err := query.Distinct(false).Select(count).OrderBy().Row(&total); err != nil {
		return e.BadRequestError("", err)
	}
	if cacheable {
		cache.Keep("total\x00"+key, version, total)
	}
	return e.JSON(http.StatusOK, map[string]int{"total": total})
}

// ruleMacro matches the names a rule or filter may read besides the record's fields.
var ruleMacro = regexp.MustCompile(`@[a-zA-Z_.]+`)

// totalKey is what a total (or a page's start) depends on besides the data: the collection, the caller's decided rule, the filter, and
// the caller themself when the rule reads who they are (an own-record condition). A filter or rule that reads the
// clock (@now, @todayStart…) is never kept: its total changes without a write.
func totalKey(e *core.RequestEvent, collection *core.Collection) (string, bool) {
	rule, filter := callerRule(e, collection), e.Request.URL.Query().Get("filter")
	who := ""
	for _, name := range ruleMacro.FindAllString(rule+" "+filter, -1) {
		switch {
		case strings.HasPrefix(name, "@request.auth."):
			if e.Auth != nil {
				who = e.Auth.Collection().Name + "/" + e.Auth.Id
			}
		case strings.HasPrefix(name, "@collection."):
		default:
			return "", false
		}
	}
	return collection.Id + "\x00" + rule + "\x00" + filter + "\x00" + who, true
}

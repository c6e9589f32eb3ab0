package hooks

// The dashboard: eight metric cards computed by the server for the company's "today" in one request, each
// shown only to holders of its view key; the user's card choice (at most 3) and alert subscriptions, kept in
// dashboard_preferences; a realtime ping (topic erp/dashboard) when the records behind the cards change.

import (
	"encoding/json"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/permissions"
)

// Routes of the dashboard.
const (
	DashboardRoute            = "/api/erp/dashboard"
	DashboardPreferencesRoute = "/api/erp/dashboard/preferences"
)

// DashboardMaxCards is the specification's limit of statistic cards per user.
const DashboardMaxCards = 3

// DefaultTimezone is the company's time zone while app_settings.timezone is not set.
const DefaultTimezone = "Africa/Cairo"

// DashboardCards are the card kinds in the specification's order; each needs "view:" + kind.
var DashboardCards = []string{
	"daily-invoices", "daily-expenses", "daily-balance", "new-quotations",
	"inventory-movement", "active-clients", "pending-bills", "employee-attendance",
}

// AlertKindPermission maps each alert kind to the key that lets a role see it (the alerts rules' map).
var AlertKindPermission = map[string]string{
	"low_stock":               "view:low-stock-alerts",
	"out_of_stock":            "view:empty-stock-alerts",
	"overflow_stock":          "view:overflow-stock-alerts",
	"warehouse_near_capacity": "view:complete-warehouse-alerts",
	"empty_warehouse":         "view:empty-warehouse-alerts",
	"stock_transfer":          "view:stock-transfer-alerts",
	"purchase_request":        "view:purchase-request-alerts",
	"employee_on_leave":       "view:employee-on-leave-alerts",
	"employee_returning":      "view:employee-off-leave-alerts",
	"report_generated":        "view:report-generated-alerts",
	"overdue_invoice":         "view:overdue-invoice-alerts",
	"overdue_bill":            "view:overdue-bill-alerts",
}

// AlertKinds are the alert kinds in the specification's table order.
var AlertKinds = []string{
	"low_stock", "out_of_stock", "overflow_stock", "warehouse_near_capacity", "empty_warehouse", "stock_transfer",
	"purchase_request", "employee_on_leave", "employee_returning", "report_generated", "overdue_invoice", "overdue_bill",
}

// BindDashboard registers the dashboard routes, the realtime ping and the settings checks of its fields.
func BindDashboard(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET(DashboardRoute, dashboard).Bind(apis.RequireAuth("users"))
		se.Router.PUT(DashboardPreferencesRoute, savePreferences).Bind(apis.RequireAuth("users"))
		se.Router.GET(AlertsRoute, listAlerts).Bind(apis.RequireAuth("users"))
		se.Router.POST(AlertDismissRoute, dismissAlert).Bind(apis.RequireAuth("users"))
		se.Router.POST(AlertsDismissAllRoute, dismissAllAlerts).Bind(apis.RequireAuth("users"))
		return se.Next()
	})
	app.OnRecordValidate("app_settings").BindFunc(func(e *core.RecordEvent) error {
		errs := validation.Errors{}
		if tz := e.Record.GetString("timezone"); tz != "" {
			if _, err := time.LoadLocation(tz); err != nil {
				errs["timezone"] = validation.NewError("invalid_timezone", "The time zone is not a known IANA zone name.")
			}
		}
		if f := e.Record.Collection().Fields.GetByName("overdueAlertDays"); f != nil {
			if d := e.Record.GetFloat("overdueAlertDays"); d < 0 || d > 365 || d != float64(int(d)) {
				errs["overdueAlertDays"] = validation.NewError("invalid_overdue_alert_days",
					"The days overdue before an alert must be a whole number from {{.min}} to {{.max}}.").
					SetParams(map[string]any{"min": 0, "max": 365})
			}
		}
		if len(errs) > 0 {
			return errs
		}
		return e.Next()
	})
	bindDashboardPing(app)
	bindDashboardCache(app)
}

// CompanyLocation is the company's time zone (app_settings.timezone, Africa/Cairo by default).
func CompanyLocation(app core.App) *time.Location { return locationOf(settingsRecord(app)) }

// locationOf is the time zone of a settings record (nil: the default).
func locationOf(s *core.Record) *time.Location {
	name := DefaultTimezone
	if s != nil && s.GetString("timezone") != "" {
		name = s.GetString("timezone")
	}
	if loc, ok := locations.Load(name); ok {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return time.UTC
	}
	locations.Store(name, loc)
	return loc
}

// locations caches the loaded time zones (time.LoadLocation reads the zone database each time).
var locations sync.Map

// CompanyDay is the company's calendar day of now, as midnight UTC of that date (how date fields store days).
func CompanyDay(app core.App, now time.Time) time.Time {
	local := now.In(CompanyLocation(app))
	return time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, time.UTC)
}

// allowedCards are the card kinds the user's role may view, in the catalogue order.
func allowedCards(keys []string) []string {
	out := []string{}
	for _, c := range DashboardCards {
		if slices.Contains(keys, "view:"+c) {
			out = append(out, c)
		}
	}
	return out
}

// allowedAlertKinds are the alert kinds the user's role may view, in table order.
func allowedAlertKinds(keys []string) []string {
	out := []string{}
	for _, k := range AlertKinds {
		if slices.Contains(keys, AlertKindPermission[k]) {
			out = append(out, k)
		}
	}
	return out
}

// preferences returns the user's record of dashboard_preferences, or nil.
func preferences(app core.App, userID string) *core.Record {
	r, err := app.FindFirstRecordByFilter("dashboard_preferences", "user = {:u}", map[string]any{"u": userID})
	if err != nil {
		return nil
	}
	return r
}

// userChoice is what the user chose, limited to what the role allows now: the cards (the first three
// allowed ones until the user chooses) and the subscribed alert kinds (every allowed kind until then).
func userChoice(app core.App, userID string, cards, kinds []string) (chosenCards, subscribed []string) {
	// One indexed read of the two JSON columns (no record, no filter parsing): every dashboard and alerts
	// request reads it.
	var p struct {
		Cards string `db:"cards"`
		Kinds string `db:"alertKinds"`
	}
	_ = app.DB().NewQuery(`SELECT COALESCE(cards, '') AS cards, COALESCE(alertKinds, '') AS alertKinds
		FROM dashboard_preferences WHERE user = {:user} LIMIT 1`).Bind(dbx.Params{"user": userID}).One(&p)
	chosenCards, subscribed = []string{}, []string{}
	if p.Cards == "" || p.Cards == "null" {
		chosenCards = cards[:min(len(cards), DashboardMaxCards)]
	} else {
		for _, c := range rawStrings(p.Cards) {
			if slices.Contains(cards, c) && !slices.Contains(chosenCards, c) && len(chosenCards) < DashboardMaxCards {
				chosenCards = append(chosenCards, c)
			}
		}
	}
	if p.Kinds == "" || p.Kinds == "null" {
		subscribed = kinds
	} else {
		for _, k := range rawStrings(p.Kinds) {
			if slices.Contains(kinds, k) {
				subscribed = append(subscribed, k)
			}
		}
	}
	return chosenCards, subscribed
}

// dashboard answers GET /api/erp/dashboard: {date, timezone, cards: [{kind, today, yesterday}], allowedCards,
// selectedCards, alertKinds, subscribedAlertKinds, canSubscribe, canConfigure, thresholds}. Only the
// selected cards are computed; ?cards=all computes every allowed card (the customiser's preview).
func dashboard(e *core.RequestEvent) error {
	keys := permissions.RoleKeys(e.App, e.Auth)
	cards, kinds := allowedCards(keys), allowedAlertKinds(keys)
	selected, subscribed := userChoice(e.App, e.Auth.Id, cards, kinds)
	compute := selected
	if e.Request.URL.Query().Get("cards") == "all" {
		compute = cards
	}
	// The settings record once: the company's zone and the thresholds; the figures as kept (dashboard_cache.go).
	cache := cacheOf(e.App)
	settings := cache.settingsRecord(e.App)
	loc := locationOf(settings)
	local := time.Now().In(loc)
	day := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, time.UTC)
	m := newMetrics(e.App, loc, day)
	out := make([]map[string]any, 0, len(compute))
	for _, c := range compute {
		f, err := cache.figures(c, day, loc, func() (figures, error) { return m.card(c) })
		if err != nil {
			return e.InternalServerError("The dashboard could not be computed.", err)
		}
		out = append(out, map[string]any{"kind": c, "today": f.today, "yesterday": f.yesterday})
	}
	thresholds := map[string]any{"warehouseNearCapacityPercent": WarehouseNearCapacityPercent, "overdueAlertDays": DefaultOverdueAlertDays}
	if settings != nil {
		if p := settings.GetInt("warehouseNearCapacityPercent"); p > 0 {
			thresholds["warehouseNearCapacityPercent"] = p
		}
		if d := settings.GetInt("overdueAlertDays"); d > 0 {
			thresholds["overdueAlertDays"] = d
		}
	}
	return e.JSON(http.StatusOK, map[string]any{
		"date": day.Format("2006-01-02"), "timezone": loc.String(),
		"cards": out, "allowedCards": cards, "selectedCards": selected,
		"alertKinds": kinds, "subscribedAlertKinds": subscribed,
		"canSubscribe": slices.Contains(keys, "subscribe:alerts"), "canConfigure": slices.Contains(keys, "configure:alert-thresholds"),
		"thresholds": thresholds,
	})
}

// savePreferences answers PUT /api/erp/dashboard/preferences {cards?, alertKinds?}: at most 3 distinct cards
// the role may view (dashboard_card_limit, dashboard_card_not_allowed); alert kinds need subscribe:alerts
// (403) and must be kinds the role may view (alert_kind_not_allowed). Answers like GET /api/erp/dashboard.
func savePreferences(e *core.RequestEvent) error {
	body := map[string]any{}
	if err := e.BindBody(&body); err != nil {
		return e.BadRequestError("The preferences could not be read.", err)
	}
	keys := permissions.RoleKeys(e.App, e.Auth)
	cards, kinds := allowedCards(keys), allowedAlertKinds(keys)
	_, hasCards := body["cards"]
	_, hasKinds := body["alertKinds"]
	var newCards, newKinds []string
	if hasCards {
		list, ok := stringList(body["cards"])
		if !ok {
			return actions.Refuse("cards", "validation_invalid_list", "Must be a list of entries.", nil)
		}
		for _, c := range list {
			if !slices.Contains(cards, c) {
				return actions.Refuse("cards", "dashboard_card_not_allowed", "You may not view the card {{.card}}.", map[string]any{"card": c})
			}
			if !slices.Contains(newCards, c) {
				newCards = append(newCards, c)
			}
		}
		if len(newCards) > DashboardMaxCards {
			return actions.Refuse("cards", "dashboard_card_limit", "Maximum of 3 cards reached.", map[string]any{"max": DashboardMaxCards})
		}
	}
	if hasKinds {
		if !slices.Contains(keys, "subscribe:alerts") {
			return e.ForbiddenError("You are not allowed to perform this action.", actions.PermissionRequired("subscribe:alerts"))
		}
		list, ok := stringList(body["alertKinds"])
		if !ok {
			return actions.Refuse("alertKinds", "validation_invalid_list", "Must be a list of entries.", nil)
		}
		newKinds = []string{}
		for _, k := range list {
			if !slices.Contains(kinds, k) {
				return actions.Refuse("alertKinds", "alert_kind_not_allowed", "You may not view the alerts of kind {{.kind}}.", map[string]any{"kind": k})
			}
			if !slices.Contains(newKinds, k) {
				newKinds = append(newKinds, k)
			}
		}
	}
	err := e.App.RunInTransaction(func(tx core.App) error {
		p := preferences(tx, e.Auth.Id)
		if p == nil {
			col, err := tx.FindCachedCollectionByNameOrId("dashboard_preferences")
			if err != nil {
				return err
			}
			p = core.NewRecord(col)
			p.Set("user", e.Auth.Id)
		}
		if hasCards {
			p.Set("cards", newCards)
		}
		if hasKinds {
			p.Set("alertKinds", newKinds)
		}
		return tx.Save(p)
	})
	if err != nil {
		return e.InternalServerError("The preferences could not be saved.", err)
	}
	return dashboard(e)
}

// rawStrings decodes a JSON list of strings as stored (nil when it holds anything else).
func rawStrings(raw string) []string {
	var out []string
	if err := json.Unmarshal([]byte(raw), &out); err != nil {
		return nil
	}
	return out
}

func stringList(v any) ([]string, bool) {
	if v == nil {
		return []string{}, true
	}
	raw, ok := v.([]any)
	if !ok {
		return nil, false
	}
	out := make([]string, 0, len(raw))
	for _, x := range raw {
		s, ok := x.(string)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

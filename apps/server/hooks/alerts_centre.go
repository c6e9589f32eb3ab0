package hooks

// The alert centre's routes: the user's open alerts (the kinds their role may view and they subscribe to,
// less the ones they dismissed), dismiss one, dismiss all. Dismissals are alert_dismissals records.

import (
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// Routes of the alert centre.
const (
	AlertsRoute           = "/api/erp/alerts"
	AlertDismissRoute     = "/api/erp/alerts/dismiss"
	AlertsDismissAllRoute = "/api/erp/alerts/dismiss-all"
)

// alertPageMax is the most alerts one request lists.
const alertPageMax = 200

type alertRow struct {
	ID               string         `db:"id" json:"id"`
	Kind             string         `db:"kind" json:"kind"`
	Data             types.JSONRaw  `db:"data" json:"data"`
	SourceCollection string         `db:"sourceCollection" json:"sourceCollection"`
	SourceID         string         `db:"sourceId" json:"sourceId"`
	Created          string         `db:"created" json:"created"`
	Links            map[string]any `db:"-" json:"links"`
}

// openAlertsQuery selects the alerts of kinds that userID has not dismissed.
func openAlertsQuery(app core.App, userID string, kinds []string, columns ...string) *dbx.SelectQuery {
	in := make([]any, len(kinds))
	for i, k := range kinds {
		in[i] = k
	}
	return app.DB().Select(columns...).From("alerts").
		Where(dbx.In("kind", in...)).
		AndWhere(dbx.NewExp("NOT EXISTS (SELECT 1 FROM alert_dismissals d WHERE d.alert = alerts.id AND d.user = {:user})",
			dbx.Params{"user": userID}))
}

// shownKinds are the kinds the user's role may view and the user subscribes to.
func shownKinds(app core.App, auth *core.Record) []string {
	kinds := allowedAlertKinds(permissions.RoleKeys(app, auth))
	_, subscribed := userChoice(app, auth.Id, nil, kinds)
	return subscribed
}

// listAlerts answers GET /api/erp/alerts?limit=N: {items: [{id, kind, data, sourceCollection, sourceId, created,
// links}], total, kinds}, newest first. links holds the ids the action buttons need (see alertLinks).
func listAlerts(e *core.RequestEvent) error {
	limit, _ := strconv.Atoi(e.Request.URL.Query().Get("limit"))
	if limit <= 0 || limit > alertPageMax {
		limit = 50
	}
	kinds := shownKinds(e.App, e.Auth)
	items := []alertRow{}
	total := 0
	if len(kinds) > 0 {
		var err error
		if total, err = countOpenAlerts(e.App, e.Auth.Id, kinds); err != nil {
			return e.InternalServerError("The alerts could not be listed.", err)
		}
		if items, err = newestOpenAlerts(e.App, e.Auth.Id, kinds, limit); err != nil {
			return e.InternalServerError("The alerts could not be listed.", err)
		}
	}
	for i := range items {
		items[i].Links = alertLinks(e.App, items[i])
		items[i].Data = withArabicNames(e.App, items[i])
	}
	return e.JSON(http.StatusOK, map[string]any{"items": items, "total": total, "kinds": kinds})
}

// countOpenAlerts counts the alerts of kinds the user has not dismissed: the kinds' alerts, read from the
// (kind, created, id) index alone, less the user's dismissals of alerts of those kinds (one lookup per
// dismissal), rather than a dismissal lookup for every open alert.
func countOpenAlerts(app core.App, userID string, kinds []string) (int, error) {
	in := make([]any, len(kinds))
	for i, k := range kinds {
		in[i] = k
	}
	var all, dismissed int
	if err := app.DB().Select("COUNT(*)").From("alerts").Where(dbx.In("kind", in...)).Row(&all); err != nil {
		return 0, err
	}
	err := app.DB().Select("COUNT(*)").From("alert_dismissals d").InnerJoin("alerts a", dbx.NewExp("a.id = d.alert")).
		Where(dbx.HashExp{"d.user": userID}).AndWhere(dbx.In("a.kind", in...)).Row(&dismissed)
	return all - dismissed, err
}

// newestOpenAlerts lists the user's limit newest open alerts: each kind's newest from the (kind, created, id)
// index, merged, so no request sorts every open alert.
func newestOpenAlerts(app core.App, userID string, kinds []string, limit int) ([]alertRow, error) {
	params := dbx.Params{"user": userID, "limit": limit}
	parts := make([]string, len(kinds))
	for i, k := range kinds {
		key := "k" + strconv.Itoa(i)
		params[key] = k
		parts[i] = `SELECT * FROM (SELECT id, kind, data, sourceCollection, sourceId, created FROM alerts
			WHERE kind = {:` + key + `} AND NOT EXISTS (SELECT 1 FROM alert_dismissals d WHERE d.alert = alerts.id AND d.user = {:user})
			ORDER BY created DESC, id DESC LIMIT {:limit})`
	}
	items := []alertRow{}
	err := app.DB().NewQuery(strings.Join(parts, " UNION ALL ") + ` ORDER BY created DESC, id DESC LIMIT {:limit}`).
		Bind(params).All(&items)
	return items, err
}

// alertLinks gives the action buttons their targets: for an item's alert the item's warehouse and, for
// Transfer Stock, another warehouse holding the same product (same SKU) with the most stock; for a
// warehouse's alert nothing beyond its id (sourceId).
func alertLinks(app core.App, a alertRow) map[string]any {
	links := map[string]any{}
	if a.SourceCollection != "inventory_items" || a.SourceID == "" {
		return links
	}
	item, err := app.FindRecordById("inventory_items", a.SourceID)
	if err != nil {
		return links
	}
	links["warehouse"] = item.GetString("warehouse")
	var holder struct {
		Warehouse string `db:"warehouse"`
		Item      string `db:"id"`
	}
	err = app.DB().NewQuery(`SELECT id, warehouse FROM inventory_items
		WHERE sku = {:sku} AND sku != '' AND id != {:id} AND quantity > 0 ORDER BY quantity DESC LIMIT 1`).
		Bind(dbx.Params{"sku": item.GetString("sku"), "id": item.Id}).One(&holder)
	if err == nil {
		links["fromWarehouse"] = holder.Warehouse
		links["fromItem"] = holder.Item
	}
	return links
}

// dismissAlert answers POST /api/erp/alerts/dismiss {alert}: the user dismisses one alert they may view
// (404 otherwise); dismissing it again changes nothing.
func dismissAlert(e *core.RequestEvent) error {
	body := struct {
		Alert string `json:"alert"`
	}{}
	if err := e.BindBody(&body); err != nil {
		return e.BadRequestError("The request could not be read.", err)
	}
	alert, err := e.App.FindRecordById("alerts", body.Alert)
	kinds := allowedAlertKinds(permissions.RoleKeys(e.App, e.Auth))
	if err != nil || !slices.Contains(kinds, alert.GetString("kind")) {
		return e.NotFoundError("The alert was not found.", nil)
	}
	err = e.App.RunInTransaction(func(tx core.App) error { return dismiss(tx, alert.Id, e.Auth.Id) })
	if err != nil {
		return e.InternalServerError("The alert could not be dismissed.", err)
	}
	return e.JSON(http.StatusOK, map[string]any{"dismissed": 1})
}

// dismissAllAlerts answers POST /api/erp/alerts/dismiss-all: the user dismisses every alert the panel shows
// them (the kinds they may view and subscribe to), in one transaction.
func dismissAllAlerts(e *core.RequestEvent) error {
	kinds := shownKinds(e.App, e.Auth)
	n := 0
	if len(kinds) > 0 {
		err := e.App.RunInTransaction(func(tx core.App) error {
			var ids []string
			if err := openAlertsQuery(tx, e.Auth.Id, kinds, "id").Column(&ids); err != nil {
				return err
			}
			for _, id := range ids {
				if err := dismiss(tx, id, e.Auth.Id); err != nil {
					return err
				}
			}
			n = len(ids)
			return nil
		})
		if err != nil {
			return e.InternalServerError("The alerts could not be dismissed.", err)
		}
	}
	return e.JSON(http.StatusOK, map[string]any{"dismissed": n})
}

func dismiss(tx core.App, alertID, userID string) error {
	if _, err := tx.FindFirstRecordByFilter("alert_dismissals", "alert = {:a} && user = {:u}",
		dbx.Params{"a": alertID, "u": userID}); err == nil {
		return nil
	}
	col, err := tx.FindCachedCollectionByNameOrId("alert_dismissals")
	if err != nil {
		return err
	}
	d := core.NewRecord(col)
	d.Set("alert", alertID)
	d.Set("user", userID)
	return tx.Save(d)
}

// withArabicNames adds the Arabic names the stock hooks do not store (warehouseNameAr, fromWarehouseNameAr,
// toWarehouseNameAr) from the warehouses themselves, so the panel names them in the reader's language.
func withArabicNames(app core.App, a alertRow) types.JSONRaw {
	arabic := func(id string) string {
		if id == "" {
			return ""
		}
		w, err := app.FindRecordById("warehouses", id)
		if err != nil {
			return ""
		}
		return w.GetString("nameAr")
	}
	add := map[string]string{}
	switch a.SourceCollection {
	case "warehouses":
		add["warehouseNameAr"] = arabic(a.SourceID)
	case "stock_transfers":
		if tr, err := app.FindRecordById("stock_transfers", a.SourceID); err == nil {
			add["fromWarehouseNameAr"] = arabic(tr.GetString("fromWarehouse"))
			add["toWarehouseNameAr"] = arabic(tr.GetString("toWarehouse"))
		}
	default:
		return a.Data
	}
	data := map[string]any{}
	if err := json.Unmarshal(a.Data, &data); err != nil {
		return a.Data
	}
	for k, v := range add {
		if _, has := data[k]; !has && v != "" {
			data[k] = v
		}
	}
	return types.JSONRaw(jsonBytes(data))
}

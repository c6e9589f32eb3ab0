package hooks

// The stock area's entry page in one request: every warehouse's occupancy, the counts of low, out-of and
// over-stock items, the latest stock movements and what awaits approval, each part only for a role that may
// read it. The figures are summed in SQL, so the page never downloads the lists.

import (
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/permissions"
)

// StockOverviewRoute answers the stock overview; StockCategoriesRoute the inventory's categories.
const (
	StockOverviewRoute   = "/api/erp/stock/overview"
	StockCategoriesRoute = "/api/erp/stock/categories"
)

// How many movements, purchase requests and transfers the overview lists.
const (
	overviewMovements = 10
	overviewPending   = 5
	categoriesLimit   = 500
)

func bindStockOverview(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET(StockOverviewRoute, stockOverview).Bind(apis.RequireAuth())
		se.Router.GET(StockCategoriesRoute, stockCategories).Bind(apis.RequireAuth())
		return se.Next()
	})
}

type overviewWarehouse struct {
	ID               string `db:"id" json:"id"`
	Name             string `db:"name" json:"name"`
	NameAr           string `db:"nameAr" json:"nameAr"`
	Location         string `db:"location" json:"location"`
	Capacity         int    `db:"capacity" json:"capacity"`
	CurrentOccupancy int    `db:"currentOccupancy" json:"currentOccupancy"`
	IsActive         bool   `db:"isActive" json:"isActive"`
}

type overviewLevels struct {
	Low  int `db:"low" json:"low"`
	Out  int `db:"out" json:"out"`
	Over int `db:"over" json:"over"`
}

type names struct {
	Name   string `json:"name"`
	NameAr string `json:"nameAr,omitempty"`
}

type overviewMovementRow struct {
	ID               string  `db:"id"`
	Created          string  `db:"created"`
	Item             string  `db:"item"`
	Warehouse        string  `db:"warehouse"`
	Quantity         float64 `db:"quantity"`
	Reason           string  `db:"reason"`
	SourceCollection string  `db:"sourceCollection"`
	SourceID         string  `db:"sourceId"`
	SourceNumber     string  `db:"sourceNumber"`
	BalanceAfter     float64 `db:"balanceAfter"`
	Notes            string  `db:"notes"`
	ItemName         string  `db:"itemName"`
	WarehouseName    string  `db:"warehouseName"`
	WarehouseNameAr  string  `db:"warehouseNameAr"`
}

type overviewMovement struct {
	ID               string  `json:"id"`
	Created          string  `json:"created"`
	Item             string  `json:"item"`
	Warehouse        string  `json:"warehouse"`
	Quantity         float64 `json:"quantity"`
	Reason           string  `json:"reason"`
	SourceCollection string  `json:"sourceCollection"`
	SourceID         string  `json:"sourceId"`
	SourceNumber     string  `json:"sourceNumber"`
	BalanceAfter     float64 `json:"balanceAfter"`
	Notes            string  `json:"notes"`
	Expand           struct {
		Item      names `json:"item"`
		Warehouse names `json:"warehouse"`
	} `json:"expand"`
}

type overviewRequest struct {
	ID              string  `db:"id" json:"id"`
	Number          string  `db:"number" json:"number"`
	Date            string  `db:"date" json:"date"`
	Priority        string  `db:"priority" json:"priority"`
	Status          string  `db:"status" json:"status"`
	Total           float64 `db:"total" json:"total"`
	WarehouseName   string  `db:"warehouseName" json:"warehouseName"`
	WarehouseNameAr string  `db:"warehouseNameAr" json:"warehouseNameAr"`
}

type overviewTransfer struct {
	ID             string `db:"id" json:"id"`
	TransferNumber string `db:"transferNumber" json:"transferNumber"`
	Date           string `db:"date" json:"date"`
	Status         string `db:"status" json:"status"`
	FromName       string `db:"fromName" json:"fromName"`
	FromNameAr     string `db:"fromNameAr" json:"fromNameAr"`
	ToName         string `db:"toName" json:"toName"`
	ToNameAr       string `db:"toNameAr" json:"toNameAr"`
}

type pendingList[T any] struct {
	Items []T `json:"items"`
	Total int `json:"total"`
}

// StockOverview is the answer of GET /api/erp/stock/overview; a part is null for a role without its key.
type StockOverview struct {
	NearCapacityPercent int                            `json:"nearCapacityPercent"`
	Warehouses          []overviewWarehouse            `json:"warehouses"`
	Levels              *overviewLevels                `json:"levels"`
	Movements           []overviewMovement             `json:"movements"`
	PurchaseRequests    *pendingList[overviewRequest]  `json:"purchaseRequests"`
	Transfers           *pendingList[overviewTransfer] `json:"transfers"`
}

// grantedKeys tells which keys the request's user holds (a superuser holds them all).
func grantedKeys(e *core.RequestEvent) func(string) bool {
	if e.Auth != nil && e.Auth.IsSuperuser() {
		return func(string) bool { return true }
	}
	keys := permissions.RoleKeys(e.App, e.Auth)
	return func(k string) bool { return slices.Contains(keys, k) }
}

// stockOverview answers GET /api/erp/stock/overview: warehouses (view:warehouses), item levels and the latest
// movements (view:inventory), pending purchase requests (view:purchase-requests) and pending transfers
// (view:transfers). A role without any of them gets an answer whose parts are all null.
func stockOverview(e *core.RequestEvent) error {
	can := grantedKeys(e)
	db := e.App.DB()
	out := StockOverview{NearCapacityPercent: nearCapacityPercent(e.App)}
	if can("view:warehouses") {
		out.Warehouses = []overviewWarehouse{}
		if err := db.NewQuery(`SELECT id, name, nameAr, location, capacity, currentOccupancy, isActive
			FROM warehouses ORDER BY name, id`).All(&out.Warehouses); err != nil {
			return e.InternalServerError("", err)
		}
	}
	if can("view:inventory") {
		out.Levels = &overviewLevels{}
		if err := db.NewQuery(`SELECT
			COALESCE(SUM(status = 'low stock'), 0) AS low,
			COALESCE(SUM(status = 'out of stock'), 0) AS out,
			COALESCE(SUM(maxQuantity > 0 AND quantity > maxQuantity), 0) AS over
			FROM inventory_items`).One(out.Levels); err != nil {
			return e.InternalServerError("", err)
		}
		rows := []overviewMovementRow{}
		if err := db.NewQuery(`SELECT m.id, m.created, m.item, m.warehouse, m.quantity, m.reason, m.sourceCollection,
			m.sourceId, m.sourceNumber, m.balanceAfter, m.notes,
			COALESCE(i.name, '') AS itemName, COALESCE(w.name, '') AS warehouseName, COALESCE(w.nameAr, '') AS warehouseNameAr
			FROM stock_movements m
			LEFT JOIN inventory_items i ON i.id = m.item
			LEFT JOIN warehouses w ON w.id = m.warehouse
			ORDER BY m.created DESC, m.id DESC LIMIT {:n}`).Bind(dbx.Params{"n": overviewMovements}).All(&rows); err != nil {
			return e.InternalServerError("", err)
		}
		out.Movements = make([]overviewMovement, 0, len(rows))
		for _, r := range rows {
			m := overviewMovement{ID: r.ID, Created: r.Created, Item: r.Item, Warehouse: r.Warehouse, Quantity: r.Quantity,
				Reason: r.Reason, SourceCollection: r.SourceCollection, SourceID: r.SourceID, SourceNumber: r.SourceNumber,
				BalanceAfter: r.BalanceAfter, Notes: r.Notes}
			m.Expand.Item = names{Name: r.ItemName}
			m.Expand.Warehouse = names{Name: r.WarehouseName, NameAr: r.WarehouseNameAr}
			out.Movements = append(out.Movements, m)
		}
	}
	if can("view:purchase-requests") {
		list := &pendingList[overviewRequest]{Items: []overviewRequest{}}
		if err := db.NewQuery(`SELECT p.id, p.number, p.date, p.priority, p.status, p.total,
			COALESCE(w.name, '') AS warehouseName, COALESCE(w.nameAr, '') AS warehouseNameAr
			FROM purchase_requests p LEFT JOIN warehouses w ON w.id = p.warehouse
			WHERE p.status = 'pending'
			ORDER BY CASE p.priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END, p.date, p.id
			LIMIT {:n}`).Bind(dbx.Params{"n": overviewPending}).All(&list.Items); err != nil {
			return e.InternalServerError("", err)
		}
		if err := db.NewQuery(`SELECT COUNT(*) FROM purchase_requests WHERE status = 'pending'`).Row(&list.Total); err != nil {
			return e.InternalServerError("", err)
		}
		out.PurchaseRequests = list
	}
	if can("view:transfers") {
		list := &pendingList[overviewTransfer]{Items: []overviewTransfer{}}
		if err := db.NewQuery(`SELECT t.id, t.transferNumber, t.date, t.status,
			COALESCE(f.name, '') AS fromName, COALESCE(f.nameAr, '') AS fromNameAr,
			COALESCE(d.name, '') AS toName, COALESCE(d.nameAr, '') AS toNameAr
			FROM stock_transfers t
			LEFT JOIN warehouses f ON f.id = t.fromWarehouse
			LEFT JOIN warehouses d ON d.id = t.toWarehouse
			WHERE t.status = 'pending' ORDER BY t.date, t.id LIMIT {:n}`).Bind(dbx.Params{"n": overviewPending}).All(&list.Items); err != nil {
			return e.InternalServerError("", err)
		}
		if err := db.NewQuery(`SELECT COUNT(*) FROM stock_transfers WHERE status = 'pending'`).Row(&list.Total); err != nil {
			return e.InternalServerError("", err)
		}
		out.Transfers = list
	}
	return e.JSON(200, out)
}

// stockCategories answers GET /api/erp/stock/categories with {"categories": [...]}: the distinct categories of
// the inventory items, in order, for the inventory list's filter. It needs view:inventory.
func stockCategories(e *core.RequestEvent) error {
	if !grantedKeys(e)("view:inventory") {
		return e.ForbiddenError("You are not allowed to perform this action.", actions.PermissionRequired("view:inventory"))
	}
	categories := []string{}
	if err := e.App.DB().NewQuery(`SELECT DISTINCT category FROM inventory_items WHERE category != ''
		ORDER BY category LIMIT {:n}`).Bind(dbx.Params{"n": categoriesLimit}).Column(&categories); err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(200, map[string]any{"categories": categories})
}

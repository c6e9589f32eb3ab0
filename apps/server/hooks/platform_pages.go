package hooks

// Where a deep page of a list starts, so the page can be sought from there (keyset) instead of skipped to with an
// offset. PocketBase's list reads every skipped row whole before the page (page 3,000 of a million invoices read
// 90,000 rows with their lines: seconds); this route finds the page's first row through the sort field's index
// alone, then the web app asks for the rows from that row on, which costs what the first page costs.
//
// GET /api/erp/pages/{collection}?filter=…&sort=-issueDate&offset=89970 → {"value": "2026-02-19 …", "id": "…"}:
// the sort value and id of the row at that offset in the order (sort field, then id ascending), under the same
// rule and filter as the counts route; 404 past the end. 400 for a sort that is not one of the record's own
// number, date or text fields, or a query left with a join (rows could repeat); the list then uses the offset.

import (
	"database/sql"
	"net/http"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/listcache"
)

// PagesRoute answers the first row of a page of a list.
const PagesRoute = "/api/erp/pages/{collection}"

func bindPages(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET(PagesRoute, pageStart).Bind(apis.RequireAuth())
		return se.Next()
	})
}

func pageStart(e *core.RequestEvent) error {
	q := e.Request.URL.Query()
	offset, err := strconv.Atoi(q.Get("offset"))
	if err != nil || offset < 0 {
		return e.BadRequestError("The offset must be a whole number, 0 or more.", nil)
	}
	sort := q.Get("sort")
	descending := strings.HasPrefix(sort, "-")
	name := strings.TrimPrefix(sort, "-")

	collection, query, conds, err := listedRecords(e)
	if err != nil {
		return err
	}
	field := collection.Fields.GetByName(name)
	numeric := field != nil && field.Type() == core.FieldTypeNumber
	if field == nil || field.GetHidden() || !(numeric || field.Type() == core.FieldTypeText ||
		field.Type() == core.FieldTypeDate || field.Type() == core.FieldTypeAutodate || field.Type() == core.FieldTypeEmail ||
		field.Type() == core.FieldTypeSelect) || len(query.Info().Join) > 0 {
		return e.BadRequestError("This list cannot be sought by that order.", nil)
	}
	// The start of the same page of the same list is kept until a write to what it reads (internal/listcache).
	cache := listcache.For(e.App)
	key, cacheable := totalKey(e, collection)
	key = "page\x00" + key + "\x00" + sort + "\x00" + strconv.Itoa(offset)
	if cacheable {
		if start, ok := cache.Get(key, collection.Name, false); ok {
			return e.JSON(http.StatusOK, start)
		}
	}
	version := cache.Version(collection.Name, false)

	column := "[[" + collection.Name + "." + name + "]]"
	direction, before := "ASC", "<"
	if descending {
		direction, before = "DESC", ">"
	}
	base := func() *dbx.SelectQuery {
		q := e.App.RecordQuery(collection).Distinct(false)
		for _, c := range conds {
			q.AndWhere(c)
		}
		return q
	}

	// 1. The sort value at the offset, from the index alone.
	var value sql.NullString
	var number sql.NullFloat64
	target := any(&value)
	if numeric {
		target = &number
	}
	err = base().Select(column).OrderBy(column + " " + direction).Offset(int64(offset)).Limit(1).Row(target)
	if err == sql.ErrNoRows {
		return e.NotFoundError("The list ends before that row.", nil)
	}
	if err != nil {
		return e.BadRequestError("", err)
	}
	var v any = value.String
	if numeric {
		v = number.Float64
	}
	// 2. How many rows come before that value, and 3. the row at the remaining offset among those equal to it.
	var ahead int
	if err := base().Select("COUNT(*)").AndWhere(dbx.NewExp(column+" "+before+" {:v}", dbx.Params{"v": v})).
		Row(&ahead); err != nil {
		return e.BadRequestError("", err)
	}
	var id string
	if err := base().Select("[[" + collection.Name + ".id]]").AndWhere(dbx.NewExp(column+" = {:v}", dbx.Params{"v": v})).
		OrderBy("[[" + collection.Name + ".id]] ASC").Offset(int64(offset - ahead)).Limit(1).Row(&id); err != nil {
		return e.BadRequestError("", err)
	}
	start := map[string]any{"value": v, "id": id}
	if cacheable {
		cache.Keep(key, version, start)
	}
	return e.JSON(http.StatusOK, start)
}

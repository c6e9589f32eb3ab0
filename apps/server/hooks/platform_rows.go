package hooks

// The rows of every list. PocketBase's own list applies the rule as written, and every rule's role check reads the
// caller's user record (`@request.auth.active`, `@request.auth.permissions`), which PocketBase joins to each row and
// then answers with SELECT DISTINCT over the page's candidates. This route is that list with the rule decided the
// way the counts route decides it (each role fragment a literal, the state and own-record conditions kept), so a
// role user's page costs what a superuser's costs. Paging, sort, filter, expand and fields read as PocketBase's list
// reads them (the same search provider and record enrichment, under each expanded collection's view rule), and
// the answer has the same shape. `TestRowsAreTheListsRows` compares the two for every list and role.

import (
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/search"
)

// RowsRoute answers one page of a list: `GET /api/erp/rows/{collection}?page=&perPage=&sort=&filter=&expand=&fields=`.
const RowsRoute = "/api/erp/rows/{collection}"

func bindRows(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET(RowsRoute, listRows).Bind(apis.RequireAuth())
		return se.Next()
	})
}

func listRows(e *core.RequestEvent) error {
	collection, query, resolver, _, err := decidedList(e, true)
	if err != nil {
		return err
	}

	provider := search.NewProvider(resolver).Query(query)
	if !collection.IsView() {
		provider.CountCol("_rowid_")
	}
	records := []*core.Record{}
	result, err := provider.ParseAndExec(e.Request.URL.Query().Encode(), &records)
	if err != nil {
		return e.BadRequestError("", err)
	}

	event := &core.RecordsListRequestEvent{RequestEvent: e, Records: records, Result: result}
	event.Collection = collection
	return e.App.OnRecordsListRequest().Trigger(event, func(le *core.RecordsListRequestEvent) error {
		if err := apis.EnrichRecords(le.RequestEvent, le.Records); err != nil {
			return le.InternalServerError("Failed to enrich records", err)
		}
		return le.JSON(http.StatusOK, le.Result)
	})
}

// Command stocklists benchmarks the two stock lists the screens page through, against a running server:
//
//	go run ./bench/stocklists --url http://127.0.0.1:8098
//
// It signs in as the Storekeeper demo user and, one request at a time (--concurrency 1 by default) for
// --duration each, asks for what the screens ask for:
//
//   - inventory: a page of GET /api/collections/inventory_items/records (30 rows, by name, the warehouse and
//     supplier names expanded, the list's fields), the pages it has cycled through (at most --pages);
//   - inventory search: the same with a name-or-SKU search;
//   - warehouse details: a page of the items of the warehouse holding the most items (10 rows, by name);
//   - overview: GET /api/erp/stock/overview.
//
// It prints p50, p90, p99, max, requests per second and errors for each.
package main

import (
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"erp/server/bench/internal/load"
)

const itemFields = "id,name,sku,category,warehouse,quantity,minQuantity,maxQuantity,unitPrice,supplier,status,description," +
	"image,created,updated,expand.warehouse.name,expand.warehouse.nameAr,expand.supplier.name,expand.supplier.nameAr"

func main() {
	base := flag.String("url", "http://127.0.0.1:8098", "server base URL")
	email := flag.String("email", "stock@erp.local", "user to sign in as")
	password := flag.String("password", "Stock123!", "password")
	duration := flag.Duration("duration", 10*time.Second, "duration of each list")
	concurrency := flag.Int("concurrency", 1, "concurrent connections")
	pages := flag.Int("pages", 10, "pages cycled through (page=1..pages)")
	flag.Parse()

	api := load.New(*base, *concurrency, 30*time.Second)
	token, err := api.SignIn(*email + ":" + *password)
	load.ExitOn("sign-in", err)
	warehouse, items, err := biggestWarehouse(api, token)
	load.ExitOn("warehouse lookup", err)
	total, _ := count(api, token, "inventory_items", "")
	fmt.Printf("stock list benchmark: %s, %d connection(s), %s per list, pages 1..%d, %d items, warehouse %s holds %d\n",
		*base, *concurrency, *duration, *pages, total, warehouse, items)

	list := func(perPage int, filter string) func(page int) string {
		return func(page int) string {
			q := url.Values{
				"page": {fmt.Sprint(page)}, "perPage": {fmt.Sprint(perPage)}, "sort": {"name,id"},
				"expand": {"warehouse,supplier"}, "fields": {itemFields},
			}
			if filter != "" {
				q.Set("filter", filter)
			}
			return *base + "/api/collections/inventory_items/records?" + q.Encode()
		}
	}
	// Each list cycles through the pages it has (at most --pages): PocketBase answers a filtered list that comes back
	// empty more than three times in three seconds after a random pause of up to 500 ms (against timing attacks on
	// its filters), so asking for pages past the end measured that pause, not the list.
	type listCase struct {
		name  string
		url   func(page int) string
		pages int
	}
	inventory := func(name string, perPage int, filter string) listCase {
		n, err := count(api, token, "inventory_items", filter)
		load.ExitOn("counting", err)
		return listCase{name, list(perPage, filter), max(1, min(*pages, (n+perPage-1)/perPage))}
	}
	cases := []listCase{
		inventory("inventory page      ", 30, ""),
		inventory("inventory search    ", 30, "(name ~ 'Pipe' || sku ~ 'Pipe')"),
		inventory("inventory low stock ", 30, "status = 'low stock'"),
		inventory("warehouse details   ", 10, fmt.Sprintf("warehouse = '%s'", warehouse)),
		inventory("warehouse search    ", 10, fmt.Sprintf("warehouse = '%s' && (name ~ 'Steel' || sku ~ 'Steel')", warehouse)),
		{"overview            ", func(int) string { return *base + "/api/erp/stock/overview" }, 1},
	}
	for _, c := range cases {
		r := run(api.HTTP, token, c.url, *duration, *concurrency, c.pages)
		fmt.Printf("%s pages %2d  requests %6d  %7.1f req/s  p50 %6.1f ms  p90 %6.1f ms  p99 %6.1f ms  max %6.1f ms  errors %d\n",
			c.name, c.pages, len(r.Latencies), r.RPS, load.Ms(r.Pct(0.50)), load.Ms(r.Pct(0.90)), load.Ms(r.Pct(0.99)), load.Ms(r.Pct(1)), r.Errors)
	}
}

// run keeps conc connections asking for the pages of at for d, and times each answer.
func run(client *http.Client, token string, at func(page int) string, d time.Duration, conc, pages int) load.Result {
	var mu sync.Mutex
	var lat []time.Duration
	var errs atomic.Int64
	var n atomic.Int64
	stop := time.Now().Add(d)
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(stop) {
				page := int(n.Add(1))%pages + 1
				req, _ := http.NewRequest(http.MethodGet, at(page), nil)
				req.Header.Set("Authorization", token)
				t0 := time.Now()
				res, err := client.Do(req)
				if err == nil {
					_, _ = io.Copy(io.Discard, res.Body)
					res.Body.Close()
					if res.StatusCode != 200 {
						err = fmt.Errorf("status %d", res.StatusCode)
					}
				}
				el := time.Since(t0)
				if err != nil {
					errs.Add(1)
					continue
				}
				mu.Lock()
				lat = append(lat, el)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	return load.Result{Latencies: lat, Errors: int(errs.Load()), RPS: float64(len(lat)) / time.Since(start).Seconds()}
}

// count is how many records of collection match filter (all when empty).
func count(api *load.Client, token, collection, filter string) (int, error) {
	var out struct {
		TotalItems int `json:"totalItems"`
	}
	q := url.Values{"perPage": {"1"}, "fields": {"id"}}
	if filter != "" {
		q.Set("filter", filter)
	}
	err := api.Get(token, "/api/collections/"+collection+"/records?"+q.Encode(), &out)
	return out.TotalItems, err
}

// biggestWarehouse is the warehouse holding the most items, and how many.
func biggestWarehouse(api *load.Client, token string) (string, int, error) {
	var out struct {
		Items []struct {
			ID string `json:"id"`
		} `json:"items"`
	}
	if err := api.Get(token, "/api/collections/warehouses/records?perPage=200&fields=id", &out); err != nil {
		return "", 0, err
	}
	best, most := "", -1
	for _, w := range out.Items {
		n, err := count(api, token, "inventory_items", fmt.Sprintf("warehouse = '%s'", w.ID))
		if err != nil {
			return "", 0, err
		}
		if n > most {
			best, most = w.ID, n
		}
	}
	return best, most, nil
}

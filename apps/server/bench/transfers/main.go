// Command transfers benchmarks completing stock transfers, against a running server with the large dataset:
//
//	go run ./bench/transfers --url http://127.0.0.1:8098
//
// It signs in as the Storekeeper (requester) and the Administrator (approver) demo users, picks the active
// warehouse with the most items that can spare stock as the source and another with room as the destination,
// and prepares --transfers transfers of --lines lines (one unit of a different item each): created as
// pending by the requester, approved by the approver. It then completes them all from --concurrency
// connections, each request POST /api/erp/stock_transfers/{id}/complete, and prints p50, p90, p99, max,
// completions per second and errors. The first completions create the destination's items; later ones fill them:
// p50, p99 and max are printed again for each of the two groups.
//
// With --warmup N, N more transfers of the same items go to a third warehouse and are completed first, from the same
// connections, and reported apart: the measured completions then run on a server that has already completed some
// (its statements compiled, its page cache filled), and still create the destination's items themselves.
package main

import (
	"flag"
	"fmt"
	"net/url"
	"os"
	"sort"
	"time"

	"erp/server/bench/internal/load"
)

// client is the server's API client with this benchmark's own calls.
type client struct{ *load.Client }

func main() {
	base := flag.String("url", "http://127.0.0.1:8098", "server base URL")
	requester := flag.String("requester", "stock@erp.local:Stock123!", "email:password of the user who creates and completes the transfers")
	approver := flag.String("approver", "admin@erp.local:Admin123!", "email:password of the user who approves them (not the requester)")
	transfers := flag.Int("transfers", 200, "transfers to complete")
	linesPer := flag.Int("lines", 10, "lines per transfer")
	concurrency := flag.Int("concurrency", 10, "concurrent connections")
	warmup := flag.Int("warmup", 0, "transfers completed into a third warehouse before the measured ones, reported apart")
	flag.Parse()

	c := &client{load.New(*base, *concurrency, 60*time.Second)}
	reqToken, err := c.SignIn(*requester)
	load.ExitOn("sign-in of the requester", err)
	apprToken, err := c.SignIn(*approver)
	load.ExitOn("sign-in of the approver", err)

	from, to, warm, items, err := c.pick(apprToken, *transfers, *warmup, *linesPer)
	load.ExitOn("choosing the warehouses", err)
	fmt.Printf("transfer completion benchmark: %s, %d transfers of %d lines, %d connections; %d items of %s → %s\n",
		*base, *transfers, *linesPer, *concurrency, len(items), from.Name, to.Name)
	if *warmup > 0 {
		fmt.Printf("warm-up: %d transfers of the same items → %s first\n", *warmup, warm.Name)
	}

	// The warm-up transfers first (to warm), then the measured ones (to to); each cycles through the items.
	ids := make([]string, *warmup+*transfers)
	t0 := time.Now()
	setup := load.Parallel(len(ids), *concurrency, func(i int) error {
		dest, k := to.ID, i-*warmup // k: the transfer's place among its own kind, which picks its items
		if i < *warmup {
			dest, k = warm.ID, i
		}
		lines := make([]map[string]any, *linesPer)
		for j := range lines {
			it := items[(k**linesPer+j)%len(items)]
			lines[j] = map[string]any{"item": it.ID, "supplier": it.Supplier, "quantity": 1}
		}
		var rec struct {
			ID string `json:"id"`
		}
		if err := c.Post(reqToken, "/api/collections/stock_transfers/records", map[string]any{
			"date": time.Now().UTC().Format("2006-01-02") + " 00:00:00.000Z", "fromWarehouse": from.ID, "toWarehouse": dest,
			"status": "pending", "items": lines, "notes": "benchmark",
		}, &rec); err != nil {
			return fmt.Errorf("create: %w", err)
		}
		ids[i] = rec.ID
		if err := c.Post(apprToken, "/api/erp/stock_transfers/"+rec.ID+"/approve", nil, nil); err != nil {
			return fmt.Errorf("approve: %w", err)
		}
		return nil
	})
	if setup.Errors > 0 {
		fmt.Fprintln(os.Stderr, "setup failed:", setup.FirstError)
		os.Exit(1)
	}
	fmt.Printf("prepared %d approved transfers in %.1f s\n", len(ids), time.Since(t0).Seconds())

	complete := func(ids []string) load.Result {
		return load.Parallel(len(ids), *concurrency, func(i int) error {
			return c.Post(reqToken, "/api/erp/stock_transfers/"+ids[i]+"/complete", nil, nil)
		})
	}
	if *warmup > 0 {
		w := complete(ids[:*warmup])
		fmt.Printf("warm-up   requests %5d  %6.1f req/s  p50 %7.1f ms  p99 %7.1f ms  max %7.1f ms  errors %d\n",
			len(w.Latencies), w.RPS, load.Ms(w.Pct(0.50)), load.Ms(w.Pct(0.99)), load.Ms(w.Pct(1)), w.Errors)
	}
	r := complete(ids[*warmup:])
	fmt.Printf("complete  requests %5d  %6.1f req/s  p50 %7.1f ms  p90 %7.1f ms  p99 %7.1f ms  max %7.1f ms  errors %d\n",
		len(r.Latencies), r.RPS, load.Ms(r.Pct(0.50)), load.Ms(r.Pct(0.90)), load.Ms(r.Pct(0.99)), load.Ms(r.Pct(1)), r.Errors)
	if r.FirstError != "" {
		fmt.Println("  first error:", r.FirstError)
	}
	// The same completions in two groups: those that bring items the destination does not stock yet (each creates
	// its items there) and the others. The figure above is over all of them.
	creating := (len(items) + *linesPer - 1) / *linesPer
	for _, g := range []struct {
		name     string
		from, to int
	}{{"creating the destination's items", 0, min(creating, *transfers)}, {"moving into existing items", min(creating, *transfers), *transfers}} {
		part := r.Group(g.from, g.to)
		if len(part.Latencies) == 0 {
			continue
		}
		fmt.Printf("  %-34s transfers %3d–%3d  p50 %7.1f ms  p99 %7.1f ms  max %7.1f ms\n",
			g.name, g.from+1, g.to, load.Ms(part.Pct(0.50)), load.Ms(part.Pct(0.99)), load.Ms(part.Pct(1)))
	}
}

type warehouse struct{ ID, Name string }

type item struct {
	ID       string `json:"id"`
	Supplier string `json:"supplier"`
}

// pick chooses the source (the active warehouse with the most items that can each spare their share of
// units above their minimum), the destination (another active warehouse with room for every unit) and, with a
// warm-up, a third active warehouse with room for the warm-up's units.
func (c *client) pick(token string, transfers, warmup, lines int) (from, to, warm warehouse, items []item, err error) {
	var ws struct {
		Items []struct {
			ID               string `json:"id"`
			Name             string `json:"name"`
			Capacity         int    `json:"capacity"`
			CurrentOccupancy int    `json:"currentOccupancy"`
		} `json:"items"`
	}
	if err := c.Get(token, "/api/collections/warehouses/records?perPage=200&skipTotal=1&filter="+url.QueryEscape("isActive=true"), &ws); err != nil {
		return from, to, warm, nil, err
	}
	units := (transfers + warmup) * lines
	var best warehouse
	var bestItems []item
	for _, w := range ws.Items {
		var page struct {
			Items []struct {
				item
				Quantity    int `json:"quantity"`
				MinQuantity int `json:"minQuantity"`
			} `json:"items"`
		}
		filter := fmt.Sprintf("warehouse='%s' && quantity > 0", w.ID)
		if err := c.Get(token, "/api/collections/inventory_items/records?perPage=1000&skipTotal=1&fields=id,supplier,quantity,minQuantity&filter="+url.QueryEscape(filter), &page); err != nil {
			return from, to, warm, nil, err
		}
		// The k items with the most to spare, each used units/k times: the largest k that works.
		sort.Slice(page.Items, func(i, j int) bool {
			return page.Items[i].Quantity-page.Items[i].MinQuantity > page.Items[j].Quantity-page.Items[j].MinQuantity
		})
		for k := len(page.Items); k >= lines; k-- {
			it := page.Items[k-1]
			if it.Quantity-it.MinQuantity >= (units+k-1)/k {
				if k > len(bestItems) {
					best, bestItems = warehouse{ID: w.ID, Name: w.Name}, nil
					for _, x := range page.Items[:k] {
						bestItems = append(bestItems, x.item)
					}
				}
				break
			}
		}
	}
	if best.ID == "" {
		return from, to, warm, nil, fmt.Errorf("no active warehouse can spare %d units over %d-line transfers", units, lines)
	}
	// The destination first, then the warm-up's warehouse among the others.
	for _, need := range []struct {
		into  *warehouse
		units int
	}{{&to, transfers * lines}, {&warm, warmup * lines}} {
		if need.units == 0 {
			continue
		}
		for _, w := range ws.Items {
			if w.ID != best.ID && w.ID != to.ID && (w.Capacity == 0 || w.Capacity-w.CurrentOccupancy >= need.units) {
				*need.into = warehouse{ID: w.ID, Name: w.Name}
				break
			}
		}
		if need.into.ID == "" {
			return from, to, warm, nil, fmt.Errorf("no other active warehouse has room for %d units", need.units)
		}
	}
	return best, to, warm, bestItems, nil
}

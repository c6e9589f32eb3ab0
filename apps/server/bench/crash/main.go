// Command crash checks that a server killed with SIGKILL under write load keeps every write it acknowledged:
//
//	go run ./bench/crash --runs 3
//
// It builds the server (or takes --bin), seeds a fresh data directory with the demo data, and then, --runs
// times: starts the server, runs a write load from --workers connections (draft invoices created and issued,
// payments recorded with an Idempotency-Key, stock transfers created, approved and completed), SIGKILLs the
// server at a random moment between --min and --max seconds, starts it again and checks that every write
// answered 2xx is there (each invoice issued, each payment in the ledger, each transfer completed) and that every
// inventory item's quantity equals the sum of its stock movements. It prints the figures of each run and exits
// non-zero when anything acknowledged is missing or a stock level disagrees with its ledger.
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"erp/server/bench/internal/load"
)

var (
	bin      = flag.String("bin", "", "the erp server binary (default: built from ./cmd/erp)")
	port     = flag.Int("port", 18199, "the port the server listens on")
	runs     = flag.Int("runs", 3, "kill-and-restart cycles")
	workers  = flag.Int("workers", 6, "concurrent writers")
	minDelay = flag.Float64("min", 2, "earliest kill, seconds after the load starts")
	maxDelay = flag.Float64("max", 6, "latest kill, seconds after the load starts")
	keep     = flag.Bool("keep", false, "keep the data directory")
)

func main() {
	flag.Parse()
	dir, err := os.MkdirTemp("", "erp-crash-")
	exitOn("temp dir", err)
	if !*keep {
		defer os.RemoveAll(dir)
	}
	if *bin == "" {
		*bin = filepath.Join(dir, "erp")
		run("build", "go", "build", "-o", *bin, "./cmd/erp")
	}
	data := filepath.Join(dir, "pb_data")
	run("migrate", *bin, "migrate", "up", "--dir", data)
	run("seed", *bin, "seed", "--dir", data)

	base := fmt.Sprintf("http://127.0.0.1:%d", *port)
	c := &client{&load.Client{Base: base, HTTP: &http.Client{Timeout: 30 * time.Second}}}
	ledger := &acks{}
	failed := false
	for r := 1; r <= *runs; r++ {
		srv := start(data)
		admin, stock := c.mustSignIn("admin@erp.local", "Admin123!"), c.mustSignIn("stock@erp.local", "Stock123!")
		in := c.inputs(admin)
		before := ledger.count()
		stop := make(chan struct{})
		var wg sync.WaitGroup
		for w := 0; w < *workers; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				work(c, in, admin, stock, ledger, w, stop)
			}(w)
		}
		delay := time.Duration((*minDelay + rand.Float64()*(*maxDelay-*minDelay)) * float64(time.Second))
		time.Sleep(delay)
		exitOn("SIGKILL", srv.Process.Signal(syscall.SIGKILL))
		_ = srv.Wait()
		close(stop)
		wg.Wait()

		srv = start(data)
		admin = c.mustSignIn("admin@erp.local", "Admin123!")
		found, lost := c.verify(admin, ledger.all())
		items, mismatched := c.stockMatchesLedger(admin)
		fmt.Printf("run %d: killed after %.1f s; writes acknowledged %d (this run %d: %s), found %d, lost %d; "+
			"%d items checked, %d differ from their ledger (or warehouses from their items)\n",
			r, delay.Seconds(), ledger.count(), ledger.count()-before, ledger.summary(before), found, len(lost), items, len(mismatched))
		for _, l := range lost {
			fmt.Println("  LOST:", l)
		}
		for _, m := range mismatched {
			fmt.Println("  STOCK:", m)
		}
		failed = failed || len(lost) > 0 || len(mismatched) > 0
		_ = srv.Process.Signal(syscall.SIGTERM)
		_ = srv.Wait()
	}
	if failed {
		os.Exit(1)
	}
}

// ack is one acknowledged write: what the server must show after the restart.
type ack struct{ kind, id, key string }

type acks struct {
	mu   sync.Mutex
	list []ack
}

func (a *acks) add(x ack) { a.mu.Lock(); a.list = append(a.list, x); a.mu.Unlock() }
func (a *acks) count() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.list)
}
func (a *acks) all() []ack {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]ack{}, a.list...)
}
func (a *acks) summary(from int) string {
	n := map[string]int{}
	for _, x := range a.all()[from:] {
		n[x.kind]++
	}
	return fmt.Sprintf("%d invoices created, %d issued, %d payments, %d transfers completed",
		n["invoice created"], n["invoice issued"], n["payment"], n["transfer completed"])
}

type inputs struct {
	clients          []string
	items            []item // stocked items, plenty above their minimum
	from, to         string // transfer warehouses
	transferItems    []item // stocked in from
	vatRate          float64
	issueDate, today string
}

type item struct {
	ID        string  `json:"id"`
	Name      string  `json:"name"`
	Warehouse string  `json:"warehouse"`
	Supplier  string  `json:"supplier"`
	Quantity  float64 `json:"quantity"`
	MinQ      float64 `json:"minQuantity"`
	UnitPrice float64 `json:"unitPrice"`
}

// work runs writes until the server stops answering or stop closes; only 2xx answers are recorded.
func work(c *client, in inputs, admin, stock string, ledger *acks, w int, stop <-chan struct{}) {
	for i := 0; ; i++ {
		select {
		case <-stop:
			return
		default:
		}
		var err error
		if (i+w)%3 == 2 {
			err = transfer(c, in, admin, stock, ledger, w, i)
		} else {
			err = invoice(c, in, admin, ledger, w, i)
		}
		if err != nil {
			time.Sleep(50 * time.Millisecond) // the server is down: wait for stop
		}
	}
}

func invoice(c *client, in inputs, admin string, ledger *acks, w, i int) error {
	it := in.items[(w*7919+i)%len(in.items)]
	var inv struct {
		ID    string  `json:"id"`
		Total float64 `json:"total"`
	}
	err := c.Do(http.MethodPost, admin, "/api/collections/invoices/records", map[string]any{
		"client": in.clients[(w+i)%len(in.clients)], "issueDate": in.issueDate, "vatRate": in.vatRate, "status": "Draft",
		"items": []map[string]any{{"item": it.ID, "warehouse": it.Warehouse, "description": it.Name, "quantity": 1,
			"unitPrice": 100, "total": 100}},
	}, &inv, nil)
	if err != nil {
		return err
	}
	ledger.add(ack{"invoice created", inv.ID, ""})
	if err := c.Do(http.MethodPost, admin, "/api/erp/invoices/"+inv.ID+"/issue", nil, nil, nil); err != nil {
		return err
	}
	ledger.add(ack{"invoice issued", inv.ID, ""})
	key := fmt.Sprintf("crash-%d-%d-%d", time.Now().UnixNano(), w, i)
	if err := c.Do(http.MethodPost, admin, "/api/erp/invoices/"+inv.ID+"/payments",
		map[string]any{"amount": 10, "method": "Cash", "date": in.today}, nil, map[string]string{"Idempotency-Key": key}); err != nil {
		return err
	}
	ledger.add(ack{"payment", inv.ID, key})
	return nil
}

func transfer(c *client, in inputs, admin, stock string, ledger *acks, w, i int) error {
	it := in.transferItems[(w*104729+i)%len(in.transferItems)]
	var tr struct {
		ID string `json:"id"`
	}
	err := c.Do(http.MethodPost, stock, "/api/collections/stock_transfers/records", map[string]any{
		"date": in.issueDate, "fromWarehouse": in.from, "toWarehouse": in.to, "status": "pending", "notes": "crash test",
		"items": []map[string]any{{"item": it.ID, "supplier": it.Supplier, "quantity": 1}},
	}, &tr, nil)
	if err != nil {
		return err
	}
	if err := c.Do(http.MethodPost, admin, "/api/erp/stock_transfers/"+tr.ID+"/approve", nil, nil, nil); err != nil {
		return err
	}
	if err := c.Do(http.MethodPost, stock, "/api/erp/stock_transfers/"+tr.ID+"/complete", nil, nil, nil); err != nil {
		return err
	}
	ledger.add(ack{"transfer completed", tr.ID, ""})
	return nil
}

// verify looks up every acknowledged write and returns how many are there and the missing ones.
func (c *client) verify(token string, all []ack) (found int, lost []string) {
	for _, a := range all {
		ok := false
		switch a.kind {
		case "invoice created", "invoice issued":
			var inv struct{ Status string }
			if c.Do(http.MethodGet, token, "/api/collections/invoices/records/"+a.id, nil, &inv, nil) == nil {
				ok = a.kind == "invoice created" || inv.Status == "Pending" || inv.Status == "Partially Paid" || inv.Status == "Paid"
			}
		case "payment":
			var page struct{ TotalItems int }
			filter := url.QueryEscape(fmt.Sprintf("invoice='%s' && idempotencyKey='%s'", a.id, a.key))
			if c.Do(http.MethodGet, token, "/api/collections/invoice_payments/records?filter="+filter, nil, &page, nil) == nil {
				ok = page.TotalItems == 1
			}
		case "transfer completed":
			var tr struct{ Status string }
			if c.Do(http.MethodGet, token, "/api/collections/stock_transfers/records/"+a.id, nil, &tr, nil) == nil {
				ok = tr.Status == "completed"
			}
		}
		if ok {
			found++
		} else {
			lost = append(lost, a.kind+" "+a.id)
		}
	}
	return found, lost
}

// stockMatchesLedger compares every item's quantity with the sum of its movements, and every warehouse's
// occupancy with the sum of its items' quantities.
func (c *client) stockMatchesLedger(token string) (int, []string) {
	sums := map[string]float64{}
	for page := 1; ; page++ {
		var p struct {
			Items []struct {
				Item     string  `json:"item"`
				Quantity float64 `json:"quantity"`
			} `json:"items"`
		}
		exitOn("movements", c.Do(http.MethodGet, token, fmt.Sprintf(
			"/api/collections/stock_movements/records?perPage=1000&skipTotal=1&fields=item,quantity&sort=id&page=%d", page), nil, &p, nil))
		for _, m := range p.Items {
			sums[m.Item] += m.Quantity
		}
		if len(p.Items) < 1000 {
			break
		}
	}
	bad := []string{}
	n := 0
	held := map[string]float64{}
	for page := 1; ; page++ {
		var p struct{ Items []item }
		exitOn("items", c.Do(http.MethodGet, token, fmt.Sprintf(
			"/api/collections/inventory_items/records?perPage=1000&skipTotal=1&fields=id,name,quantity,warehouse&sort=id&page=%d", page), nil, &p, nil))
		for _, it := range p.Items {
			n++
			held[it.Warehouse] += it.Quantity
			if diff := it.Quantity - sums[it.ID]; diff > 1e-9 || diff < -1e-9 {
				bad = append(bad, fmt.Sprintf("%s (%s): quantity %v, ledger %v", it.Name, it.ID, it.Quantity, sums[it.ID]))
			}
		}
		if len(p.Items) < 1000 {
			break
		}
	}
	var ws struct {
		Items []struct {
			ID        string  `json:"id"`
			Name      string  `json:"name"`
			Occupancy float64 `json:"currentOccupancy"`
		} `json:"items"`
	}
	exitOn("warehouses", c.Do(http.MethodGet, token, "/api/collections/warehouses/records?perPage=500&skipTotal=1&fields=id,name,currentOccupancy", nil, &ws, nil))
	for _, w := range ws.Items {
		if diff := w.Occupancy - held[w.ID]; diff > 1e-9 || diff < -1e-9 {
			bad = append(bad, fmt.Sprintf("warehouse %s (%s): occupancy %v, its items hold %v", w.Name, w.ID, w.Occupancy, held[w.ID]))
		}
	}
	return n, bad
}

func (c *client) inputs(token string) inputs {
	in := inputs{vatRate: 14, today: time.Now().UTC().Format("2006-01-02"),
		issueDate: time.Now().UTC().Format("2006-01-02") + " 00:00:00.000Z"}
	var clients struct{ Items []struct{ ID string } }
	exitOn("clients", c.Do(http.MethodGet, token, "/api/collections/clients/records?perPage=50&skipTotal=1&fields=id", nil, &clients, nil))
	for _, cl := range clients.Items {
		in.clients = append(in.clients, cl.ID)
	}
	var items struct{ Items []item }
	exitOn("items", c.Do(http.MethodGet, token, "/api/collections/inventory_items/records?perPage=1000&skipTotal=1&filter="+
		url.QueryEscape("quantity >= 100"), nil, &items, nil))
	for _, it := range items.Items {
		if it.Quantity-it.MinQ >= 100 {
			in.items = append(in.items, it)
		}
	}
	var ws struct {
		Items []struct {
			ID               string
			Capacity         float64
			CurrentOccupancy float64
		}
	}
	exitOn("warehouses", c.Do(http.MethodGet, token, "/api/collections/warehouses/records?perPage=200&skipTotal=1&filter="+
		url.QueryEscape("isActive=true"), nil, &ws, nil))
	// The source: the warehouse with most plentiful items; the destination: another with the most room.
	perWarehouse := map[string][]item{}
	for _, it := range in.items {
		perWarehouse[it.Warehouse] = append(perWarehouse[it.Warehouse], it)
	}
	for _, w := range ws.Items {
		if len(perWarehouse[w.ID]) > len(perWarehouse[in.from]) {
			in.from = w.ID
		}
	}
	room := -1.0
	for _, w := range ws.Items {
		if free := w.Capacity - w.CurrentOccupancy; w.ID != in.from && free > room {
			in.to, room = w.ID, free
		}
	}
	for _, it := range perWarehouse[in.from] {
		if it.Supplier != "" {
			in.transferItems = append(in.transferItems, it)
		}
	}
	if len(in.clients) == 0 || len(in.items) == 0 || len(in.transferItems) == 0 || in.to == "" {
		exitOn("inputs", fmt.Errorf("the demo data lacks clients (%d), stocked items (%d) or transfer items (%d)",
			len(in.clients), len(in.items), len(in.transferItems)))
	}
	return in
}

package demo

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/spf13/cobra"

	"erp/server/hooks"
	"erp/server/internal/lines"
	"erp/server/internal/schema"
)

// bigDataBatch is the number of invoices written per transaction: short enough not to stall other
// writers for long, large enough to amortise the commit.
const bigDataBatch = 5000

func newBigDataCommand(pb *pocketbase.PocketBase) *cobra.Command {
	var invoices, clients, items int
	cmd := &cobra.Command{
		Use:   "bigdata",
		Short: "Adds a large dataset (default 100,000 invoices with ~2,000 clients, ~2,000 inventory items, payments and stock movements) for performance work",
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := pb.RunAllMigrations(); err != nil {
				return fmt.Errorf("applying migrations: %w", err)
			}
			if clients <= 0 {
				clients = max(1, invoices/50)
			}
			if items <= 0 {
				items = max(1, invoices/50)
			}
			started := time.Now()
			stats, err := GenerateBigData(pb, clients, items, invoices)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Inserted %d clients, %d inventory items, %d invoices, %d payments and %d stock movements in %s.\n",
				stats.Clients, stats.Items, stats.Invoices, stats.Payments, stats.Movements, time.Since(started).Round(time.Millisecond))
			return nil
		},
	}
	cmd.Flags().IntVar(&invoices, "invoices", 100000, "number of invoices to generate")
	cmd.Flags().IntVar(&clients, "clients", 0, "number of clients to generate (default: invoices / 50)")
	cmd.Flags().IntVar(&items, "items", 0, "number of inventory items to generate (default: invoices / 50)")
	return cmd
}

// BigDataStats counts what GenerateBigData inserted.
type BigDataStats struct{ Clients, Items, Invoices, Payments, Movements int }

var bigLineTexts = []string{
	"Steel fabrication works", "Site delivery", "Electrical installation", "Plumbing materials", "Finishing materials",
	"Equipment rental (day)", "Maintenance visit", "Consulting hours", "Tiles and adhesive", "Paint and primer",
}

// bigItem is a generated inventory item and its running quantity.
type bigItem struct {
	id, name, warehouse, supplier string
	price                         int64 // piastres
	quantity, minQuantity         int
}

// GenerateBigData inserts clients, inventory items across the active warehouses (three new ones when there
// are none) and invoices with their payments, using prepared statements in batched transactions. Model hooks
// are bypassed for speed, so the generator computes what the hooks and actions would: invoice numbers from
// doc_counters (INV-<year>) in issue-date order, SKUs from the SKU counter, line totals, subtotal, VAT, total,
// amountPaid and remaining in exact piastres; about 40 % of the lines are inventory lines, and every issued
// invoice (Pending, Partially Paid, Paid) takes their quantities from stock with invoice_issue movements, after
// each item's opening movement, so an item's quantity is the sum of its ledger; item status and warehouse
// occupancy follow. Draft and Cancelled invoices (cancelled as drafts) take no stock. Bulk rows are not written
// to the audit log, and no alert is raised or cleared.
func GenerateBigData(app core.App, clientCount, itemCount, invoiceCount int) (stats BigDataStats, err error) {
	// The bulk tables' indexes are built once after the load, by sorting, rather than kept up to date row by
	// row: random ids made every index insert a random page write. They are built again even when the load fails.
	var indexes []struct {
		Name string `db:"name"`
		SQL  string `db:"sql"`
	}
	if err := app.DB().NewQuery(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
		AND tbl_name IN ('invoices', 'invoice_payments', 'stock_movements')`).All(&indexes); err != nil {
		return stats, fmt.Errorf("bigdata: indexes: %w", err)
	}
	for _, ix := range indexes {
		if _, err := app.DB().NewQuery("DROP INDEX IF EXISTS `" + ix.Name + "`").Execute(); err != nil {
			return stats, fmt.Errorf("bigdata: drop %s: %w", ix.Name, err)
		}
	}
	defer func() {
		for _, ix := range indexes {
			if _, ierr := app.DB().NewQuery(ix.SQL).Execute(); ierr != nil && err == nil {
				err = fmt.Errorf("bigdata: index %s: %w", ix.Name, ierr)
			}
		}
	}()
	return generateBigData(app, clientCount, itemCount, invoiceCount)
}

func generateBigData(app core.App, clientCount, itemCount, invoiceCount int) (BigDataStats, error) {
	stats := BigDataStats{}
	rng := rand.New(rand.NewSource(randomSeed + int64(invoiceCount)))
	now := time.Now().UTC()
	start := now.AddDate(0, 0, -3*365-1).Truncate(24 * time.Hour)
	stamp := func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05.000Z") }
	newID := func() string {
		return security.PseudorandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789")
	}

	// A bulk load: the writer connection gets a cache that holds the growing indexes (random ids make every
	// index insert a random page write; with the default cache a million invoices took 22 times the CPU of a
	// hundred thousand) and checkpoints the log less often. Generated data can be generated again, so the load
	// does not wait for each batch to reach the disk.
	for _, pragma := range []string{"PRAGMA cache_size = -1000000", "PRAGMA wal_autocheckpoint = 100000", "PRAGMA synchronous = OFF"} {
		if _, err := app.NonconcurrentDB().NewQuery(pragma).Execute(); err != nil {
			return stats, fmt.Errorf("bigdata: %s: %w", pragma, err)
		}
	}
	defer app.NonconcurrentDB().NewQuery("PRAGMA synchronous = NORMAL").Execute()

	clientIDs := make([]string, 0, clientCount)
	err := app.RunInTransaction(func(tx core.App) error {
		q := tx.DB().NewQuery(`INSERT INTO clients (id, name, nameAr, type, status, company, email, phone, website, created, updated)
			VALUES ({:id}, {:name}, {:nameAr}, {:type}, {:status}, {:company}, {:email}, {:phone}, '', {:ts}, {:ts})`).Prepare()
		defer q.Close()
		for i := 0; i < clientCount; i++ {
			id := newID()
			city, act := cities[i%len(cities)], activities[(i/len(cities))%len(activities)]
			name := fmt.Sprintf("%s %s %04d", city.en, act.en, i+1)
			kind, company := "business", name
			if i%4 == 3 {
				first, last := firstNamesMale[i%len(firstNamesMale)], lastNames[(i/7)%len(lastNames)]
				name, kind, company = fmt.Sprintf("%s %s %04d", first.en, last.en, i+1), "individual", ""
			}
			_, err := q.Bind(dbx.Params{
				"id": id, "name": name, "nameAr": city.ar + " " + act.ar, "type": kind,
				"status": schema.ClientStatuses[i%3], "company": company,
				"email": fmt.Sprintf("client%05d@example.com.eg", i+1), "phone": fmt.Sprintf("+20 10 %08d", i+1),
				"ts": stamp(now.AddDate(0, 0, -rng.Intn(1000))),
			}).Execute()
			if err != nil {
				return err
			}
			clientIDs = append(clientIDs, id)
		}
		return nil
	})
	if err != nil {
		return stats, fmt.Errorf("bigdata clients: %w", err)
	}
	stats.Clients = clientCount

	items, warehouseIDs, err := generateBigItems(app, rng, itemCount, start, now, newID, stamp)
	if err != nil {
		return stats, fmt.Errorf("bigdata inventory items: %w", err)
	}
	stats.Items = len(items)
	stats.Movements = len(items)

	// Current counter values, so the generated numbers continue the existing series.
	counters := map[int]int{}
	counter := func(tx core.App, year int) (int, error) {
		if v, ok := counters[year]; ok {
			return v, nil
		}
		var v int
		err := tx.DB().NewQuery("SELECT COALESCE(MAX(value), 0) FROM doc_counters WHERE series = {:s}").
			Bind(dbx.Params{"s": fmt.Sprintf("INV-%d", year)}).Row(&v)
		counters[year] = v
		return v, err
	}

	statuses := []struct {
		name  string
		share int
	}{{"Draft", 10}, {"Pending", 35}, {"Partially Paid", 15}, {"Paid", 35}, {"Cancelled", 5}}
	pickStatus := func() string {
		r := rng.Intn(100)
		for _, s := range statuses {
			if r < s.share {
				return s.name
			}
			r -= s.share
		}
		return "Paid"
	}
	rates := []int64{14, 14, 14, 5, 0}

	// Issue dates in ascending order, so numbers, stock movements and their running balances follow time.
	issues := make([]time.Time, invoiceCount)
	for i := range issues {
		issues[i] = now.AddDate(0, 0, -rng.Intn(3*365)).Truncate(24 * time.Hour)
	}
	sort.Slice(issues, func(a, b int) bool { return issues[a].Before(issues[b]) })

	for done := 0; done < invoiceCount; {
		n := min(bigDataBatch, invoiceCount-done)
		err := app.RunInTransaction(func(tx core.App) error {
			inv := tx.DB().NewQuery(`INSERT INTO invoices (id, invoiceNumber, client, issueDate, dueDate, vatRate, items, subtotal, vat, total,
				notes, attachments, amountPaid, remaining, receipt, status, created, updated)
				VALUES ({:id}, {:number}, {:client}, {:issue}, {:due}, {:rate}, {:items}, {:subtotal}, {:vat}, {:total},
				'', '[]', {:paid}, {:remaining}, '', {:status}, {:ts}, {:ts})`).Prepare()
			defer inv.Close()
			pay := tx.DB().NewQuery(`INSERT INTO invoice_payments (id, invoice, amount, method, notes, date, recordedBy, idempotencyKey, created, updated)
				VALUES ({:id}, {:invoice}, {:amount}, {:method}, '', {:date}, '', '', {:ts}, {:ts})`).Prepare()
			defer pay.Close()
			move := prepareMovement(tx)
			defer move.Close()
			touched := map[int]bool{}

			for i := 0; i < n; i++ {
				issue := issues[done+i]
				year := issue.Year()
				c, err := counter(tx, year)
				if err != nil {
					return err
				}
				c++
				counters[year] = c
				id, number := newID(), fmt.Sprintf("INV-%d-%06d", year, c)
				status := pickStatus()
				issued := status == "Pending" || status == "Partially Paid" || status == "Paid"
				created := issue.Add(time.Duration(8+rng.Intn(10)) * time.Hour)

				var lineJSON strings.Builder
				lineJSON.WriteByte('[')
				var subtotal int64
				type take struct{ item, qty, balance int }
				takes := []take{}
				for j, lc := 0, 1+rng.Intn(4); j < lc; j++ {
					if j > 0 {
						lineJSON.WriteByte(',')
					}
					if len(items) > 0 && rng.Intn(5) < 2 {
						k := rng.Intn(len(items))
						it := &items[k]
						qty := 1 + rng.Intn(10)
						if issued {
							qty = min(qty, it.quantity)
						}
						if qty > 0 {
							total := lines.LineTotal(int64(qty)*1000, it.price)
							subtotal += total
							fmt.Fprintf(&lineJSON, `{"item":%q,"warehouse":%q,"supplier":%q,"description":%q,"quantity":%d,"unitPrice":%s,"total":%s}`,
								it.id, it.warehouse, it.supplier, it.name, qty, lines.FormatPiastres(it.price), lines.FormatPiastres(total))
							if issued {
								it.quantity -= qty // at once: a later line of the same invoice may pick the item again
								takes = append(takes, take{k, qty, it.quantity})
							}
							continue
						}
						// Out of stock: an issued invoice sells a service instead.
					}
					qty := int64(1 + rng.Intn(20))
					price := int64(500 + rng.Intn(500000)) // 5.00 – 5,005.00 EGP
					total := lines.LineTotal(qty*1000, price)
					subtotal += total
					fmt.Fprintf(&lineJSON, `{"description":%q,"quantity":%d,"unitPrice":%s,"total":%s}`,
						bigLineTexts[rng.Intn(len(bigLineTexts))], qty, lines.FormatPiastres(price), lines.FormatPiastres(total))
				}
				lineJSON.WriteByte(']')
				rate := rates[rng.Intn(len(rates))]
				vat := lines.VAT(subtotal, rate*100)
				total := subtotal + vat

				var paid int64
				payments := []int64{}
				switch status {
				case "Partially Paid":
					payments = append(payments, total*int64(20+rng.Intn(60))/100)
				case "Paid":
					if rng.Intn(2) == 0 {
						first := total / 2
						payments = append(payments, first, total-first)
					} else {
						payments = append(payments, total)
					}
				}
				for _, p := range payments {
					paid += p
				}
				if status == "Partially Paid" && (paid <= 0 || paid >= total) {
					status, paid, payments = "Pending", 0, nil
				}
				_, err = inv.Bind(dbx.Params{
					"id": id, "number": number, "client": clientIDs[rng.Intn(len(clientIDs))],
					"issue": stamp(issue), "due": stamp(issue.AddDate(0, 0, 30)), "rate": rate, "items": lineJSON.String(),
					"subtotal": lines.Pounds(subtotal), "vat": lines.Pounds(vat), "total": lines.Pounds(total),
					"paid": lines.Pounds(paid), "remaining": lines.Pounds(total - paid), "status": status, "ts": stamp(created),
				}).Execute()
				if err != nil {
					return err
				}
				for _, tk := range takes {
					touched[tk.item] = true
					if err := insertMovement(move, newID(), &items[tk.item], -tk.qty, tk.balance, "invoice_issue", "invoices", id, number, stamp(created)); err != nil {
						return err
					}
					stats.Movements++
				}
				for k, p := range payments {
					day := issue.AddDate(0, 0, 5+10*k)
					_, err = pay.Bind(dbx.Params{
						"id": newID(), "invoice": id, "amount": lines.Pounds(p),
						"method": schema.PaymentMethods[rng.Intn(len(schema.PaymentMethods))],
						"date":   stamp(day), "ts": stamp(day),
					}).Execute()
					if err != nil {
						return err
					}
					stats.Payments++
				}
			}
			for year, v := range counters {
				_, err := tx.DB().NewQuery(`INSERT INTO doc_counters (series, value) VALUES ({:s}, {:v})
					ON CONFLICT(series) DO UPDATE SET value = MAX(value, excluded.value)`).
					Bind(dbx.Params{"s": fmt.Sprintf("INV-%d", year), "v": v}).Execute()
				if err != nil {
					return err
				}
			}
			// The items whose stock moved in this batch, and the occupancy of the warehouses, in the same transaction.
			upd := tx.DB().NewQuery("UPDATE inventory_items SET quantity = {:q}, status = {:s}, updated = {:ts} WHERE id = {:id}").Prepare()
			defer upd.Close()
			for k := range touched {
				it := items[k]
				_, err := upd.Bind(dbx.Params{"q": it.quantity, "s": hooks.ItemStatus(it.quantity, it.minQuantity), "ts": stamp(now), "id": it.id}).Execute()
				if err != nil {
					return err
				}
			}
			return refreshBigOccupancy(tx, warehouseIDs, false)
		})
		if err != nil {
			return stats, fmt.Errorf("bigdata invoices: %w", err)
		}
		done += n
		stats.Invoices = done
	}
	return stats, nil
}

// generateBigItems inserts itemCount inventory items (the demo catalogue's products, numbered models) spread
// over the active warehouses, each with its opening stock movement, and raises each warehouse's capacity so
// that the opening stock fills at most 80 % of it. It answers the items and the warehouses used.
func generateBigItems(app core.App, rng *rand.Rand, itemCount int, opening, now time.Time, newID func() string,
	stamp func(time.Time) string) ([]bigItem, []string, error) {
	items := make([]bigItem, 0, itemCount)
	var warehouseIDs []string
	err := app.RunInTransaction(func(tx core.App) error {
		if err := tx.DB().NewQuery("SELECT id FROM warehouses WHERE isActive = TRUE ORDER BY created, id").Column(&warehouseIDs); err != nil {
			return err
		}
		if len(warehouseIDs) == 0 && itemCount > 0 {
			q := tx.DB().NewQuery(`INSERT INTO warehouses (id, name, nameAr, location, capacity, currentOccupancy, isActive, email, phone, address, notes, created, updated)
				VALUES ({:id}, {:name}, {:nameAr}, {:location}, 0, 0, TRUE, '', '', {:address}, '', {:ts}, {:ts})`).Prepare()
			defer q.Close()
			for _, w := range warehouseSpecs[:3] {
				id := newID()
				if _, err := q.Bind(dbx.Params{"id": id, "name": w.name, "nameAr": w.nameAr, "location": w.location, "address": w.address, "ts": stamp(opening)}).Execute(); err != nil {
					return err
				}
				warehouseIDs = append(warehouseIDs, id)
			}
		}
		var supplierIDs []string
		if err := tx.DB().NewQuery("SELECT id FROM suppliers WHERE status = 'active' ORDER BY created, id").Column(&supplierIDs); err != nil {
			return err
		}

		ins := tx.DB().NewQuery(`INSERT INTO inventory_items (id, name, sku, category, warehouse, quantity, minQuantity, maxQuantity, unitPrice,
			supplier, status, description, image, created, updated)
			VALUES ({:id}, {:name}, {:sku}, {:category}, {:warehouse}, {:quantity}, {:min}, {:max}, {:price},
			{:supplier}, {:status}, {:description}, '', {:ts}, {:ts})`).Prepare()
		defer ins.Close()
		move := prepareMovement(tx)
		defer move.Close()
		for i := 0; i < itemCount; i++ {
			p := catalogue[i%len(catalogue)]
			name := fmt.Sprintf("%s M%04d", p.name, i+1)
			sku, err := hooks.NextSKU(tx, name)
			if err != nil {
				return err
			}
			it := bigItem{
				id: newID(), name: name, warehouse: warehouseIDs[i%len(warehouseIDs)],
				price:    lines.FromFloat(p.price * float64(90+rng.Intn(21)) / 100),
				quantity: 100 + rng.Intn(400), minQuantity: 10 + 10*rng.Intn(5),
			}
			if len(supplierIDs) > 0 {
				it.supplier = supplierIDs[rng.Intn(len(supplierIDs))]
			}
			_, err = ins.Bind(dbx.Params{
				"id": it.id, "name": it.name, "sku": sku, "category": p.category, "warehouse": it.warehouse,
				"quantity": it.quantity, "min": it.minQuantity, "max": it.quantity * 2, "price": lines.Pounds(it.price),
				"supplier": it.supplier, "status": hooks.ItemStatus(it.quantity, it.minQuantity), "description": p.nameAr,
				"ts": stamp(opening),
			}).Execute()
			if err != nil {
				return err
			}
			if err := insertMovement(move, newID(), &it, it.quantity, it.quantity, "opening", "inventory_items", it.id, sku, stamp(opening)); err != nil {
				return err
			}
			items = append(items, it)
		}
		return refreshBigOccupancy(tx, warehouseIDs, true)
	})
	return items, warehouseIDs, err
}

func prepareMovement(tx core.App) *dbx.Query {
	return tx.DB().NewQuery(`INSERT INTO stock_movements (id, item, warehouse, quantity, reason, sourceCollection, sourceId, sourceNumber,
		balanceAfter, createdBy, created, updated)
		VALUES ({:id}, {:item}, {:warehouse}, {:quantity}, {:reason}, {:sc}, {:sid}, {:snum}, {:balance}, '', {:ts}, {:ts})`).Prepare()
}

// insertMovement appends a ledger row for it: the signed quantity and the item's balance after the move.
func insertMovement(q *dbx.Query, id string, it *bigItem, quantity, balance int, reason, sourceCollection, sourceID, sourceNumber, ts string) error {
	_, err := q.Bind(dbx.Params{
		"id": id, "item": it.id, "warehouse": it.warehouse, "quantity": quantity, "reason": reason,
		"sc": sourceCollection, "sid": sourceID, "snum": sourceNumber, "balance": balance, "ts": ts,
	}).Execute()
	return err
}

// refreshBigOccupancy recomputes the warehouses' occupancy from their items; with grow, it also raises each
// capacity so that the stock fills at most 80 % of it.
func refreshBigOccupancy(tx core.App, warehouseIDs []string, grow bool) error {
	for _, id := range warehouseIDs {
		_, err := tx.DB().NewQuery(`UPDATE warehouses SET currentOccupancy =
			(SELECT COALESCE(SUM(quantity), 0) FROM inventory_items WHERE warehouse = {:id}) WHERE id = {:id}`).
			Bind(dbx.Params{"id": id}).Execute()
		if err != nil {
			return err
		}
		if grow {
			_, err = tx.DB().NewQuery(`UPDATE warehouses SET capacity = MAX(capacity, CAST((currentOccupancy / 0.8 + 99) / 100 AS INTEGER) * 100)
				WHERE id = {:id}`).Bind(dbx.Params{"id": id}).Execute()
			if err != nil {
				return err
			}
		}
	}
	return nil
}

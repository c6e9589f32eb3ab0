package demo

import (
	"fmt"
	"math/rand"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/spf13/cobra"

	"erp/server/internal/lines"
	"erp/server/migrations"
)

// bigDataBatch is the number of invoices written per transaction: short enough not to stall other
// writers for long, large enough to amortise the commit.
const bigDataBatch = 5000

func newBigDataCommand(pb *pocketbase.PocketBase) *cobra.Command {
	var invoices, clients int
	cmd := &cobra.Command{
		Use:   "bigdata",
		Short: "Adds a large dataset (default 100,000 invoices with ~2,000 clients and their payments) for performance work",
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := pb.RunAllMigrations(); err != nil {
				return fmt.Errorf("applying migrations: %w", err)
			}
			if clients <= 0 {
				clients = max(1, invoices/50)
			}
			started := time.Now()
			stats, err := GenerateBigData(pb, clients, invoices)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Inserted %d clients, %d invoices and %d payments in %s.\n",
				stats.Clients, stats.Invoices, stats.Payments, time.Since(started).Round(time.Millisecond))
			return nil
		},
	}
	cmd.Flags().IntVar(&invoices, "invoices", 100000, "number of invoices to generate")
	cmd.Flags().IntVar(&clients, "clients", 0, "number of clients to generate (default: invoices / 50)")
	return cmd
}

// BigDataStats counts what GenerateBigData inserted.
type BigDataStats struct{ Clients, Invoices, Payments int }

var bigLineTexts = []string{
	"Steel fabrication works", "Site delivery", "Electrical installation", "Plumbing materials", "Finishing materials",
	"Equipment rental (day)", "Maintenance visit", "Consulting hours", "Tiles and adhesive", "Paint and primer",
}

// GenerateBigData inserts clients and invoices (custom lines, no stock) with their payments using prepared
// statements in batched transactions. Model hooks are bypassed for speed, so the generator computes what
// the hooks would: numbers from doc_counters (INV-<year>), line totals, subtotal, VAT, total, amountPaid
// and remaining, all in exact piastres. Bulk rows are not written to the audit log.
func GenerateBigData(app core.App, clientCount, invoiceCount int) (BigDataStats, error) {
	stats := BigDataStats{}
	rng := rand.New(rand.NewSource(randomSeed + int64(invoiceCount)))
	now := time.Now().UTC()
	stamp := func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05.000Z") }
	newID := func() string {
		return security.PseudorandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789")
	}

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
				"status": migrations.ClientStatuses[i%3], "company": company,
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

			for i := 0; i < n; i++ {
				issue := now.AddDate(0, 0, -rng.Intn(3*365)).Truncate(24 * time.Hour)
				year := issue.Year()
				c, err := counter(tx, year)
				if err != nil {
					return err
				}
				c++
				counters[year] = c

				var items strings.Builder
				items.WriteByte('[')
				var subtotal int64
				for j, lc := 0, 1+rng.Intn(4); j < lc; j++ {
					qty := int64(1 + rng.Intn(20))
					price := int64(500 + rng.Intn(500000)) // 5.00 – 5,005.00 EGP
					total := lines.LineTotal(qty*1000, price)
					subtotal += total
					if j > 0 {
						items.WriteByte(',')
					}
					fmt.Fprintf(&items, `{"description":%q,"quantity":%d,"unitPrice":%s,"total":%s}`,
						bigLineTexts[rng.Intn(len(bigLineTexts))], qty, lines.FormatPiastres(price), lines.FormatPiastres(total))
				}
				items.WriteByte(']')
				rate := rates[rng.Intn(len(rates))]
				vat := lines.VAT(subtotal, rate*100)
				total := subtotal + vat

				status := pickStatus()
				var paid int64
				id := newID()
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
				created := issue.Add(time.Duration(8+rng.Intn(10)) * time.Hour)
				_, err = inv.Bind(dbx.Params{
					"id": id, "number": fmt.Sprintf("INV-%d-%06d", year, c), "client": clientIDs[rng.Intn(len(clientIDs))],
					"issue": stamp(issue), "due": stamp(issue.AddDate(0, 0, 30)), "rate": rate, "items": items.String(),
					"subtotal": lines.Pounds(subtotal), "vat": lines.Pounds(vat), "total": lines.Pounds(total),
					"paid": lines.Pounds(paid), "remaining": lines.Pounds(total - paid), "status": status, "ts": stamp(created),
				}).Execute()
				if err != nil {
					return err
				}
				for k, p := range payments {
					day := issue.AddDate(0, 0, 5+10*k)
					_, err = pay.Bind(dbx.Params{
						"id": newID(), "invoice": id, "amount": lines.Pounds(p),
						"method": migrations.PaymentMethods[rng.Intn(len(migrations.PaymentMethods))],
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
			return nil
		})
		if err != nil {
			return stats, fmt.Errorf("bigdata invoices: %w", err)
		}
		done += n
		stats.Invoices = done
	}
	return stats, nil
}

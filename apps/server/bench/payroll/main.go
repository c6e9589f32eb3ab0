// Command payroll benchmarks the payroll engine against a running server with the demo data:
//
//	go run ./bench/payroll --url http://127.0.0.1:8098
//
// It signs in as the HR manager, makes sure --employees employees named "Bench" exist (creating the
// missing ones), then times one POST /api/erp/payroll/run of all of them for the first period from 2030-01
// where none has a payroll record (target ≤ 5 s for 1,000), and then sends --requests POST
// /api/erp/payroll/calculate from --concurrency connections and prints p50, p90, p99 and max (target p99
// ≤ 20 ms at 10 connections).
package main

import (
	"flag"
	"fmt"
	"net/url"
	"time"

	"erp/server/bench/internal/load"
)

// client is the server's API client with this benchmark's own calls.
type client struct{ *load.Client }

func main() {
	base := flag.String("url", "http://127.0.0.1:8098", "server base URL")
	user := flag.String("user", "hr@erp.local:Hr123456!", "email:password of a user with create:payroll and view:payroll")
	admin := flag.String("admin", "admin@erp.local:Admin123!", "email:password of a user who may create employees")
	employees := flag.Int("employees", 1000, "employees in the run")
	requests := flag.Int("requests", 2000, "calculate requests")
	concurrency := flag.Int("concurrency", 10, "concurrent connections for the calculate route")
	runToo := flag.Bool("run", true, "time a payroll run first (false: the calculate route alone, to repeat it quickly)")
	flag.Parse()

	c := &client{load.New(*base, *concurrency, 120*time.Second)}
	token, err := c.SignIn(*user)
	load.ExitOn("sign-in", err)
	adminToken, err := c.SignIn(*admin)
	load.ExitOn("sign-in of the administrator", err)

	if *runToo {
		ids, err := c.benchEmployees(adminToken, *employees)
		load.ExitOn("preparing the employees", err)
		period, err := c.freePeriod(token)
		load.ExitOn("choosing a period", err)

		fmt.Printf("payroll benchmark: %s, %d employees, period %s\n", *base, len(ids), period)
		t0 := time.Now()
		var run struct {
			Created int `json:"created"`
		}
		err = c.Post(token, "/api/erp/payroll/run", map[string]any{"period": period, "employees": ids}, &run)
		load.ExitOn("run", err)
		fmt.Printf("run       %d employees, %d records created in %.2f s (target ≤ 5 s)\n", len(ids), run.Created, time.Since(t0).Seconds())
	}

	body := map[string]any{
		"period": "2026-05", "baseSalary": 18500,
		"allowances": []map[string]any{{"name": "Transport", "amount": 600, "taxable": true}, {"name": "Meals", "amount": 400, "taxable": false}},
		"overtime":   []map[string]any{{"hours": 6, "type": "REGULAR"}, {"hours": 3, "rate": 2}},
		"bonuses":    []map[string]any{{"description": "Target", "amount": 1500}},
		"deductions": []map[string]any{{"description": "Advance", "amount": 1000}},
	}
	r := load.Parallel(*requests, *concurrency, func(int) error { return c.Post(token, "/api/erp/payroll/calculate", body, nil) })
	fmt.Printf("calculate requests %5d  %6.1f req/s  p50 %6.1f ms  p90 %6.1f ms  p99 %6.1f ms (target ≤ 20 ms)  max %6.1f ms  errors %d\n",
		len(r.Latencies), r.RPS, load.Ms(r.Pct(0.50)), load.Ms(r.Pct(0.90)), load.Ms(r.Pct(0.99)), load.Ms(r.Pct(1)), r.Errors)
	if r.FirstError != "" {
		fmt.Println("  first error:", r.FirstError)
	}
}

// benchEmployees returns the ids of n employees named Bench, creating the missing ones.
func (c *client) benchEmployees(token string, n int) ([]string, error) {
	var ids []string
	for page := 1; len(ids) < n; page++ {
		var list struct {
			Items []struct {
				ID string `json:"id"`
			} `json:"items"`
		}
		if err := c.Get(token, fmt.Sprintf("/api/collections/employees/records?perPage=500&page=%d&skipTotal=1&fields=id&sort=id&filter=%s",
			page, url.QueryEscape("firstName='Bench'")), &list); err != nil {
			return nil, err
		}
		for _, it := range list.Items {
			ids = append(ids, it.ID)
		}
		if len(list.Items) < 500 {
			break
		}
	}
	if len(ids) > n {
		ids = ids[:n]
	}
	missing := n - len(ids)
	created := make([]string, missing)
	r := load.Parallel(missing, 4, func(i int) error {
		var rec struct {
			ID string `json:"id"`
		}
		err := c.Post(token, "/api/collections/employees/records", map[string]any{
			"firstName": "Bench", "lastName": fmt.Sprintf("Employee %04d", len(ids)+i+1), "department": "Operations",
			"status": "active", "monthlySalary": 6000 + (i%40)*750,
		}, &rec)
		created[i] = rec.ID
		return err
	})
	if r.Errors > 0 {
		return nil, fmt.Errorf("creating employees: %s", r.FirstError)
	}
	return append(ids, created...), nil
}

// freePeriod is the first month from 2030-01 in which no payroll record exists.
func (c *client) freePeriod(token string) (string, error) {
	for m := 0; m < 1200; m++ {
		period := time.Date(2030, time.Month(1+m), 1, 0, 0, 0, 0, time.UTC).Format("2006-01")
		var list struct {
			TotalItems int `json:"totalItems"`
		}
		if err := c.Get(token, "/api/collections/payroll_records/records?perPage=1&fields=id&filter="+url.QueryEscape("period='"+period+"'"), &list); err != nil {
			return "", err
		}
		if list.TotalItems == 0 {
			return period, nil
		}
	}
	return "", fmt.Errorf("no free period")
}

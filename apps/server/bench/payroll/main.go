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
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

type client struct {
	http *http.Client
	base string
}

func main() {
	base := flag.String("url", "http://127.0.0.1:8098", "server base URL")
	user := flag.String("user", "hr@erp.local:Hr123456!", "email:password of a user with create:payroll and view:payroll")
	admin := flag.String("admin", "admin@erp.local:Admin123!", "email:password of a user who may create employees")
	employees := flag.Int("employees", 1000, "employees in the run")
	requests := flag.Int("requests", 2000, "calculate requests")
	concurrency := flag.Int("concurrency", 10, "concurrent connections for the calculate route")
	runToo := flag.Bool("run", true, "time a payroll run first (false: the calculate route alone, to repeat it quickly)")
	flag.Parse()

	c := &client{base: *base, http: &http.Client{Timeout: 120 * time.Second,
		Transport: &http.Transport{MaxIdleConns: *concurrency * 2, MaxIdleConnsPerHost: *concurrency * 2}}}
	token, err := c.signIn(*user)
	exitOn("sign-in", err)
	adminToken, err := c.signIn(*admin)
	exitOn("sign-in of the administrator", err)

	if *runToo {
		ids, err := c.benchEmployees(adminToken, *employees)
		exitOn("preparing the employees", err)
		period, err := c.freePeriod(token)
		exitOn("choosing a period", err)

		fmt.Printf("payroll benchmark: %s, %d employees, period %s\n", *base, len(ids), period)
		t0 := time.Now()
		var run struct {
			Created int `json:"created"`
		}
		err = c.post(token, "/api/erp/payroll/run", map[string]any{"period": period, "employees": ids}, &run)
		exitOn("run", err)
		fmt.Printf("run       %d employees, %d records created in %.2f s (target ≤ 5 s)\n", len(ids), run.Created, time.Since(t0).Seconds())
	}

	body := map[string]any{
		"period": "2026-05", "baseSalary": 18500,
		"allowances": []map[string]any{{"name": "Transport", "amount": 600, "taxable": true}, {"name": "Meals", "amount": 400, "taxable": false}},
		"overtime":   []map[string]any{{"hours": 6, "type": "REGULAR"}, {"hours": 3, "rate": 2}},
		"bonuses":    []map[string]any{{"description": "Target", "amount": 1500}},
		"deductions": []map[string]any{{"description": "Advance", "amount": 1000}},
	}
	r := parallel(*requests, *concurrency, func(int) error { return c.post(token, "/api/erp/payroll/calculate", body, nil) })
	fmt.Printf("calculate requests %5d  %6.1f req/s  p50 %6.1f ms  p90 %6.1f ms  p99 %6.1f ms (target ≤ 20 ms)  max %6.1f ms  errors %d\n",
		len(r.latencies), r.rps, ms(r.pct(0.50)), ms(r.pct(0.90)), ms(r.pct(0.99)), ms(r.pct(1)), r.errors)
	if r.firstError != "" {
		fmt.Println("  first error:", r.firstError)
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
		if err := c.get(token, fmt.Sprintf("/api/collections/employees/records?perPage=500&page=%d&skipTotal=1&fields=id&sort=id&filter=%s",
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
	r := parallel(missing, 4, func(i int) error {
		var rec struct {
			ID string `json:"id"`
		}
		err := c.post(token, "/api/collections/employees/records", map[string]any{
			"firstName": "Bench", "lastName": fmt.Sprintf("Employee %04d", len(ids)+i+1), "department": "Operations",
			"status": "active", "monthlySalary": 6000 + (i%40)*750,
		}, &rec)
		created[i] = rec.ID
		return err
	})
	if r.errors > 0 {
		return nil, fmt.Errorf("creating employees: %s", r.firstError)
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
		if err := c.get(token, "/api/collections/payroll_records/records?perPage=1&fields=id&filter="+url.QueryEscape("period='"+period+"'"), &list); err != nil {
			return "", err
		}
		if list.TotalItems == 0 {
			return period, nil
		}
	}
	return "", fmt.Errorf("no free period")
}

func exitOn(what string, err error) {
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", what, err)
		os.Exit(1)
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
func (c *client) signIn(cred string) (string, error) {
	email, password := cred, ""
	for i := range cred {
		if cred[i] == ':' {
			email, password = cred[:i], cred[i+1:]
			break
		}
	}
	var out struct {
		Token string `json:"token"`
	}
	err := c.post("", "/api/collections/users/auth-with-password", map[string]string{"identity": email, "password": password}, &out)
	return out.Token, err
}

func (c *client) get(token, path string, out any) error {
	return c.do(http.MethodGet, token, path, nil, out)
}

func (c *client) post(token, path string, body, out any) error {
	return c.do(http.MethodPost, token, path, body, out)
}

func (c *client) do(method, token, path string, body, out any) error {
	var reader io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		reader = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, c.base+path, reader)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s %s: status %d: %.300s", method, path, resp.StatusCode, raw)
	}
	if out != nil {
		return json.Unmarshal(raw, out)
	}
	return nil
}

type result struct {
	latencies  []time.Duration
	errors     int
	firstError string
	rps        float64
}

func (r result) pct(p float64) time.Duration {
	if len(r.latencies) == 0 {
		return 0
	}
	return r.latencies[min(len(r.latencies)-1, int(float64(len(r.latencies))*p))]
}

// parallel runs fn(0..n-1) from concurrency workers and times each call.
func parallel(n, concurrency int, fn func(i int) error) result {
	var (
		mu   sync.Mutex
		r    result
		next atomic.Int64
		wg   sync.WaitGroup
	)
	started := time.Now()
	for w := 0; w < concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				t0 := time.Now()
				err := fn(i)
				elapsed := time.Since(t0)
				mu.Lock()
				if err != nil {
					r.errors++
					if r.firstError == "" {
						r.firstError = err.Error()
					}
				} else {
					r.latencies = append(r.latencies, elapsed)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	r.rps = float64(len(r.latencies)) / time.Since(started).Seconds()
	sort.Slice(r.latencies, func(i, j int) bool { return r.latencies[i] < r.latencies[j] })
	return r
}

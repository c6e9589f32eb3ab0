// Command invoices benchmarks the invoice list page with its total, as the web app asks for it and as
// PocketBase's own list would, for a role user and a superuser alternating in one run:
//
//	go run ./bench/invoices --url http://127.0.0.1:8098
//
// Every request asks for 30 rows of invoices with status Pending, newest first, on the pages of --pages
// (cycled). The modes:
//
//	superuser, PocketBase total   one list request with its total (no API rule applies)
//	role user, app total          the web app's way: the rows from GET /api/erp/rows/invoices with skipTotal=1 and
//	                              GET /api/erp/counts/invoices with the same filter, sent together; a page is done
//	                              when both have answered.
//	                              A page from the 3,000th row on is sought: GET /api/erp/pages/invoices gives its
//	                              first row, and the rows are asked from that row on
//	role user, PocketBase total   one list request with its total through the role rule (the old way)
//	superuser / role user, rows   the rows alone (skipTotal=1) from PocketBase's list
//	role user, app rows           the rows alone from the rows route (skipTotal=1)
//
// The server keeps totals and deep pages' starts until the next write (internal/listcache), so repeating one query
// measures that cache; --uncached gives every request its own filter to measure the count and the seek themselves.
//
// Each mode keeps --concurrency connections busy for --duration, --rounds times in turn, and prints p50, p90,
// p99, max, pages per second and errors, then the role user's app pages per second against the superuser's.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"erp/server/bench/internal/load"
)

type mode struct {
	name      string
	super     bool
	skipTotal bool
	counts    bool
	rowsRoute bool // the app's rows route rather than PocketBase's list
}

var modes = []mode{
	{name: "superuser, PocketBase total", super: true},
	{name: "role user, app total", skipTotal: true, counts: true, rowsRoute: true},
	{name: "role user, PocketBase total"},
	{name: "superuser, rows", super: true, skipTotal: true},
	{name: "role user, rows", skipTotal: true},
	{name: "role user, app rows", skipTotal: true, rowsRoute: true},
}

const baseFilter = "(status='Pending')"

// uncached makes every request's filter its own (the same plan, one more always-true condition), so the server
// counts and seeks every time rather than answering from its list cache (--uncached).
var (
	uncached bool
	requests atomic.Int64
)

func listFilter() string {
	if !uncached {
		return baseFilter
	}
	return fmt.Sprintf("%s && status != 'bench%d'", baseFilter, requests.Add(1))
}

// deepOffset is where the web app starts seeking deep pages from their first row (apps/erp/src/lib/lists.ts).
const deepOffset = 3000

func main() {
	base := flag.String("url", "http://127.0.0.1:8098", "server base URL")
	email := flag.String("email", "sales@erp.local", "role user to sign in as")
	password := flag.String("password", "Sales123!", "the role user's password")
	suEmail := flag.String("superuser", "superuser@erp.local", "superuser to sign in as")
	suPassword := flag.String("superuser-password", "Superuser123!", "the superuser's password")
	duration := flag.Duration("duration", 10*time.Second, "duration of each mode in each round")
	rounds := flag.Int("rounds", 2, "times the modes run in turn")
	concurrency := flag.Int("concurrency", 20, "concurrent connections")
	pageList := flag.String("pages", "1-10", "pages cycled through: a range (1-10) or a list (1,3000)")
	only := flag.String("modes", "", "comma-separated mode numbers to run (1-6), all when empty")
	flag.BoolVar(&uncached, "uncached", false, "give every request its own filter, so no total or page start is answered from the server's cache")
	flag.Parse()

	pages, err := parsePages(*pageList)
	if err != nil {
		fail("pages: %v", err)
	}
	api := load.New(*base, *concurrency*2, 60*time.Second)
	client := api.HTTP
	user, err := api.SignIn(*email + ":" + *password)
	if err != nil {
		fail("role user sign-in: %v", err)
	}
	super, err := api.SignInTo("_superusers", *suEmail+":"+*suPassword)
	if err != nil {
		fail("superuser sign-in: %v", err)
	}
	selected := modes
	if *only != "" {
		selected = nil
		for _, n := range strings.Split(*only, ",") {
			i, err := strconv.Atoi(strings.TrimSpace(n))
			if err != nil || i < 1 || i > len(modes) {
				fail("modes: %q", n)
			}
			selected = append(selected, modes[i-1])
		}
	}
	fmt.Printf("invoice list benchmark: %s, %d connections, %d rounds of %s per mode, pages %s, role user %s\n",
		*base, *concurrency, *rounds, *duration, *pageList, *email)
	results := map[string]*result{}
	for r := 0; r < *rounds; r++ {
		for _, m := range selected {
			token := user
			if m.super {
				token = super
			}
			got := run(client, *base, token, m, *duration, *concurrency, pages)
			if results[m.name] == nil {
				results[m.name] = &result{}
			}
			results[m.name].add(got)
		}
	}
	for _, m := range selected {
		r := results[m.name]
		fmt.Printf("%-28s  pages %6d  %7.1f pages/s  p50 %7.1f ms  p90 %7.1f ms  p99 %7.1f ms  max %7.1f ms  errors %d\n",
			m.name, len(r.latencies), r.rate(), load.Ms(r.pct(0.5)), load.Ms(r.pct(0.9)), load.Ms(r.pct(0.99)), load.Ms(r.pct(1)), r.errors)
		if r.firstError != "" {
			fmt.Println("  first error:", r.firstError)
		}
	}
	if su, app := results[modes[0].name], results[modes[1].name]; su != nil && app != nil && su.rate() > 0 {
		fmt.Printf("role user with the app's total: %.2f× the superuser's pages per second with PocketBase's total\n",
			app.rate()/su.rate())
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
	os.Exit(1)
}

func parsePages(spec string) ([]int, error) {
	if from, to, ok := strings.Cut(spec, "-"); ok {
		a, err1 := strconv.Atoi(from)
		b, err2 := strconv.Atoi(to)
		if err1 != nil || err2 != nil || a < 1 || b < a {
			return nil, fmt.Errorf("bad range %q", spec)
		}
		out := []int{}
		for p := a; p <= b; p++ {
			out = append(out, p)
		}
		return out, nil
	}
	out := []int{}
	for _, s := range strings.Split(spec, ",") {
		p, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || p < 1 {
			return nil, fmt.Errorf("bad page %q", s)
		}
		out = append(out, p)
	}
	return out, nil
}

type result struct {
	latencies  []time.Duration
	elapsed    time.Duration
	errors     int
	firstError string
}

func (r *result) add(o result) {
	r.latencies = append(r.latencies, o.latencies...)
	r.elapsed += o.elapsed
	r.errors += o.errors
	if r.firstError == "" {
		r.firstError = o.firstError
	}
}

func (r *result) rate() float64 {
	if r.elapsed == 0 {
		return 0
	}
	return float64(len(r.latencies)) / r.elapsed.Seconds()
}

func (r *result) pct(p float64) time.Duration {
	if len(r.latencies) == 0 {
		return 0
	}
	sort.Slice(r.latencies, func(i, j int) bool { return r.latencies[i] < r.latencies[j] })
	return r.latencies[min(len(r.latencies)-1, int(float64(len(r.latencies))*p))]
}

// get sends one GET and checks it answered 200 with what check wants.
func get(client *http.Client, u, token string, check func([]byte) bool) string {
	req, _ := http.NewRequest(http.MethodGet, u, nil)
	req.Header.Set("Authorization", token)
	resp, err := client.Do(req)
	if err != nil {
		return err.Error()
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Sprintf("status %d: %.200s", resp.StatusCode, raw)
	}
	if !check(raw) {
		return fmt.Sprintf("unexpected answer: %.200s", raw)
	}
	return ""
}

// page loads one list page in mode m and returns what went wrong, if anything.
func page(client *http.Client, base, token string, m mode, n int) string {
	filter := listFilter()
	q := url.Values{"page": {fmt.Sprint(n)}, "perPage": {"30"}, "sort": {"-issueDate,id"}, "filter": {filter}}
	if m.skipTotal {
		q.Set("skipTotal", "1")
	}
	rows := func(raw []byte) bool {
		var body struct {
			Items      []json.RawMessage `json:"items"`
			TotalItems int               `json:"totalItems"`
		}
		return json.Unmarshal(raw, &body) == nil && len(body.Items) > 0 && (m.skipTotal || body.TotalItems > 0)
	}
	if offset := (n - 1) * 30; m.counts && offset >= deepOffset {
		// A deep page the app's way: its first row from the pages route, then the rows from that row on.
		var start struct {
			Value string `json:"value"`
			ID    string `json:"id"`
		}
		pq := url.Values{"filter": {filter}, "sort": {"-issueDate"}, "offset": {fmt.Sprint(offset)}}
		if msg := get(client, base+"/api/erp/pages/invoices?"+pq.Encode(), token, func(raw []byte) bool {
			return json.Unmarshal(raw, &start) == nil && start.ID != ""
		}); msg != "" {
			return msg
		}
		q.Set("page", "1")
		q.Set("filter", fmt.Sprintf("%s && (issueDate <= %q && (issueDate < %q || id >= %q))", filter, start.Value, start.Value, start.ID))
	}
	list := base + "/api/collections/invoices/records?" + q.Encode()
	if m.rowsRoute {
		list = base + "/api/erp/rows/invoices?" + q.Encode()
	}
	if !m.counts {
		return get(client, list, token, rows)
	}
	var countErr string
	done := make(chan struct{})
	go func() {
		defer close(done)
		countErr = get(client, base+"/api/erp/counts/invoices?"+url.Values{"filter": {filter}}.Encode(), token,
			func(raw []byte) bool {
				var body struct{ Total int }
				return json.Unmarshal(raw, &body) == nil && body.Total > 0
			})
	}()
	listErr := get(client, list, token, rows)
	<-done
	if listErr != "" {
		return listErr
	}
	return countErr
}

func run(client *http.Client, base, token string, m mode, duration time.Duration, concurrency int, pages []int) result {
	deadline := time.Now().Add(duration)
	var (
		mu   sync.Mutex
		out  result
		next atomic.Int64
		wg   sync.WaitGroup
	)
	started := time.Now()
	for w := 0; w < concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			local := []time.Duration{}
			for time.Now().Before(deadline) {
				n := pages[int(next.Add(1)%int64(len(pages)))]
				t0 := time.Now()
				msg := page(client, base, token, m, n)
				elapsed := time.Since(t0)
				if msg != "" {
					mu.Lock()
					out.errors++
					if out.firstError == "" {
						out.firstError = msg
					}
					mu.Unlock()
					continue
				}
				local = append(local, elapsed)
			}
			mu.Lock()
			out.latencies = append(out.latencies, local...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	out.elapsed = time.Since(started)
	return out
}

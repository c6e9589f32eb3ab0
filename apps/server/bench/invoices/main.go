// Command invoices benchmarks the invoice list the sales screen sends, against a running server:
//
//	go run ./bench/invoices --url http://127.0.0.1:8098
//
// It signs in as the Sales & Finance demo user and, for each mode (with skipTotal=1, then without),
// keeps --concurrency connections busy for --duration with
// GET /api/collections/invoices/records?page=N&perPage=30&sort=-issueDate&filter=(status='Pending')
// (N cycling through --pages; --fields adds a fields parameter), then prints p50, p90, p99, max, requests per second and errors.
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

func main() {
	base := flag.String("url", "http://127.0.0.1:8098", "server base URL")
	email := flag.String("email", "sales@erp.local", "user to sign in as")
	password := flag.String("password", "Sales123!", "password")
	duration := flag.Duration("duration", 20*time.Second, "duration of each mode")
	concurrency := flag.Int("concurrency", 20, "concurrent connections")
	pages := flag.Int("pages", 10, "pages cycled through (page=1..pages)")
	authCollection := flag.String("auth-collection", "users", "auth collection to sign in to (_superusers bypasses the API rules, for comparison)")
	withTotal := flag.Bool("with-total", true, "also run the mode without skipTotal")
	fields := flag.String("fields", "", "optional fields parameter (e.g. the list columns only)")
	flag.Parse()

	client := &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{MaxIdleConns: *concurrency * 2, MaxIdleConnsPerHost: *concurrency * 2},
	}
	token, err := signIn(client, *base, *authCollection, *email, *password)
	if err != nil {
		fmt.Fprintln(os.Stderr, "sign-in failed:", err)
		os.Exit(1)
	}
	fmt.Printf("invoice list benchmark: %s, %d connections, %s per mode, pages 1..%d, signed in as %s\n",
		*base, *concurrency, *duration, *pages, *email)
	modes := []bool{true}
	if *withTotal {
		modes = append(modes, false)
	}
	for _, skipTotal := range modes {
		r := run(client, *base, token, skipTotal, *duration, *concurrency, *pages, *fields)
		mode := "skipTotal=1"
		if !skipTotal {
			mode = "with total "
		}
		fmt.Printf("%s  requests %6d  %7.1f req/s  p50 %7.1f ms  p90 %7.1f ms  p99 %7.1f ms  max %7.1f ms  errors %d\n",
			mode, r.count, r.rps, ms(r.p50), ms(r.p90), ms(r.p99), ms(r.max), r.errors)
		if r.firstError != "" {
			fmt.Println("  first error:", r.firstError)
		}
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func signIn(client *http.Client, base, collection, email, password string) (string, error) {
	body, _ := json.Marshal(map[string]string{"identity": email, "password": password})
	resp, err := client.Post(base+"/api/collections/"+collection+"/auth-with-password", "application/json", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out struct {
		Token   string `json:"token"`
		Message string `json:"message"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return "", err
	}
	if resp.StatusCode != http.StatusOK || out.Token == "" {
		return "", fmt.Errorf("status %d: %s", resp.StatusCode, out.Message)
	}
	return out.Token, nil
}

type result struct {
	count, errors      int
	rps                float64
	p50, p90, p99, max time.Duration
	firstError         string
}

func run(client *http.Client, base, token string, skipTotal bool, duration time.Duration, concurrency, pages int, fields string) result {
	deadline := time.Now().Add(duration)
	var (
		mu         sync.Mutex
		latencies  []time.Duration
		errors     int
		firstError string
		next       atomic.Int64
		wg         sync.WaitGroup
	)
	started := time.Now()
	for w := 0; w < concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			local := []time.Duration{}
			for time.Now().Before(deadline) {
				page := int(next.Add(1)%int64(pages)) + 1
				q := url.Values{}
				q.Set("page", fmt.Sprint(page))
				q.Set("perPage", "30")
				q.Set("sort", "-issueDate")
				q.Set("filter", "(status='Pending')")
				if skipTotal {
					q.Set("skipTotal", "1")
				}
				if fields != "" {
					q.Set("fields", fields)
				}
				req, _ := http.NewRequest(http.MethodGet, base+"/api/collections/invoices/records?"+q.Encode(), nil)
				req.Header.Set("Authorization", token)
				t0 := time.Now()
				resp, err := client.Do(req)
				var msg string
				if err != nil {
					msg = err.Error()
				} else {
					var body struct {
						Items []json.RawMessage `json:"items"`
					}
					raw, _ := io.ReadAll(resp.Body)
					resp.Body.Close()
					if resp.StatusCode != http.StatusOK {
						msg = fmt.Sprintf("status %d: %.200s", resp.StatusCode, raw)
					} else if json.Unmarshal(raw, &body) != nil || len(body.Items) == 0 {
						msg = fmt.Sprintf("no items on page %d: %.200s", page, raw)
					}
				}
				elapsed := time.Since(t0)
				if msg != "" {
					mu.Lock()
					errors++
					if firstError == "" {
						firstError = msg
					}
					mu.Unlock()
					continue
				}
				local = append(local, elapsed)
			}
			mu.Lock()
			latencies = append(latencies, local...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	total := time.Since(started)
	sort.Slice(latencies, func(i, j int) bool { return latencies[i] < latencies[j] })
	pct := func(p float64) time.Duration {
		if len(latencies) == 0 {
			return 0
		}
		return latencies[min(len(latencies)-1, int(float64(len(latencies))*p))]
	}
	r := result{count: len(latencies), errors: errors, firstError: firstError,
		rps: float64(len(latencies)) / total.Seconds(), p50: pct(0.50), p90: pct(0.90), p99: pct(0.99)}
	if len(latencies) > 0 {
		r.max = latencies[len(latencies)-1]
	}
	return r
}

// Command dashboard benchmarks the dashboard against a running server (not a test):
//
//	go run ./bench/dashboard --url http://127.0.0.1:8098
//
// 1. The dashboard request: signed in as the administrator (every card), it keeps --concurrency connections busy
// for --duration with GET /api/erp/dashboard?cards=all (all eight figures, today's and yesterday's) and prints
// p50, p90, p99, max, requests per second and errors.
// 2. An alert reaching its subscribers: it opens --clients realtime connections signed in as the storekeeper
// (view:low-stock-alerts), each subscribed to alerts/*, then creates an item below its minimum (the server
// raises low_stock) and prints how long each client took to receive the alert, from the create request's start.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"erp/server/bench/internal/load"
)

func main() {
	base := flag.String("url", "http://127.0.0.1:8098", "server base URL")
	duration := flag.Duration("duration", 20*time.Second, "duration of the request benchmark")
	concurrency := flag.Int("concurrency", 10, "concurrent connections for the request benchmark")
	clients := flag.Int("clients", 1000, "realtime clients for the alert benchmark (0 skips it)")
	flag.Parse()

	api := load.New(*base, *concurrency, 30*time.Second)
	admin, err := api.SignIn("admin@erp.local:Admin123!")
	load.ExitOn("administrator sign-in", err)
	if *duration > 0 {
		benchRequest(api.HTTP, *base, admin, *duration, *concurrency)
	}
	if *clients > 0 {
		keeper, err := api.SignIn("stock@erp.local:Stock123!")
		load.ExitOn("storekeeper sign-in", err)
		benchAlert(api, admin, keeper, *clients)
	}
}

func pct(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(float64(len(sorted)-1) * p)
	return sorted[i]
}

func benchRequest(client *http.Client, base, token string, duration time.Duration, concurrency int) {
	var mu sync.Mutex
	var times []time.Duration
	var errors int64
	deadline := time.Now().Add(duration)
	var wg sync.WaitGroup
	for w := 0; w < concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(deadline) {
				req, _ := http.NewRequest(http.MethodGet, base+"/api/erp/dashboard?cards=all", nil)
				req.Header.Set("Authorization", token)
				start := time.Now()
				res, err := client.Do(req)
				if err != nil {
					atomic.AddInt64(&errors, 1)
					continue
				}
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				d := time.Since(start)
				if res.StatusCode != http.StatusOK {
					atomic.AddInt64(&errors, 1)
					continue
				}
				mu.Lock()
				times = append(times, d)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	fmt.Printf("GET /api/erp/dashboard?cards=all  %d connections  %d requests  %.1f req/s  p50 %.1f ms  p90 %.1f ms  p99 %.1f ms  max %.1f ms  errors %d\n",
		concurrency, len(times), float64(len(times))/duration.Seconds(), load.Ms(pct(times, .5)), load.Ms(pct(times, .9)), load.Ms(pct(times, .99)),
		load.Ms(pct(times, 1)), errors)
}

// subscriber is one realtime connection: it reads the SSE stream and reports the first alerts event whose
// record names the marker.
func subscriber(client *http.Client, base, token, marker string, ready *sync.WaitGroup, got chan<- time.Time) error {
	res, err := client.Get(base + "/api/realtime")
	if err != nil {
		return err
	}
	r := bufio.NewReader(res.Body)
	var event, data string
	subscribed := false
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return err
		}
		line = strings.TrimRight(line, "\r\n")
		switch {
		case strings.HasPrefix(line, "event:"):
			event = strings.TrimSpace(line[6:])
		case strings.HasPrefix(line, "data:"):
			data = strings.TrimSpace(line[5:])
		case line == "":
			if event == "PB_CONNECT" && !subscribed {
				var c struct{ ClientID string }
				_ = json.Unmarshal([]byte(data), &c)
				body, _ := json.Marshal(map[string]any{"clientId": c.ClientID, "subscriptions": []string{"alerts/*"}})
				req, _ := http.NewRequest(http.MethodPost, base+"/api/realtime", bytes.NewReader(body))
				req.Header.Set("Authorization", token)
				req.Header.Set("Content-Type", "application/json")
				sres, err := client.Do(req)
				if err != nil {
					return err
				}
				sres.Body.Close()
				if sres.StatusCode != http.StatusNoContent {
					return fmt.Errorf("subscribe: %d", sres.StatusCode)
				}
				subscribed = true
				ready.Done()
			} else if event == "alerts/*" && strings.Contains(data, marker) {
				got <- time.Now()
				res.Body.Close()
				return nil
			}
			event, data = "", ""
		}
	}
}

func benchAlert(api *load.Client, admin, keeper string, n int) {
	marker := fmt.Sprintf("Bench valve %d", time.Now().UnixNano())
	var ready sync.WaitGroup
	ready.Add(n)
	got := make(chan time.Time, n)
	var failed int64
	sse := &http.Client{Transport: &http.Transport{MaxIdleConns: n * 2, MaxIdleConnsPerHost: n * 2}}
	for i := 0; i < n; i++ {
		go func() {
			if err := subscriber(sse, api.Base, keeper, marker, &ready, got); err != nil {
				if atomic.AddInt64(&failed, 1) == 1 {
					fmt.Fprintln(os.Stderr, "subscriber:", err)
				}
				ready.Done()
			}
		}()
	}
	ready.Wait()
	fmt.Printf("%d realtime clients subscribed to alerts/* as stock@erp.local (%d failed)\n", n, failed)

	// A warehouse and an item below its minimum: the item's hooks raise low_stock.
	var ws struct{ Items []struct{ ID string } }
	load.ExitOn("warehouse lookup", api.Get(admin, "/api/collections/warehouses/records?perPage=1&filter=isActive=true", &ws))
	if len(ws.Items) == 0 {
		load.ExitOn("warehouse lookup", fmt.Errorf("no active warehouse"))
	}
	start := time.Now()
	err := api.Post(admin, "/api/collections/inventory_items/records",
		map[string]any{"name": marker, "warehouse": ws.Items[0].ID, "quantity": 1, "minQuantity": 5, "maxQuantity": 50, "unitPrice": 10}, nil)
	created := time.Since(start)
	load.ExitOn("create item", err)
	var times []time.Duration
	timeout := time.After(10 * time.Second)
loop:
	for len(times) < n-int(failed) {
		select {
		case at := <-got:
			times = append(times, at.Sub(start))
		case <-timeout:
			break loop
		}
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	within := 0
	for _, d := range times {
		if d <= 2*time.Second {
			within++
		}
	}
	fmt.Printf("low_stock alert (create request %.1f ms): received by %d of %d clients, %d within 2 s; p50 %.1f ms  p99 %.1f ms  last %.1f ms\n",
		load.Ms(created), len(times), n, within, load.Ms(pct(times, .5)), load.Ms(pct(times, .99)), load.Ms(pct(times, 1)))
}

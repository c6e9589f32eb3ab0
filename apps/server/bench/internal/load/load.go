// Package load is what the benchmark commands share: a JSON client of the server's API and a runner that sends a
// number of calls from some connections and times each.
package load

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Client calls the server's JSON API.
type Client struct {
	HTTP *http.Client
	Base string
}

// New is a client of the server at base, keeping up to twice conns connections open.
func New(base string, conns int, timeout time.Duration) *Client {
	return &Client{Base: base, HTTP: &http.Client{Timeout: timeout,
		Transport: &http.Transport{MaxIdleConns: conns * 2, MaxIdleConnsPerHost: conns * 2}}}
}

// SignIn signs a user in with cred, "email:password", and returns their token.
func (c *Client) SignIn(cred string) (string, error) { return c.SignInTo("users", cred) }

// SignInTo signs in with cred, "email:password", as a record of the auth collection (users, _superusers), and
// returns the token.
func (c *Client) SignInTo(collection, cred string) (string, error) {
	email, password, _ := strings.Cut(cred, ":")
	var out struct {
		Token string `json:"token"`
	}
	err := c.Post("", "/api/collections/"+collection+"/auth-with-password", map[string]string{"identity": email, "password": password}, &out)
	if err == nil && out.Token == "" {
		err = fmt.Errorf("sign-in of %s: no token in the answer", email)
	}
	return out.Token, err
}

// Get reads path into out (when not nil).
func (c *Client) Get(token, path string, out any) error {
	return c.Do(http.MethodGet, token, path, nil, out, nil)
}

// Post sends body (JSON) to path and reads the answer into out (when not nil).
func (c *Client) Post(token, path string, body, out any) error {
	return c.Do(http.MethodPost, token, path, body, out, nil)
}

// Do sends one request with the token (when not empty) and headers. Any answer but a 2xx one read whole is an
// error, which quotes the start of the answer.
func (c *Client) Do(method, token, path string, body, out any, headers map[string]string) error {
	var reader io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		reader = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.Base+path, reader)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return err // the answer was cut
	}
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("%s %s: status %d: %.300s", method, path, resp.StatusCode, raw)
	}
	if out != nil {
		return json.Unmarshal(raw, out)
	}
	return nil
}

// Result is the timing of a run of calls.
type Result struct {
	Latencies  []time.Duration // of the calls that succeeded, sorted
	ByIndex    []time.Duration // the call of each index; 0 for one that failed
	Errors     int
	FirstError string
	RPS        float64 // calls that succeeded, per second of the run
}

// Pct is the latency at fraction p (0.99 for p99, 1 for the slowest).
func (r Result) Pct(p float64) time.Duration {
	if len(r.Latencies) == 0 {
		return 0
	}
	return r.Latencies[min(len(r.Latencies)-1, int(float64(len(r.Latencies))*p))]
}

// Group is the result of the calls from index from (inclusive) to index to (exclusive) that succeeded.
func (r Result) Group(from, to int) Result {
	var g Result
	for _, d := range r.ByIndex[from:to] {
		if d > 0 {
			g.Latencies = append(g.Latencies, d)
		}
	}
	sort.Slice(g.Latencies, func(i, j int) bool { return g.Latencies[i] < g.Latencies[j] })
	return g
}

// Parallel runs fn(0..n-1) from concurrency workers, each taking the next index when its call is answered, and
// times each call.
func Parallel(n, concurrency int, fn func(i int) error) Result {
	var (
		mu   sync.Mutex
		r    Result
		next atomic.Int64
		wg   sync.WaitGroup
	)
	r.ByIndex = make([]time.Duration, n)
	started := time.Now()
	for range concurrency {
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
					r.Errors++
					if r.FirstError == "" {
						r.FirstError = err.Error()
					}
				} else {
					r.Latencies = append(r.Latencies, elapsed)
					r.ByIndex[i] = elapsed
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	r.RPS = float64(len(r.Latencies)) / time.Since(started).Seconds()
	sort.Slice(r.Latencies, func(i, j int) bool { return r.Latencies[i] < r.Latencies[j] })
	return r
}

// Ms is d in milliseconds.
func Ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// ExitOn ends the command when err is set, saying what failed.
func ExitOn(what string, err error) {
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", what, err)
		os.Exit(1)
	}
}

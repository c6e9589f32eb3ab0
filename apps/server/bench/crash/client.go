package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"time"
)

type client struct {
	http *http.Client
	base string
}

func (c *client) mustSignIn(email, password string) string {
	var out struct{ Token string }
	exitOn("sign-in "+email, c.do(http.MethodPost, "", "/api/collections/users/auth-with-password",
		map[string]string{"identity": email, "password": password}, &out, nil))
	return out.Token
}

func (c *client) do(method, token, path string, body, out any, headers map[string]string) error {
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
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return err // the answer was cut: not an acknowledgement
	}
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("%s %s: %d %.300s", method, path, resp.StatusCode, raw)
	}
	if out != nil {
		return json.Unmarshal(raw, out)
	}
	return nil
}

func start(data string) *exec.Cmd {
	cmd := exec.Command(*bin, "serve", "--http", fmt.Sprintf("127.0.0.1:%d", *port), "--dir", data)
	cmd.Env = append(os.Environ(), "ERP_BACKUP_CRON=off")
	cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr
	exitOn("start the server", cmd.Start())
	current = cmd
	for i := 0; i < 300; i++ {
		if resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/api/health", *port)); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return cmd
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	exitOn("start the server", fmt.Errorf("no answer on port %d", *port))
	return nil
}

func run(what string, name string, args ...string) {
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr
	exitOn(what, cmd.Run())
}

// current is the running server, stopped when the check gives up.
var current *exec.Cmd

func exitOn(what string, err error) {
	if err != nil {
		if current != nil && current.Process != nil {
			_ = current.Process.Kill()
		}
		fmt.Fprintf(os.Stderr, "%s: %v\n", what, err)
		os.Exit(1)
	}
}

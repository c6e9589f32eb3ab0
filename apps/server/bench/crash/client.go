package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"time"

	"erp/server/bench/internal/load"
)

// client is the server's API client with the check's sign-in.
type client struct{ *load.Client }

func (c *client) mustSignIn(email, password string) string {
	token, err := c.SignIn(email + ":" + password)
	exitOn("sign-in "+email, err)
	return token
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

// exitOn is load.ExitOn that first stops the running server.
func exitOn(what string, err error) {
	if err != nil && current != nil && current.Process != nil {
		_ = current.Process.Kill()
	}
	load.ExitOn(what, err)
}

package app_test

import (
	"bufio"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	erpapp "erp/server/internal/app"
	"erp/server/internal/testutil"
)

// smtpCatcher is a minimal SMTP server that delivers each message's DATA on the channel.
func smtpCatcher(t *testing.T) (port int, messages <-chan string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	out := make(chan string, 4)
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go serveSMTP(conn, out)
		}
	}()
	return ln.Addr().(*net.TCPAddr).Port, out
}

func serveSMTP(conn net.Conn, out chan<- string) {
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	r := bufio.NewReader(conn)
	reply := func(s string) { conn.Write([]byte(s + "\r\n")) }
	reply("220 catcher ready")
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		cmd := strings.ToUpper(strings.TrimSpace(line))
		switch {
		case strings.HasPrefix(cmd, "EHLO"):
			reply("250-catcher")
			reply("250 8BITMIME")
		case strings.HasPrefix(cmd, "HELO"), strings.HasPrefix(cmd, "MAIL FROM"), strings.HasPrefix(cmd, "RCPT TO"),
			strings.HasPrefix(cmd, "RSET"), strings.HasPrefix(cmd, "NOOP"):
			reply("250 OK")
		case cmd == "DATA":
			reply("354 end with <CRLF>.<CRLF>")
			var data strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				data.WriteString(l)
			}
			out <- data.String()
			reply("250 queued")
		case cmd == "QUIT":
			reply("221 bye")
			return
		default:
			reply("502 not implemented")
		}
	}
}

func TestPasswordResetMailGoesThroughTheConfiguredSMTP(t *testing.T) {
	port, messages := smtpCatcher(t)
	t.Setenv("ERP_SMTP_HOST", "127.0.0.1")
	t.Setenv("ERP_SMTP_PORT", strconv.Itoa(port))
	t.Setenv("ERP_MAIL_FROM", "erp@test.local")
	t.Setenv("ERP_APP_URL", "http://127.0.0.1:8096")

	// A plain app (not tests.TestApp, whose mailer only records) so the real SMTP client is used.
	dir, err := tests.TempDirClone(testutil.TemplateDir(t))
	if err != nil {
		t.Fatal(err)
	}
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { app.ResetBootstrapState() })
	erpapp.Bind(app)
	role := testutil.CreateRole(t, app, "Clerk")
	testutil.CreateUser(t, app, "clerk@test.local", role)

	h := testutil.Handler(t, app) // triggers OnServe, which applies the environment
	s := app.Settings()
	if !s.SMTP.Enabled || s.SMTP.Host != "127.0.0.1" || s.SMTP.Port != port || s.SMTP.TLS ||
		s.Meta.SenderAddress != "erp@test.local" || s.Meta.AppURL != "http://127.0.0.1:8096" {
		t.Fatalf("settings not applied: %+v %+v", s.SMTP, s.Meta)
	}

	res := testutil.Do(t, h, http.MethodPost, "/api/collections/users/request-password-reset", "", `{"email":"clerk@test.local"}`)
	if res.Status != http.StatusNoContent {
		t.Fatalf("request-password-reset: %d %s", res.Status, res.Body)
	}
	select {
	case msg := <-messages:
		for _, want := range []string{"To: clerk@test.local", "From: ERP <erp@test.local>", "Subject: Reset your ERP password", "http://127.0.0.1:8096/_/#/auth/confirm-password-reset/"} {
			if !strings.Contains(strings.ReplaceAll(msg, "=\r\n", ""), want) {
				t.Errorf("message lacks %q:\n%s", want, msg)
			}
		}
	case <-time.After(8 * time.Second):
		t.Fatal("no e-mail reached the SMTP listener")
	}
}

func TestApplyEnvWithoutSMTPLeavesMailAlone(t *testing.T) {
	t.Setenv("ERP_SMTP_HOST", "")
	t.Setenv("ERP_APP_URL", "")
	app := testutil.NewApp(t)
	if err := erpapp.ApplyEnv(app); err != nil {
		t.Fatal(err)
	}
	if app.Settings().SMTP.Enabled || app.Settings().Meta.AppURL != erpapp.DefaultAppURL {
		t.Fatalf("%+v %+v", app.Settings().SMTP, app.Settings().Meta.AppURL)
	}
	t.Setenv("ERP_SMTP_HOST", "mail.local")
	t.Setenv("ERP_SMTP_PORT", "not-a-port")
	if err := erpapp.ApplyEnv(app); err == nil {
		t.Fatal("a bad port must be reported")
	}
}

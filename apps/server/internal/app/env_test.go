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

// realApp is a plain app (not tests.TestApp, whose mailer only records) so the real SMTP client is used, with
// every hook bound and a user clerk@test.local.
func realApp(t *testing.T) *core.BaseApp {
	t.Helper()
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
	return app
}

func requestReset(t *testing.T, h http.Handler) {
	t.Helper()
	res := testutil.Do(t, h, http.MethodPost, "/api/collections/users/request-password-reset", "", `{"email":"clerk@test.local"}`)
	if res.Status != http.StatusNoContent {
		t.Fatalf("request-password-reset: %d %s", res.Status, res.Body)
	}
}

func receive(t *testing.T, messages <-chan string, what string) string {
	t.Helper()
	select {
	case msg := <-messages:
		return strings.ReplaceAll(msg, "=\r\n", "")
	case <-time.After(8 * time.Second):
		t.Fatalf("no e-mail reached %s", what)
	}
	return ""
}

func TestPasswordResetMailGoesThroughTheConfiguredSMTP(t *testing.T) {
	port, messages := smtpCatcher(t)
	catcher, caught := smtpCatcher(t)
	t.Setenv("ERP_SMTP_HOST", "127.0.0.1")
	t.Setenv("ERP_SMTP_PORT", strconv.Itoa(port))
	t.Setenv("ERP_MAIL_FROM", "erp@test.local")
	t.Setenv("ERP_APP_URL", "http://127.0.0.1:8096")
	t.Setenv(erpapp.MailCatcherEnv, "127.0.0.1:"+strconv.Itoa(catcher))
	app := realApp(t)

	h := testutil.Handler(t, app) // triggers OnServe, which applies the environment
	s := app.Settings()
	if !s.SMTP.Enabled || s.SMTP.Host != "127.0.0.1" || s.SMTP.Port != port || s.SMTP.TLS ||
		s.Meta.SenderAddress != "erp@test.local" || s.Meta.AppURL != "http://127.0.0.1:8096" {
		t.Fatalf("settings not applied: %+v %+v", s.SMTP, s.Meta)
	}

	requestReset(t, h)
	msg := receive(t, messages, "the configured SMTP server")
	for _, want := range []string{"To: clerk@test.local", "From: ERP <erp@test.local>", "Subject: Reset your ERP password", "http://127.0.0.1:8096/auth/reset-password?token=3D"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message lacks %q:\n%s", want, msg)
		}
	}
	select {
	case <-caught:
		t.Error("the local catcher got a mail although an SMTP server is configured")
	default:
	}
}

// With no SMTP server configured, the mail goes to the local catcher the start command runs; once an
// administrator configures SMTP in the settings, it goes there instead.
func TestMailGoesToTheLocalCatcherUntilSMTPIsConfigured(t *testing.T) {
	catcher, caught := smtpCatcher(t)
	t.Setenv("ERP_SMTP_HOST", "")
	t.Setenv("ERP_APP_URL", "")
	t.Setenv(erpapp.MailCatcherEnv, "127.0.0.1:"+strconv.Itoa(catcher))
	app := realApp(t)
	h := testutil.Handler(t, app)
	if app.Settings().SMTP.Enabled {
		t.Fatal("SMTP should not be configured")
	}

	requestReset(t, h)
	msg := receive(t, caught, "the local catcher")
	if !strings.Contains(msg, "To: clerk@test.local") || !strings.Contains(msg, erpapp.DefaultAppURL+"/auth/reset-password?token=3D") {
		t.Errorf("catcher message:\n%s", msg)
	}

	port, configured := smtpCatcher(t)
	s := app.Settings()
	s.SMTP.Enabled, s.SMTP.Host, s.SMTP.Port = true, "127.0.0.1", port
	if err := app.Save(s); err != nil {
		t.Fatal(err)
	}
	clerk, err := app.FindAuthRecordByEmail("users", "clerk@test.local")
	if err != nil {
		t.Fatal(err)
	}
	app.Store().Remove("@limitPasswordResetEmail_" + clerk.Collection().Id + clerk.Id) // the first request's throttle
	requestReset(t, h)
	receive(t, configured, "the SMTP server the administrator configured")
	select {
	case <-caught:
		t.Error("the catcher still got the mail")
	default:
	}

	t.Setenv(erpapp.MailCatcherEnv, "not-an-address")
	if err := erpapp.ApplyEnv(app); err == nil {
		t.Error("a malformed catcher address must be reported at start-up")
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

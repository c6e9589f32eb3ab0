package app

import (
	"fmt"
	"net"
	"os"
	"strconv"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/mailer"
)

// MailCatcherEnv names the local mail catcher (host:port of its SMTP side) that the start command runs
// beside the server. Mail goes there only while no SMTP server is configured: an administrator's SMTP
// settings (PocketBase settings, or ERP_SMTP_HOST for deployments) always win.
const MailCatcherEnv = "ERP_MAIL_CATCHER"

// MailCatcherHookId is the id of the OnMailerSend handler that delivers to the local catcher.
const MailCatcherHookId = "erpLocalMailCatcher"

// mailCatcher returns the catcher's host and port from the environment; ok is false when none is set.
func mailCatcher() (host string, port int, ok bool, err error) {
	addr := os.Getenv(MailCatcherEnv)
	if addr == "" {
		return "", 0, false, nil
	}
	h, p, err := net.SplitHostPort(addr)
	if err != nil {
		return "", 0, false, fmt.Errorf("%s must be host:port, got %q", MailCatcherEnv, addr)
	}
	n, err := strconv.Atoi(p)
	if err != nil || n <= 0 || n > 65535 {
		return "", 0, false, fmt.Errorf("%s must be host:port, got %q", MailCatcherEnv, addr)
	}
	return h, n, true, nil
}

// bindMailCatcher sends every e-mail through the local catcher when SMTP is not configured, instead of
// PocketBase's fallback (a sendmail executable, which a development machine usually lacks).
func bindMailCatcher(app core.App) {
	app.OnMailerSend().Bind(&hook.Handler[*core.MailerEvent]{
		Id: MailCatcherHookId,
		Func: func(e *core.MailerEvent) error {
			if e.App.Settings().SMTP.Enabled {
				return e.Next()
			}
			host, port, ok, err := mailCatcher()
			if err != nil {
				return err
			}
			if !ok {
				return e.Next()
			}
			// A client of its own, without the app's send interceptor: this handler already is that hook.
			return (&mailer.SMTPClient{Host: host, Port: port}).Send(e.Message)
		},
	})
}

package app

import (
	"fmt"
	"os"
	"strconv"

	"github.com/pocketbase/pocketbase/core"
)

// DefaultAppURL is Meta.AppURL when ERP_APP_URL is not set. Password-reset and verification links
// in e-mails start with it.
const DefaultAppURL = "http://127.0.0.1:8090"

// ApplyEnv copies the mail and URL settings from the environment into the PocketBase settings:
//
//	ERP_APP_URL    Meta.AppURL (default http://127.0.0.1:8090)
//	ERP_SMTP_HOST  enables SMTP to this host without TLS or auth (a local relay or a test catcher)
//	ERP_SMTP_PORT  SMTP port (default 25)
//	ERP_MAIL_FROM  Meta.SenderAddress (default noreply@erp.local)
//
// ERP_MAIL_CATCHER (host:port) is not a setting: it is the local mail catcher that receives the mail while
// no SMTP server is configured (see bindMailCatcher); ApplyEnv only checks its form.
//
// It saves only when something changed. It runs when the server starts.
func ApplyEnv(app core.App) error {
	if _, _, _, err := mailCatcher(); err != nil {
		return err
	}
	s := app.Settings()
	before, err := s.MarshalJSON()
	if err != nil {
		return err
	}

	s.Meta.AppURL = envOr("ERP_APP_URL", DefaultAppURL)
	if host := os.Getenv("ERP_SMTP_HOST"); host != "" {
		port, err := strconv.Atoi(envOr("ERP_SMTP_PORT", "25"))
		if err != nil || port <= 0 || port > 65535 {
			return fmt.Errorf("ERP_SMTP_PORT must be a port number, got %q", os.Getenv("ERP_SMTP_PORT"))
		}
		s.SMTP.Enabled = true
		s.SMTP.Host = host
		s.SMTP.Port = port
		s.SMTP.TLS = false
		s.SMTP.AuthMethod = ""
		s.SMTP.Username = ""
		s.SMTP.Password = ""
		s.Meta.SenderAddress = envOr("ERP_MAIL_FROM", "noreply@erp.local")
		if s.Meta.AppName != "" {
			s.Meta.SenderName = s.Meta.AppName
		}
	}

	after, err := s.MarshalJSON()
	if err != nil {
		return err
	}
	if string(before) == string(after) {
		return nil
	}
	return app.Save(s)
}

func envOr(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

package hooks_test

import (
	"errors"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

var resetLink = regexp.MustCompile(`http://127\.0\.0\.1:8090/auth/reset-password\?token=([\w.-]+)`)

// resetEnv is an app with one user and its handler; the app's URL is the default one.
func resetEnv(t *testing.T) (*testutil.Env, *core.Record) {
	t.Helper()
	env := testutil.NewEnv(t)
	s := env.App.Settings()
	s.Meta.AppURL = "http://127.0.0.1:8090"
	if err := env.App.Save(s); err != nil {
		t.Fatal(err)
	}
	user := env.UserWithKeys(t)
	user.Set("firstName", "Mona")
	user.Set("lastName", "Hassan")
	if err := env.App.Save(user); err != nil {
		t.Fatal(err)
	}
	return env, user
}

func requestReset(t *testing.T, env *testutil.Env, body string) testutil.Response {
	t.Helper()
	return testutil.Do(t, env.Handler, http.MethodPost, "/api/collections/users/request-password-reset", "", body)
}

func TestPasswordResetMailInTheUsersLanguageLinksToTheApp(t *testing.T) {
	env, user := resetEnv(t)

	res := requestReset(t, env, `{"email":"`+user.Email()+`"}`)
	if res.Status != http.StatusNoContent {
		t.Fatalf("request: %d %s", res.Status, res.Body)
	}
	if n := env.App.TestMailer.TotalSend(); n != 1 {
		t.Fatalf("%d e-mails sent, want 1 (sent before the answer)", n)
	}
	msg := env.App.TestMailer.LastMessage()
	if msg.Subject != "Reset your ERP password" || !strings.Contains(msg.HTML, `lang="en" dir="ltr"`) ||
		!strings.Contains(msg.HTML, "Hello Mona Hassan,") || !strings.Contains(msg.HTML, "30 minutes") {
		t.Errorf("English mail: %q\n%s", msg.Subject, msg.HTML)
	}
	if len(msg.To) != 1 || msg.To[0].Address != user.Email() {
		t.Errorf("to %v", msg.To)
	}
	if resetLink.FindStringSubmatch(msg.HTML) == nil {
		t.Fatalf("no link to the app's set-new-password page:\n%s", msg.HTML)
	}

	// Arabic, as the app asks with the locale; a second account, since the first is throttled for 2 minutes.
	other := env.UserWithKeys(t)
	res = requestReset(t, env, `{"email":"`+other.Email()+`","locale":"ar-EG"}`)
	if res.Status != http.StatusNoContent {
		t.Fatalf("request (ar): %d %s", res.Status, res.Body)
	}
	msg = env.App.TestMailer.LastMessage()
	if msg.Subject != "إعادة تعيين كلمة المرور في ERP" || !strings.Contains(msg.HTML, `lang="ar" dir="rtl"`) ||
		!strings.Contains(msg.HTML, "تعيين كلمة مرور جديدة") || !strings.Contains(msg.HTML, "٣٠ دقيقة") {
		t.Errorf("Arabic mail: %q\n%s", msg.Subject, msg.HTML)
	}
	if resetLink.FindStringSubmatch(msg.HTML) == nil {
		t.Errorf("the Arabic mail has no link to the app")
	}
}

func TestPasswordResetLinkSetsAPasswordThatSignsIn(t *testing.T) {
	env, user := resetEnv(t)
	if res := requestReset(t, env, `{"email":"`+user.Email()+`","locale":"en-US"}`); res.Status != http.StatusNoContent {
		t.Fatalf("request: %d %s", res.Status, res.Body)
	}
	m := resetLink.FindStringSubmatch(env.App.TestMailer.LastMessage().HTML)
	if m == nil {
		t.Fatal("no link")
	}
	token, err := url.QueryUnescape(m[1])
	if err != nil {
		t.Fatal(err)
	}
	res := testutil.Do(t, env.Handler, http.MethodPost, "/api/collections/users/confirm-password-reset", "",
		`{"token":"`+token+`","password":"Fresh-Pass-2026","passwordConfirm":"Fresh-Pass-2026"}`)
	if res.Status != http.StatusNoContent {
		t.Fatalf("confirm: %d %s", res.Status, res.Body)
	}
	res = testutil.Do(t, env.Handler, http.MethodPost, "/api/collections/users/auth-with-password", "",
		`{"identity":"`+user.Email()+`","password":"Fresh-Pass-2026"}`)
	if res.Status != http.StatusOK {
		t.Fatalf("sign in with the new password: %d %s", res.Status, res.Body)
	}
	// The link works once.
	res = testutil.Do(t, env.Handler, http.MethodPost, "/api/collections/users/confirm-password-reset", "",
		`{"token":"`+token+`","password":"Other-Pass-2026","passwordConfirm":"Other-Pass-2026"}`)
	if res.Status != http.StatusBadRequest || !strings.Contains(res.Body, "validation_invalid_token") {
		t.Errorf("a used link: %d %s", res.Status, res.Body)
	}
}

func TestPasswordResetThatCannotBeSentIsReported(t *testing.T) {
	env, user := resetEnv(t)
	env.App.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		return errors.New("dial tcp 127.0.0.1:25: connection refused")
	})

	res := requestReset(t, env, `{"email":"`+user.Email()+`"}`)
	if res.Status != http.StatusServiceUnavailable || !strings.Contains(res.Body, `"code":"mail_not_sent"`) ||
		!strings.Contains(res.Body, hooks.MailNotSentMessage) {
		t.Fatalf("a failed send: %d %s", res.Status, res.Body)
	}
	// Not throttled: the user may try again at once.
	if res := requestReset(t, env, `{"email":"`+user.Email()+`"}`); res.Status != http.StatusServiceUnavailable {
		t.Errorf("retry: %d %s", res.Status, res.Body)
	}

	// An address without an account is answered like any other, without a mail.
	if res := requestReset(t, env, `{"email":"nobody-here@test.local"}`); res.Status != http.StatusNoContent {
		t.Errorf("unknown address: %d %s", res.Status, res.Body)
	}
}

func TestPasswordResetIsThrottledPerAccount(t *testing.T) {
	env, user := resetEnv(t)
	for i := 0; i < 2; i++ {
		if res := requestReset(t, env, `{"email":"`+user.Email()+`"}`); res.Status != http.StatusNoContent {
			t.Fatalf("request %d: %d %s", i, res.Status, res.Body)
		}
	}
	if n := env.App.TestMailer.TotalSend(); n != 1 {
		t.Errorf("%d e-mails for two requests within two minutes, want 1", n)
	}
}

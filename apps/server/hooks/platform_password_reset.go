package hooks

// Password reset: the e-mail is sent while the request waits, in the user's language, and links to the
// app's own set-new-password page. A send that fails is logged and answered 503 mail_not_sent, so the
// forgot-password page never confirms a mail the server knows it did not send.

import (
	"bytes"
	"html/template"
	"net/http"
	"net/mail"
	"net/url"
	"strconv"
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/router"
)

// ResetPasswordPath is the app's set-new-password page; the e-mail links to it with ?token=.
const ResetPasswordPath = "/auth/reset-password"

// MailNotSentMessage answers a password-reset request whose e-mail could not be sent.
const MailNotSentMessage = "The e-mail could not be sent. Try again later or contact your administrator."

// passwordResetResendKey is PocketBase's own throttle key (apis.getPasswordResetResendKey): while it is
// in the app store, further requests for the account answer 204 without sending.
func passwordResetResendKey(user *core.Record) string {
	return "@limitPasswordResetEmail_" + user.Collection().Id + user.Id
}

func bindPasswordReset(app core.App) {
	app.OnRecordRequestPasswordResetRequest("users").BindFunc(func(e *core.RecordRequestPasswordResetRequestEvent) error {
		// Not e.Next(): PocketBase would send in the background and answer 204 whatever happens.
		locale := resetLocale(e.RequestEvent)
		if err := SendPasswordReset(e.App, e.Record, locale); err != nil {
			e.App.Logger().Error("Password reset e-mail not sent",
				"user", e.Record.Id, "email", e.Record.Email(), "error", err.Error())
			return router.NewApiError(http.StatusServiceUnavailable, MailNotSentMessage,
				validation.Errors{"email": validation.NewError("mail_not_sent", MailNotSentMessage)})
		}
		key := passwordResetResendKey(e.Record)
		e.App.Store().Set(key, struct{}{})
		time.AfterFunc(2*time.Minute, func() { e.App.Store().Remove(key) })
		return e.NoContent(http.StatusNoContent)
	})

	// Every password-reset e-mail (also one asked for from the dashboard) is ours: bilingual, to the app.
	app.OnMailerRecordPasswordResetSend("users").BindFunc(func(e *core.MailerRecordEvent) error {
		token, _ := e.Meta["token"].(string)
		locale, _ := e.Meta["locale"].(string)
		subject, body, err := passwordResetMail(e.App, e.Record, token, locale)
		if err != nil {
			return err
		}
		e.Message.Subject = subject
		e.Message.HTML = body
		e.Message.Text = ""
		return e.Next()
	})
}

// resetLocale is the locale the app sent in the body ("ar-EG", "en-US"), else the request's language (the
// locale cookie, then Accept-Language).
func resetLocale(e *core.RequestEvent) string {
	if info, err := e.RequestInfo(); err == nil {
		if l, ok := info.Body["locale"].(string); ok {
			if known := knownLocale(l); known != "" {
				return known
			}
		}
	}
	return requestLocale(e.Request)
}

// SendPasswordReset e-mails user a password-reset link in locale, synchronously, through the app's mailer
// (the OnMailerRecordPasswordResetSend hooks write the message).
func SendPasswordReset(app core.App, user *core.Record, locale string) error {
	token, err := user.NewPasswordResetToken()
	if err != nil {
		return err
	}
	s := app.Settings()
	from := s.Meta.SenderAddress
	if from == "" {
		from = "noreply@erp.local"
	}
	event := new(core.MailerRecordEvent)
	event.App = app
	event.Mailer = app.NewMailClient()
	event.Record = user
	event.Meta = map[string]any{"token": token, "locale": locale}
	event.Message = &mailer.Message{
		From: mail.Address{Name: s.Meta.SenderName, Address: from},
		To:   []mail.Address{{Address: user.Email()}},
	}
	return app.OnMailerRecordPasswordResetSend().Trigger(event, func(e *core.MailerRecordEvent) error {
		return e.Mailer.Send(e.Message)
	})
}

// isArabic reports whether a locale or Accept-Language value asks for Arabic first.
func isArabic(locale string) bool {
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(locale)), "ar")
}

// ResetPasswordLink is the app page that sets a new password with token (Meta.AppURL is the server's
// address, which also serves the app).
func ResetPasswordLink(app core.App, token string) string {
	return strings.TrimRight(app.Settings().Meta.AppURL, "/") + ResetPasswordPath + "?token=" + url.QueryEscape(token)
}

type resetMailText struct {
	Lang, Dir, Subject, Greeting, Intro, Action, Expiry, Ignore string
}

func resetMailTexts(arabic bool, appName, name, email string, minutes int) resetMailText {
	if arabic {
		greeting := "مرحبًا،"
		if name != "" {
			greeting = "مرحبًا " + name + "،"
		}
		return resetMailText{
			Lang: "ar", Dir: "rtl",
			Subject:  "إعادة تعيين كلمة المرور في " + appName,
			Greeting: greeting,
			Intro:    "طُلبت إعادة تعيين كلمة المرور لحسابك في " + appName + " (" + email + "). لاختيار كلمة مرور جديدة افتح هذا الرابط:",
			Action:   "تعيين كلمة مرور جديدة",
			Expiry:   "يظل الرابط صالحًا " + arabicMinutes(minutes) + "، ولا يُستخدم إلا مرة واحدة.",
			Ignore:   "إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.",
		}
	}
	greeting := "Hello,"
	if name != "" {
		greeting = "Hello " + name + ","
	}
	return resetMailText{
		Lang: "en", Dir: "ltr",
		Subject:  "Reset your " + appName + " password",
		Greeting: greeting,
		Intro:    "Someone asked to reset the password of your " + appName + " account (" + email + "). To choose a new password, open this link:",
		Action:   "Set a new password",
		Expiry:   "The link works for " + plural(minutes, "minute") + " and only once.",
		Ignore:   "If you did not ask for this, ignore this e-mail: your password stays as it is.",
	}
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}

// arabicMinutes names a duration in minutes with Arabic-Indic digits and the counted noun's form.
func arabicMinutes(n int) string {
	switch {
	case n == 1:
		return "دقيقة واحدة"
	case n == 2:
		return "دقيقتين"
	case n%100 >= 3 && n%100 <= 10:
		return arabicDigits(strconv.Itoa(n)) + " دقائق"
	}
	return arabicDigits(strconv.Itoa(n)) + " دقيقة"
}

func arabicDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return '٠' + (r - '0')
		}
		return r
	}, s)
}

var resetMailTemplate = template.Must(template.New("reset").Parse(`<!doctype html>
<html lang="{{.T.Lang}}" dir="{{.T.Dir}}">
<body style="font-family: Arial, 'Noto Sans Arabic', sans-serif; text-align: start;">
<p>{{.T.Greeting}}</p>
<p>{{.T.Intro}}</p>
<p><a href="{{.Link}}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">{{.T.Action}}</a></p>
<p dir="ltr" style="font-size: 12px; color: #555555; text-align: start;">{{.Link}}</p>
<p>{{.T.Expiry}}</p>
<p>{{.T.Ignore}}</p>
</body>
</html>`))

// passwordResetMail renders the subject and HTML body of user's password-reset e-mail in locale.
func passwordResetMail(app core.App, user *core.Record, token, locale string) (string, string, error) {
	appName := app.Settings().Meta.AppName
	if appName == "" {
		appName = "ERP"
	}
	arabic := isArabic(locale)
	name := strings.TrimSpace(user.GetString("firstName") + " " + user.GetString("lastName"))
	if arabic {
		if ar := strings.TrimSpace(user.GetString("firstNameAr") + " " + user.GetString("lastNameAr")); ar != "" {
			name = ar
		}
	}
	minutes := int(user.Collection().PasswordResetToken.Duration / 60)
	if minutes <= 0 {
		minutes = 30
	}
	t := resetMailTexts(arabic, appName, name, user.Email(), minutes)
	var body bytes.Buffer
	err := resetMailTemplate.Execute(&body, map[string]any{"T": t, "Link": ResetPasswordLink(app, token)})
	return t.Subject, body.String(), err
}

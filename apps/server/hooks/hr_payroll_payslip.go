package hooks

// The payslip: GET /api/erp/payroll_records/{id}/pdf prints a payroll record's calculation step by step
// (view:payroll and the record's ViewRule), in the language of ?locale= or of the user, through the
// same Chromium pipeline as the invoices.

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/payroll"
	"erp/server/internal/pdf"
	"erp/server/internal/permissions"
)

// PayslipRoute is more specific than DocumentPDFRoute, so payroll records print here.
const PayslipRoute = "/api/erp/payroll_records/{id}/pdf"

func bindPayslipPDF(app core.App) {
	engine := pdf.NewEngine(pdf.ChromiumPath(), 1, pdf.DefaultTimeout)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET(PayslipRoute, func(e *core.RequestEvent) error { return payslipPDF(e, engine) }).Bind(apis.RequireAuth())
		return se.Next()
	})
}

func payslipPDF(e *core.RequestEvent, engine *pdf.Engine) error {
	if !permissions.Granted(e.App, e.Auth, "view:payroll") {
		return e.ForbiddenError("You are not allowed to view this document.", actions.PermissionRequired("view:payroll"))
	}
	info, err := e.RequestInfo()
	if err != nil {
		return e.BadRequestError("", err)
	}
	rec, err := actions.FindViewable(e, "payroll_records", e.Request.PathValue("id"), info)
	if err != nil {
		return e.NotFoundError("", nil)
	}
	query := e.Request.URL.Query()
	locale := requestLocale(e.Request)
	if v := query.Get("locale"); v != "" {
		if locale = knownLocale(v); locale == "" {
			return actions.Refuse("locale", "validation_invalid_locale", "The locale must be en-US or ar-EG.", nil)
		}
	}
	slip, err := payslipOf(e.App, rec, locale)
	if err != nil {
		return actions.Answer(err)
	}
	slip.LatinDigits = query.Get("digits") == "latn"
	html, err := pdf.PayslipHTML(slip)
	if err != nil {
		return e.InternalServerError("", err)
	}
	file, err := engine.Print(e.Request.Context(), html)
	if err != nil {
		return printError(e, err, "payroll_records", rec.Id)
	}
	h := e.Response.Header()
	h.Set("Content-Disposition", `attachment; filename="`+pdf.PayslipFileName(rec.GetString("period"), rec.Id)+`"`)
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	return e.Blob(http.StatusOK, "application/pdf", file)
}

// payslipOf gathers the payslip of a record: its stored calculation (a record saved before the engine
// stored one is computed now), the employee's names in the payslip's language and the company.
func payslipOf(app core.App, rec *core.Record, locale string) (*pdf.Payslip, error) {
	ar := locale == pdf.Arabic
	var calc payroll.Result
	if raw := rec.GetString("calculation"); raw == "" || raw == "null" || json.Unmarshal([]byte(raw), &calc) != nil || len(calc.Lines) == 0 {
		s := payrollSettings(app)
		in, err := recordInput(rec, s)
		if err != nil {
			return nil, err
		}
		p, err := payrollParams(app, in.Period)
		if err != nil {
			return nil, err
		}
		if calc, err = payroll.Calculate(p, s, in); err != nil {
			return nil, err
		}
	}
	slip := &pdf.Payslip{Locale: locale, Period: rec.GetString("period"), Status: rec.GetString("status"), Calc: calc}
	if emp, err := app.FindRecordById("employees", rec.GetString("employee")); err == nil {
		first, last := emp.GetString("firstName"), emp.GetString("lastName")
		if ar && strings.TrimSpace(emp.GetString("firstNameAr")) != "" {
			first, last = emp.GetString("firstNameAr"), emp.GetString("lastNameAr")
		}
		slip.Employee = strings.TrimSpace(first + " " + last)
		slip.Department = emp.GetString("department")
		slip.Position = emp.GetString("position")
	}
	if s := settingsRecord(app); s != nil {
		slip.Company.Name, slip.Company.Address = s.GetString("companyName"), s.GetString("address")
		if ar {
			if v := s.GetString("companyNameAr"); v != "" {
				slip.Company.Name = v
			}
			if v := s.GetString("addressAr"); v != "" {
				slip.Company.Address = v
			}
		}
	}
	return slip, nil
}

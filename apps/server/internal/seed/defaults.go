package seed

// The baseline records seed.Platform recreates when they are missing: the app_settings record and the
// payroll parameters (Egyptian context). Migrations 1767225604 and 1767225605 created the same records
// with their own copy of these values, which stays as it was written.

import "github.com/pocketbase/pocketbase/core"

// appSettingsDefaults are the values of the single app_settings record.
var appSettingsDefaults = map[string]any{
	"companyName":           "ERP Demo Company",
	"companyNameAr":         "شركة إي آر بي التجريبية",
	"email":                 "info@erp.local",
	"phone":                 "+20 2 2345 6789",
	"website":               "https://erp.local",
	"address":               "90 Street, Fifth Settlement, New Cairo, Egypt",
	"addressAr":             "شارع التسعين، التجمع الخامس، القاهرة الجديدة، مصر",
	"dateFormat":            "DD/MM/YYYY",
	"timeFormat":            "24h",
	"defaultCurrency":       "EGP",
	"vatRegistrationNumber": "",
	"defaultVatRate":        14,
	"enableVat":             true,
	"vatRates": []map[string]any{
		{"name": "Standard", "nameAr": "القياسي", "rate": 14, "description": "Standard VAT rate in Egypt"},
		{"name": "Reduced", "nameAr": "المخفض", "rate": 5, "description": "Reduced rate for selected goods and services"},
		{"name": "Exports", "nameAr": "الصادرات", "rate": 0, "description": "Zero-rated exports"},
	},
	"defaultPaymentTermsDays": 30,
	"invoiceFooter":           "",
	"invoiceFooterAr":         "",
	"workHoursPerWeek":        40,
	"workDaysPerWeek":         5,
	"taxableAllowances":       true,
	"payrollCurrency":         "EGP",
	"overtimeMultipliers":     map[string]any{"regular": 1.5, "weekend": 2.0, "holiday": 3.0, "night": 1.7},
	"leaveEntitlements":       map[string]any{"vacation": 21, "sick": 15, "personal": 3},
	// migration 1767225747 added the warehouse alert threshold
	"warehouseNearCapacityPercent": 90,
	// migration 1767225760 added the company's time zone and the overdue alert threshold
	"timezone":         "Africa/Cairo",
	"overdueAlertDays": 1,
}

// taxBrackets is the income tax schedule of Law 7/2024 (annual EGP, rate in percent; max nil = no upper
// bound), each band with a description in English and Arabic.
var taxBrackets = []map[string]any{
	{"min": 0, "max": 40000, "rate": 0, "description": "Exempt band", "descriptionAr": "الشريحة المعفاة"},
	{"min": 40000, "max": 55000, "rate": 10, "description": "First taxable band", "descriptionAr": "الشريحة الأولى الخاضعة للضريبة"},
	{"min": 55000, "max": 70000, "rate": 15, "description": "Second taxable band", "descriptionAr": "الشريحة الثانية الخاضعة للضريبة"},
	{"min": 70000, "max": 200000, "rate": 20, "description": "Third taxable band", "descriptionAr": "الشريحة الثالثة الخاضعة للضريبة"},
	{"min": 200000, "max": 400000, "rate": 22.5, "description": "Fourth taxable band", "descriptionAr": "الشريحة الرابعة الخاضعة للضريبة"},
	{"min": 400000, "max": 1200000, "rate": 25, "description": "Fifth taxable band", "descriptionAr": "الشريحة الخامسة الخاضعة للضريبة"},
	{"min": 1200000, "max": nil, "rate": 27.5, "description": "Top band", "descriptionAr": "الشريحة العليا"},
}

// taxPhaseOut: when annual taxable income exceeds thresholds[i], the i+1 lowest brackets are taxed at the
// rate of the next bracket.
var taxPhaseOut = map[string]any{"thresholds": []float64{600000, 700000, 800000, 900000, 1200000}}

// law175Brackets is the schedule of Law 175/2023, in force for payroll before March 2024.
var law175Brackets = []map[string]any{
	{"min": 0, "max": 30000, "rate": 0, "description": "Exempt band", "descriptionAr": "الشريحة المعفاة"},
	{"min": 30000, "max": 45000, "rate": 10, "description": "First taxable band", "descriptionAr": "الشريحة الأولى الخاضعة للضريبة"},
	{"min": 45000, "max": 60000, "rate": 15, "description": "Second taxable band", "descriptionAr": "الشريحة الثانية الخاضعة للضريبة"},
	{"min": 60000, "max": 200000, "rate": 20, "description": "Third taxable band", "descriptionAr": "الشريحة الثالثة الخاضعة للضريبة"},
	{"min": 200000, "max": 400000, "rate": 22.5, "description": "Fourth taxable band", "descriptionAr": "الشريحة الرابعة الخاضعة للضريبة"},
	{"min": 400000, "max": 1200000, "rate": 25, "description": "Fifth taxable band", "descriptionAr": "الشريحة الخامسة الخاضعة للضريبة"},
	{"min": 1200000, "max": nil, "rate": 27.5, "description": "Top band", "descriptionAr": "الشريحة العليا"},
}

// payrollParameterRows are the effective-dated rows: Law 175/2023 (2023, and January–February 2024 with
// the 2024 insurable range), then Law 7/2024 from March 2024 with each year's insurable range.
var payrollParameterRows = []map[string]any{
	{"effectiveFrom": "2023-01-01 00:00:00.000Z", "insurableMin": 1700, "insurableMax": 10900, "law": 175},
	{"effectiveFrom": "2024-01-01 00:00:00.000Z", "insurableMin": 2000, "insurableMax": 12600, "law": 175},
	{"effectiveFrom": "2024-03-01 00:00:00.000Z", "insurableMin": 2000, "insurableMax": 12600},
	{"effectiveFrom": "2025-01-01 00:00:00.000Z", "insurableMin": 2300, "insurableMax": 14500},
	{"effectiveFrom": "2026-01-01 00:00:00.000Z", "insurableMin": 2700, "insurableMax": 16700},
}

// payrollParametersRecord fills rec with the values of one row.
func payrollParametersRecord(rec *core.Record, row map[string]any) {
	rec.Set("effectiveFrom", row["effectiveFrom"])
	rec.Set("personalExemption", 20000)
	rec.Set("brackets", taxBrackets)
	if row["law"] == 175 {
		rec.Set("personalExemption", 15000)
		rec.Set("brackets", law175Brackets)
		rec.Set("notes", "Law 175/2023")
	}
	rec.Set("martyrsFundRate", 0.05)
	rec.Set("phaseOut", taxPhaseOut)
	rec.Set("employeeInsuranceRate", 11)
	rec.Set("employerInsuranceRate", 18.75)
	rec.Set("insurableMin", row["insurableMin"])
	rec.Set("insurableMax", row["insurableMax"])
}

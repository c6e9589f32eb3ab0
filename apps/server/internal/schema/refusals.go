package schema

// Refusal is one of the server's own refusal codes: the code of a field error that our hooks and routes
// answer (data.<field>.code), an English message template and the params the server may send with it
// (data.<field>.params). The template uses ICU placeholders ({name}) and only params the code always
// carries; the server's own message may be more specific. Clients translate by code.
type Refusal struct {
	Code    string
	Message string
	Params  []string
}

// Refusals are every refusal code of the server, by code. TestEveryRefusalCodeIsCatalogued keeps the list
// and the code in step.
var Refusals = []Refusal{
	{"amount_exceeds_remaining", "The payment of {amount} exceeds the remaining balance of {remaining}.", []string{"amount", "remaining"}},
	{"bracket_description_too_long", "The description of bracket #{bracket} must be at most {max} characters.", []string{"bracket", "max"}},
	{"bracket_gap", "Bracket #{bracket} must start where the previous one ends.", []string{"bracket"}},
	{"idempotency_key_reused", "This Idempotency-Key was already used for a different payment.", nil},
	{"insufficient_stock", "Quantity exceeds available stock: {item} has {available} available, {requested} requested.", []string{"item", "itemId", "available", "requested"}},
	{"invalid_bracket", "Bracket #{bracket} is not valid.", []string{"bracket"}},
	{"invalid_brackets", "Tax brackets must be a non-empty list of bands (min, max, rate, description, descriptionAr).", nil},
	{"invalid_insurable_range", "The maximum insurable salary must not be below the minimum.", nil},
	{"invalid_leave_entitlement", "Each leave entitlement must be between 0 and 366 days.", nil},
	{"invalid_leave_entitlements", "Leave entitlements must be day counts for vacation, sick and personal leave.", nil},
	{"invalid_overtime_multiplier", "The {multiplier} overtime multiplier must be at least {min}.", []string{"multiplier", "min"}},
	{"invalid_overtime_multipliers", "Overtime multipliers must be numbers for regular, weekend, holiday and night overtime.", nil},
	{"invalid_phase_out", "The phase-out must be ascending thresholds, fewer than the brackets.", nil},
	{"invalid_status_transition", "This is not possible while the record is {status}.", []string{"status"}},
	{"invalid_vat_rate", "Each VAT rate needs a name and a rate between 0 and 100.", nil},
	{"invalid_vat_rates", "VAT rates must be a list of rates (name, nameAr, rate, description).", nil},
	{"invoice_already_generated", "An invoice was already generated from this quotation: {invoiceNumber}.", []string{"invoiceNumber", "invoiceId"}},
	{"night_multiplier_below_minimum", "The night overtime multiplier must be at least {min}.", []string{"multiplier", "min"}},
	{"not_own_request", "Only the employee who made this request can cancel it.", nil},
	{"pdf_engine_busy", "The server is busy printing other documents. Try again in a moment.", nil},
	{"pdf_engine_unavailable", "PDF printing is not available on this server.", nil},
	{"pdf_render_failed", "The document could not be printed. Try again later.", nil},
	{"permission_required", "This action requires the {permission} permission.", []string{"permission"}},
	{"permissions_not_held", "You can only grant permissions that your own role holds: {keys}", []string{"keys"}},
	{"quotation_expired", "The quotation was valid until {validUntil}.", []string{"validUntil"}},
	{"receipt_already_exists", "Receipt Already Exists: this invoice already has a receipt.", []string{"receiptNumber", "receiptId"}},
	{"self_approval", "You cannot approve, reject or reimburse your own expense.", nil},
	{"validation_client_mismatch", "The receipt's client must be the invoice's client.", nil},
	{"validation_date_order", "The end date must be on or after the start date.", nil},
	{"validation_incomplete_item", "Please complete all fields of the item.", nil},
	{"validation_invalid_aggregations", "Aggregations must be a list.", nil},
	{"validation_invalid_amount", "The amount is not valid.", nil},
	{"validation_invalid_date", "The date is not valid.", nil},
	{"validation_invalid_day", "Day of week must be Sunday to Saturday.", nil},
	{"validation_invalid_digits", "The digits must be arab or latn.", nil},
	{"validation_invalid_employee", "Employee not found.", nil},
	{"validation_invalid_filters", "Filters must be a list.", nil},
	{"validation_invalid_frequency", "Frequency must be daily, weekly or monthly.", nil},
	{"validation_invalid_idempotency_key", "The Idempotency-Key header must be at most {max} characters.", []string{"max"}},
	{"validation_invalid_invoice", "Invoice not found or could not be loaded.", nil},
	{"validation_invalid_item", "The inventory item does not exist.", []string{"line"}},
	{"validation_invalid_items", "Items must be a list of lines.", nil},
	{"validation_invalid_line", "The line must be an object.", nil},
	{"validation_invalid_list", "Must be a list of entries.", nil},
	{"validation_invalid_locale", "The locale must be en-US or ar-EG.", nil},
	{"validation_invalid_payment_method", "Payment method must be one of: {methods}.", []string{"methods"}},
	{"validation_invalid_price", "Unit price must be a number of 0 or more.", nil},
	{"validation_invalid_quantity", "Quantity must be a number greater than 0.", nil},
	{"validation_invalid_schedule", "Schedule must be an object with frequency, dayOfWeek and time.", nil},
	{"validation_invalid_tags", "Tags must be a list of text values.", nil},
	{"validation_invalid_time", "Time must be HH:MM (24-hour).", nil},
	{"validation_invalid_variables", "Variables must be a list of variable names.", nil},
	{"validation_invalid_vat_rate", "VAT rate must be one of the configured rates.", nil},
	{"validation_invalid_warehouse", "The item is not stocked in this warehouse.", nil},
	{"validation_invoice_fixed", "The invoice of a receipt cannot be changed.", nil},
	{"validation_max_below_min", "Maximum quantity must not be below the minimum quantity.", nil},
	{"validation_not_in_source", "The item is not available in the source warehouse.", nil},
	{"validation_required", "This field is required.", nil},
	{"validation_same_warehouse", "Source and destination warehouses cannot be the same.", nil},
	{"validation_self_manager", "An employee cannot be their own manager.", nil},
	{"validation_unknown_function", "Unknown aggregation function.", nil},
	{"validation_unknown_operator", "Unknown filter operator.", nil},
	{"validation_unknown_variable", "Unknown report variable.", nil},
	{"validation_whole_quantity", "The quantity of an inventory item must be a whole number greater than 0.", nil},
}

// RefusalByCode returns the catalogue entry of code.
func RefusalByCode(code string) (Refusal, bool) {
	for _, r := range Refusals {
		if r.Code == code {
			return r, true
		}
	}
	return Refusal{}, false
}

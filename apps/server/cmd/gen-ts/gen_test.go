package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"erp/server/internal/schema"
)

func TestPermissionsTS(t *testing.T) {
	out := PermissionsTS()
	for _, want := range []string{
		"export const PERMISSIONS = [\n  'view:daily-invoices',\n",
		"  'edit:invoice-settings',\n] as const;\n",
		"export type PermissionKey = (typeof PERMISSIONS)[number];",
		"  admin: [\n    'create:users',\n",
		"export type PermissionModule = keyof typeof PERMISSION_MODULES;",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q", want)
		}
	}
	list, _, _ := strings.Cut(out, "] as const;")
	if strings.Count(list, "\n  '") != 130 {
		t.Errorf("PERMISSIONS should list 130 keys one per line")
	}
	for _, want := range []string{
		"export const PERMISSION_LABELS: Readonly<Record<PermissionKey, PermissionLabel>> = {\n  'view:daily-invoices': {\n",
		"    nameAr: 'إسناد الأدوار',\n",
		"export const PERMISSION_MODULE_LABELS",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q", want)
		}
	}
}

func TestCollectionsTS(t *testing.T) {
	files, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	out := files["collections.gen.ts"]
	for _, want := range []string{
		"export type UsersStatus = 'active' | 'inactive';",
		"  status: UsersStatus | '';",
		"  roleId: string;",
		"export type RolesPermissions =\n  | 'view:daily-invoices'\n",
		"  permissions: RolesPermissions[];",
		"export interface AuditLogRecord extends BaseRecord {",
		"  changes: unknown;",
		"  readOnly: boolean;",
		"  app_settings: AppSettingsRecord;",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q", want)
		}
	}
	for _, secret := range []string{"password:", "tokenKey:", "_superusers"} {
		if strings.Contains(out, secret) {
			t.Errorf("must not expose %q", secret)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if len(line) > printWidth {
			t.Errorf("line longer than %d: %q", printWidth, line)
		}
	}
}

func TestNames(t *testing.T) {
	if got := pascal("payroll_parameters"); got != "PayrollParameters" {
		t.Error(got)
	}
	if got := propName("two-words"); got != "'two-words'" {
		t.Error(got)
	}
	if got := quote(`it's`); got != `'it\'s'` {
		t.Error(got)
	}
}

func TestEnumsLimitsRefusalsAndLabels(t *testing.T) {
	files, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	enums := files["enums.gen.ts"]
	for _, want := range []string{
		"export const CLIENTS_TYPE = ['business', 'individual'] as const satisfies readonly ClientsType[];",
		"export const INVOICES_STATUS = [\n  'Draft',\n  'Pending',\n  'Partially Paid',\n  'Paid',\n  'Cancelled',\n] as const satisfies readonly InvoicesStatus[];",
		"export const APP_SETTINGS_DATE_FORMAT = ",
		"export const LEAVE_REQUESTS_LEAVE_TYPE = [",
		"export const ROLES_PERMISSIONS = [\n  'view:daily-invoices',\n",
	} {
		if !strings.Contains(enums, want) {
			t.Errorf("enums.gen.ts: missing %q", want)
		}
	}
	if n := strings.Count(enums, "\nexport const "); n != len(schema.Enums) {
		t.Errorf("enums.gen.ts has %d arrays for %d select fields", n, len(schema.Enums))
	}

	limits := files["limits.gen.ts"]
	for _, want := range []string{
		"  clients: {\n    name: { type: 'text', required: true, maxLength: 200 },\n",
		"    defaultPaymentTermsDays: { type: 'number', required: false, min: 0, max: 365, onlyInt: true },\n",
		"      maxSize: 10485760,\n      maxSelect: 10,\n      mimeTypes: [\n        'application/pdf',\n",
		"    status: { type: 'select', required: true, maxSelect: 1 },\n",
		"} as const satisfies Record<CollectionName, Record<string, FieldLimits>>;\n",
		// Hidden fields stay out, but for the password clients send (the set-new-password page checks it).
		"    password: { type: 'password', required: true, minLength: 8, maxBytes: 71 },\n",
	} {
		if !strings.Contains(limits, want) {
			t.Errorf("limits.gen.ts: missing %q", want)
		}
	}
	for _, secret := range []string{"tokenKey:"} {
		if strings.Contains(limits, secret) {
			t.Errorf("limits.gen.ts must not list %q", secret)
		}
	}

	refusals := files["refusals.gen.ts"]
	if !strings.Contains(refusals, "export type RefusalCode = (typeof REFUSAL_CODES)[number];") ||
		!strings.Contains(refusals, "  insufficient_stock: {\n    message: 'Quantity exceeds available stock: {item} has {available} available, {requested} requested.',\n") {
		t.Errorf("refusals.gen.ts:\n%.600s", refusals)
	}

	var en, ar map[string]string
	if err := json.Unmarshal([]byte(files["en-US.json"]), &en); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(files["ar-EG.json"]), &ar); err != nil {
		t.Fatal(err)
	}
	// One message per value of each enumeration, however many fields hold it, one per label that several
	// enumerations share, and one per refusal code.
	want := len(schema.AllRefusals())
	ids := map[string]bool{}
	for _, e := range schema.Enums {
		for v := range e.Labels {
			ids[schema.EnumMessageID(e.Collection, e.Field, v)] = true
		}
	}
	want += len(ids)
	var descriptions, terms map[string]string
	for name, into := range map[string]*map[string]string{"descriptions.json": &descriptions, "enum-label-ids.json": &terms} {
		if err := json.Unmarshal([]byte(files[name]), into); err != nil {
			t.Fatal(name, err)
		}
	}
	if len(en) != want || len(ar) != want || len(descriptions) != want {
		t.Errorf("%d English, %d Arabic messages and %d descriptions, want %d", len(en), len(ar), len(descriptions), want)
	}
	for id := range en {
		if ar[id] == "" || descriptions[id] == "" {
			t.Errorf("%s has no Arabic message or no description", id)
		}
	}
	// A text rendered two ways in Arabic: each rendering's description says its sense.
	if !strings.Contains(descriptions["schema.term.pending.payment"], "awaiting payment") ||
		!strings.Contains(descriptions["schema.term.pending.review"], "awaiting review") {
		t.Errorf("descriptions of Pending: %q, %q", descriptions["schema.term.pending.payment"], descriptions["schema.term.pending.review"])
	}
	// The values of a shared label name it by its schema.term id; the catalogue has that id once.
	if terms["schema.invoiceStatus.Partially Paid"] != "schema.term.partiallyPaid" || terms["schema.billStatus.PARTIALLY_PAID"] != "schema.term.partiallyPaid" ||
		terms["schema.alertKind.overdue_bill"] != "" || en["schema.invoiceStatus.Partially Paid"] != "" {
		t.Errorf("enum-label-ids.json: %v", terms)
	}
	if en["schema.term.partiallyPaid"] != "Partially paid" || ar["schema.term.partiallyPaid"] != "مسددة جزئيًا" ||
		ar["schema.refusal.permission_required"] != "يتطلب هذا الإجراء صلاحية {permission}." || strings.Contains(files["en-US.json"], `\u0026`) {
		t.Errorf("catalogue entries: %q %q %q", en["schema.term.partiallyPaid"], ar["schema.term.partiallyPaid"], ar["schema.refusal.permission_required"])
	}
	labels := files["labels.gen.ts"]
	for _, want := range []string{
		"      'Partially Paid': { id: 'schema.term.partiallyPaid', defaultMessage: 'Partially paid' },\n",
		"export function enumMessage<C extends EnumCollection>(",
		"export function refusalMessage(code: string): SchemaMessage | undefined {",
	} {
		if !strings.Contains(labels, want) {
			t.Errorf("labels.gen.ts: missing %q", want)
		}
	}
	if strings.Contains(labels, "permissions: {") {
		t.Error("labels.gen.ts labels the permission catalogue")
	}
}

// TestIndexExportsEverything: index.ts names every export of every generated module, and nothing else.
func TestIndexExportsEverything(t *testing.T) {
	files, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	index := files["index.ts"]
	if regexp.MustCompile(`(?m)^export \*`).MatchString(index) {
		t.Error("index.ts must name its exports")
	}
	for _, name := range tsFiles {
		for _, re := range []*regexp.Regexp{exportedValue, exportedType} {
			for _, export := range matches(re, files[name]) {
				if !regexp.MustCompile(`\b` + export + `\b`).MatchString(index) {
					t.Errorf("index.ts does not export %s of %s", export, name)
				}
			}
		}
	}
	for name, content := range files {
		if !strings.HasSuffix(name, ".ts") {
			continue
		}
		for _, line := range strings.Split(content, "\n") {
			// Characters, as Prettier counts its print width (Arabic letters are two bytes each).
			if utf8.RuneCountInString(line) > printWidth {
				t.Errorf("%s: line longer than %d: %q", name, printWidth, line)
			}
		}
	}
}

// TestCheckCoversEveryFile: --check passes on fresh output and fails once any generated file changes.
func TestCheckCoversEveryFile(t *testing.T) {
	out, intl := t.TempDir(), t.TempDir()
	if err := run(out, intl, false); err != nil {
		t.Fatal(err)
	}
	if err := run(out, intl, true); err != nil {
		t.Fatalf("check right after writing: %v", err)
	}
	paths := []string{filepath.Join(out, "index.ts"), filepath.Join(intl, "ar-EG.json")}
	for _, name := range tsFiles {
		paths = append(paths, filepath.Join(out, name))
	}
	for _, path := range paths {
		orig, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, append(orig, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := run(out, intl, true); err == nil || !strings.Contains(err.Error(), path) {
			t.Errorf("check did not notice %s: %v", path, err)
		}
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestScreaming(t *testing.T) {
	if got := screaming("report_templates", "defaultExportFormat"); got != "REPORT_TEMPLATES_DEFAULT_EXPORT_FORMAT" {
		t.Error(got)
	}
	if got := screaming("invoices", "status"); got != "INVOICES_STATUS" {
		t.Error(got)
	}
}

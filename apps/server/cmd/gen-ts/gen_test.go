package main

import (
	"strings"
	"testing"
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
	if strings.Count(out, "\n  '") != 130 {
		t.Errorf("PERMISSIONS should list 130 keys one per line")
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

package permissions_test

import (
	"testing"

	"erp/server/internal/permissions"
	"erp/server/internal/testutil"
)

// Granted follows the role of an active user; superusers hold every key, guests and inactive users none.
func TestGrantedFollowsTheRole(t *testing.T) {
	app := testutil.NewApp(t)
	clerk := testutil.CreateUser(t, app, "clerk@test.local", testutil.CreateRole(t, app, "Clerk", "view:clients"))
	off := testutil.CreateUser(t, app, "off@test.local", testutil.CreateRole(t, app, "Off", "view:clients"))
	off.Set("active", false)
	if err := app.Save(off); err != nil {
		t.Fatal(err)
	}
	su := testutil.CreateSuperuser(t, app, "root@test.local")
	cases := []struct {
		name string
		ok   bool
	}{
		{"clerk holds view:clients", permissions.Granted(app, clerk, "view:clients")},
		{"clerk lacks edit:clients", !permissions.Granted(app, clerk, "edit:clients")},
		{"an inactive user holds nothing", !permissions.Granted(app, off, "view:clients")},
		{"a guest holds nothing", !permissions.Granted(app, nil, "view:clients")},
		{"a superuser holds every key", permissions.Granted(app, su, "delete:roles")},
	}
	for _, c := range cases {
		if !c.ok {
			t.Error(c.name)
		}
	}
}

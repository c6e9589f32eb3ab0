package hooks_test

import (
	"net/http"
	"testing"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

func TestUsersRules(t *testing.T) {
	w := testutil.NewWorld(t)
	editor := w.UserWith(t, "editor@test.local", "edit:users", "view:users")
	assigner := w.UserWith(t, "assigner@test.local", "edit:users", "assign:roles")
	deleter := w.UserWith(t, "deleter@test.local", "delete:users")
	creator := w.UserWith(t, "creator@test.local", "create:users")
	resetter := w.UserWith(t, "resetter@test.local", "reset:user-password", "edit:users")
	victim := testutil.CreateUser(t, w.App, "victim@test.local", w.NoneRole)
	base := "/api/collections/users/records"

	w.Call(t, "public sign-up closed", http.MethodPost, base, nil,
		`{"email":"new@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+w.NoneRole.Id+`"}`, 400)
	w.Call(t, "create needs create:users", http.MethodPost, base, w.Nobody,
		`{"email":"new@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+w.NoneRole.Id+`"}`, 400)
	w.Call(t, "create:users alone cannot hand out another role", http.MethodPost, base, creator,
		`{"email":"new@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+w.AdminRole.Id+`","active":true}`, 400)
	w.Call(t, "create:users gives the creator's own role", http.MethodPost, base, creator,
		`{"email":"new@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+creator.GetString("roleId")+`","active":true}`,
		200, `"roleId":"`+creator.GetString("roleId")+`"`, `"status":"active"`)
	granter := w.UserWith(t, "granter@test.local", "create:users", "assign:roles")
	w.Call(t, "create:users with assign:roles gives any role", http.MethodPost, base, granter,
		`{"email":"new2@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+w.NoneRole.Id+`"}`, 200)

	w.Call(t, "a user lists only themselves", http.MethodGet, base, w.Nobody, "", 200, `"totalItems":1`, `"id":"`+w.Nobody.Id+`"`)
	w.Call(t, "view:users lists everyone", http.MethodGet, base, editor, "", 200, `"totalItems":11`)
	w.Call(t, "own record with role expanded", http.MethodGet, base+"/"+w.Nobody.Id+"?expand=roleId", w.Nobody, "",
		200, `"name":"None"`)
	w.Call(t, "another user's record is hidden", http.MethodGet, base+"/"+victim.Id, w.Nobody, "", 404)

	w.Call(t, "own name change", http.MethodPatch, base+"/"+w.Nobody.Id, w.Nobody,
		`{"firstName":"Mona","lastName":"Hassan"}`, 200, `"firstName":"Mona"`)
	w.Call(t, "own roleId change refused", http.MethodPatch, base+"/"+w.Nobody.Id, w.Nobody,
		`{"roleId":"`+w.AdminRole.Id+`"}`, 404)
	w.Call(t, "own activation change refused", http.MethodPatch, base+"/"+w.Nobody.Id, w.Nobody, `{"active":false}`, 404)
	w.Call(t, "own status change refused", http.MethodPatch, base+"/"+w.Nobody.Id, w.Nobody, `{"status":"inactive"}`, 404)
	w.Call(t, "own password change", http.MethodPatch, base+"/"+w.Nobody.Id, w.Nobody,
		`{"oldPassword":"`+testutil.Password+`","password":"N3wPassw0rd!","passwordConfirm":"N3wPassw0rd!"}`, 200)
	// The new password revokes the tokens issued before it: the old one is refused, not served as a guest.
	w.Call(t, "the token from before the password change", http.MethodGet, base+"/"+w.Nobody.Id, w.Nobody, "", 401,
		"Your session has expired")
	nobody := testutil.Reload(t, w.App, w.Nobody)
	w.Call(t, "others need edit:users", http.MethodPatch, base+"/"+victim.Id, nobody, `{"firstName":"X"}`, 404)
	w.Call(t, "edit:users edits others", http.MethodPatch, base+"/"+victim.Id, editor, `{"firstName":"Omar"}`, 200, `"firstName":"Omar"`)
	w.Call(t, "edit:users alone cannot reassign roles", http.MethodPatch, base+"/"+victim.Id, editor,
		`{"roleId":"`+w.AdminRole.Id+`"}`, 404)
	w.Call(t, "assign:roles does not hand out a stronger role", http.MethodPatch, base+"/"+victim.Id, assigner,
		`{"roleId":"`+w.AdminRole.Id+`"}`, 400, `"code":"role_not_held"`)
	w.Call(t, "assign:roles reassigns roles within its own keys", http.MethodPatch, base+"/"+victim.Id, assigner,
		`{"roleId":"`+assigner.GetString("roleId")+`"}`, 200, `"roleId":"`+assigner.GetString("roleId")+`"`)
	w.Call(t, "a password reset without the old password needs reset:user-password", http.MethodPatch, base+"/"+victim.Id, editor,
		`{"password":"An0therPass!","passwordConfirm":"An0therPass!"}`, 400)
	w.Call(t, "reset:user-password sets a password", http.MethodPatch, base+"/"+victim.Id, resetter,
		`{"password":"An0therPass!","passwordConfirm":"An0therPass!"}`, 200)

	w.Call(t, "delete needs delete:users", http.MethodDelete, base+"/"+victim.Id, nobody, "", 404)
	w.Call(t, "nobody deletes themselves", http.MethodDelete, base+"/"+deleter.Id, deleter, "", 404)
	w.Call(t, "delete:users deletes others", http.MethodDelete, base+"/"+victim.Id, deleter, "", 204)
}

func TestUsersSignIn(t *testing.T) {
	w := testutil.NewWorld(t)
	login := func(email, password string) string {
		return `{"identity":"` + email + `","password":"` + password + `"}`
	}
	url := "/api/collections/users/auth-with-password?expand=roleId"

	res := w.Call(t, "active user signs in with the role expanded", http.MethodPost, url, nil,
		login("admin@test.local", testutil.Password), 200, `"token":"`, `"permissions":["view:daily-invoices"`)
	_ = res
	after, err := w.App.FindRecordById("users", w.Admin.Id)
	if err != nil {
		t.Fatal(err)
	}
	if after.GetDateTime("lastLogin").IsZero() {
		t.Error("lastLogin not stamped after a successful sign-in")
	}

	w.Nobody.Set("active", false)
	if err := w.App.Save(w.Nobody); err != nil {
		t.Fatal(err)
	}
	if got := w.Nobody.GetString("status"); got != "inactive" {
		t.Errorf("status follows active: got %q", got)
	}
	w.Call(t, "inactive user refused", http.MethodPost, url, nil, login("nobody@test.local", testutil.Password),
		400, hooks.InactiveAccountMessage)
	w.Call(t, "wrong password does not reveal inactivity", http.MethodPost, url, nil, login("nobody@test.local", "wrong-password"),
		400, "Failed to authenticate.")
	w.Call(t, "an inactive user's old token sees nothing", http.MethodGet, "/api/collections/users/records", w.Nobody, "",
		200, `"totalItems":0`)
	w.Call(t, "an inactive user's session check fails", http.MethodGet, "/api/collections/users/records/"+w.Nobody.Id+"?expand=roleId",
		w.Nobody, "", 404)
	w.Call(t, "an inactive user cannot refresh the token", http.MethodPost, "/api/collections/users/auth-refresh", w.Nobody, "", 403)

	w.Nobody.Set("status", "active")
	if err := w.App.Save(w.Nobody); err != nil {
		t.Fatal(err)
	}
	if !w.Nobody.GetBool("active") {
		t.Error("active follows a status change")
	}
	w.Call(t, "reactivated user signs in", http.MethodPost, url, nil, login("nobody@test.local", testutil.Password), 200, `"token":"`)
}

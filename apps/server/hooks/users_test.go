package hooks_test

import (
	"net/http"
	"testing"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

func TestUsersRules(t *testing.T) {
	w := newWorld(t)
	editor := w.userWith(t, "editor@test.local", "edit:users", "view:users")
	assigner := w.userWith(t, "assigner@test.local", "edit:users", "assign:roles")
	deleter := w.userWith(t, "deleter@test.local", "delete:users")
	creator := w.userWith(t, "creator@test.local", "create:users")
	resetter := w.userWith(t, "resetter@test.local", "reset:user-password", "edit:users")
	victim := testutil.CreateUser(t, w.app, "victim@test.local", w.noneRole)
	base := "/api/collections/users/records"

	w.call(t, "public sign-up closed", http.MethodPost, base, nil,
		`{"email":"new@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+w.noneRole.Id+`"}`, 400)
	w.call(t, "create needs create:users", http.MethodPost, base, w.nobody,
		`{"email":"new@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+w.noneRole.Id+`"}`, 400)
	w.call(t, "create:users alone cannot hand out another role", http.MethodPost, base, creator,
		`{"email":"new@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+w.adminRole.Id+`","active":true}`, 400)
	w.call(t, "create:users gives the creator's own role", http.MethodPost, base, creator,
		`{"email":"new@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+creator.GetString("roleId")+`","active":true}`,
		200, `"roleId":"`+creator.GetString("roleId")+`"`, `"status":"active"`)
	granter := w.userWith(t, "granter@test.local", "create:users", "assign:roles")
	w.call(t, "create:users with assign:roles gives any role", http.MethodPost, base, granter,
		`{"email":"new2@test.local","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x","roleId":"`+w.noneRole.Id+`"}`, 200)

	w.call(t, "a user lists only themselves", http.MethodGet, base, w.nobody, "", 200, `"totalItems":1`, `"id":"`+w.nobody.Id+`"`)
	w.call(t, "view:users lists everyone", http.MethodGet, base, editor, "", 200, `"totalItems":11`)
	w.call(t, "own record with role expanded", http.MethodGet, base+"/"+w.nobody.Id+"?expand=roleId", w.nobody, "",
		200, `"name":"None"`)
	w.call(t, "another user's record is hidden", http.MethodGet, base+"/"+victim.Id, w.nobody, "", 404)

	w.call(t, "own name change", http.MethodPatch, base+"/"+w.nobody.Id, w.nobody,
		`{"firstName":"Mona","lastName":"Hassan"}`, 200, `"firstName":"Mona"`)
	w.call(t, "own roleId change refused", http.MethodPatch, base+"/"+w.nobody.Id, w.nobody,
		`{"roleId":"`+w.adminRole.Id+`"}`, 404)
	w.call(t, "own activation change refused", http.MethodPatch, base+"/"+w.nobody.Id, w.nobody, `{"active":false}`, 404)
	w.call(t, "own status change refused", http.MethodPatch, base+"/"+w.nobody.Id, w.nobody, `{"status":"inactive"}`, 404)
	w.call(t, "own password change", http.MethodPatch, base+"/"+w.nobody.Id, w.nobody,
		`{"oldPassword":"`+testutil.Password+`","password":"N3wPassw0rd!","passwordConfirm":"N3wPassw0rd!"}`, 200)
	w.call(t, "others need edit:users", http.MethodPatch, base+"/"+victim.Id, w.nobody, `{"firstName":"X"}`, 404)
	w.call(t, "edit:users edits others", http.MethodPatch, base+"/"+victim.Id, editor, `{"firstName":"Omar"}`, 200, `"firstName":"Omar"`)
	w.call(t, "edit:users alone cannot reassign roles", http.MethodPatch, base+"/"+victim.Id, editor,
		`{"roleId":"`+w.adminRole.Id+`"}`, 404)
	w.call(t, "assign:roles reassigns roles", http.MethodPatch, base+"/"+victim.Id, assigner,
		`{"roleId":"`+w.adminRole.Id+`"}`, 200, `"roleId":"`+w.adminRole.Id+`"`)
	w.call(t, "a password reset without the old password needs reset:user-password", http.MethodPatch, base+"/"+victim.Id, editor,
		`{"password":"An0therPass!","passwordConfirm":"An0therPass!"}`, 400)
	w.call(t, "reset:user-password sets a password", http.MethodPatch, base+"/"+victim.Id, resetter,
		`{"password":"An0therPass!","passwordConfirm":"An0therPass!"}`, 200)

	w.call(t, "delete needs delete:users", http.MethodDelete, base+"/"+victim.Id, w.nobody, "", 404)
	w.call(t, "nobody deletes themselves", http.MethodDelete, base+"/"+deleter.Id, deleter, "", 404)
	w.call(t, "delete:users deletes others", http.MethodDelete, base+"/"+victim.Id, deleter, "", 204)
}

func TestUsersSignIn(t *testing.T) {
	w := newWorld(t)
	login := func(email, password string) string {
		return `{"identity":"` + email + `","password":"` + password + `"}`
	}
	url := "/api/collections/users/auth-with-password?expand=roleId"

	res := w.call(t, "active user signs in with the role expanded", http.MethodPost, url, nil,
		login("admin@test.local", testutil.Password), 200, `"token":"`, `"permissions":["view:daily-invoices"`)
	_ = res
	after, err := w.app.FindRecordById("users", w.admin.Id)
	if err != nil {
		t.Fatal(err)
	}
	if after.GetDateTime("lastLogin").IsZero() {
		t.Error("lastLogin not stamped after a successful sign-in")
	}

	w.nobody.Set("active", false)
	if err := w.app.Save(w.nobody); err != nil {
		t.Fatal(err)
	}
	if got := w.nobody.GetString("status"); got != "inactive" {
		t.Errorf("status follows active: got %q", got)
	}
	w.call(t, "inactive user refused", http.MethodPost, url, nil, login("nobody@test.local", testutil.Password),
		400, hooks.InactiveAccountMessage)
	w.call(t, "wrong password does not reveal inactivity", http.MethodPost, url, nil, login("nobody@test.local", "wrong-password"),
		400, "Failed to authenticate.")
	w.call(t, "an inactive user's old token sees nothing", http.MethodGet, "/api/collections/users/records", w.nobody, "",
		200, `"totalItems":0`)
	w.call(t, "an inactive user's session check fails", http.MethodGet, "/api/collections/users/records/"+w.nobody.Id+"?expand=roleId",
		w.nobody, "", 404)
	w.call(t, "an inactive user cannot refresh the token", http.MethodPost, "/api/collections/users/auth-refresh", w.nobody, "", 403)

	w.nobody.Set("status", "active")
	if err := w.app.Save(w.nobody); err != nil {
		t.Fatal(err)
	}
	if !w.nobody.GetBool("active") {
		t.Error("active follows a status change")
	}
	w.call(t, "reactivated user signs in", http.MethodPost, url, nil, login("nobody@test.local", testutil.Password), 200, `"token":"`)
}

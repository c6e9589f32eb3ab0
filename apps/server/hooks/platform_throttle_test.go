package hooks_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"erp/server/hooks"
	"erp/server/internal/testutil"
)

// post sends a JSON POST from the client address ip.
func post(env *testutil.Env, url, ip, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodPost, url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = ip + ":40000"
	rec := httptest.NewRecorder()
	env.Handler.ServeHTTP(rec, req)
	return rec
}

func signIn(env *testutil.Env, ip, email, password string) *httptest.ResponseRecorder {
	return post(env, "/api/collections/users/auth-with-password", ip,
		`{"identity":"`+email+`","password":"`+password+`"}`)
}

func mustThrottle(t *testing.T, what string, rec *httptest.ResponseRecorder) {
	t.Helper()
	retry, _ := strconv.Atoi(rec.Header().Get("Retry-After"))
	if rec.Code != http.StatusTooManyRequests || !strings.Contains(rec.Body.String(), `"code":"too_many_attempts"`) ||
		!strings.Contains(rec.Body.String(), `"seconds":`+strconv.Itoa(retry)) || retry < 1 || retry > 15*60 {
		t.Errorf("%s: want 429 too_many_attempts with Retry-After, got %d (Retry-After %q) %s",
			what, rec.Code, rec.Header().Get("Retry-After"), rec.Body.String())
	}
}

// Wrong passwords for one account are refused with 429 after the account's budget, from any address, even
// with the right password; other accounts and the same account's correct sign-ins before that are not slowed.
func TestSignInIsThrottledPerAccount(t *testing.T) {
	env := testutil.NewEnv(t)
	victim := env.UserWithKeys(t, "view:clients")
	other := env.UserWithKeys(t, "view:clients")
	limit := hooks.ThrottleRules["auth-with-password"].Account.Limit

	// A success clears the account's count: a user who mistypes now and then is never locked.
	for i := 0; i < 3; i++ {
		for j := 0; j < limit-1; j++ {
			if rec := signIn(env, "10.0.0.1", victim.Email(), "wrong"); rec.Code != http.StatusBadRequest {
				t.Fatalf("wrong password %d: %d %s", j, rec.Code, rec.Body.String())
			}
		}
		if rec := signIn(env, "10.0.0.1", victim.Email(), testutil.Password); rec.Code != 200 {
			t.Fatalf("right password after %d mistakes: %d %s", limit-1, rec.Code, rec.Body.String())
		}
	}

	for i := 0; i < limit; i++ {
		// Spread over addresses, as a distributed guesser would: the account's count still adds up.
		if rec := signIn(env, fmt.Sprintf("10.0.1.%d", i), strings.ToUpper(victim.Email()), "guess"+strconv.Itoa(i)); rec.Code != 400 {
			t.Fatalf("guess %d: %d %s", i, rec.Code, rec.Body.String())
		}
	}
	mustThrottle(t, "the next guess", signIn(env, "10.0.2.1", victim.Email(), "guess"))
	mustThrottle(t, "even the right password", signIn(env, "10.0.2.2", victim.Email(), testutil.Password))
	if rec := signIn(env, "10.0.2.3", other.Email(), testutil.Password); rec.Code != 200 {
		t.Errorf("another account is not slowed: %d %s", rec.Code, rec.Body.String())
	}
}

// One address spraying wrong passwords over many accounts is stopped by the per-IP budget; another address
// signs in as usual.
func TestSignInIsThrottledPerAddress(t *testing.T) {
	env := testutil.NewEnv(t)
	user := env.UserWithKeys(t, "view:clients")
	limit := hooks.ThrottleRules["auth-with-password"].IP.Limit
	for i := 0; i < limit; i++ {
		if rec := signIn(env, "192.0.2.7", fmt.Sprintf("nobody%d@test.local", i), "guess"); rec.Code != 400 {
			t.Fatalf("guess %d: %d %s", i, rec.Code, rec.Body.String())
		}
	}
	mustThrottle(t, "the sprayer's next try", signIn(env, "192.0.2.7", user.Email(), testutil.Password))
	if rec := signIn(env, "192.0.2.8", user.Email(), testutil.Password); rec.Code != 200 {
		t.Errorf("another address: %d %s", rec.Code, rec.Body.String())
	}
}

// Password-reset requests are counted per e-mail address (every request, as each sends mail) and per IP.
func TestPasswordResetRequestsAreThrottled(t *testing.T) {
	env := testutil.NewEnv(t)
	user := env.UserWithKeys(t, "view:clients")
	url := "/api/collections/users/request-password-reset"
	budget := hooks.ThrottleRules["request-password-reset"]
	for i := 0; i < budget.Account.Limit; i++ {
		if rec := post(env, url, fmt.Sprintf("10.1.0.%d", i), `{"email":"`+user.Email()+`"}`); rec.Code != 204 {
			t.Fatalf("request %d: %d %s", i, rec.Code, rec.Body.String())
		}
	}
	mustThrottle(t, "one request too many for the address", post(env, url, "10.1.1.1", `{"email":"`+user.Email()+`"}`))

	for i := 0; i < budget.IP.Limit; i++ {
		if rec := post(env, url, "10.2.0.1", fmt.Sprintf(`{"email":"someone%d@test.local"}`, i)); rec.Code != 204 {
			t.Fatalf("request %d from one address: %d %s", i, rec.Code, rec.Body.String())
		}
	}
	mustThrottle(t, "one request too many from the IP", post(env, url, "10.2.0.1", `{"email":"fresh@test.local"}`))
	// Confirming with a forged token is counted per IP, as failures.
	for i := 0; i < hooks.ThrottleRules["confirm-password-reset"].IP.Limit; i++ {
		post(env, "/api/collections/users/confirm-password-reset", "10.3.0.1",
			`{"token":"forged","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x"}`)
	}
	mustThrottle(t, "token guessing", post(env, "/api/collections/users/confirm-password-reset", "10.3.0.1",
		`{"token":"forged","password":"Passw0rd!x","passwordConfirm":"Passw0rd!x"}`))
}

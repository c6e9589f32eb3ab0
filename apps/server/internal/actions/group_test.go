package actions_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/actions"
	"erp/server/internal/testutil"
)

// groupFixture registers test actions on clients: "hold" keeps the write connection until released, so that
// the actions sent meanwhile wait in the queue together; "note" appends the body's text to the client's
// company; "refuse" refuses; "explode" panics; "alone" is an Alone action; "slow" notes and moves the queue's
// clock (which nothing else moves) by 3/4 of a group's time; "await" notes once the answers expected before it
// have come (or notes "late" after ten seconds). Each records the transaction it ran in and how
// often it ran; committed updates of clients are counted by record.
type groupFixture struct {
	env      *testutil.Env
	users    []*core.Record
	clients  []*core.Record
	mu       sync.Mutex
	txOf     map[string]core.App // action/client → its last transaction
	runs     map[string]int      // action/client → runs, rolled back ones included
	updated  map[string]int      // client → committed updates
	clock    time.Time           // the queue's clock: only the "slow" action moves it
	answered chan struct{}       // the answers the "await" action waits for
	breakOn  string              // a client whose next committed update breaks its after-commit hook
	breakBy  string              // how: "panic" or "error"
	entered  chan struct{}
	release  chan struct{}
	holdDone chan struct{}
}

func newGroupFixture(t *testing.T) *groupFixture {
	app := testutil.NewApp(t)
	f := &groupFixture{txOf: map[string]core.App{}, runs: map[string]int{}, updated: map[string]int{}}
	ran := func(c *actions.Call, name string) {
		f.mu.Lock()
		defer f.mu.Unlock()
		f.txOf[name+"/"+c.Record.Id] = c.Tx
		f.runs[name+"/"+c.Record.Id]++
	}
	note := func(c *actions.Call) error {
		c.Record.Set("company", c.Record.GetString("company")+actions.BodyString(c.Body, "text"))
		return c.Tx.Save(c.Record)
	}
	actions.Register(app, "clients", map[string]actions.Action{
		"hold": {Permission: "edit:clients", Run: func(c *actions.Call) error {
			ran(c, "hold")
			f.entered <- struct{}{}
			<-f.release
			return note(c)
		}},
		"note": {Permission: "edit:clients", Run: func(c *actions.Call) error { ran(c, "note"); return note(c) }},
		"refuse": {Permission: "edit:clients", Run: func(c *actions.Call) error {
			ran(c, "refuse")
			return actions.Refuse("company", "client_refused", "Refused.", nil)
		}},
		"explode": {Permission: "edit:clients", Run: func(c *actions.Call) error { ran(c, "explode"); panic("boom") }},
		"alone":   {Permission: "edit:clients", Alone: true, Run: func(c *actions.Call) error { ran(c, "alone"); return note(c) }},
		"slow": {Permission: "edit:clients", Run: func(c *actions.Call) error {
			ran(c, "slow")
			f.mu.Lock()
			f.clock = f.clock.Add(actions.GroupTime * 3 / 4) // runs for 3/4 of a group's time, by the queue's clock
			f.mu.Unlock()
			return note(c)
		}},
	})
	actions.Register(app, "clients", map[string]actions.Action{
		"await": {Permission: "edit:clients", Run: func(c *actions.Call) error {
			ran(c, "await")
			for range cap(f.answered) {
				select {
				case <-f.answered:
				case <-time.After(10 * time.Second):
					c.Body["text"] = "late"
					return note(c)
				}
			}
			return note(c)
		}},
	})
	t.Cleanup(actions.UseClock(func() time.Time {
		f.mu.Lock()
		defer f.mu.Unlock()
		return f.clock
	}))
	app.OnRecordAfterUpdateSuccess("clients").BindFunc(func(e *core.RecordEvent) error {
		f.mu.Lock()
		f.updated[e.Record.Id]++
		by := ""
		if f.breakOn == e.Record.Id {
			f.breakOn, by = "", f.breakBy
		}
		f.mu.Unlock()
		switch by {
		case "panic":
			panic("after-commit hook")
		case "error":
			return errors.New("after-commit hook failed")
		}
		return e.Next()
	})
	f.env = &testutil.Env{App: app, Handler: testutil.Handler(t, app)}
	for _, name := range []string{"Delta Foods", "Nile Paper", "Aswan Steel", "Sinai Tiles", "Giza Glass"} {
		f.clients = append(f.clients, f.env.Save(t, "clients", map[string]any{"name": name, "type": "business", "status": "lead"}))
	}
	f.users = []*core.Record{f.env.UserWithKeys(t, "view:clients", "edit:clients"), f.env.UserWithKeys(t, "view:clients", "edit:clients")}
	return f
}

type answer struct {
	status int
	out    map[string]any
	raw    string
}

// whileHeld sends send's requests, in order, while a "hold" action keeps the write connection, waits until all
// of them are queued, calls queued (when set), lets the hold go and returns their answers, in send's order.
func (f *groupFixture) whileHeld(t *testing.T, queued func(), send ...func() answer) []answer {
	t.Helper()
	f.entered, f.release, f.holdDone = make(chan struct{}), make(chan struct{}), make(chan struct{})
	go func() {
		defer close(f.holdDone)
		f.env.Act(t, f.users[0], "clients/"+f.clients[0].Id+"/hold", nil, nil)
	}()
	<-f.entered
	answers := make([]answer, len(send))
	var wg sync.WaitGroup
	deadline := time.Now().Add(10 * time.Second)
	for i, s := range send { // one by one, so that they queue in send's order
		wg.Add(1)
		go func() { defer wg.Done(); answers[i] = s() }()
		for actions.Waiting(f.env.App) < i+1 {
			if time.Now().After(deadline) {
				t.Fatalf("%d of %d actions queued", actions.Waiting(f.env.App), len(send))
			}
			time.Sleep(time.Millisecond)
		}
	}
	if queued != nil {
		queued()
	}
	close(f.release)
	wg.Wait()
	<-f.holdDone
	return answers
}

// allOK fails t for each answer that is not 200.
func allOK(t *testing.T, answers []answer) {
	t.Helper()
	for i, a := range answers {
		if a.status != http.StatusOK {
			t.Errorf("action %d: %d %s", i+1, a.status, a.raw)
		}
	}
}

func (f *groupFixture) act(t *testing.T, user int, action string, client int, text string) func() answer {
	return func() answer {
		status, out, raw := f.env.Act(t, f.users[user], "clients/"+f.clients[client].Id+"/"+action, map[string]any{"text": text}, nil)
		return answer{status, out, raw}
	}
}

func (f *groupFixture) company(t *testing.T, client int) string {
	t.Helper()
	r, err := f.env.App.FindRecordById("clients", f.clients[client].Id)
	if err != nil {
		t.Fatal(err)
	}
	return r.GetString("company")
}

func (f *groupFixture) tx(action string, client int) core.App {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.txOf[action+"/"+f.clients[client].Id]
}

// TestWaitingActionsCommitTogether: actions queued behind the write connection run in one transaction, each
// on its own re-read record, each audited as its own user, and each answered with its own record.
func TestWaitingActionsCommitTogether(t *testing.T) {
	f := newGroupFixture(t)
	answers := f.whileHeld(t, nil, f.act(t, 0, "note", 1, "a"), f.act(t, 1, "note", 2, "b"), f.act(t, 0, "note", 3, "c"))
	for i, a := range answers {
		if want := string(rune('a' + i)); a.status != http.StatusOK || a.out["company"] != want {
			t.Errorf("note %d: want 200 with company %q, got %d %s", i+1, want, a.status, a.raw)
		}
	}
	if f.tx("note", 1) == nil || f.tx("note", 1) != f.tx("note", 2) || f.tx("note", 2) != f.tx("note", 3) {
		t.Error("the three waiting actions did not share one transaction")
	}
	if f.tx("note", 1) == f.tx("hold", 0) {
		t.Error("the waiting actions ran in the transaction that held the connection")
	}
	for i, want := range []string{"", "a", "b", "c"} {
		if got := f.company(t, i); got != want {
			t.Errorf("client %d: company %q, want %q", i, got, want)
		}
	}
	for client, user := range map[int]int{1: 0, 2: 1, 3: 0} {
		var author string
		if err := f.env.App.DB().NewQuery("SELECT [[user]] FROM {{audit_log}} WHERE [[recordId]] = {:id} AND [[action]] = 'update'").
			Bind(dbx.Params{"id": f.clients[client].Id}).Row(&author); err != nil {
			t.Fatalf("client %d: audit row: %v", client, err)
		}
		if author != f.users[user].Id {
			t.Errorf("client %d: audited as %q, want the user who acted (%q)", client, author, f.users[user].Id)
		}
	}
}

// TestAFailureInAGroupLeavesTheOthersAsAlone: when one waiting action fails, the group's transaction rolls back
// and each action runs again alone: the others are committed once (one committed update each, no trace of the
// rolled-back group), the refusal and the panic are answered, and the queue goes on.
func TestAFailureInAGroupLeavesTheOthersAsAlone(t *testing.T) {
	f := newGroupFixture(t)
	answers := f.whileHeld(t, nil, f.act(t, 0, "note", 1, "a"), f.act(t, 1, "refuse", 2, ""), f.act(t, 0, "note", 3, "c"),
		f.act(t, 1, "explode", 4, ""))
	if a := answers[0]; a.status != http.StatusOK || a.out["company"] != "a" {
		t.Errorf("note 1: %d %s", a.status, a.raw)
	}
	testutil.MustRefuse(t, "refuse", answers[1].status, answers[1].out, answers[1].raw, "company", "client_refused")
	if a := answers[2]; a.status != http.StatusOK || a.out["company"] != "c" {
		t.Errorf("note 3: %d %s", a.status, a.raw)
	}
	if a := answers[3]; a.status != http.StatusInternalServerError {
		t.Errorf("explode: want 500, got %d %s", a.status, a.raw)
	}
	for client, want := range map[int]string{1: "a", 2: "", 3: "c", 4: ""} {
		if got := f.company(t, client); got != want {
			t.Errorf("client %d: company %q, want %q", client, got, want)
		}
	}
	f.mu.Lock()
	for client, want := range map[int]int{1: 1, 2: 0, 3: 1, 4: 0} {
		if got := f.updated[f.clients[client].Id]; got != want {
			t.Errorf("client %d: %d committed updates announced, want %d", client, got, want)
		}
	}
	if f.runs["refuse/"+f.clients[2].Id] < 1 || f.runs["explode/"+f.clients[4].Id] < 1 {
		t.Errorf("the failing actions did not run: %v", f.runs)
	}
	f.mu.Unlock()

	if status, out, raw := f.env.Act(t, f.users[0], "clients/"+f.clients[2].Id+"/note", map[string]any{"text": "d"}, nil); status != http.StatusOK || out["company"] != "d" {
		t.Errorf("an action after the failed group: %d %s", status, raw)
	}
}

// TestAGroupCommitsOnceItHasRunItsTime: a group whose actions have run for GroupTime commits, and the actions
// left form the next group, so the first ones are answered without waiting for all.
func TestAGroupCommitsOnceItHasRunItsTime(t *testing.T) {
	f := newGroupFixture(t)
	answers := f.whileHeld(t, nil, f.act(t, 0, "slow", 1, "a"), f.act(t, 1, "slow", 2, "b"), f.act(t, 0, "slow", 3, "c"))
	allOK(t, answers)
	txs := map[core.App]int{}
	for client := 1; client <= 3; client++ {
		txs[f.tx("slow", client)]++
	}
	if len(txs) != 2 {
		t.Errorf("three actions of 3/4 of the group time each ran in %d transactions, want 2 (two, then one)", len(txs))
	}
}

// TestAnActionIsAnsweredWhenItsOwnGroupCommits: the first action of a group, whose request runs the group, is
// answered once that group commits, without waiting for the groups after it.
func TestAnActionIsAnsweredWhenItsOwnGroupCommits(t *testing.T) {
	f := newGroupFixture(t)
	f.answered = make(chan struct{}, 2)
	slow := func(user, client int, text string) func() answer {
		act := f.act(t, user, "slow", client, text)
		return func() answer { a := act(); f.answered <- struct{}{}; return a }
	}
	answers := f.whileHeld(t, nil, slow(0, 1, "a"), slow(1, 2, "b"), f.act(t, 0, "await", 3, "c"))
	allOK(t, answers)
	if f.tx("slow", 1) != f.tx("slow", 2) || f.tx("slow", 2) == f.tx("await", 3) {
		t.Error("want the two slow actions in one group and the third in the next")
	}
	if got := f.company(t, 3); got != "c" {
		t.Errorf("the third action ran before the first group was answered (company %q, want \"c\")", got)
	}
}

// TestABrokenAfterCommitIsAnsweredToItsGroup: when the after-commit work of a committed group panics or fails,
// each of the group's actions is answered with the error, as it would be alone, and is not run again; those the
// group had put back in the queue (past its time) still run once in their turn and are answered by it.
func TestABrokenAfterCommitIsAnsweredToItsGroup(t *testing.T) {
	for _, by := range []string{"panic", "error"} {
		t.Run(by, func(t *testing.T) {
			f := newGroupFixture(t)
			f.breakOn, f.breakBy = f.clients[1].Id, by
			answers := f.whileHeld(t, nil, f.act(t, 0, "slow", 1, "a"), f.act(t, 1, "slow", 2, "b"),
				f.act(t, 0, "slow", 3, "c"), f.act(t, 1, "slow", 4, "d"))
			for i, a := range answers[:2] {
				if a.status != http.StatusInternalServerError {
					t.Errorf("action %d, in the group whose after-commit work broke: want 500, got %d %s", i+1, a.status, a.raw)
				}
			}
			allOK(t, answers[2:])
			for client, want := range map[int]string{1: "a", 2: "b", 3: "c", 4: "d"} {
				if got := f.company(t, client); got != want {
					t.Errorf("client %d: company %q, want %q (committed)", client, got, want)
				}
			}
			f.mu.Lock()
			defer f.mu.Unlock()
			for client := 1; client <= 4; client++ {
				if got := f.runs["slow/"+f.clients[client].Id]; got != 1 {
					t.Errorf("client %d: the action ran %d times, want once", client, got)
				}
			}
		})
	}
}

// TestAloneActionsKeepTheirOwnTransaction: an Alone action waiting among others runs in a transaction of its
// own.
func TestAloneActionsKeepTheirOwnTransaction(t *testing.T) {
	f := newGroupFixture(t)
	answers := f.whileHeld(t, nil, f.act(t, 0, "note", 1, "a"), f.act(t, 1, "alone", 2, "b"), f.act(t, 0, "note", 3, "c"))
	allOK(t, answers)
	if alone := f.tx("alone", 2); alone == nil || alone == f.tx("note", 1) || alone == f.tx("note", 3) {
		t.Error("the Alone action shared a transaction")
	}
}

// TestAnActionWhoseClientLeftWhileWaitingDoesNotRun: a request given up while it waited is not run.
func TestAnActionWhoseClientLeftWhileWaitingDoesNotRun(t *testing.T) {
	f := newGroupFixture(t)
	ctx, cancel := context.WithCancel(context.Background())
	gone := func() answer {
		req := httptest.NewRequest(http.MethodPost, "/api/erp/clients/"+f.clients[4].Id+"/note", strings.NewReader(`{"text":"x"}`)).WithContext(ctx)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", testutil.Token(t, f.users[1]))
		rec := httptest.NewRecorder()
		f.env.Handler.ServeHTTP(rec, req)
		return answer{status: rec.Code, raw: rec.Body.String()}
	}
	answers := f.whileHeld(t, cancel, f.act(t, 0, "note", 1, "a"), gone)
	if answers[0].status != http.StatusOK {
		t.Errorf("note: %d %s", answers[0].status, answers[0].raw)
	}
	if got := f.company(t, 4); got != "" {
		t.Errorf("the given-up action ran: company %q", got)
	}
}

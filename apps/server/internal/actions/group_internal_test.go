package actions

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// TestAGroupThatCannotBeginIsAnsweredAlone: when the group's transaction cannot even begin (the database is
// closed, as during a restore), each waiting action is answered with the error of its own attempt, and the
// queue is left free.
func TestAGroupThatCannotBeginIsAnsweredAlone(t *testing.T) {
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: t.TempDir()})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	if err := app.ResetBootstrapState(); err != nil { // closes the databases
		t.Fatal(err)
	}
	ran := 0
	action := Action{Run: func(*Call) error { ran++; return nil }}
	var q queue
	jobs := make([]*job, 3)
	for i := range jobs {
		e := &core.RequestEvent{App: app, Event: router.Event{Request: httptest.NewRequest(http.MethodPost, "/", nil)}}
		jobs[i] = &job{e: e, action: action, collection: "users", id: "x", call: &Call{Event: e}, result: make(chan error, 1)}
	}
	q.waiting, q.leading = append(q.waiting, jobs...), true
	jobs[0].result <- errLead

	answers := make(chan error, len(jobs))
	for _, j := range jobs {
		go func() { answers <- q.answer(j) }()
	}
	for i := range jobs {
		select {
		case err := <-answers:
			if err == nil || errors.Is(err, errLead) {
				t.Errorf("answer %d: want the error of a transaction that cannot begin, got %v", i+1, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%d of %d actions were not answered", len(jobs)-i, len(jobs))
		}
	}
	if ran != 0 {
		t.Errorf("an action ran %d times without a transaction", ran)
	}
	if q.leading || len(q.waiting) != 0 {
		t.Errorf("the queue was left led (%v) or with %d waiting", q.leading, len(q.waiting))
	}
}

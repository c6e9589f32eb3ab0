package actions

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/audit"
)

// The actions' transactions take SQLite's one write connection one at a time, in the order they asked for it.
// Left to the connection pool, a waiting transaction would be picked at random each time the connection frees,
// so under a queue of ten some would wait for forty others.
//
// Actions that are waiting together commit together (a group commit): the first of them runs everything
// queued behind the write connection in one transaction, each action after the other exactly as if each had
// its own transaction (each locks its row, re-reads its record and checks its transition, seeing what the
// ones before it wrote), and one COMMIT ends them all. Ten stock transfers completed at once write their
// shared pages (the ledger's, the audit trail's and the items' index pages, the warehouses' rows) to the
// write-ahead log once instead of ten times. A group commits once it has run for groupTime, and the actions
// left form the next one, so that no action waits long for the others of its group.
//
// A group commits only as a whole. If any of its actions fails (a refusal, a vanished record, a panic), the
// group's transaction is rolled back, its actions up to the failed one run again one by one, each in its own
// transaction, in their order, and those after it go on as the next group: every failure is answered and every
// success kept exactly as without grouping. Nothing a rolled-back group did remains: its writes are gone and
// the work PocketBase keeps for after a commit (realtime events, the changes' versions, after-success hooks)
// only runs once a transaction commits. An action alone in the queue runs in its own transaction, as before.

// maxGroup bounds the actions taken from the queue at once.
const maxGroup = 16

// groupTime bounds a group's transaction: once its actions have run this long, it commits and the ones left form
// the next group. Every action of a group is answered only when the group commits, so without a bound the first
// of sixteen long actions would wait for all sixteen; with it, an action waits at most about this long more than
// it would alone. Ten transfer completions (about 3 ms each) still fit in one group. Not yet for the leader's
// own answer: lead runs every job it took before its goroutine answers its request, so when they need several
// groups that answer waits for the last (each lead should run one transaction and hand the rest on).
const groupTime = 30 * time.Millisecond

// now is the queue's clock (the tests replace it, so that a group's time does not depend on the machine's speed).
var now = time.Now

// job is one action's transaction, waiting in the queue.
type job struct {
	e          *core.RequestEvent
	action     Action
	collection string
	id         string
	key        *idempotency
	call       *Call
	result     chan error // buffered: the transaction's outcome, or errLead
}

// errLead tells a waiting job that its goroutine now runs the queue.
var errLead = errors.New("actions: run the queue")

// queue holds the jobs waiting for the write connection. One goroutine at a time runs it (the leader): it
// takes everything waiting, runs it, hands the lead to the first job that arrived meanwhile and goes back to
// answering its own request.
type queue struct {
	mu      sync.Mutex
	waiting []*job
	leading bool
}

// run queues j and returns the outcome of its transaction once it has ended (committed or rolled back).
func (q *queue) run(j *job) error {
	j.result = make(chan error, 1)
	q.mu.Lock()
	q.waiting = append(q.waiting, j)
	lead := !q.leading
	q.leading = true
	q.mu.Unlock()
	if !lead {
		if err := <-j.result; err != errLead {
			return err
		}
	}
	q.lead()
	return <-j.result
}

// lead runs the jobs waiting now (j's own among them), then hands the lead on.
func (q *queue) lead() {
	q.mu.Lock()
	n := min(len(q.waiting), maxGroup)
	batch := append([]*job(nil), q.waiting[:n]...)
	q.waiting = append(q.waiting[:0], q.waiting[n:]...)
	q.mu.Unlock()

	var handOver sync.Once
	next := func() { handOver.Do(q.handOver) }
	defer next() // also when a transaction could not begin
	defer func() {
		if p := recover(); p != nil { // outside an action (those are recovered in transact): answer the rest
			for _, j := range batch {
				select {
				case j.result <- fmt.Errorf("actions: the queue's transaction panicked: %v", p):
				default:
				}
			}
			panic(p)
		}
	}()

	live := make([]*job, 0, len(batch))
	for _, j := range batch {
		if err := j.e.Request.Context().Err(); err != nil {
			j.result <- err // the client went away while it waited: as before, the action does not run
			continue
		}
		live = append(live, j)
	}
	segments := groups(live)
	for i, seg := range segments {
		lastSeg := i == len(segments)-1
		for len(seg) > 1 {
			ran, err := runGroup(seg, lastSeg, next)
			if err == nil {
				for _, j := range seg[:ran] {
					j.result <- nil
				}
			} else { // rolled back at its ran-th action: those run again alone, the rest go on as a group
				if ran == 0 {
					ran = len(seg) // the transaction did not begin: each runs alone (and answers why it cannot)
				}
				for k, j := range seg[:ran] {
					j.result <- runAlone(j, lastSeg && ran == len(seg) && k == ran-1, next)
				}
			}
			seg = seg[ran:]
		}
		if len(seg) == 1 {
			seg[0].result <- runAlone(seg[0], lastSeg, next)
		}
	}
}

// groups splits jobs, in order, into the groups that may share a transaction: consecutive jobs together,
// an Alone action by itself.
func groups(jobs []*job) [][]*job {
	var out [][]*job
	for i, j := range jobs {
		if j.action.Alone || i == 0 || jobs[i-1].action.Alone {
			out = append(out, []*job{j})
			continue
		}
		out[len(out)-1] = append(out[len(out)-1], j)
	}
	return out
}

// handOn, registered first on a transaction's completion, hands the lead on once the last transaction of
// this leader ends (only once committed, for a group, which otherwise runs again): the next leader begins
// before this one's after-commit work. Handing over wakes the next leader onto this processor, where it
// would wait until this request's after-commit work and answer were done; yielding lets it start at once.
func handOn(tx core.App, last func() bool, onlyCommitted bool, next func()) {
	tx.TxInfo().OnComplete(func(txErr error) error {
		if last() && (txErr == nil || !onlyCommitted) {
			next()
			runtime.Gosched()
		}
		return nil
	})
}

// runAlone runs j in a transaction of its own.
func runAlone(j *job, last bool, next func()) error {
	return j.e.App.RunInTransaction(func(tx core.App) error {
		handOn(tx, func() bool { return last }, false, next)
		return j.transact(tx)
	})
}

// handOver wakes the first job waiting to run the queue, or marks the queue as led by nobody.
func (q *queue) handOver() {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.waiting) == 0 {
		q.leading = false
		return
	}
	q.waiting[0].result <- errLead // its buffer is empty: a waiting job has had no result yet
}

// runGroup runs jobs one after the other in one transaction, until they are all done or the transaction has run
// for groupTime, and commits them; ran is how many it ran. It fails, rolled back, as soon as one of them fails
// (the ran-th).
func runGroup(jobs []*job, lastSeg bool, next func()) (ran int, err error) {
	start := now()
	err = jobs[0].e.App.RunInTransaction(func(tx core.App) error {
		handOn(tx, func() bool { return lastSeg && ran == len(jobs) }, true, next)
		for _, j := range jobs {
			ran++
			if err := j.transact(tx); err != nil {
				return err
			}
			if now().Sub(start) >= groupTime {
				break
			}
		}
		return nil
	})
	return ran, err
}

// transact runs the action inside tx: it locks the record's row, honours the idempotency key, re-reads the
// record and runs the action. A panic is returned as an error (answered 500), so that the queue goes on.
func (j *job) transact(tx core.App) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("action %s/%s panicked: %v\n%s", j.collection, j.e.Request.PathValue("action"), p, debug.Stack())
		}
	}()
	defer audit.SetActor(tx, j.e.Auth)()
	c := j.call
	c.Tx, c.Record, c.Refusal, c.AnswerID = tx, nil, nil, "" // a job of a failed group runs again from the start
	if err := lockRow(tx, j.collection, j.id); err != nil {
		return err
	}
	if j.key != nil {
		if done, err := j.key.done(tx); done || err != nil {
			return err
		}
	}
	rec, err := tx.FindRecordById(j.collection, j.id)
	if err != nil {
		return err
	}
	c.Record = rec
	if err := j.action.Run(c); err != nil {
		return err
	}
	if j.key != nil && c.Refusal == nil {
		return j.key.remember(tx, c.User())
	}
	return nil
}

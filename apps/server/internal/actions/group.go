package actions

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"slices"
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
// it would alone. Ten transfer completions (about 3 ms each) still fit in one group.
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
	alone      bool       // runs in a transaction of its own: it was in a group that was rolled back
	result     chan error // buffered: the transaction's outcome, or errLead
}

// errLead tells a waiting job that its goroutine now runs the queue.
var errLead = errors.New("actions: run the queue")

// queue holds the jobs waiting for the write connection. One goroutine at a time runs it (the leader): it
// runs one transaction, for its own job and those waiting behind it, puts back at the front of the queue the
// jobs it did not finish, hands the lead to the first job waiting and answers its own request. So every request
// is answered as soon as its own transaction ends, whichever goroutine ran it.
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
	if !q.leading {
		q.leading = true
		j.result <- errLead
	}
	q.mu.Unlock()
	return q.answer(j)
}

// answer waits for j's outcome, running the queue each time the lead comes to j.
func (q *queue) answer(j *job) error {
	for {
		if err := <-j.result; err != errLead {
			return err
		}
		q.lead()
	}
}

// lead runs one transaction for the jobs first in the queue (the leader's own among them), then hands the lead on.
func (q *queue) lead() {
	batch := q.take()
	var (
		handOver sync.Once
		back     []*job // put back in the queue: a later turn runs and answers them
	)
	next := func(b []*job) {
		handOver.Do(func() {
			back = b
			q.handOver(b)
			// Handing over wakes the next leader onto this processor, where it would wait until this request's
			// after-commit work and answer were done; yielding lets it start at once.
			runtime.Gosched()
		})
	}
	defer func() {
		// A panic outside an action (those are recovered in transact), in the after-commit work: the batch's
		// actions that are not waiting for a later turn are answered with it.
		if p := recover(); p != nil {
			next(nil)
			for _, j := range batch {
				if slices.Contains(back, j) {
					continue
				}
				select { // none of them has had an answer yet; a full buffer would be a fault of the queue
				case j.result <- fmt.Errorf("actions: the queue's transaction panicked: %v", p):
				default:
				}
			}
			panic(p)
		}
	}()

	switch len(batch) {
	case 0: // every job taken had been given up
		next(nil)
	case 1:
		err := runAlone(batch[0], next)
		next(nil) // the transaction could not begin
		batch[0].result <- err
	default:
		ran, committed, err := runGroup(batch, next)
		if !committed {
			if ran == 0 { // the transaction could not begin: each runs alone (and answers why it cannot)
				for _, j := range batch {
					j.alone = true
				}
			}
			next(batch)
			return
		}
		// Committed: err is then only the after-commit work's (an after-success hook's), which each action gets,
		// as it would alone.
		for _, j := range batch[:ran] {
			j.result <- err
		}
	}
}

// take removes from the front of the queue the jobs that may share a transaction: consecutive jobs up to maxGroup,
// or one job that runs alone. A job whose client went away while it waited is answered and not run, as before.
func (q *queue) take() []*job {
	q.mu.Lock()
	defer q.mu.Unlock()
	var batch []*job
	i := 0
	for ; i < len(q.waiting) && len(batch) < maxGroup; i++ {
		j := q.waiting[i]
		if err := j.e.Request.Context().Err(); err != nil {
			j.result <- err
			continue
		}
		alone := j.alone || j.action.Alone
		if alone && len(batch) > 0 {
			break
		}
		batch = append(batch, j)
		if alone {
			i++
			break
		}
	}
	q.waiting = append(q.waiting[:0], q.waiting[i:]...)
	return batch
}

// handOver puts back the jobs of a transaction that did not finish at the front of the queue, in their order,
// and wakes the first job waiting to run the queue, or marks the queue as led by nobody.
func (q *queue) handOver(back []*job) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(back) > 0 {
		q.waiting = append(back[:len(back):len(back)], q.waiting...)
	}
	if len(q.waiting) == 0 {
		q.leading = false
		return
	}
	q.waiting[0].result <- errLead // its buffer is empty: a waiting job has had no result yet
}

// runAlone runs j in a transaction of its own. The lead passes on first thing once it ends, before the
// transaction's after-commit work.
func runAlone(j *job, next func(back []*job)) error {
	return j.e.App.RunInTransaction(func(tx core.App) error {
		tx.TxInfo().OnComplete(func(error) error { next(nil); return nil })
		return j.transact(tx)
	})
}

// runGroup runs jobs one after the other in one transaction, until they are all done or the transaction has run
// for groupTime, and commits them; ran is how many it ran. It is rolled back as soon as one of them fails (the
// ran-th). Once the transaction ends, the lead passes on with the jobs to run again put back: those not reached,
// or, when it was rolled back, all of them, the ones it ran marked to run alone. err is also set when the
// transaction committed but its after-commit work failed (committed tells them apart).
func runGroup(jobs []*job, next func(back []*job)) (ran int, committed bool, err error) {
	start := now()
	err = jobs[0].e.App.RunInTransaction(func(tx core.App) error {
		tx.TxInfo().OnComplete(func(txErr error) error { // registered first: runs before the after-commit work
			committed = txErr == nil
			if committed {
				next(jobs[ran:])
				return nil
			}
			for _, j := range jobs[:ran] {
				j.alone = true
			}
			next(jobs)
			return nil
		})
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
	return ran, committed, err
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

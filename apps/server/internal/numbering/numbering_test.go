package numbering_test

import (
	"errors"
	"sort"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/numbering"
	"erp/server/internal/testutil"
)

func TestFormat(t *testing.T) {
	if got := numbering.Format("INV", 2026, 123); got != "INV-2026-000123" {
		t.Fatalf("got %q", got)
	}
	if got := numbering.Format("PR", 2026, 1234567); got != "PR-2026-1234567" {
		t.Fatalf("got %q", got)
	}
}

func TestNextIsGapFreeUnderConcurrency(t *testing.T) {
	app := testutil.NewApp(t)
	const workers = 50
	got := make([]int, workers)
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for i := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- app.RunInTransaction(func(tx core.App) error {
				n, err := numbering.Next(tx, "INV-2026")
				got[i] = n
				return err
			})
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	sort.Ints(got)
	for i, n := range got {
		if n != i+1 {
			t.Fatalf("numbers are not 1..%d without gaps or repeats: %v", workers, got)
		}
	}

	// Another series starts at 1; a rolled back transaction gives its number back.
	err := app.RunInTransaction(func(tx core.App) error {
		s, err := numbering.NextNumber(tx, "QUO", 2026)
		if err != nil || s != "QUO-2026-000001" {
			t.Errorf("first quotation number %q, %v", s, err)
		}
		return errors.New("rollback")
	})
	if err == nil {
		t.Fatal("expected the rollback error")
	}
	_ = app.RunInTransaction(func(tx core.App) error {
		s, err := numbering.NextNumber(tx, "QUO", 2026)
		if err != nil || s != "QUO-2026-000001" {
			t.Errorf("after rollback %q, %v", s, err)
		}
		return err
	})

	if _, err := numbering.Next(app, "INV-2026"); err == nil {
		t.Error("Next outside a transaction must be refused")
	}
}

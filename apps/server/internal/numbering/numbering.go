// Package numbering hands out gap-free sequential document numbers (INV-2026-000123).
//
// Call Next with the transaction that saves the document: the counter upsert is atomic, and a rollback of
// the document also rolls back the counter, so numbers have no gaps and no duplicates.
package numbering

import (
	"errors"
	"fmt"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Next increments the counter of series and returns the new value (1 for a new series).
// tx must be a transaction (app.RunInTransaction); outside one the statement could reach the read pool.
func Next(tx core.App, series string) (int, error) {
	if series == "" {
		return 0, errors.New("numbering: empty series")
	}
	if !tx.IsTransactional() {
		return 0, errors.New("numbering: Next must run inside RunInTransaction")
	}
	var n int
	err := tx.NonconcurrentDB().NewQuery(
		`INSERT INTO doc_counters (series, value) VALUES ({:s}, 1)
		 ON CONFLICT(series) DO UPDATE SET value = value + 1 RETURNING value`,
	).Bind(dbx.Params{"s": series}).Row(&n)
	if err != nil {
		return 0, fmt.Errorf("numbering: next %q: %w", series, err)
	}
	return n, nil
}

// Series is the counter key of prefix in year, e.g. "INV-2026".
func Series(prefix string, year int) string {
	return fmt.Sprintf("%s-%d", prefix, year)
}

// Format renders a document number: Format("INV", 2026, 123) = "INV-2026-000123".
func Format(prefix string, year, n int) string {
	return fmt.Sprintf("%s-%d-%06d", prefix, year, n)
}

// NextNumber takes the next value of prefix's series for year and formats it.
func NextNumber(tx core.App, prefix string, year int) (string, error) {
	n, err := Next(tx, Series(prefix, year))
	if err != nil {
		return "", err
	}
	return Format(prefix, year, n), nil
}

package recordid

import (
	"regexp"
	"testing"
	"time"
)

func TestIDsArePocketBaseIDsInCreationOrder(t *testing.T) {
	pattern := regexp.MustCompile(`^[a-z0-9]{15}$`)
	seen := map[string]bool{}
	prev := ""
	for i := 0; i < 10000; i++ {
		id := New()
		if !pattern.MatchString(id) {
			t.Fatalf("id %q does not match PocketBase's id pattern", id)
		}
		if seen[id] {
			t.Fatalf("id %q made twice", id)
		}
		seen[id] = true
		if id <= prev && id[timeDigits:] != "000000" {
			t.Fatalf("id %q made after %q sorts before it", id, prev)
		}
		prev = id
	}

	t0 := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	if a, b := at(t0, 5), at(t0.Add(time.Millisecond), 4); a >= b {
		t.Errorf("a later millisecond sorts first: %s, %s", a, b)
	}
	if a, b := at(t0, 5), at(t0, 6); a >= b {
		t.Errorf("the counter does not order one millisecond: %s, %s", a, b)
	}
	if got := at(t0, countSpan+7); got[timeDigits:] != "000007" {
		t.Errorf("the counter does not wrap within its digits: %s", got)
	}
	if got := at(time.Date(5000, 1, 1, 0, 0, 0, 0, time.UTC), 1); len(got) != Length {
		t.Errorf("length %d in year 5000", len(got))
	}
}

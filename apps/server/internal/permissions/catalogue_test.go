package permissions

import "testing"

func TestCatalogueHas130UniqueKeys(t *testing.T) {
	if len(All) != 130 {
		t.Fatalf("catalogue has %d keys, want 130", len(All))
	}
	seen := map[string]bool{}
	for _, k := range All {
		if seen[k] {
			t.Fatalf("duplicate key %q", k)
		}
		seen[k] = true
	}
}

package hooks

// CountEmptyListPausesForTest replaces the empty-list guard's pause with a counter; restore puts the pause back.
func CountEmptyListPausesForTest() (count func() int, restore func()) {
	n := 0
	was := emptyListPause
	emptyListPause = func() { n++ }
	return func() int { return n }, func() { emptyListPause = was }
}

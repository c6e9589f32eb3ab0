// Package recordid makes record ids that sort by creation time, for the append-only rows the server writes in
// bulk inside the write lock (audit rows, ledger rows).
//
// PocketBase's ids are 15 random characters, so each new row's primary-key entry lands on a random page of the
// table's id index: a stock transfer's 20 ledger rows and 20 audit rows touched about 55 pages of those two
// indexes, each copied to the write-ahead log at the commit. An id that starts with the time goes to the end
// of the index, where the rows of one transaction share a page or two.
package recordid

import (
	"crypto/rand"
	"encoding/binary"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// Length is the length of every id, PocketBase's (the id field's min and max).
const Length = 15

const (
	timeDigits  = 9 // milliseconds since 1970 in base 36: 36^9 ms is about 3,200 years
	countDigits = Length - timeDigits
	countSpan   = 36 * 36 * 36 * 36 * 36 * 36 // 36^countDigits
)

// counter tells apart the ids of one millisecond. It starts at a random value, so that two processes writing
// to one database at once (the server and a command) are as unlikely to meet as two random 6-character ids.
var counter atomic.Uint64

func init() {
	var b [8]byte
	_, _ = rand.Read(b[:])
	counter.Store(binary.LittleEndian.Uint64(b[:]) % countSpan)
}

// New returns a 15-character id of lowercase letters and digits (PocketBase's id pattern): the time in
// milliseconds, then a process-wide counter. Ids made later by this process sort after earlier ones, except
// when the counter wraps within one millisecond.
func New() string {
	return at(time.Now(), counter.Add(1))
}

func at(t time.Time, n uint64) string {
	ms := strconv.FormatInt(t.UnixMilli(), 36)
	count := strconv.FormatUint(n%countSpan, 36)
	return pad(ms, timeDigits) + pad(count, countDigits)
}

func pad(s string, n int) string {
	if len(s) >= n {
		return s[len(s)-n:]
	}
	return strings.Repeat("0", n-len(s)) + s
}

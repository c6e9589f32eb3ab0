package actions

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// IdempotencyKeyHeader is the request header that makes an Idempotent action safe to repeat.
const IdempotencyKeyHeader = "Idempotency-Key"

// MaxIdempotencyKey is the longest key accepted (the idempotency_keys.key field).
const MaxIdempotencyKey = 100

// IdempotencyKeyDays is how long a key is remembered; the daily job erpPruneIdempotencyKeys forgets older ones.
const IdempotencyKeyDays = 7

const keysCollection = "idempotency_keys"

// idempotency is a request's key with what the request asks: the record, the action and a hash of the body.
type idempotency struct {
	key, collection, recordID, action, bodyHash string
}

// requestKey reads the Idempotency-Key header; nil when there is none.
func requestKey(e *core.RequestEvent, collection, recordID, action string, body map[string]any) (*idempotency, error) {
	key := strings.TrimSpace(e.Request.Header.Get(IdempotencyKeyHeader))
	if key == "" {
		return nil, nil
	}
	if len(key) > MaxIdempotencyKey {
		return nil, Refuse("idempotencyKey", "validation_invalid_idempotency_key",
			"The Idempotency-Key header must be at most {{.max}} characters.", map[string]any{"max": MaxIdempotencyKey})
	}
	raw, _ := json.Marshal(body) // map keys are sorted, so equal bodies hash equally
	sum := sha256.Sum256(raw)
	return &idempotency{key, collection, recordID, action, hex.EncodeToString(sum[:])}, nil
}

// done reports whether the same request with this key already succeeded; the key used for another
// record, action or body is refused. Call it inside the action's transaction, after the row lock.
func (k *idempotency) done(tx core.App) (bool, error) {
	prev, err := tx.FindFirstRecordByFilter(keysCollection, "key = {:k}", dbx.Params{"k": k.key})
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if prev.GetString("collection") == k.collection && prev.GetString("recordId") == k.recordID &&
		prev.GetString("action") == k.action && prev.GetString("bodyHash") == k.bodyHash {
		return true, nil
	}
	return false, Refuse("idempotencyKey", "idempotency_key_reused",
		"This Idempotency-Key was already used for a different request.", nil)
}

// remember stores the key in the action's transaction, so it exists exactly when the action's effects do.
func (k *idempotency) remember(tx core.App, user string) error {
	col, err := tx.FindCachedCollectionByNameOrId(keysCollection)
	if err != nil {
		return err
	}
	r := core.NewRecord(col)
	r.Set("key", k.key)
	r.Set("collection", k.collection)
	r.Set("recordId", k.recordID)
	r.Set("action", k.action)
	r.Set("bodyHash", k.bodyHash)
	r.Set("user", user)
	return tx.Save(r)
}

// pruneKeys forgets the keys older than IdempotencyKeyDays.
func pruneKeys(app core.App) error {
	cutoff := time.Now().UTC().AddDate(0, 0, -IdempotencyKeyDays).Format("2006-01-02 15:04:05.000Z")
	_, err := app.NonconcurrentDB().NewQuery("DELETE FROM {{" + keysCollection + "}} WHERE [[created]] < {:c}").
		Bind(dbx.Params{"c": cutoff}).Execute()
	return err
}

// Key is the Idempotency-Key of a request to a route other than the record action route (a payroll run
// over many records): scope and id name what the request is about, in place of a collection and record.
type Key struct{ k *idempotency }

// KeyFor reads the request's Idempotency-Key header (a Key that does nothing when there is none).
func KeyFor(e *core.RequestEvent, scope, id, action string, body map[string]any) (*Key, error) {
	k, err := requestKey(e, scope, id, action, body)
	return &Key{k}, err
}

// Done reports whether the same request already succeeded; the key used for another request is refused.
// Call it inside the route's transaction.
func (k *Key) Done(tx core.App) (bool, error) {
	if k == nil || k.k == nil {
		return false, nil
	}
	return k.k.done(tx)
}

// Remember stores the key in the route's transaction.
func (k *Key) Remember(tx core.App, user string) error {
	if k == nil || k.k == nil {
		return nil
	}
	return k.k.remember(tx, user)
}

package hooks

// Realtime delivery of alerts, decided once per group of subscribers rather than once per subscriber.
//
// PocketBase checks a collection's list rule for every subscribed client (one SQL query each): with a thousand
// clients signed in, a new alert took seconds to reach the last of them, and the request that raised it waited
// for all the checks. The alerts rule reads only the subscriber's auth fields (its collection, `active` and the
// role's keys copied on the user), so subscribers whose values of those fields are equal get the same answer.
//
// The server therefore takes over the plain subscriptions to the whole collection (`alerts/*`, `alerts`, by name
// or id, without options) when a client subscribes, and delivers each created, updated and deleted alert itself:
// it reads the auth fields the rule mentions for every such subscriber (the plain ones, which the rule takes
// from the client's auth record, as they are; the others from the database in one query, as the rule's join
// reads them), groups the subscribers by those values, and checks the collection's own list rule once per group
// with PocketBase's CanAccessRecord, for the group's first member. The answer is exact: two subscribers in one
// group differ in nothing the rule reads. A subscription with options (a filter, fields, expand, headers) is left
// to PocketBase, which checks it per client with its options, so forged options still get nothing more than the
// rule allows. A deletion is checked before the record goes (as PocketBase does) and sent after the commit.

import (
	"encoding/json"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// alertTopicsKey holds, on a realtime client, the alert subscriptions the server delivers itself.
const alertTopicsKey = "erpAlertTopics"

// alertsCollection is the collection whose realtime delivery is grouped.
const alertsCollection = "alerts"

// plainAuthFields are the auth fields a rule takes from the request's auth record rather than through a join.
var plainAuthFields = map[string]bool{
	core.FieldNameId: true, core.FieldNameCollectionId: true, core.FieldNameCollectionName: true,
	core.FieldNameEmail: true, core.FieldNameEmailVisibility: true, core.FieldNameVerified: true,
}

var authFieldRef = regexp.MustCompile(`@request\.auth\.([A-Za-z0-9_]+)`)

// AlertRuleChecks counts the list-rule checks made for realtime alert delivery (one per group and event).
var AlertRuleChecks atomic.Int64

func bindAlertRealtime(app core.App) {
	app.OnRealtimeSubscribeRequest().BindFunc(func(e *core.RealtimeSubscribeRequestEvent) error {
		col, err := e.App.FindCachedCollectionByNameOrId(alertsCollection)
		if err != nil {
			return e.Next()
		}
		plain := []string{col.Name + "/*", col.Id + "/*", col.Name, col.Id}
		kept, taken := make([]string, 0, len(e.Subscriptions)), []string{}
		for _, s := range e.Subscriptions {
			if slices.Contains(plain, s) {
				if !slices.Contains(taken, s) {
					taken = append(taken, s)
				}
			} else {
				kept = append(kept, s)
			}
		}
		previous := e.Client.Get(alertTopicsKey)
		e.Subscriptions = kept
		e.Client.Set(alertTopicsKey, taken)
		if err := e.Next(); err != nil {
			e.Client.Set(alertTopicsKey, previous)
			return err
		}
		return nil
	})

	send := func(e *core.RecordEvent, action string) error {
		for _, d := range alertDeliveries(e.App, action, e.Record) {
			d.send()
		}
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(alertsCollection).BindFunc(func(e *core.RecordEvent) error { return send(e, "create") })
	app.OnRecordAfterUpdateSuccess(alertsCollection).BindFunc(func(e *core.RecordEvent) error { return send(e, "update") })

	// A deletion: decided while the record still exists (outside the deleting transaction, as PocketBase
	// does), sent once the deletion is committed, dropped if it fails.
	var pending sync.Map
	app.OnRecordDelete(alertsCollection).BindFunc(func(e *core.RecordEvent) error {
		if ds := alertDeliveries(app, "delete", e.Record); len(ds) > 0 {
			pending.Store(e.Record.Id, ds)
		}
		return e.Next()
	})
	app.OnRecordAfterDeleteSuccess(alertsCollection).BindFunc(func(e *core.RecordEvent) error {
		if ds, ok := pending.LoadAndDelete(e.Record.Id); ok {
			for _, d := range ds.([]alertDelivery) {
				d.send()
			}
		}
		return e.Next()
	})
	app.OnRecordAfterDeleteError(alertsCollection).BindFunc(func(e *core.RecordErrorEvent) error {
		pending.Delete(e.Record.Id)
		return e.Next()
	})
}

// alertDelivery is one message for the clients of a group the rule allows.
type alertDelivery struct {
	data    []byte
	clients []alertSubscriber
}

type alertSubscriber struct {
	client subscriptions.Client
	topics []string
}

func (d alertDelivery) send() {
	for _, s := range d.clients {
		for _, topic := range s.topics {
			msg := subscriptions.Message{Name: topic, Data: d.data}
			c := s.client
			// Send blocks while the client's queue is full; PocketBase sends from a goroutine too.
			go c.Send(msg)
		}
	}
}

// alertDeliveries groups the clients that take alerts from the server by the auth values the list rule reads
// and checks the rule once per group.
func alertDeliveries(app core.App, action string, record *core.Record) []alertDelivery {
	var subs []alertSubscriber
	var auths []*core.Record
	for _, chunk := range app.SubscriptionsBroker().ChunkedClients(300) {
		for _, c := range chunk {
			topics, _ := c.Get(alertTopicsKey).([]string)
			if len(topics) == 0 {
				continue
			}
			auth, _ := c.Get(apis.RealtimeClientAuthKey).(*core.Record)
			subs = append(subs, alertSubscriber{c, topics})
			auths = append(auths, auth)
		}
	}
	if len(subs) == 0 {
		return nil
	}
	collection := record.Collection()
	rule := collection.ListRule

	// The auth fields the rule reads: the plain ones from the client's record, the others from the database.
	var plainFields, joinedFields []string
	if rule != nil {
		for _, m := range authFieldRef.FindAllStringSubmatch(*rule, -1) {
			f := m[1]
			if plainAuthFields[f] {
				if !slices.Contains(plainFields, f) {
					plainFields = append(plainFields, f)
				}
			} else if !slices.Contains(joinedFields, f) {
				joinedFields = append(joinedFields, f)
			}
		}
	}
	sort.Strings(plainFields)
	sort.Strings(joinedFields)
	stored := storedAuthValues(app, auths, joinedFields)

	type group struct {
		auth    *core.Record
		members []alertSubscriber
	}
	groups := map[string]*group{}
	order := []string{}
	for i, auth := range auths {
		key := "guest"
		if auth != nil {
			parts := []string{auth.Collection().Id}
			for _, f := range plainFields {
				switch f {
				case core.FieldNameCollectionId:
					parts = append(parts, auth.Collection().Id)
				case core.FieldNameCollectionName:
					parts = append(parts, auth.Collection().Name)
				default:
					parts = append(parts, string(jsonBytes(auth.Get(f))))
				}
			}
			if len(joinedFields) > 0 {
				parts = append(parts, stored[auth.Collection().Id+"/"+auth.Id])
			}
			if auth.IsSuperuser() {
				parts = append(parts, "superuser")
			}
			key = strings.Join(parts, "\x00")
		}
		g := groups[key]
		if g == nil {
			g = &group{auth: auth}
			groups[key] = g
			order = append(order, key)
		}
		g.members = append(g.members, subs[i])
	}

	out := []alertDelivery{}
	for _, key := range order {
		g := groups[key]
		info := &core.RequestInfo{
			Context: core.RequestInfoContextRealtime, Method: "GET",
			Query: map[string]string{}, Headers: map[string]string{}, Auth: g.auth,
		}
		AlertRuleChecks.Add(1)
		if ok, _ := app.CanAccessRecord(record, info, rule); !ok {
			continue
		}
		clean := record.Fresh()
		if info.HasSuperuserAuth() {
			clean.Unhide(collection.Fields.FieldNames()...)
		}
		event := &core.RecordEnrichEvent{App: app, RequestInfo: info}
		event.Record = clean
		if err := app.OnRecordEnrich().Trigger(event, func(*core.RecordEnrichEvent) error { return nil }); err != nil {
			continue
		}
		data, err := json.Marshal(map[string]any{"action": action, "record": clean})
		if err != nil {
			continue
		}
		out = append(out, alertDelivery{data: data, clients: g.members})
	}
	return out
}

// storedAuthValues reads fields of the subscribers' auth records from the database, one query per auth
// collection: "collectionId/id" → the values as one string ("" for a record that no longer exists).
func storedAuthValues(app core.App, auths []*core.Record, fields []string) map[string]string {
	out := map[string]string{}
	if len(fields) == 0 {
		return out
	}
	byCollection := map[string][]any{}
	collections := map[string]*core.Collection{}
	for _, a := range auths {
		if a == nil {
			continue
		}
		byCollection[a.Collection().Id] = append(byCollection[a.Collection().Id], a.Id)
		collections[a.Collection().Id] = a.Collection()
	}
	for id, ids := range byCollection {
		col := collections[id]
		cols := []string{"id"}
		for _, f := range fields {
			if col.Fields.GetByName(f) != nil {
				cols = append(cols, f)
			}
		}
		var rows []dbx.NullStringMap
		if err := app.DB().Select(cols...).From(col.Name).Where(dbx.In("id", ids...)).All(&rows); err != nil {
			continue
		}
		for _, r := range rows {
			vals := make([]string, 0, len(cols))
			for _, c := range cols[1:] {
				v := r[c]
				vals = append(vals, c+"="+map[bool]string{true: "v:" + v.String, false: "null"}[v.Valid])
			}
			out[id+"/"+r["id"].String] = "stored:" + strings.Join(vals, "\x01")
		}
	}
	return out
}

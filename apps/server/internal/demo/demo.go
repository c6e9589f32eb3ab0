// Package demo creates the demo company's business data (clients, invoices, stock, HR, reports) and the
// large dataset used for performance work. Roles and demo users are seeded by package seed before it.
//
// The demo company is Nile Trading Co. (شركة النيل للتجارة), a Cairo building-materials and equipment
// trader with warehouses in Cairo, Alexandria and 10th of Ramadan City. The data is generated from a
// fixed random seed; dates are laid out relative to the day the seed runs, so the dashboard always has
// "today" figures.
package demo

import (
	"fmt"
	"math/rand"
	"time"

	"erp/server/internal/audit"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
)

// CompanyName and CompanyNameAr name the demo company (app_settings.companyName, the SKU prefix).
const (
	CompanyName   = "Nile Trading Co."
	CompanyNameAr = "شركة النيل للتجارة"
	randomSeed    = 20260101
)

// Seed creates the demo business data idempotently: when any client exists it does nothing. It runs in
// one transaction (its own, unless app already is one) and through the normal model hooks, so numbers,
// totals, stock status, occupancy, the stock ledger, alerts and the audit log are all server-derived.
func Seed(app core.App) error {
	if !app.IsTransactional() {
		return app.RunInTransaction(Seed)
	}
	n, err := app.CountRecords("clients")
	if err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	s := newSeeder(app)
	if admin := s.user("admin@erp.local"); admin != nil {
		defer audit.SetActor(app, admin)()
	}
	for _, step := range []func(){s.settings, s.staff, s.crm, s.stock, s.hr, s.sales, s.stockDocuments, s.reports, s.alerts} {
		step()
		if s.err != nil {
			return s.err
		}
	}
	return nil
}

// RegisterCommands adds the demo data commands (such as the large dataset generator) to the CLI.
func RegisterCommands(pb *pocketbase.PocketBase) {
	pb.RootCmd.AddCommand(newBigDataCommand(pb))
}

// seeder carries the generation state; the first error sticks and stops every later write.
type seeder struct {
	app   core.App
	rng   *rand.Rand
	today time.Time
	err   error

	clients     []*core.Record
	suppliers   []*core.Record
	warehouses  []*core.Record
	items       []*core.Record
	employees   []*core.Record
	invoices    []*core.Record
	bills       []*core.Record
	transfers   []*core.Record
	requests    []*core.Record
	templates   []*core.Record
	leaves      []*core.Record
	overdueInvs []*core.Record
	overdueBill []*core.Record
}

func newSeeder(app core.App) *seeder {
	now := time.Now().UTC()
	return &seeder{
		app:   app,
		rng:   rand.New(rand.NewSource(randomSeed)),
		today: time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC),
	}
}

// save creates a record with fields through the model hooks, like a create request would.
func (s *seeder) save(collection string, fields map[string]any) *core.Record {
	col, err := s.app.FindCachedCollectionByNameOrId(collection)
	if err != nil {
		s.fail(err)
		return core.NewRecord(core.NewBaseCollection(collection))
	}
	r := core.NewRecord(col)
	for k, v := range fields {
		r.Set(k, v)
	}
	if s.err == nil {
		if err := s.app.Save(r); err != nil {
			s.fail(fmt.Errorf("demo: saving %s: %w", collection, err))
		}
		s.stored(r)
	}
	return r
}

// stored marks r as read back from the database, as the next request that changes it would see it: the
// hooks then check a later change against the stored state (an editable Draft recomputes its lines and
// totals, an issued invoice keeps them), not against the blank record it was created from.
func (s *seeder) stored(r *core.Record) {
	if s.err == nil {
		if err := r.PostScan(); err != nil {
			s.fail(fmt.Errorf("demo: %s: %w", r.Collection().Name, err))
		}
	}
}

// update changes fields of a stored record.
func (s *seeder) update(r *core.Record, fields map[string]any) {
	if s.err != nil {
		return
	}
	for k, v := range fields {
		r.Set(k, v)
	}
	if err := s.app.Save(r); err != nil {
		s.fail(fmt.Errorf("demo: updating %s: %w", r.Collection().Name, err))
	}
	s.stored(r)
}

func (s *seeder) fail(err error) {
	if s.err == nil {
		s.err = err
	}
}

// user returns the demo account with email, or nil when package seed has not created it.
func (s *seeder) user(email string) *core.Record {
	u, err := s.app.FindAuthRecordByEmail("users", email)
	if err != nil {
		return nil
	}
	return u
}

func (s *seeder) userID(email string) string {
	if u := s.user(email); u != nil {
		return u.Id
	}
	return ""
}

func (s *seeder) daysAgo(n int) time.Time { return s.today.AddDate(0, 0, -n) }

func (s *seeder) pick(n int) int { return s.rng.Intn(n) }

// settings names the demo company in app_settings (the SKU prefix comes from it).
func (s *seeder) settings() {
	recs, err := s.app.FindRecordsByFilter("app_settings", "", "created", 1, 0)
	if err != nil || len(recs) == 0 {
		return // no settings record: SKUs fall back to the ERP prefix
	}
	s.update(recs[0], map[string]any{"companyName": CompanyName, "companyNameAr": CompanyNameAr})
}

package demo

import (
	"fmt"
	"math"

	"github.com/pocketbase/pocketbase/core"

	"erp/server/hooks"
)

var supplierNames = []pair{
	{"Helwan Steel Supplies", "حلوان لتوريدات الصلب"}, {"Delta Cement Distributors", "الدلتا لتوزيع الأسمنت"},
	{"Cleopatra Ceramics Agency", "توكيل كليوباترا للسيراميك"}, {"Nile Pipes & Fittings", "النيل للمواسير والوصلات"},
	{"Canal Cables", "القناة للكابلات"}, {"Pharaoh Lighting", "فرعون للإضاءة"}, {"Sphinx Paints", "أبو الهول للدهانات"},
	{"Sinai Timber", "سيناء للأخشاب"}, {"Red Sea Tools", "البحر الأحمر للعدد"}, {"Oasis Appliances", "الواحة للأجهزة المنزلية"},
	{"Sun Energy Egypt", "الشمس للطاقة مصر"}, {"Alex Office Supplies", "الإسكندرية للأدوات المكتبية"},
}

// supplierOf maps a product category to the supplier that sells it.
var supplierOf = map[string]int{
	"Steel": 0, "Building Materials": 1, "Tiles": 2, "Plumbing": 3, "Electrical": 4, "Lighting": 5, "Paints": 6,
	"Wood": 7, "Hardware": 8, "Tools": 8, "Safety": 8, "Appliances": 9, "Insulation": 1, "Office": 11,
	"Energy": 10, "Garden": 3,
}

type warehouseSpec struct {
	name, nameAr, location, address string
	fullness                        float64 // target share of capacity after the opening stock
}

var warehouseSpecs = []warehouseSpec{
	{"Cairo Main Warehouse", "مخزن القاهرة الرئيسي", "Cairo", "12 El-Nasr Road, Nasr City, Cairo", 0.68},
	{"Alexandria Warehouse", "مخزن الإسكندرية", "Alexandria", "Km 21 Cairo-Alexandria Desert Road, Alexandria", 0.94},
	{"10th of Ramadan Warehouse", "مخزن العاشر من رمضان", "10th of Ramadan City", "Industrial Zone A3, 10th of Ramadan City", 0.41},
	{"Port Said Depot", "مستودع بورسعيد", "Port Said", "Free Zone, Port Said", 0},
}

// stock creates suppliers, four warehouses (one still empty) and ~100 items across them with varied levels.
func (s *seeder) stock() {
	for i, p := range supplierNames {
		status := "active"
		if i == len(supplierNames)-1 {
			status = "inactive"
		}
		s.suppliers = append(s.suppliers, s.save("suppliers", map[string]any{
			"name": p.en, "nameAr": p.ar, "status": status, "email": fmt.Sprintf("sales@supplier%02d.com.eg", i+1),
			"phone": fmt.Sprintf("+20 2 %04d %04d", 3300+i*41, 5100+i*29), "address": cities[i%len(cities)].en + ", Egypt",
			"notes": fmt.Sprintf("Payment terms: %d days.", 30+15*(i%3)),
		}))
	}

	// Plan the opening stock first so each warehouse's capacity gives it the intended fullness.
	type plan struct {
		product         product
		warehouse       int
		qty, minQ, maxQ int
	}
	plans := []plan{}
	totals := make([]int, len(warehouseSpecs))
	for i, p := range catalogue {
		for w := 0; w < 3; w++ {
			if (w == 1 && i%4 == 3) || (w == 2 && i%2 == 1) {
				continue
			}
			minQ := 10 + s.pick(5)*10
			maxQ := minQ*10 + s.pick(4)*50
			var qty int
			switch r := s.pick(100); {
			case r < 9:
				qty = 0 // out of stock
			case r < 24:
				qty = 1 + s.pick(minQ) // low stock
			case r < 29:
				qty = maxQ + 10 + s.pick(40) // overflow
			default:
				qty = minQ + 5 + s.pick(maxQ-minQ-5)
			}
			plans = append(plans, plan{p, w, qty, minQ, maxQ})
			totals[w] += qty
		}
	}
	for i, w := range warehouseSpecs {
		capacity := 5000
		if w.fullness > 0 {
			capacity = int(math.Ceil(float64(totals[i])/w.fullness/100) * 100)
		}
		s.warehouses = append(s.warehouses, s.save("warehouses", map[string]any{
			"name": w.name, "nameAr": w.nameAr, "location": w.location, "capacity": capacity, "isActive": true,
			"email": fmt.Sprintf("warehouse%d@niletrading.com.eg", i+1), "phone": fmt.Sprintf("+20 2 2%03d 4400", 100+i),
			"address": w.address,
		}))
	}
	for _, pl := range plans {
		supplier := ""
		if idx, ok := supplierOf[pl.product.category]; ok {
			supplier = s.suppliers[idx].Id
		}
		s.items = append(s.items, s.save("inventory_items", map[string]any{
			"name": pl.product.name, "category": pl.product.category, "warehouse": s.warehouses[pl.warehouse].Id,
			"quantity": pl.qty, "minQuantity": pl.minQ, "maxQuantity": pl.maxQ, "unitPrice": pl.product.price,
			"supplier": supplier, "description": pl.product.nameAr,
		}))
	}
}

// moveStock changes an item's quantity by delta and appends the matching ledger row. It refuses (false)
// a move that would take the quantity below zero.
func (s *seeder) moveStock(itemID string, delta int, reason, sourceCollection, sourceID, sourceNumber string) bool {
	if s.err != nil {
		return false
	}
	item, err := s.app.FindRecordById("inventory_items", itemID)
	if err != nil {
		s.fail(err)
		return false
	}
	q := item.GetInt("quantity") + delta
	if q < 0 {
		return false
	}
	s.update(item, map[string]any{"quantity": q})
	s.save("stock_movements", map[string]any{
		"item": item.Id, "warehouse": item.GetString("warehouse"), "quantity": delta, "reason": reason,
		"sourceCollection": sourceCollection, "sourceId": sourceID, "sourceNumber": sourceNumber, "balanceAfter": q,
		"createdBy": s.userID("stock@erp.local"),
	})
	return s.err == nil
}

// twin returns the item holding the same product in another warehouse, or nil.
func (s *seeder) twin(item *core.Record, warehouseID string) *core.Record {
	for _, it := range s.items {
		if it.GetString("name") == item.GetString("name") && it.GetString("warehouse") == warehouseID {
			return it
		}
	}
	return nil
}

// stockDocuments creates purchase requests and transfers in every status; completed transfers move stock.
func (s *seeder) stockDocuments() {
	priorities := []string{"urgent", "high", "medium", "low"}
	prStatuses := []string{"draft", "pending", "approved", "rejected", "awaiting_delivery", "received", "fulfilled"}
	for i := 0; i < 14; i++ {
		status := prStatuses[i%len(prStatuses)]
		w := s.warehouses[i%3]
		lines := []map[string]any{}
		for _, it := range s.items {
			if it.GetString("warehouse") == w.Id && (it.GetString("status") != "in stock" || len(lines) == 0) && len(lines) < 1+i%3 {
				lines = append(lines, map[string]any{"item": it.Id, "quantity": it.GetInt("maxQuantity") / 2, "unitPrice": it.GetFloat("unitPrice") * 0.8})
			}
		}
		delivered := status == "received" || status == "fulfilled"
		saved := status
		if delivered {
			saved = "awaiting_delivery" // then received as the server receives it: stock in through the ledger
		}
		pr := s.save("purchase_requests", map[string]any{
			"date": s.daysAgo(70 - i*5), "priority": priorities[i%len(priorities)], "warehouse": w.Id, "status": saved,
			"items": lines, "requestedBy": s.flowRequester(i), "notes": flowNote("request", i),
		})
		if delivered && s.err == nil {
			if err := hooks.ReceivePurchaseRequest(s.app, pr); err != nil {
				s.fail(fmt.Errorf("demo: receiving %s: %w", pr.GetString("number"), err))
			}
			if status == "fulfilled" {
				s.update(pr, map[string]any{"status": status})
			}
		}
		s.requests = append(s.requests, pr)
	}

	defer s.keepAlexandriaNearlyFull()

	trStatuses := []string{"draft", "pending", "approved", "rejected", "completed"}
	for i := 0; i < 10; i++ {
		status := trStatuses[i%len(trStatuses)]
		from, to := s.warehouses[0], s.warehouses[1+i%2]
		if i%3 == 2 {
			from, to = s.warehouses[1+i%2], s.warehouses[0]
		}
		lines := []map[string]any{}
		for _, it := range s.items {
			if len(lines) == 2 {
				break
			}
			fresh, err := s.app.FindRecordById("inventory_items", it.Id)
			if err != nil || fresh.GetString("warehouse") != from.Id || fresh.GetInt("quantity") < 20 || s.twin(it, to.Id) == nil {
				continue
			}
			if (s.pick(4)) == 0 {
				lines = append(lines, map[string]any{"item": it.Id, "supplier": it.GetString("supplier"), "quantity": 5 + s.pick(10)})
			}
		}
		if len(lines) == 0 {
			continue
		}
		tr := s.save("stock_transfers", map[string]any{
			"date": s.daysAgo(40 - i*4), "fromWarehouse": from.Id, "toWarehouse": to.Id, "status": status,
			"items": lines, "requestedBy": s.flowRequester(i), "notes": flowNote("transfer", i),
		})
		s.transfers = append(s.transfers, tr)
		if status != "completed" {
			continue
		}
		for _, l := range lines {
			src, _ := s.app.FindRecordById("inventory_items", l["item"].(string))
			dst := s.twin(src, to.Id)
			q := l["quantity"].(int)
			if s.moveStock(src.Id, -q, "transfer_out", "stock_transfers", tr.Id, tr.GetString("transferNumber")) {
				s.moveStock(dst.Id, q, "transfer_in", "stock_transfers", tr.Id, tr.GetString("transferNumber"))
			}
		}
	}
}

// keepAlexandriaNearlyFull sets the Alexandria warehouse's capacity so that, after the demo's sales and
// transfers, it is 95% full and shows the warehouse_near_capacity alert.
func (s *seeder) keepAlexandriaNearlyFull() {
	if s.err != nil {
		return
	}
	w, err := s.app.FindRecordById("warehouses", s.warehouses[1].Id)
	if err != nil {
		s.fail(err)
		return
	}
	s.update(w, map[string]any{"capacity": int(math.Ceil(float64(w.GetInt("currentOccupancy")) / 0.95))})
}

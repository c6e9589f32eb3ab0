package demo

// The purchase requests' and transfers' demo details: bilingual notes a storekeeper would write, and who
// asked. Every third document is the administrator's, so the Storekeeper signing in finds pending requests
// and transfers it may approve (nobody approves their own).

var requestNotes = []string{
	"Replenish items at or below the minimum level.\nتعويض الأصناف التي وصلت إلى الحد الأدنى أو أقل.",
	"Urgent: the Nasr City site runs out on Sunday.\nعاجل: موقع مدينة نصر سينفد مخزونه يوم الأحد.",
	"Quarterly restock agreed with the supplier.\nتزويد ربع سنوي متفق عليه مع المورد.",
	"Replace stock damaged in the last delivery.\nتعويض بضاعة تالفة في آخر توريد.",
	"Prepare for the Ramadan season orders.\nاستعداد لطلبيات موسم رمضان.",
}

var transferNotes = []string{
	"Balance stock between branches.\nموازنة المخزون بين الفروع.",
	"Move slow sellers to the main warehouse.\nنقل الأصناف بطيئة الحركة إلى المخزن الرئيسي.",
	"Supply the Alexandria showroom for the weekend.\nتزويد معرض الإسكندرية لعطلة نهاية الأسبوع.",
	"Free space before the annual count.\nتفريغ مساحة قبل الجرد السنوي.",
}

// flowNote is the notes of the i-th demo request (kind "request") or transfer, in English then Arabic.
func flowNote(kind string, i int) string {
	if kind == "request" {
		return requestNotes[i%len(requestNotes)]
	}
	return transferNotes[i%len(transferNotes)]
}

// flowRequester is who asked for the i-th demo document: the Storekeeper, or every third time the
// Administrator (when that account exists).
func (s *seeder) flowRequester(i int) string {
	if i%3 == 1 {
		if admin := s.userID("admin@erp.local"); admin != "" {
			return admin
		}
	}
	return s.userID("stock@erp.local")
}

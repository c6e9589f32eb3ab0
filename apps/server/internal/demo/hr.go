package demo

import (
	"fmt"
	"math"
	"strings"
	"time"

	"erp/server/internal/schema"
)

type staffSpec struct {
	first, last pair
	department  string
	position    string
	salary      float64
	account     string // demo user linked to this employee
}

// staff lists the department heads first; the five demo accounts each get their own employee record.
var staff = []staffSpec{
	{pair{"Ahmed", "أحمد"}, pair{"Mostafa", "مصطفى"}, "Executive", "Chief Executive Officer", 95000, "admin@erp.local"},
	{pair{"Mona", "منى"}, pair{"Hassan", "حسن"}, "Sales", "Sales Manager", 42000, "sales@erp.local"},
	{pair{"Karim", "كريم"}, pair{"Adel", "عادل"}, "Operations", "Warehouse Manager", 36000, "stock@erp.local"},
	{pair{"Nour", "نور"}, pair{"El-Sayed", "السيد"}, "Human Resources", "HR Manager", 38000, "hr@erp.local"},
	{pair{"Tarek", "طارق"}, pair{"Fahmy", "فهمي"}, "Finance", "Finance Manager", 45000, ""},
	{pair{"Rania", "رانيا"}, pair{"Soliman", "سليمان"}, "Marketing", "Marketing Manager", 34000, ""},
	{pair{"Sherif", "شريف"}, pair{"Naguib", "نجيب"}, "Engineering", "Engineering Lead", 52000, ""},
	{pair{"Dina", "دينا"}, pair{"Khalil", "خليل"}, "Support", "Support Lead", 26000, ""},
	{pair{"Hany", "هاني"}, pair{"Mansour", "منصور"}, "Product", "Product Manager", 41000, ""},
	{pair{"Laila", "ليلى"}, pair{"Zaki", "زكي"}, "Legal", "Legal Counsel", 39000, ""},
	{pair{"Youssef", "يوسف"}, pair{"Ibrahim", "إبراهيم"}, "Support", "Customer Support Agent", 11500, "employee@erp.local"},
}

var positions = map[string][]string{
	"Engineering": {"Software Engineer", "Systems Administrator"}, "Sales": {"Sales Representative", "Key Account Manager"},
	"Marketing": {"Marketing Specialist", "Content Writer"}, "Finance": {"Accountant", "Treasury Officer"},
	"Human Resources": {"HR Specialist", "Payroll Officer"}, "Support": {"Customer Support Agent", "Support Specialist"},
	"Product": {"Product Analyst"}, "Operations": {"Storekeeper", "Logistics Coordinator", "Forklift Operator"},
	"Legal": {"Legal Assistant"}, "Executive": {"Executive Assistant"},
}

// hr creates 40 employees across the departments (heads first), three months of payroll, leave and overtime.
func (s *seeder) hr() {
	heads := map[string]string{}
	for i := 0; i < 40; i++ {
		var sp staffSpec
		if i < len(staff) {
			sp = staff[i]
		} else {
			dept := schema.Departments[(i*3)%len(schema.Departments)]
			first := firstNamesMale[(i*5)%len(firstNamesMale)]
			if i%3 == 0 {
				first = firstNamesFemale[(i*7)%len(firstNamesFemale)]
			}
			ps := positions[dept]
			sp = staffSpec{first, lastNames[(i*11)%len(lastNames)], dept, ps[i%len(ps)], float64(8000 + s.pick(18)*1000 + s.pick(4)*250), ""}
		}
		status := "active"
		switch i {
		case 17, 29:
			status = "on leave"
		case 23, 37:
			status = "terminated"
		}
		manager := heads[sp.department]
		if manager == "" && sp.department != "Executive" {
			manager = heads["Executive"]
		}
		birth := time.Date(1970+s.pick(30), time.Month(1+s.pick(12)), 1+s.pick(28), 0, 0, 0, 0, time.UTC)
		century := 2
		if birth.Year() >= 2000 {
			century = 3
		}
		email := strings.ToLower(sp.first.en + "." + strings.ReplaceAll(sp.last.en, "-", "") + "@niletrading.com.eg")
		e := s.save("employees", map[string]any{
			"firstName": sp.first.en, "lastName": sp.last.en, "firstNameAr": sp.first.ar, "lastNameAr": sp.last.ar,
			"email": email, "phone": fmt.Sprintf("+20 12 %04d %04d", 1000+i*211, 3000+i*37),
			"address":    cities[i%len(cities)].en + ", Egypt",
			"nationalId": fmt.Sprintf("%d%s%02d%04d%d", century, birth.Format("060102"), 1+i%27, 1000+i*97%9000, i%10),
			"birthDate":  birth, "emergencyContact": firstNamesMale[(i+3)%len(firstNamesMale)].en + " " + sp.last.en,
			"emergencyPhone": fmt.Sprintf("+20 10 %04d %04d", 5000+i*19, 6000+i*23),
			"user":           s.userID(sp.account), "department": sp.department, "position": sp.position,
			"hireDate": s.daysAgo(120 + s.pick(3200)), "monthlySalary": sp.salary, "manager": manager, "status": status,
			"notes": "", "insuredSalary": declaredInsuredSalary(i, sp.salary),
		})
		if _, ok := heads[sp.department]; !ok {
			heads[sp.department] = e.Id
		}
		s.employees = append(s.employees, e)
	}
	for i, e := range s.employees {
		if i%8 == 0 {
			s.save("employee_documents", map[string]any{
				"employee": e.Id, "type": schema.EmployeeDocTypes[i%len(schema.EmployeeDocTypes)],
				"title": "Employment contract", "file": s.pdf(fmt.Sprintf("contract-%d.pdf", i+1), "Employment contract - "+e.GetString("firstName")+" "+e.GetString("lastName")),
			})
		}
	}
	s.overtime()
	s.payroll()
	s.leave()
}

func (s *seeder) overtime() {
	hr := s.userID("hr@erp.local")
	for i := 0; i < 30; i++ {
		e := s.employees[(i*7+10)%len(s.employees)]
		if i%6 == 0 {
			e = s.employees[10] // the employee@erp.local account's own requests
		}
		status := schema.OvertimeStatuses[i%len(schema.OvertimeStatuses)]
		day := s.daysAgo(5 + i*3)
		fields := map[string]any{
			"employee": e.Id, "date": day, "hours": float64(1 + s.pick(6)), "type": schema.OvertimeTypes[i%len(schema.OvertimeTypes)],
			"status": status, "notes": "Month-end stock count and deliveries.",
		}
		switch status {
		case "approved", "processed", "paid":
			fields["processedBy"], fields["processedOn"], fields["comments"] = hr, day.AddDate(0, 0, 2), "Approved."
		case "rejected":
			fields["processedBy"], fields["processedOn"], fields["rejectionReason"] = hr, day.AddDate(0, 0, 1), "Not pre-approved by the department head."
		}
		s.save("overtime_records", fields)
	}
}

// payroll writes the last three months for every employee on the books. The payroll hooks compute every
// figure (insurance, tax, gross, net) with the payroll engine from the parameters of each month.
func (s *seeder) payroll() {
	for m := 3; m >= 1; m-- {
		month := time.Date(s.today.Year(), s.today.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, -m, 0)
		for i, e := range s.employees {
			status := "paid"
			switch {
			case m == 1 && i%4 == 1:
				status = "approved"
			case m == 1 && i%4 == 2:
				status = "pending"
			case m == 1 && i%4 == 3:
				status = "draft"
			}
			if e.GetString("status") == "terminated" {
				if m == 1 {
					continue
				}
				if m == 2 {
					status = "cancelled"
				}
			}
			allowances := []map[string]any{
				{"name": "Transportation", "amount": 600.0, "taxable": true},
				{"name": "Meal allowance", "amount": 400.0, "taxable": false},
			}
			if i < len(staff) {
				allowances = append(allowances, map[string]any{"name": "Housing", "amount": 2500.0, "taxable": true})
			}
			overtime := []map[string]any{}
			if i%5 == 0 {
				overtime = append(overtime, map[string]any{"date": month.AddDate(0, 0, 14).Format("2006-01-02"), "type": "REGULAR", "hours": 6, "rate": 1.5, "include": true})
			}
			bonuses := []map[string]any{}
			if i%7 == 0 && m == 3 {
				bonuses = append(bonuses, map[string]any{"description": "Quarterly target bonus", "amount": 1500.0})
			}
			deductions := []map[string]any{}
			if i%9 == 4 {
				deductions = append(deductions, map[string]any{"description": "Salary advance repayment", "amount": 1000.0})
			}
			s.save("payroll_records", map[string]any{
				"employee": e.Id, "period": month.Format("2006-01"), "baseSalary": e.GetFloat("monthlySalary"),
				"status": status, "allowances": allowances, "overtimeEntries": overtime, "bonuses": bonuses, "deductions": deductions,
				"insuredWage": e.GetFloat("insuredSalary"),
			})
		}
	}
}

func (s *seeder) leave() {
	hr := s.userID("hr@erp.local")
	reasons := []string{"Family visit in Aswan", "Medical appointment", "Annual vacation", "Personal matters", "Newborn child", "Exam preparation"}
	for i := 0; i < 26; i++ {
		e := s.employees[(i*3+2)%len(s.employees)]
		if i%5 == 0 {
			e = s.employees[10]
		}
		status := schema.LeaveStatuses[i%len(schema.LeaveStatuses)]
		start := s.daysAgo(50 - i*3)
		end := start.AddDate(0, 0, s.pick(6))
		if i == 1 || i == 5 { // approved leave in progress today
			status, start, end = "APPROVED", s.daysAgo(2), s.today.AddDate(0, 0, 3+i)
		}
		if i == 9 || i == 13 { // approved leave that ended yesterday: the employee is returning
			status, start, end = "APPROVED", s.daysAgo(6+i%3), s.daysAgo(1)
		}
		fields := map[string]any{
			"employee": e.Id, "leaveType": schema.LeaveTypes[i%len(schema.LeaveTypes)], "startDate": start, "endDate": end,
			"reason": reasons[i%len(reasons)], "status": status, "submittedDate": start.AddDate(0, 0, -7),
		}
		if status == "APPROVED" || status == "REJECTED" {
			fields["approvedBy"] = hr
		}
		s.leaves = append(s.leaves, s.save("leave_requests", fields))
	}
}

// declaredInsuredSalary gives one employee in five a declared insured salary (the contract's basic wage,
// 70 % of the monthly salary rounded down to the hundred), so the demo shows both cases; 0 = the gross.
func declaredInsuredSalary(i int, salary float64) float64 {
	if i%5 != 1 {
		return 0
	}
	return math.Floor(salary*0.7/100) * 100
}

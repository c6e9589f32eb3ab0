package demo

// Bilingual name pools for the demo data.

type pair struct{ en, ar string }

var firstNamesMale = []pair{
	{"Ahmed", "أحمد"}, {"Mohamed", "محمد"}, {"Mahmoud", "محمود"}, {"Mostafa", "مصطفى"}, {"Omar", "عمر"},
	{"Youssef", "يوسف"}, {"Karim", "كريم"}, {"Hassan", "حسن"}, {"Tarek", "طارق"}, {"Amr", "عمرو"},
	{"Khaled", "خالد"}, {"Ali", "علي"}, {"Ibrahim", "إبراهيم"}, {"Sherif", "شريف"}, {"Hany", "هاني"},
	{"Walid", "وليد"}, {"Samir", "سمير"}, {"Adel", "عادل"},
}

var firstNamesFemale = []pair{
	{"Mona", "منى"}, {"Sara", "سارة"}, {"Nour", "نور"}, {"Heba", "هبة"}, {"Yasmin", "ياسمين"},
	{"Dina", "دينا"}, {"Reem", "ريم"}, {"Mariam", "مريم"}, {"Salma", "سلمى"}, {"Aya", "آية"},
	{"Nada", "ندى"}, {"Rania", "رانيا"}, {"Laila", "ليلى"}, {"Habiba", "حبيبة"},
}

var lastNames = []pair{
	{"Hassan", "حسن"}, {"Mostafa", "مصطفى"}, {"Adel", "عادل"}, {"El-Sayed", "السيد"}, {"Ibrahim", "إبراهيم"},
	{"Farouk", "فاروق"}, {"Nabil", "نبيل"}, {"Fahmy", "فهمي"}, {"Soliman", "سليمان"}, {"Abdelrahman", "عبد الرحمن"},
	{"Gamal", "جمال"}, {"Saleh", "صالح"}, {"Ramadan", "رمضان"}, {"Shawky", "شوقي"}, {"Mansour", "منصور"},
	{"Khalil", "خليل"}, {"Zaki", "زكي"}, {"Naguib", "نجيب"}, {"Helmy", "حلمي"}, {"Rizk", "رزق"},
}

var cities = []pair{
	{"Cairo", "القاهرة"}, {"Alexandria", "الإسكندرية"}, {"Delta", "الدلتا"}, {"Giza", "الجيزة"}, {"Suez", "السويس"},
	{"Aswan", "أسوان"}, {"Mansoura", "المنصورة"}, {"Tanta", "طنطا"}, {"Ismailia", "الإسماعيلية"}, {"Luxor", "الأقصر"},
	{"Port Said", "بورسعيد"}, {"Zagazig", "الزقازيق"},
}

var activities = []pair{
	{"Construction", "للمقاولات"}, {"Foods", "للأغذية"}, {"Textiles", "للنسيج"}, {"Trading", "للتجارة"},
	{"Pharma", "للأدوية"}, {"Logistics", "للخدمات اللوجستية"}, {"Electronics", "للإلكترونيات"}, {"Furniture", "للأثاث"},
	{"Real Estate", "للتطوير العقاري"}, {"Hotels", "للفنادق"},
}

// product is one line of Nile Trading Co.'s catalogue.
type product struct {
	name, nameAr, category string
	price                  float64
}

var catalogue = []product{
	{"Steel Pipe 2 inch", "ماسورة صلب ٢ بوصة", "Steel", 185}, {"Steel Pipe 4 inch", "ماسورة صلب ٤ بوصة", "Steel", 340},
	{"Rebar 12mm", "حديد تسليح ١٢ مم", "Steel", 42.5}, {"Rebar 16mm", "حديد تسليح ١٦ مم", "Steel", 75.25},
	{"Cement Bag 50kg", "شيكارة أسمنت ٥٠ كجم", "Building Materials", 95}, {"White Cement Bag", "أسمنت أبيض", "Building Materials", 160},
	{"Gypsum Board", "لوح جبس بورد", "Building Materials", 210}, {"Tile Adhesive 25kg", "لاصق سيراميك ٢٥ كجم", "Building Materials", 140},
	{"Ceramic Tile 60x60", "سيراميك ٦٠×٦٠", "Tiles", 240}, {"Porcelain Tile 120x60", "بورسلين ١٢٠×٦٠", "Tiles", 465},
	{"PVC Pipe 110mm", "ماسورة بي في سي ١١٠ مم", "Plumbing", 120}, {"PVC Elbow 110mm", "كوع بي في سي ١١٠ مم", "Plumbing", 18.5},
	{"Kitchen Sink Steel", "حوض مطبخ ستانلس", "Plumbing", 2200}, {"Bathroom Mixer", "خلاط حمام", "Plumbing", 1450},
	{"Water Tank 1000L", "خزان مياه ١٠٠٠ لتر", "Plumbing", 3600}, {"Water Pump 1HP", "طلمبة مياه ١ حصان", "Plumbing", 4300},
	{"Copper Wire 2.5mm", "سلك نحاس ٢٫٥ مم", "Electrical", 1150}, {"Copper Wire 4mm", "سلك نحاس ٤ مم", "Electrical", 1750},
	{"Circuit Breaker 32A", "قاطع كهربائي ٣٢ أمبير", "Electrical", 210}, {"Extension Cord 5m", "وصلة كهرباء ٥ م", "Electrical", 160},
	{"Cable Tray", "حامل كابلات", "Electrical", 520}, {"LED Panel 60x60", "بانل ليد ٦٠×٦٠", "Lighting", 450},
	{"LED Bulb 12W", "لمبة ليد ١٢ وات", "Lighting", 45}, {"Flood Light 100W", "كشاف ١٠٠ وات", "Lighting", 680},
	{"Wall Paint 20L", "دهان حوائط ٢٠ لتر", "Paints", 1250}, {"Primer 18L", "سيلر ١٨ لتر", "Paints", 720},
	{"Silicone Sealant", "سيليكون", "Paints", 75}, {"MDF Panel 18mm", "لوح MDF ١٨ مم", "Wood", 980},
	{"Plywood Sheet", "لوح أبلكاش", "Wood", 760}, {"Door Lock Set", "طقم كالون", "Hardware", 380},
	{"Stainless Hinge", "مفصلة ستانلس", "Hardware", 35}, {"Drill Machine 800W", "شنيور ٨٠٠ وات", "Tools", 2400},
	{"Angle Grinder", "صاروخ تجليخ", "Tools", 1900}, {"Safety Helmet", "خوذة أمان", "Safety", 150},
	{"Safety Gloves", "جوانتي أمان", "Safety", 55}, {"Water Heater 50L", "سخان مياه ٥٠ لتر", "Appliances", 5200},
	{"Air Conditioner 1.5HP", "تكييف ١٫٥ حصان", "Appliances", 18500}, {"Insulation Roll", "لفة عزل", "Insulation", 890},
	{"Office Chair", "كرسي مكتب", "Office", 2100}, {"Desk 160cm", "مكتب ١٦٠ سم", "Office", 4800},
	{"A4 Paper Box", "كرتونة ورق A4", "Office", 1300}, {"Printer Toner", "حبر طابعة", "Office", 2650},
	{"Solar Panel 450W", "لوح طاقة شمسية ٤٥٠ وات", "Energy", 7200}, {"Inverter 5kW", "إنفرتر ٥ كيلو وات", "Energy", 24000},
	{"Battery 200Ah", "بطارية ٢٠٠ أمبير", "Energy", 9800}, {"Garden Hose 30m", "خرطوم حديقة ٣٠ م", "Garden", 390},
}

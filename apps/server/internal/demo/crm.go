package demo

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"

	"github.com/pocketbase/pocketbase/tools/filesystem"

	"erp/server/internal/schema"
)

var jobTitles = []string{"Purchasing Manager", "Accountant", "Site Engineer", "General Manager", "Procurement Officer", "Owner", "Finance Director"}

// crm creates ~50 clients (32 companies, 18 individuals, every status), 1–3 contacts each and 1–2 documents each.
func (s *seeder) crm() {
	statuses := schema.ClientStatuses
	taken := map[string]bool{}
	for i := 0; i < 32; i++ {
		// Each company is named once: a city's next activity when the pair is taken.
		city, a := cities[i%len(cities)], (i*7+i/len(cities))%len(activities)
		for taken[city.en+activities[a].en] {
			a = (a + 1) % len(activities)
		}
		act := activities[a]
		taken[city.en+act.en] = true
		name := fmt.Sprintf("%s %s Co.", city.en, act.en)
		slug := strings.ToLower(strings.NewReplacer(" ", "", ".", "").Replace(city.en + act.en))
		status := statuses[0]
		if i%6 == 4 {
			status = "lead"
		} else if i%9 == 8 {
			status = "inactive"
		}
		c := s.save("clients", map[string]any{
			"name": name, "nameAr": "شركة " + city.ar + " " + act.ar, "type": "business", "status": status,
			"company": name, "email": "info@" + slug + ".com.eg", "phone": fmt.Sprintf("+20 2 %04d %04d", 2000+i*37, 1000+i*113),
			"website": "https://www." + slug + ".com.eg",
		})
		s.clients = append(s.clients, c)
	}
	for i := 0; i < 18; i++ {
		first := firstNamesMale[i%len(firstNamesMale)]
		if i%2 == 1 {
			first = firstNamesFemale[i%len(firstNamesFemale)]
		}
		last := lastNames[(i*3+5)%len(lastNames)]
		status := statuses[i%3]
		c := s.save("clients", map[string]any{
			"name": first.en + " " + last.en, "nameAr": first.ar + " " + last.ar, "type": "individual", "status": status,
			"email": strings.ToLower(first.en+"."+strings.ReplaceAll(last.en, "-", "")) + "@gmail.com",
			"phone": fmt.Sprintf("+20 10 %04d %04d", 1000+i*271, 2000+i*97),
		})
		s.clients = append(s.clients, c)
	}

	for i, c := range s.clients {
		n := 1 + i%3
		if c.GetString("type") == "individual" {
			n = 1
		}
		for j := 0; j < n; j++ {
			first := firstNamesMale[(i+j*5)%len(firstNamesMale)]
			if (i+j)%2 == 0 {
				first = firstNamesFemale[(i+j*3)%len(firstNamesFemale)]
			}
			last := lastNames[(i*2+j)%len(lastNames)]
			domain := strings.TrimPrefix(c.GetString("email"), "info@")
			if c.GetString("type") == "individual" {
				domain = "gmail.com"
			}
			s.save("contacts", map[string]any{
				"firstName": first.en, "lastName": last.en, "jobTitle": jobTitles[(i+j)%len(jobTitles)], "client": c.Id,
				"email": strings.ToLower(first.en) + "." + strings.ToLower(strings.ReplaceAll(last.en, "-", "")) + "@" + domain,
				"phone": fmt.Sprintf("+20 11 %04d %04d", 3000+i*13+j, 4000+i*7+j),
			})
		}
	}

	// Every client has at least one document (a generated PDF, or a PNG scan for every fifth), and every
	// third one a second; the titles cover every document type.
	docTitles := []struct{ title, kind string }{
		{"Annual supply agreement", "contract"}, {"Price proposal", "proposal"}, {"Signed invoice copy", "invoice"},
		{"Quarterly account statement", "report"}, {"Payment receipt", "receipt"}, {"Commercial register", "legal"},
		{"Tax card", "legal"}, {"Site delivery note", "other"},
	}
	n := 0
	for i, c := range s.clients {
		for j := 0; j < 1+btoi(i%3 == 0); j++ {
			d := docTitles[n%len(docTitles)]
			n++
			base := fmt.Sprintf("%s-%d", strings.ReplaceAll(strings.ToLower(d.title), " ", "-"), n)
			file := s.pdf(base+".pdf", d.title+" - "+c.GetString("name"))
			if n%5 == 0 {
				file = s.png(base+".png", n)
			}
			s.save("documents", map[string]any{
				"title": d.title, "type": d.kind, "client": c.Id, "file": file,
				"tags": []string{d.kind, fmt.Sprint(s.today.Year())},
			})
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// png returns a small generated PNG (a scanned-page stand-in: a white page with grey text bars).
func (s *seeder) png(name string, variant int) *filesystem.File {
	f, err := filesystem.NewFileFromBytes(PNG(variant), name)
	if err != nil {
		s.fail(err)
	}
	return f
}

// PNG draws a 120×160 white page with a few grey bars whose lengths depend on variant.
func PNG(variant int) []byte {
	img := image.NewGray(image.Rect(0, 0, 120, 160))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	for line := 0; line < 8; line++ {
		width := 40 + (variant*17+line*29)%70
		for y := 16 + line*16; y < 22+line*16; y++ {
			for x := 10; x < 10+width; x++ {
				img.SetGray(x, y, color.Gray{Y: 0x70})
			}
		}
	}
	var buf bytes.Buffer
	_ = png.Encode(&buf, img)
	return buf.Bytes()
}

// pdf returns a small, valid one-page PDF showing text (ASCII), generated in memory.
func (s *seeder) pdf(name, text string) *filesystem.File {
	f, err := filesystem.NewFileFromBytes(PDF(text), name)
	if err != nil {
		s.fail(err)
	}
	return f
}

// PDF builds a minimal single-page PDF that shows one line of (ASCII) text.
func PDF(text string) []byte {
	clean := strings.Map(func(r rune) rune {
		if r < 32 || r > 126 || r == '(' || r == ')' || r == '\\' {
			return ' '
		}
		return r
	}, text)
	stream := fmt.Sprintf("BT /F1 14 Tf 40 760 Td (%s) Tj ET", clean)
	objects := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(stream), stream),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	}
	var b strings.Builder
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objects))
	for i, o := range objects {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return []byte(b.String())
}

package reports

import (
	"archive/zip"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/xuri/excelize/v2"

	"erp/server/internal/schema"
)

// Saved is a saved report as the exports read it.
type Saved struct {
	Name      string
	Generated time.Time
	Data      Result // columns, row count, summary; its Rows only when Rows is nil
	Summary   []Summary
	// Rows streams the report's rows (StoredRows: from the database, one at a time); nil reads Data.Rows.
	Rows RowSource
}

// Each hands the report's rows to fn in order, streamed when the report has a RowSource.
func (s *Saved) Each(fn func(row []any) error) error {
	if s.Rows != nil {
		return s.Rows(fn)
	}
	return SliceRows(s.Data.Rows)(fn)
}

// Header is a column's header in the reader's language.
func Header(c Column, arabic bool) string {
	if l, ok := VariableLabels[c.Key]; ok {
		return l.In(arabic)
	}
	return c.Label
}

// Display is a value as text in the reader's language (enumeration labels, "not tracked"); numbers keep
// a plain decimal point so spreadsheets read them as numbers.
func Display(c Column, v any, arabic bool) string {
	if c.Kind == NotTracked {
		return NotTrackedLabel.In(arabic)
	}
	if v == nil {
		return ""
	}
	switch n := v.(type) {
	case float64:
		if c.Kind == Money {
			return strconv.FormatFloat(n, 'f', 2, 64)
		}
		return strconv.FormatFloat(n, 'f', -1, 64)
	case int64:
		return strconv.FormatInt(n, 10)
	}
	s := fmt.Sprint(v)
	if c.Kind == Enum && len(c.Enum) == 2 {
		if l, ok := schema.EnumLabel(c.Enum[0], c.Enum[1], s); ok {
			return l.In(arabic)
		}
	}
	return s
}

// SummaryLabel is an aggregation's label: its own, else "<function> of <variable>".
func SummaryLabel(s Summary, arabic bool) string {
	if s.Label != "" {
		return s.Label
	}
	if arabic {
		// "المتوسط (الإجمالي)": the function, then its variable in brackets, as the screens say it.
		return FunctionLabels[s.Function].Ar + " (" + VariableLabels[s.Field].Ar + ")"
	}
	return FunctionLabels[s.Function].En + " of " + VariableLabels[s.Field].En
}

// WriteCSV writes the report as UTF-8 CSV with a byte-order mark (so Excel reads Arabic correctly),
// headers in the reader's language.
func WriteCSV(w io.Writer, r *Saved, arabic bool) error {
	if _, err := w.Write([]byte{0xEF, 0xBB, 0xBF}); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	cols := r.Data.Columns
	rec := make([]string, len(cols))
	for i, c := range cols {
		rec[i] = Header(c, arabic)
	}
	if err := cw.Write(rec); err != nil {
		return err
	}
	if err := r.Each(func(row []any) error {
		for i, c := range cols {
			var v any
			if i < len(row) {
				v = row[i]
			}
			rec[i] = Display(c, v, arabic)
		}
		return cw.Write(rec)
	}); err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

// WriteXLSX writes the report as an .xlsx workbook, streaming the rows from their source into excelize's
// StreamWriter: numbers and money as numbers,
// dates as dates, the sheets right to left for Arabic, and a second sheet with the summary.
func WriteXLSX(w io.Writer, r *Saved, arabic bool) error {
	f := excelize.NewFile()
	defer f.Close()
	sheet, summarySheet := "Report", "Summary"
	if arabic {
		sheet, summarySheet = "التقرير", "الملخص"
	}
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return err
	}
	if _, err := f.NewSheet(summarySheet); err != nil {
		return err
	}
	rtl := arabic
	for _, s := range []string{sheet, summarySheet} {
		if err := f.SetSheetView(s, 0, &excelize.ViewOptions{RightToLeft: &rtl}); err != nil {
			return err
		}
	}
	bold, _ := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	moneyFmt := "#,##0.00"
	money, _ := f.NewStyle(&excelize.Style{CustomNumFmt: &moneyFmt})
	dateFmt := "yyyy-mm-dd"
	dates, _ := f.NewStyle(&excelize.Style{CustomNumFmt: &dateFmt})

	cell := func(c Column, v any) any {
		if c.Kind == NotTracked {
			return NotTrackedLabel.In(arabic)
		}
		if v == nil {
			return nil
		}
		switch c.Kind {
		case Money, Number:
			switch n := v.(type) {
			case float64:
				if c.Kind == Money {
					return excelize.Cell{StyleID: money, Value: n}
				}
				return n
			case int64:
				if c.Kind == Money {
					return excelize.Cell{StyleID: money, Value: n}
				}
				return n
			}
		case Date:
			if t, err := time.Parse("2006-01-02", fmt.Sprint(v)); err == nil {
				return excelize.Cell{StyleID: dates, Value: t}
			}
		}
		return Display(c, v, arabic)
	}

	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return err
	}
	if err := sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"}); err != nil {
		return err
	}
	cols := r.Data.Columns
	for i, c := range cols {
		width := 16.0
		if c.Kind == Text {
			width = 24
		}
		if err := sw.SetColWidth(i+1, i+1, width); err != nil {
			return err
		}
	}
	head := make([]any, len(cols))
	for i, c := range cols {
		head[i] = excelize.Cell{StyleID: bold, Value: Header(c, arabic)}
	}
	if err := sw.SetRow("A1", head); err != nil {
		return err
	}
	vals := make([]any, len(cols))
	n := 0
	if err := r.Each(func(row []any) error {
		for i, c := range cols {
			var v any
			if i < len(row) {
				v = row[i]
			}
			vals[i] = cell(c, v)
		}
		n++
		addr, _ := excelize.CoordinatesToCellName(1, n+1)
		return sw.SetRow(addr, vals)
	}); err != nil {
		return err
	}
	if err := sw.Flush(); err != nil {
		return err
	}

	ss, err := f.NewStreamWriter(summarySheet)
	if err != nil {
		return err
	}
	_ = ss.SetColWidth(1, 1, 36)
	_ = ss.SetColWidth(2, 2, 18)
	rowsLabel := "Rows"
	if arabic {
		rowsLabel = "عدد الصفوف"
	}
	if err := ss.SetRow("A1", []any{excelize.Cell{StyleID: bold, Value: rowsLabel}, r.Data.RowCount}); err != nil {
		return err
	}
	for i, s := range r.Summary {
		addr, _ := excelize.CoordinatesToCellName(1, i+2)
		if err := ss.SetRow(addr, []any{SummaryLabel(s, arabic), cell(Column{Key: s.Field, Kind: s.Kind}, s.Value)}); err != nil {
			return err
		}
	}
	if err := ss.Flush(); err != nil {
		return err
	}
	// excelize's WriteTo assembles the whole .xlsx in a memory buffer before copying it out, which grows with
	// the rows; its zip writer, given w itself, writes each part straight to w and leaves that buffer empty.
	f.SetZipWriter(func(io.Writer) excelize.ZipWriter { return zip.NewWriter(w) })
	buffered, err := f.WriteTo(io.Discard)
	if err == nil && buffered != 0 {
		err = fmt.Errorf("xlsx: %d bytes were buffered instead of written", buffered)
	}
	return err
}

package hooks

// Customer relations: clients, contacts and documents. The server records each uploaded document's
// original file name and size.

import (
	"encoding/json"
	"strings"

	"erp/server/internal/audit"

	"github.com/pocketbase/pocketbase/core"
)

// BindCRM registers the CRM hooks.
func BindCRM(app core.App) {
	collections := []string{"clients", "contacts", "documents"}
	audit.Track(app, collections...)
	requestTransaction(app, collections...)
	serverOwned(app, "documents", "fileName", "fileSize")

	app.OnRecordValidate("clients").BindFunc(func(e *core.RecordEvent) error {
		defaultOnCreate(e.Record, "status", "active")
		return e.Next()
	})

	app.OnRecordValidate("documents").BindFunc(func(e *core.RecordEvent) error {
		if files := e.Record.GetUnsavedFiles("file"); len(files) > 0 {
			e.Record.Set("fileName", files[0].OriginalName)
			e.Record.Set("fileSize", files[0].Size)
		}
		tags, err := normalizeTags(e.Record.Get("tags"))
		if err != nil {
			return fieldError("tags", "validation_invalid_tags", "Tags must be a list of text values.")
		}
		e.Record.Set("tags", tags)
		return e.Next()
	})
}

// normalizeTags accepts null or an array of strings and returns the trimmed, de-duplicated tags.
func normalizeTags(v any) ([]string, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	out := []string{}
	if s := strings.TrimSpace(string(raw)); s == "null" || s == `""` {
		return out, nil
	}
	var tags []string
	if err := json.Unmarshal(raw, &tags); err != nil {
		return nil, err
	}
	for _, t := range tags {
		if t = strings.TrimSpace(t); t != "" && !contains(out, t) {
			out = append(out, t)
		}
	}
	return out, nil
}

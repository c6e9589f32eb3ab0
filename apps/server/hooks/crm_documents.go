package hooks

// Documents: the server records each uploaded file's original name and size and tidies the tags.

import (
	"encoding/json"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

func bindDocuments(app core.App) {
	serverOwned(app, "documents", "fileName", "fileSize")

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

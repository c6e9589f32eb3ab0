package hooks

// Uploaded files: every attachment field takes only PDF, PNG, JPG/JPEG and DOCX files by name as well as by
// content (the schema's MIME types check the content), and a document is served under the name it was
// uploaded with.

import (
	"mime"
	"path/filepath"
	"strconv"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"erp/server/internal/schema"
)

// AttachmentFields are the upload fields of the specification's attachments, by collection.
var AttachmentFields = map[string]string{
	"documents":          "file",
	"employee_documents": "file",
	"invoices":           "attachments",
	"quotations":         "attachments",
	"receipts":           "attachments",
	"bills":              "attachments",
	"expenses":           "attachments",
}

// allowedExtension reports whether a file name ends in one of the attachment extensions (any case).
func allowedExtension(name string) bool {
	ext := strings.ToLower(filepath.Ext(strings.TrimSpace(name)))
	for _, allowed := range schema.AttachmentExtensions {
		if ext == allowed {
			return true
		}
	}
	return false
}

// BindAttachments checks the names of uploaded attachments and serves documents under their own names.
func BindAttachments(app core.App) {
	collections := make([]string, 0, len(AttachmentFields))
	for c := range AttachmentFields {
		collections = append(collections, c)
	}
	app.OnRecordValidate(collections...).BindFunc(func(e *core.RecordEvent) error {
		field := AttachmentFields[e.Record.Collection().Name]
		for _, f := range e.Record.GetUnsavedFiles(field) {
			if !allowedExtension(f.OriginalName) {
				return validation.Errors{field: validation.NewError("validation_invalid_file_extension",
					"{{.name}} is not a PDF, PNG, JPG or DOCX file.").SetParams(map[string]any{"name": f.OriginalName})}
			}
		}
		return e.Next()
	})

	// Documents keep the uploaded name in fileName: previews and downloads are served under it.
	app.OnFileDownloadRequest("documents").BindFunc(func(e *core.FileDownloadRequestEvent) error {
		name := e.Record.GetString("fileName")
		if name != "" && e.Request.URL.Query().Get("thumb") == "" {
			e.Response.Header().Set("Content-Disposition", contentDisposition(name, wantsDownload(e.Request.URL.Query().Get("download"))))
		}
		return e.Next()
	})
}

func wantsDownload(raw string) bool {
	v, err := strconv.ParseBool(raw)
	return err == nil && v
}

// inlineExtensions are the attachment types a browser shows itself (PocketBase serves them inline too).
var inlineExtensions = []string{".pdf", ".png", ".jpg", ".jpeg"}

// contentDisposition names the file for the browser: inline for what it can show unless a download is
// asked for, as an attachment otherwise. Non-ASCII names (Arabic) are encoded as RFC 2231 asks.
func contentDisposition(name string, download bool) string {
	disposition := "attachment"
	ext := strings.ToLower(filepath.Ext(name))
	if !download {
		for _, inline := range inlineExtensions {
			if ext == inline {
				disposition = "inline"
			}
		}
	}
	if v := mime.FormatMediaType(disposition, map[string]string{"filename": name}); v != "" {
		return v
	}
	return disposition
}

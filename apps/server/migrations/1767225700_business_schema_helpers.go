package migrations

// Shared builders for the business collections (CRM, sales, stock, HR, reports, alerts). The live
// enumerations are in internal/schema; each migration carries the literal values it was written with.

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"erp/server/internal/permissions"
)

// attachmentMimeTypes are the types the specification allows for attachments: PDF, PNG, JPG, DOCX.
var attachmentMimeTypes = []string{
	"application/pdf",
	"image/png",
	"image/jpeg",
	"application/vnd.openxmlformats-officedocument.wordprocessingml.document",
}

// attachmentMaxSize is the 10 MB per-file limit of the specification.
const attachmentMaxSize = 10 << 20

var bizHas = permissions.Has

func bizRule(s string) *string { return types.Pointer(s) }

func bizAll(parts ...string) string {
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		out = append(out, "("+p+")")
	}
	return strings.Join(out, " && ")
}

// notSet refuses a request that sends any of the fields.
func bizNotSet(fields ...string) string {
	out := make([]string, 0, len(fields))
	for _, f := range fields {
		out = append(out, "@request.body."+f+":isset = false")
	}
	return strings.Join(out, " && ")
}

// bodyIn allows the field to be absent or one of the values.
func bizBodyIn(field string, values ...string) string {
	alts := []string{"@request.body." + field + ":isset = false"}
	for _, v := range values {
		alts = append(alts, fmt.Sprintf("@request.body.%s = %q", field, v))
	}
	return strings.Join(alts, " || ")
}

// crudRules gives list/view/create/update/delete the resource's four keys.
func bizCRUDRules(c *core.Collection, resource string) {
	c.ListRule = bizRule(bizHas("view:" + resource))
	c.ViewRule = bizRule(bizHas("view:" + resource))
	c.CreateRule = bizRule(bizHas("create:" + resource))
	c.UpdateRule = bizRule(bizHas("edit:" + resource))
	c.DeleteRule = bizRule(bizHas("delete:" + resource))
}

func bizCollection(name string) *core.Collection { return core.NewBaseCollection(name) }

func bizAutodates(c *core.Collection) {
	c.Fields.Add(
		&core.AutodateField{Name: "created", OnCreate: true},
		&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
	)
	bizIndex(c, "created")
}

func bizText(name string, required bool, max int) *core.TextField {
	return &core.TextField{Name: name, Required: required, Max: max}
}

func bizNumber(name string, required bool, min *float64, onlyInt bool) *core.NumberField {
	return &core.NumberField{Name: name, Required: required, Min: min, OnlyInt: onlyInt}
}

func bizMoney(name string) *core.NumberField {
	return &core.NumberField{Name: name, Min: types.Pointer(0.0)}
}

func bizSelect(name string, required bool, values []string) *core.SelectField {
	return &core.SelectField{Name: name, Required: required, MaxSelect: 1, Values: values}
}

func bizDate(name string, required bool) *core.DateField {
	return &core.DateField{Name: name, Required: required}
}

func bizRelation(name, collectionID string, required, cascade bool) *core.RelationField {
	return &core.RelationField{Name: name, CollectionId: collectionID, Required: required, MaxSelect: 1, CascadeDelete: cascade}
}

func bizJSON(name string, maxSize int64) *core.JSONField {
	return &core.JSONField{Name: name, MaxSize: maxSize}
}

func bizAttachments(name string) *core.FileField {
	return &core.FileField{Name: name, MaxSelect: 10, MaxSize: attachmentMaxSize, MimeTypes: attachmentMimeTypes}
}

func bizIndex(c *core.Collection, columns ...string) {
	c.AddIndex(fmt.Sprintf("idx_%s_%s", c.Name, strings.Join(columns, "_")), false, strings.Join(columns, ", "), "")
}

func bizUniqueWhenSet(c *core.Collection, column string) {
	c.AddIndex(fmt.Sprintf("idx_%s_%s_unique", c.Name, column), true, column, column+" != ''")
}

func bizFind(app core.App, name string) (*core.Collection, error) {
	c, err := app.FindCollectionByNameOrId(name)
	if err != nil {
		return nil, fmt.Errorf("collection %s: %w", name, err)
	}
	return c, nil
}

func bizDeleteCollections(app core.App, names ...string) error {
	for i := len(names) - 1; i >= 0; i-- {
		c, err := app.FindCollectionByNameOrId(names[i])
		if err != nil {
			continue
		}
		if err := app.Delete(c); err != nil {
			return err
		}
	}
	return nil
}

// bizAddIndexes adds plain indexes, per collection, one per column set (idx_<collection>_<columns>).
func bizAddIndexes(app core.App, indexes map[string][][]string) error {
	for name, sets := range indexes {
		c, err := bizFind(app, name)
		if err != nil {
			return err
		}
		for _, cols := range sets {
			bizIndex(c, cols...)
		}
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}

// bizRemoveIndexes drops the indexes bizAddIndexes made; collections already gone are skipped.
func bizRemoveIndexes(app core.App, indexes map[string][][]string) error {
	for name, sets := range indexes {
		c, err := bizFind(app, name)
		if err != nil {
			continue
		}
		for _, cols := range sets {
			c.RemoveIndex("idx_" + name + "_" + strings.Join(cols, "_"))
		}
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}

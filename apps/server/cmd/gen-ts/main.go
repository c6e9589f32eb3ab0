// Command gen-ts writes the @erp/schema TypeScript package (packages/schema) from the permission
// catalogue, internal/schema and a throwaway database with every migration applied:
//
//	go run ./cmd/gen-ts          # writes packages/schema/src/*.gen.ts, src/index.ts and intl/*.json
//	go run ./cmd/gen-ts --check  # exits 1 when any of them is out of date
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/pocketbase/pocketbase/core"

	_ "erp/server/migrations"
)

func main() {
	out := flag.String("out", "../../packages/schema/src", "output directory of the TypeScript files")
	intl := flag.String("intl", "../../packages/schema/intl", "output directory of the message catalogues")
	check := flag.Bool("check", false, "compare with the files on disk instead of writing them")
	flag.Parse()
	if err := run(*out, *intl, *check); err != nil {
		fmt.Fprintln(os.Stderr, "gen-ts:", err)
		os.Exit(1)
	}
}

// tsFiles are the generated TypeScript modules, in the order index.ts exports them.
var tsFiles = []string{"collections.gen.ts", "permissions.gen.ts", "enums.gen.ts", "limits.gen.ts", "refusals.gen.ts", "labels.gen.ts"}

// locales are the message catalogues written to the intl directory.
var locales = []string{"en-US", "ar-EG"}

// intlFiles are the files written to the intl directory: the catalogues, their descriptions and the ids of
// the enumeration values whose label is a shared term.
var intlFiles = append(slices.Clone(locales), "descriptions", "enum-label-ids")

func run(out, intl string, check bool) error {
	files, err := generate()
	if err != nil {
		return err
	}
	paths := map[string]string{"index.ts": filepath.Join(out, "index.ts")}
	for _, name := range tsFiles {
		paths[name] = filepath.Join(out, name)
	}
	for _, l := range intlFiles {
		paths[l+".json"] = filepath.Join(intl, l+".json")
	}
	names := append(append([]string{}, tsFiles...), "index.ts")
	for _, l := range intlFiles {
		names = append(names, l+".json")
	}
	stale := []string{}
	for _, name := range names {
		path := paths[name]
		if check {
			onDisk, err := os.ReadFile(path)
			if err != nil || !bytes.Equal(onDisk, []byte(files[name])) {
				stale = append(stale, path)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, []byte(files[name]), 0o644); err != nil {
			return err
		}
		fmt.Println("wrote", path)
	}
	if len(stale) > 0 {
		return fmt.Errorf("generated files are out of date: %v\nrun `go run ./cmd/gen-ts` in apps/server and commit the result", stale)
	}
	if check {
		fmt.Println("generated files are up to date")
	}
	return nil
}

// generate migrates a temporary database and renders every file, by file name.
func generate() (map[string]string, error) {
	dir, err := os.MkdirTemp("", "erp_gen_ts_*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)

	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		return nil, err
	}
	defer app.ResetBootstrapState()
	if err := app.RunAllMigrations(); err != nil {
		return nil, fmt.Errorf("migrating: %w", err)
	}
	cols, err := app.FindAllCollections()
	if err != nil {
		return nil, err
	}
	labels, err := LabelsTS(cols)
	if err != nil {
		return nil, err
	}
	catalogues, err := Catalogues(cols)
	if err != nil {
		return nil, err
	}
	files := map[string]string{
		"collections.gen.ts": CollectionsTS(cols),
		"permissions.gen.ts": PermissionsTS(),
		"enums.gen.ts":       EnumsTS(cols),
		"limits.gen.ts":      LimitsTS(cols),
		"refusals.gen.ts":    RefusalsTS(),
		"labels.gen.ts":      labels,
	}
	ordered := make([]string, len(tsFiles))
	for i, name := range tsFiles {
		ordered[i] = files[name]
	}
	files["index.ts"] = IndexTS(tsFiles, ordered)
	for _, l := range intlFiles {
		files[l+".json"] = catalogues[l]
	}
	return files, nil
}

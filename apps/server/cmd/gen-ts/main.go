// Command gen-ts writes the TypeScript permission catalogue and collection record types used by the
// web packages, from the permission catalogue and a throwaway database with every migration applied:
//
//	go run ./cmd/gen-ts          # writes packages/schema/src/*.gen.ts
//	go run ./cmd/gen-ts --check  # exits 1 when the files on disk are out of date
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/pocketbase/pocketbase/core"

	_ "erp/server/migrations"
)

func main() {
	out := flag.String("out", "../../packages/schema/src", "output directory")
	check := flag.Bool("check", false, "compare with the files on disk instead of writing them")
	flag.Parse()
	if err := run(*out, *check); err != nil {
		fmt.Fprintln(os.Stderr, "gen-ts:", err)
		os.Exit(1)
	}
}

func run(out string, check bool) error {
	files, err := generate()
	if err != nil {
		return err
	}
	stale := []string{}
	for _, name := range []string{"permissions.gen.ts", "collections.gen.ts"} {
		path := filepath.Join(out, name)
		if check {
			onDisk, err := os.ReadFile(path)
			if err != nil || !bytes.Equal(onDisk, []byte(files[name])) {
				stale = append(stale, path)
			}
			continue
		}
		if err := os.MkdirAll(out, 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, []byte(files[name]), 0o644); err != nil {
			return err
		}
		fmt.Println("wrote", path)
	}
	if len(stale) > 0 {
		return fmt.Errorf("generated TypeScript is out of date: %v\nrun `go run ./cmd/gen-ts` in apps/server and commit the result", stale)
	}
	if check {
		fmt.Println("generated TypeScript is up to date")
	}
	return nil
}

// generate migrates a temporary database and renders both files.
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
	return map[string]string{
		"permissions.gen.ts": PermissionsTS(),
		"collections.gen.ts": CollectionsTS(cols),
	}, nil
}

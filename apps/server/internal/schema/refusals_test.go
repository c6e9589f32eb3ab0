package schema

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// codeArg is the position of the code among the arguments of each function that builds a field error.
var codeArg = map[string]int{"NewError": 0, "Refuse": 1, "fieldError": 1}

// wrappers pass their code parameter on; their own bodies hold no literal code.
var wrappers = map[string]bool{"Refuse": true, "fieldError": true}

// refusalUse is a code found in the server's code, with the param names it is sent with (when literal).
type refusalUse struct {
	where  string
	params []string
}

// serverRefusals reads every non-test Go file of the server but the migrations and collects the refusal
// codes passed to validation.NewError, actions.Refuse and fieldError.
func serverRefusals(t *testing.T) map[string][]refusalUse {
	t.Helper()
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	found := map[string][]refusalUse{}
	for _, dir := range []string{"hooks", "internal", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			for _, decl := range f.Decls {
				fn, ok := decl.(*ast.FuncDecl)
				if !ok || fn.Body == nil {
					continue
				}
				ast.Inspect(fn.Body, func(n ast.Node) bool {
					call, ok := n.(*ast.CallExpr)
					if !ok {
						return true
					}
					// validation.NewError(code, message).SetParams(map[string]any{...})
					if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "SetParams" && len(call.Args) == 1 {
						if inner, ok := sel.X.(*ast.CallExpr); ok && calleeName(inner) == "NewError" {
							if lit, ok := inner.Args[0].(*ast.BasicLit); ok {
								code, _ := strconv.Unquote(lit.Value)
								found[code] = append(found[code], refusalUse{fset.Position(call.Pos()).String(), mapKeys(call.Args[0])})
							}
						}
						return true
					}
					idx, ok := codeArg[calleeName(call)]
					if !ok || len(call.Args) <= idx {
						return true
					}
					where := fset.Position(call.Pos()).String()
					lit, ok := call.Args[idx].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						if !wrappers[fn.Name.Name] {
							t.Errorf("%s: the refusal code must be a string literal", where)
						}
						return true
					}
					code, _ := strconv.Unquote(lit.Value)
					found[code] = append(found[code], refusalUse{where, literalParams(call, idx)})
					return true
				})
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return found
}

func calleeName(call *ast.CallExpr) string {
	switch fn := call.Fun.(type) {
	case *ast.Ident:
		return fn.Name
	case *ast.SelectorExpr:
		return fn.Sel.Name
	}
	return ""
}

// literalParams returns the keys of Refuse's params when they are a literal map.
func literalParams(call *ast.CallExpr, idx int) []string {
	if calleeName(call) != "Refuse" || len(call.Args) < idx+3 {
		return nil
	}
	return mapKeys(call.Args[idx+2])
}

func mapKeys(e ast.Expr) []string {
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	keys := []string{}
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.BasicLit); ok {
				s, _ := strconv.Unquote(k.Value)
				keys = append(keys, s)
			}
		}
	}
	return keys
}

var placeholder = regexp.MustCompile(`\{(\w+)\}`)

// placeholderSet returns the sorted, distinct placeholder names of a message.
func placeholderSet(text string) []string {
	out := []string{}
	for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
		if !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	slices.Sort(out)
	return out
}

// checkICU fails on braces outside {placeholders} and on apostrophes that ICU reads as quotes.
func checkICU(t *testing.T, what, text string) {
	t.Helper()
	if rest := placeholder.ReplaceAllString(text, ""); strings.ContainsAny(rest, "{}") || regexp.MustCompile(`'[{}'#|]`).MatchString(text) {
		t.Errorf("%s: %q has braces outside its placeholders or a quoting apostrophe, which ICU would misread", what, text)
	}
}

// TestEveryRefusalCodeIsCatalogued: every code the server answers is in Refusals with the params it is sent
// with, and every entry is still used; the templates use only their params and are valid ICU.
func TestEveryRefusalCodeIsCatalogued(t *testing.T) {
	found := serverRefusals(t)
	if len(found) < 50 {
		t.Fatalf("found only %d codes: is the scan reading the server's code?", len(found))
	}
	for code, uses := range found {
		r, ok := RefusalByCode(code)
		if !ok {
			// A check of our own may answer with PocketBase's code for the same fault (a text too long).
			if i := slices.IndexFunc(CoreRefusals, func(c Refusal) bool { return c.Code == code }); i >= 0 {
				r, ok = CoreRefusals[i], true
			}
		}
		if !ok {
			t.Errorf("%s (%s) is not in schema.Refusals", code, uses[0].where)
			continue
		}
		for _, u := range uses {
			for _, p := range u.params {
				if !slices.Contains(r.Params, p) {
					t.Errorf("%s: %s is sent with param %q, which its catalogue entry does not list", u.where, code, p)
				}
			}
		}
	}
	for i, r := range Refusals {
		if _, ok := found[r.Code]; !ok {
			t.Errorf("%s is catalogued but no code answers it", r.Code)
		}
		if i > 0 && Refusals[i-1].Code >= r.Code {
			t.Errorf("Refusals must be sorted by code without repeats: %s after %s", r.Code, Refusals[i-1].Code)
		}
		for _, text := range []string{r.Message.En, r.Message.Ar} {
			if text == "" {
				t.Errorf("%s: a message is missing: %q", r.Code, r.Message)
			}
			for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
				if !slices.Contains(r.Params, m[1]) {
					t.Errorf("%s: %q uses {%s}, which is not one of its params", r.Code, text, m[1])
				}
			}
			checkICU(t, r.Code, text)
		}
		if en, ar := placeholderSet(r.Message.En), placeholderSet(r.Message.Ar); !slices.Equal(en, ar) {
			t.Errorf("%s: the English message has placeholders %v, the Arabic one %v", r.Code, en, ar)
		}
	}
}

// TestCoreRefusalsArePocketBaseCodes keeps CoreRefusals to codes that PocketBase (or the validation library
// it uses) really answers, and apart from the server's own codes.
func TestCoreRefusalsArePocketBaseCodes(t *testing.T) {
	var sources strings.Builder
	for _, module := range []string{"github.com/pocketbase/pocketbase", "github.com/pocketbase/ozzo-validation/v4"} {
		out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", module).Output()
		if err != nil {
			t.Skipf("go list %s: %v", module, err)
		}
		dir := strings.TrimSpace(string(out))
		err = filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			b, err := os.ReadFile(path)
			sources.Write(b)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	all := sources.String()
	for _, r := range CoreRefusals {
		if !strings.Contains(all, strconv.Quote(r.Code)) {
			t.Errorf("%s is not a code of PocketBase or its validation library", r.Code)
		}
		if _, own := RefusalByCode(r.Code); own {
			t.Errorf("%s is also one of the server's own codes", r.Code)
		}
	}
}

// Package web serves the built single-page app next to the API: static files with index.html fallback
// for client routes, security headers, gzip and cache headers. Unknown /api/ paths answer 404 JSON and
// /_/ stays the PocketBase dashboard.
package web

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// ContentSecurityPolicy is sent with every app response. connect-src allows other hosts because the
// sign-in form lets the user type the server hostname.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' http: https: ws: wss:; " +
	// The app prints a fetched PDF from a hidden frame holding a blob: copy, and previews documents.
	"frame-src 'self' blob:; " +
	"frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"

// Bind serves the SPA found in publicDir() (read when the server starts) for every GET that no other
// route handles. It runs late so API and dashboard routes are registered first.
func Bind(app core.App, publicDir func() string) {
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id:       "erpWebSPA",
		Priority: 999,
		Func: func(se *core.ServeEvent) error {
			spa := NewHandler(publicDir())
			se.Router.GET("/{path...}", func(e *core.RequestEvent) error {
				p := e.Request.URL.Path
				// /_/ belongs to the PocketBase dashboard (registered by serve); never answer it with the app.
				if p == "/api" || strings.HasPrefix(p, "/api/") || p == "/_" || strings.HasPrefix(p, "/_/") {
					return e.NotFoundError("", nil)
				}
				spa.ServeHTTP(e.Response, e.Request)
				return nil
			})
			return se.Next()
		},
	})
}

// Handler serves a built SPA directory.
type Handler struct {
	fsys fs.FS
	gz   sync.Map // name → *gzEntry, compressed once per file version
}

type gzEntry struct {
	modTime time.Time
	size    int64
	data    []byte
}

// NewHandler serves the files of dir.
func NewHandler(dir string) *Handler {
	return &Handler{fsys: os.DirFS(dir)}
}

func setSecurityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", ContentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	h.Set("X-Frame-Options", "DENY")
}

func cacheControl(name string) string {
	switch {
	case strings.HasPrefix(name, "assets/"):
		return "public, max-age=31536000, immutable" // content-hashed by the build
	case name == "index.html" || name == "version.json":
		return "no-cache"
	default:
		return "public, max-age=3600"
	}
}

func compressible(contentType string) bool {
	for _, p := range []string{"text/", "application/javascript", "application/json", "image/svg+xml", "application/manifest+json", "application/wasm"} {
		if strings.HasPrefix(contentType, p) {
			return true
		}
	}
	return false
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	setSecurityHeaders(w.Header())
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		http.Error(w, "Method Not Allowed", http.StatusMethodNotAllowed)
		return
	}

	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name == "" {
		name = "index.html"
	}
	info, err := fs.Stat(h.fsys, name)
	if err != nil || info.IsDir() {
		// A missing file with an extension is a real 404; anything else is a client route.
		if ext := path.Ext(name); ext != "" && ext != ".html" {
			http.NotFound(w, r)
			return
		}
		name = "index.html"
		if info, err = fs.Stat(h.fsys, name); err != nil {
			http.Error(w, "The app is not built: index.html is missing.", http.StatusNotFound)
			return
		}
	}

	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Cache-Control", cacheControl(name))

	if compressible(ctype) {
		w.Header().Add("Vary", "Accept-Encoding")
		if acceptsGzip(r) {
			data, err := h.gzipped(name, info)
			if err == nil {
				w.Header().Set("Content-Encoding", "gzip")
				w.Header().Set("Content-Length", strconv.Itoa(len(data)))
				w.Header().Set("Last-Modified", info.ModTime().UTC().Format(http.TimeFormat))
				w.WriteHeader(http.StatusOK)
				if r.Method != http.MethodHead {
					w.Write(data)
				}
				return
			}
		}
	}

	f, err := h.fsys.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	rs, ok := f.(io.ReadSeeker)
	if !ok {
		http.Error(w, "unreadable file", http.StatusInternalServerError)
		return
	}
	http.ServeContent(w, r, name, info.ModTime(), rs)
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(enc) == "gzip" && strings.ReplaceAll(params, " ", "") != "q=0" {
			return true
		}
	}
	return false
}

// gzipped returns the compressed file: a prebuilt name.gz when the build made one, else compressed here
// once and kept until the file changes.
func (h *Handler) gzipped(name string, info fs.FileInfo) ([]byte, error) {
	if cached, ok := h.gz.Load(name); ok {
		e := cached.(*gzEntry)
		if e.modTime.Equal(info.ModTime()) && e.size == info.Size() {
			return e.data, nil
		}
	}
	var data []byte
	if pre, err := fs.ReadFile(h.fsys, name+".gz"); err == nil {
		data = pre
	} else {
		raw, err := fs.ReadFile(h.fsys, name)
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		if _, err := zw.Write(raw); err != nil {
			return nil, err
		}
		if err := zw.Close(); err != nil {
			return nil, err
		}
		data = buf.Bytes()
	}
	if len(data) == 0 {
		return nil, errors.New("empty gzip data")
	}
	h.gz.Store(name, &gzEntry{modTime: info.ModTime(), size: info.Size(), data: data})
	return data, nil
}

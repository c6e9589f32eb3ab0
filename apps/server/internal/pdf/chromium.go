package pdf

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// DefaultChromium is the Chromium of Debian's chromium package (installed by scripts/ensure-system.sh).
const DefaultChromium = "/usr/bin/chromium"

// Engine defaults: a document takes about a second to print; two at a time keep a small server
// responsive, and 30 s bounds both the wait for a free slot and the printing itself.
const (
	DefaultConcurrency = 2
	DefaultTimeout     = 30 * time.Second
)

// Errors of Engine.Print. ErrUnavailable and ErrBusy leave nothing to clean up; ErrFailed wraps the
// cause (exit status, timeout, missing or invalid output).
var (
	ErrUnavailable = errors.New("pdf: Chromium is not installed")
	ErrBusy        = errors.New("pdf: every print slot stayed busy")
	ErrFailed      = errors.New("pdf: Chromium could not print the document")
)

// Engine prints HTML pages to PDF with headless Chromium run as a subprocess: a bounded number at a
// time, each within Timeout after waiting at most Wait for its turn.
type Engine struct {
	Path    string        // the Chromium binary
	Timeout time.Duration // the longest one print may take
	Wait    time.Duration // the longest a print waits for a free slot before ErrBusy
	slots   chan struct{}
}

// ChromiumPath is the Chromium binary to run: $ERP_CHROMIUM, else $CHROMIUM_PATH (which
// scripts/ensure-system.sh exports), else DefaultChromium.
func ChromiumPath() string {
	for _, env := range []string{"ERP_CHROMIUM", "CHROMIUM_PATH"} {
		if p := strings.TrimSpace(os.Getenv(env)); p != "" {
			return p
		}
	}
	return DefaultChromium
}

// NewEngine returns an engine running path, printing at most concurrency documents at a time, each
// within timeout, which also bounds the wait for a free slot.
func NewEngine(path string, concurrency int, timeout time.Duration) *Engine {
	if concurrency < 1 {
		concurrency = 1
	}
	return &Engine{Path: path, Timeout: timeout, Wait: timeout, slots: make(chan struct{}, concurrency)}
}

// Available reports whether the engine's Chromium binary exists and is executable.
func (e *Engine) Available() bool {
	_, err := exec.LookPath(e.Path)
	return err == nil
}

// Print prints an HTML page to PDF. The page is written to a private temporary directory, which is
// removed afterwards together with Chromium's profile and output.
func (e *Engine) Print(ctx context.Context, html []byte) ([]byte, error) {
	bin, err := exec.LookPath(e.Path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnavailable, err)
	}

	wait := time.NewTimer(e.Wait)
	defer wait.Stop()
	select {
	case e.slots <- struct{}{}:
		defer func() { <-e.slots }()
	case <-wait.C:
		return nil, ErrBusy
	case <-ctx.Done():
		return nil, ctx.Err()
	}

	dir, err := os.MkdirTemp("", "erp-pdf-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	input := filepath.Join(dir, "document.html")
	output := filepath.Join(dir, "document.pdf")
	if err := os.WriteFile(input, html, 0o600); err != nil {
		return nil, err
	}

	run, cancel := context.WithTimeout(ctx, e.Timeout)
	defer cancel()
	cmd := exec.CommandContext(run, bin,
		"--headless",
		"--no-sandbox",
		"--disable-gpu",
		"--disable-dev-shm-usage",
		"--disable-background-networking",
		"--disable-component-update",
		"--disable-sync",
		"--disable-extensions",
		"--disable-default-apps",
		"--no-first-run",
		"--no-default-browser-check",
		"--mute-audio",
		"--hide-scrollbars",
		// The page is self-contained; no host name resolves, so nothing can be fetched.
		"--host-resolver-rules=MAP * ~NOTFOUND",
		"--user-data-dir="+filepath.Join(dir, "profile"),
		"--no-pdf-header-footer",
		"--print-to-pdf="+output,
		"file://"+input,
	)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stdout = &stderr
	cmd.Stderr = &stderr
	// Chromium starts helper processes; on timeout the whole process group is killed.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 2 * time.Second

	runErr := cmd.Run()
	if err := ctx.Err(); err != nil {
		return nil, err // the request went away
	}
	if run.Err() != nil {
		return nil, fmt.Errorf("%w: no PDF within %s", ErrFailed, e.Timeout)
	}
	if runErr != nil {
		return nil, fmt.Errorf("%w: %v: %s", ErrFailed, runErr, lastLines(stderr.String(), 5))
	}
	pdf, err := os.ReadFile(output)
	if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		return nil, fmt.Errorf("%w: no PDF written: %s", ErrFailed, lastLines(stderr.String(), 5))
	}
	return pdf, nil
}

// lastLines keeps the end of Chromium's log for the error message.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}

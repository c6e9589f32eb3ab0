// Chromium as this machine runs it, for every tool that drives a browser (Vitest's browser mode, Playwright, the
// consumer smoke test, the browser benchmarks): Debian's build (`CHROMIUM_PATH` overrides it), headless, without
// a sandbox or a GPU, and without the background work that reaches the network.

/** The Chromium executable. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags it is launched with. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

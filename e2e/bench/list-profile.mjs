#!/usr/bin/env node
// Where the invoices screen's render goes on a sort change, with the CPU slowed down (4× by default), as a role
// user, against a running server that serves the built app (build it with `vite build --minify false` to read
// the components' names).
//
//   node e2e/bench/list-profile.mjs --url http://127.0.0.1:8098 [--changes 3] [--cpu 4]
//
// Records a CPU profile (Chrome's sampling profiler through the DevTools protocol) over a few sort changes and
// prints React's render and commit time, then the time spent in each component's own function (hooks included,
// its children not), the largest first. A profile, not a test: read the proportions, not the milliseconds.
import { arg, base, firstInvoiceRow, launch, signIn, signedInPage, throttle } from './browser.mjs';

const changes = Number(arg('changes', '3'));
const cpu = Number(arg('cpu', '4'));

const browser = await launch();
const page = await signedInPage(browser, await signIn());
await page.goto(`${base}/app/sales/invoices`);
await firstInvoiceRow(page).waitFor();
const cdp = await throttle(page, cpu);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
const sortButtons = page.getByRole('columnheader').getByRole('button');
await page.waitForTimeout(1000);
await cdp.send('Profiler.start');
for (let i = 0; i < changes; i++) {
  await sortButtons.nth(i % Math.max(1, await sortButtons.count())).click();
  await page.waitForTimeout(2500);
}
const { profile } = await cdp.send('Profiler.stop');
await browser.close();

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}`;
// React calls a component from one of these; the component is the callee.
const callers = new Set(['renderWithHooks', 'updateForwardRef', 'updateMemoComponent', 'updateSimpleMemoComponent']);
const components = new Map();
const phases = new Map();
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  let component = null;
  let phase = null;
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const up = parent.get(cur);
    if (!component && up !== undefined && callers.has(nodes.get(up).callFrame.functionName))
      component = name(nodes.get(cur));
    const fn = nodes.get(cur).callFrame.functionName;
    if (!phase && (fn === 'renderRootSync' || fn === 'commitRoot' || fn === 'flushPassiveEffects')) phase = fn;
  }
  if (component) components.set(component, (components.get(component) ?? 0) + ms);
  if (phase) phases.set(phase, (phases.get(phase) ?? 0) + ms);
});
console.log(`${changes} sort changes on ${base}/app/sales/invoices, CPU ×${cpu}`);
for (const [phase, ms] of phases) console.log(`${phase.padEnd(20)} ${ms.toFixed(0).padStart(6)} ms`);
console.log('\ncomponents (own function and hooks):');
for (const [component, ms] of [...components].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${ms.toFixed(1).padStart(8)} ms  ${component}`);

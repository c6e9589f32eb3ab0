#!/usr/bin/env node
// Where the permission editor's time to next paint goes: records a Chrome trace (the DevTools timeline) over a few
// toggles, Select alls and search keystrokes in the role wizard, with the CPU slowed down (4× by default), and
// prints, per action, the main thread's time in each kind of work (script, style recalculation with the number of
// elements restyled, layout with the number of objects laid out, pre-paint, paint, layerize…), the median over the
// actions, and the same for a click on a module's title, which changes nothing (the floor). The `task` column is the
// longest of the main thread's tasks over the same span (the browser runs the event and the frame after it in
// separate tasks); a last line gives the longest task while a whole word is typed into the search, until its filtered
// rows are shown. Same set-up as permission-editor.mjs (a running server with the built app, as the administrator).
//
//   node e2e/bench/permission-editor-trace.mjs --url http://127.0.0.1:8098 [--rounds 3] [--cpu 4] [--from-press]
//     [--thread-time] [--locale ar-EG]
//
// With --thread-time, each kind of work counts the main thread's own CPU time (the trace's thread duration) rather
// than the wall-clock time: on a loaded machine the time the thread waited for a core is left out, so figures taken
// before and after a change compare better (the slowdown's own pauses still count, as in the wall-clock figures).
/* global requestAnimationFrame */ // code run in the page
import { administrator, arg, launch, openPermissionEditor, signIn, signedInPage, throttle } from './browser.mjs';

const rounds = Number(arg('rounds', '3'));
const cpu = Number(arg('cpu', '4'));
const locale = arg('locale', 'en-US');
const fromPress = process.argv.includes('--from-press');
const threadTime = process.argv.includes('--thread-time');
/** An event's duration in µs: wall-clock, or the thread's CPU time with --thread-time. */
const took = (e) => (threadTime ? (e.tdur ?? e.dur) : e.dur);

const browser = await launch();
const page = await signedInPage(browser, await signIn(administrator), 'pocketbase_auth', locale);
const editor = await openPermissionEditor(page, locale);
const rows = editor.locator('section li');
const keyCount = await rows.count();
const labelOf = (checkbox) => checkbox.locator('xpath=ancestor::label[1]');
const overall = labelOf(editor.getByRole('checkbox').first());
const moduleAll = labelOf(editor.locator('section').nth(2).getByRole('checkbox').first());
const search = editor.getByRole('searchbox');

const cdp = await throttle(page, cpu);
await page.waitForTimeout(500);

const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel'].join(
  ',',
);
/** Runs an action under a trace and returns the main thread's events. */
async function traced(action) {
  await cdp.send('Tracing.start', { categories, transferMode: 'ReturnAsStream' });
  await action();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  await page.waitForTimeout(300);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const events = JSON.parse(text).traceEvents ?? JSON.parse(text);
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'UpdateLayoutTree'),
  );
  return events.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
}

// Top-level kinds of work, by self time (a child's time is taken off its parent).
const KINDS = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  v8_execute: 'script',
  UpdateLayoutTree: 'style',
  ScheduleStyleRecalculation: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'layerize',
  UpdateLayer: 'layerize',
  Commit: 'commit',
  HitTest: 'hit-test',
  ParseAuthorStyleSheet: 'style',
  'Document::updateStyleAndLayout': 'layout',
};
/** The longest of the main thread's tasks in a trace (ms), and how many tasks were over a frame. */
function longestTask(all, from = -Infinity, to = Infinity) {
  const tasks = all.filter(
    (e) =>
      e.ph === 'X' &&
      e.ts + e.dur >= from &&
      e.ts <= to &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
  );
  const ms = tasks.map((e) => took(e) / 1000);
  return { longest: Math.max(0, ...ms), overFrame: ms.filter((x) => x > 1000 / 60).length };
}

function breakdown(all, type) {
  // From the action's event (its last dispatch: the click, or the keystroke's input) to the end of the next frame's
  // commit to the compositor: the time to next paint the benchmark measures.
  const last = all.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === type).at(-1);
  // With --from-press, from the press (pointerdown, keydown) instead: what the press itself costs before the click.
  const press = type === 'click' ? 'pointerdown' : 'keydown';
  const dispatch = fromPress
    ? (all.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === press) ?? last)
    : last;
  if (!dispatch) return { totals: {}, restyled: 0, laidOut: 0, span: 0, longest: 0 };
  const commit = last && all.find((e) => e.name === 'Commit' && e.ts > last.ts);
  const endTs = commit ? commit.ts + (commit.dur ?? 0) : Infinity;
  const events = all.filter((e) => e.ts >= dispatch.ts && e.ts <= endTs);
  const complete = events
    .filter((e) => e.ph === 'X' && KINDS[e.name] && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = {};
  const stack = [];
  let restyled = 0;
  let laidOut = 0;
  for (const e of complete) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const kind = KINDS[e.name];
    totals[kind] = (totals[kind] ?? 0) + took(e) / 1000;
    if (stack.length) totals[KINDS[stack.at(-1).name]] -= took(e) / 1000;
    stack.push(e);
    if (e.name === 'UpdateLayoutTree') restyled += e.args?.elementCount ?? 0;
  }
  for (const e of events.filter((x) => x.name === 'Layout' && x.ph === 'E'))
    laidOut += e.args?.endData?.layoutObjects ?? 0;
  for (const e of events.filter((x) => x.name === 'Layout' && x.ph === 'X'))
    laidOut += e.args?.endData?.layoutObjects ?? 0;
  const begin = events.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'B');
  for (const e of begin) restyled += e.args?.elementCount ?? 0;
  const ends = events.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'E');
  for (const e of ends) restyled += e.args?.elementCount ?? 0;
  const { longest } = longestTask(all, dispatch.ts, endTs);
  return { totals, restyled, laidOut, span: (endTs - dispatch.ts) / 1000, longest };
}

const title = editor.locator('section h3').first();
const results = { floor: [], toggle: [], moduleAll: [], selectAll: [], keystroke: [] };
// A whole word typed into the search, until its filtered rows are on screen: the longest task meanwhile.
const words = [];
for (let i = 0; i < rounds; i++) {
  results.floor.push(breakdown(await traced(() => title.click()), 'click'));
  results.toggle.push(
    breakdown(await traced(() => labelOf(rows.nth((i * 7) % keyCount).getByRole('checkbox')).click()), 'click'),
  );
  results.moduleAll.push(breakdown(await traced(() => moduleAll.click()), 'click'));
  results.selectAll.push(breakdown(await traced(() => overall.click()), 'click'));
  results.keystroke.push(breakdown(await traced(() => search.pressSequentially('s')), 'input'));
  await search.fill('');
  await page.waitForTimeout(300);
  const word = ['invoice', 'stock', 'فاتورة', 'employee'][i % 4];
  words.push(longestTask(await traced(() => search.pressSequentially(word))));
  await search.fill('');
  await page.waitForTimeout(300);
}
await browser.close();

const median = (list) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
console.log(
  `permission editor (${locale}, ${keyCount} keys), main-thread ${threadTime ? 'CPU time' : 'work'} per action, CPU ×${cpu}, median of ${rounds}`,
);
const kinds = ['script', 'style', 'layout', 'pre-paint', 'paint', 'layerize', 'commit', 'hit-test'];
console.log(
  [
    'action'.padEnd(11),
    ...kinds.map((k) => k.padStart(9)),
    'all'.padStart(7),
    'restyled'.padStart(9),
    'laid out'.padStart(9),
    'span'.padStart(7),
    'task'.padStart(7),
  ].join(' '),
);
for (const [action, list] of Object.entries(results)) {
  const cells = kinds.map((k) => `${median(list.map((r) => r.totals[k] ?? 0)).toFixed(1)}`.padStart(9));
  // Every kind together, per action, then the median: the main thread's whole work for the action.
  const all = median(list.map((r) => kinds.reduce((sum, k) => sum + (r.totals[k] ?? 0), 0)));
  console.log(
    [
      action.padEnd(11),
      ...cells,
      all.toFixed(1).padStart(7),
      String(median(list.map((r) => r.restyled))).padStart(9),
      String(median(list.map((r) => r.laidOut))).padStart(9),
      median(list.map((r) => r.span))
        .toFixed(1)
        .padStart(7),
      median(list.map((r) => r.longest))
        .toFixed(1)
        .padStart(7),
    ].join(' '),
  );
}
console.log(
  `search word typed until its rows are shown: longest main-thread task ${median(words.map((w) => w.longest)).toFixed(1)} ms` +
    ` (median of ${words.length}; the longest of all ${Math.max(...words.map((w) => w.longest)).toFixed(1)} ms),` +
    ` tasks over a frame per word ${median(words.map((w) => w.overFrame))}`,
);

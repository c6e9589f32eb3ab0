#!/usr/bin/env node
// How soon the role wizard's permission editor (all 130 keys) paints its answer to a toggle, a Select all and a
// search keystroke, with the CPU slowed down (4× by default), as the administrator, against a running server that
// serves the built app.
//
//   node e2e/bench/permission-editor.mjs --url http://127.0.0.1:8098 [--rounds 20] [--cpu 4] [--locale ar-EG] [--empty]
//
// Each action is a real click or keystroke. In the page, a capture listener notes the event's time stamp and, from
// the next animation frame, posts a message that runs once that frame has been painted: the figure is the time
// between the two (the "interaction to next paint" a user sees). One frame at 60 Hz is 16.7 ms. A search also
// reports when the filtered rows are on screen (the list follows the field a little later, by design). A click
// on a module's title, which changes nothing, gives the floor of the measurement in this dialog: what the browser,
// react-aria's modal and the page cost before any of the editor's work. --empty measures the same click, and a
// click that changes one word, on an empty page: the browser's own floor. Prints the median, p90 and max of every
// action, then the browser's own split of each action's event (Event Timing): the input delay before its handlers,
// the handlers (the page's script: react-aria's, React's render and commit), and the rest to the paint (style,
// layout, paint and the frame). --locale ar-EG runs it in Arabic.
/* global window, document, requestAnimationFrame, MutationObserver */ // code run in the page
import {
  administrator,
  arg,
  launch,
  median,
  message,
  openPermissionEditor,
  signIn,
  signedInPage,
  throttle,
} from './browser.mjs';

const rounds = Number(arg('rounds', '20'));
const cpu = Number(arg('cpu', '4'));
const locale = arg('locale', 'en-US');

const browser = await launch();
if (process.argv.includes('--empty')) await emptyPage();
const page = await signedInPage(browser, await signIn(administrator), 'pocketbase_auth', locale);
const editor = await openPermissionEditor(page, locale);
const rows = editor.locator('section li');
const keyCount = await rows.count();

// Every click and keystroke: its time stamp, and when the frame after it was painted.
await page.evaluate(() => {
  const w = window;
  w.__paints = [];
  const note = (e) => {
    const start = e.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => w.__paints.push({ type: e.type, ms: performance.now() - start });
      channel.port2.postMessage(null);
    });
  };
  document.addEventListener('click', note, true);
  document.addEventListener('input', note, true);
  // The browser's own account of each event (Event Timing, from 16 ms on): when its handlers started and ended.
  w.__timings = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__timings.push({
        type: e.name,
        start: e.startTime,
        from: e.processingStart,
        to: e.processingEnd,
        ms: e.duration,
      });
  }).observe({ type: 'event', durationThreshold: 16 });
  // The search's filtered rows: when the number of shown keys last changed.
  w.__rowsChanged = 0;
  const count = () => document.querySelectorAll('[data-testid="permission-editor"] section li').length;
  let last = count();
  new MutationObserver(() => {
    const now = count();
    if (now !== last) {
      last = now;
      w.__rowsChanged = performance.now();
    }
  }).observe(document.body, { subtree: true, childList: true });
});

await throttle(page, cpu);

// Per action, its times to next paint, and the browser's Event Timing split of its last event: input delay,
// handlers, and the rest to paint.
const figures = { floor: [], toggle: [], moduleAll: [], selectAll: [], keystroke: [], filtered: [] };
const split = { floor: [], toggle: [], moduleAll: [], selectAll: [], keystroke: [] };

/** Runs the action `name` and notes its time to next paint (ms) and its event's Event Timing split. */
async function measure(name, action, type = 'click') {
  const [before, timed] = await page.evaluate(() => [window.__paints.length, window.__timings.length]);
  await action();
  const handle = await page.waitForFunction(
    ([n, t]) => window.__paints.slice(n).find((p) => p.type === t)?.ms ?? null,
    [before, type],
    { polling: 16, timeout: 30_000 },
  );
  // Event Timing reports an event some time after its paint, and only from 16 ms on: none means under a frame.
  const entry = await page
    .waitForFunction(([n, t]) => window.__timings.slice(n).find((e) => e.type === t) ?? null, [timed, type], {
      polling: 16,
      timeout: 1_000,
    })
    .then((h) => h.jsonValue())
    .catch(() => null);
  if (entry)
    split[name].push({
      delay: entry.from - entry.start,
      handlers: entry.to - entry.from,
      rest: entry.start + entry.ms - entry.to,
    });
  await page.waitForTimeout(50);
  figures[name].push(Math.round(await handle.jsonValue()));
}

// react-aria's checkboxes are visually hidden inputs: a user clicks their label.
const labelOf = (checkbox) => checkbox.locator('xpath=ancestor::label[1]');
const overall = labelOf(
  editor.getByRole('checkbox', { name: message('widgets.admin.roles.editor.selectAll', locale), exact: true }),
);
const moduleAll = labelOf(editor.locator('section').nth(2).getByRole('checkbox').first());
const search = editor.getByRole('searchbox');
const title = editor.locator('section h3').first();
for (let i = 0; i < rounds; i++) {
  await measure('floor', () => title.click());
  await measure('toggle', () => labelOf(rows.nth((i * 7) % keyCount).getByRole('checkbox')).click());
  await measure('moduleAll', () => moduleAll.click());
  await measure('selectAll', () => overall.click());
  // One keystroke of a search (to its next paint), then a whole word (to the filtered rows on screen).
  const word = ['invoice', 'stock', 'فاتورة', 'employee'][i % 4];
  await measure('keystroke', () => search.pressSequentially(word[0]), 'input');
  await search.fill('');
  await page.waitForTimeout(200);
  const typed = await page.evaluate(() => performance.now());
  await search.fill(word);
  const shown = await page
    .waitForFunction((t) => (window.__rowsChanged > t ? window.__rowsChanged - t : null), typed, {
      polling: 16,
      timeout: 30_000,
    })
    .then((h) => h.jsonValue())
    .catch(() => null);
  if (shown !== null) figures.filtered.push(Math.round(shown));
  await search.fill('');
  await page.waitForTimeout(200);
}
await browser.close();

function stats(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  return `median ${at(0.5)} ms   p90 ${at(0.9)} ms   max ${sorted.at(-1)} ms   (${list.length})`;
}
console.log(`permission editor (${locale}), ${keyCount} keys, CPU ×${cpu}, ${rounds} rounds; one frame = 16.7 ms`);
console.log(`click that changes nothing (floor):      ${stats(figures.floor)}`);
console.log(`toggle one key, to next paint:          ${stats(figures.toggle)}`);
console.log(`Select all of one module, to next paint: ${stats(figures.moduleAll)}`);
console.log(`Select all (every key), to next paint:   ${stats(figures.selectAll)}`);
console.log(`search keystroke, to next paint:         ${stats(figures.keystroke)}`);
console.log(`search word, to filtered rows:           ${stats(figures.filtered)}`);
// The handlers' time is the page's own script for the event (react-aria's, React's render and commit); the input
// delay is the main thread busy before it (the press's own work, the slowdown's pauses); the rest is the browser's
// style, layout, paint and the wait for the frame (Event Timing rounds the whole to 8 ms, so the rest is ±4 ms).
console.log(`Event Timing of the last event, medians (ms): input delay / handlers / the rest to the paint`);
for (const [name, list] of Object.entries(split)) {
  const m = (k) => median(list.map((e) => e[k])).toFixed(1);
  console.log(
    `  ${name.padEnd(10)} ${m('delay').padStart(6)} / ${m('handlers').padStart(6)} / ${m('rest').padStart(6)}   (${list.length})`,
  );
}

/** The browser's own floor: the same measurement on an empty page, then exits. */
async function emptyPage() {
  const empty = await browser.newPage();
  await empty.setContent('<p style="font: 16px sans-serif">Nothing happens here.</p><button>Change</button>');
  await empty.evaluate(() => {
    const p = document.querySelector('p');
    document.querySelector('button').addEventListener('click', () => {
      p.textContent = p.textContent === 'One' ? 'Two' : 'One';
    });
    window.__paints = [];
    document.addEventListener(
      'click',
      (e) => {
        const start = e.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => window.__paints.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  });
  await throttle(empty, cpu);
  const figures = { nothing: [], word: [] };
  for (let i = 0; i < rounds; i++) {
    for (const [kind, selector] of [
      ['nothing', 'p'],
      ['word', 'button'],
    ]) {
      const before = await empty.evaluate(() => window.__paints.length);
      await empty.click(selector);
      const handle = await empty.waitForFunction((n) => window.__paints[n] ?? null, before, { polling: 16 });
      figures[kind].push(Math.round(await handle.jsonValue()));
      await empty.waitForTimeout(50);
    }
  }
  await browser.close();
  console.log(`empty page, CPU ×${cpu}, ${rounds} rounds; one frame = 16.7 ms`);
  console.log(`click that changes nothing, to next paint: ${stats(figures.nothing)}`);
  console.log(`click that changes one word, to next paint: ${stats(figures.word)}`);
  process.exit(0);
}

#!/usr/bin/env node
// Totals the test command's steps: a step with a JSON report counts its tests, any other step counts as one
// check. Prints each failed test (so a failure can be read from the summary alone, without the step's whole
// output), each failed step and, last, "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

function countsFromReport(file) {
  if (!file || !existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('go-test.json')) {
    let passed = 0;
    let failed = 0;
    for (const line of text.split('\n')) {
      if (!line.startsWith('{')) continue;
      const e = JSON.parse(line);
      if (!e.Test) continue;
      if (e.Action === 'pass') passed++;
      if (e.Action === 'fail') failed++;
    }
    return { passed, failed };
  }
  const report = JSON.parse(text);
  if ('numPassedTests' in report) return { passed: report.numPassedTests, failed: report.numFailedTests };
  if (report.stats) return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  return null;
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

// The names of the failed tests in a report, with the first line of each failure.
function failuresFromReport(file) {
  if (!file || !existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const out = [];
  if (file.endsWith('go-test.json')) {
    for (const line of text.split('\n')) {
      if (!line.startsWith('{')) continue;
      const e = JSON.parse(line);
      if (e.Test && e.Action === 'fail') out.push(`${e.Package} ${e.Test}`);
    }
    return out;
  }
  const report = JSON.parse(text);
  for (const file of report.testResults ?? []) {
    for (const a of file.assertionResults ?? []) {
      if (a.status === 'failed') out.push(`${file.name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
    // A file that failed before any test ran (an import error) has no failed assertion to name.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed')) {
      out.push(`${file.name}: ${firstLine(file.message)}`);
    }
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        out.push(`[${test.projectName}] ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
}

let passed = 0;
let failed = 0;
const failedSteps = [];
for (const line of readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean)) {
  const [status, name, json] = line.split('\t');
  const counts = countsFromReport(json);
  if (counts && counts.passed + counts.failed > 0) {
    passed += counts.passed;
    failed += counts.failed;
    // A step that failed without a failing test (a crash, a vet error) still counts as a failure.
    if (status === 'fail' && counts.failed === 0) failed++;
  } else if (status === 'pass') passed++;
  else failed++;
  if (status === 'fail') {
    failedSteps.push(name);
    for (const failure of failuresFromReport(json)) console.log(`FAILED ${name}: ${failure}`);
  }
}
console.log(failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);

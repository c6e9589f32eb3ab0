#!/usr/bin/env node
// Totals the test command's steps: a step with a JSON report counts its tests, any other step counts as one
// check. Prints each failed step and, last, "N passed, N failed".
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
  if (status === 'fail') failedSteps.push(name);
}
console.log(failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);

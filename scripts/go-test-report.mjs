#!/usr/bin/env node
// Prints the output of failed Go tests (and build errors) from a `go test -json` stream, plus a count.
import { readFileSync } from 'node:fs';

const events = readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    try {
      return JSON.parse(line);
    } catch {
      return { Action: 'output', Output: line + '\n' };
    }
  });
const output = new Map();
let passed = 0;
let failed = 0;
for (const e of events) {
  const key = `${e.Package ?? ''} ${e.Test ?? ''}`;
  if (e.Action === 'output') output.set(key, (output.get(key) ?? '') + e.Output);
  if (e.Action === 'pass' && e.Test) passed++;
  if (e.Action === 'fail') {
    if (e.Test) failed++;
    process.stdout.write(`FAIL ${key}\n${output.get(key) ?? ''}`);
  }
}
console.log(`go: ${passed} tests passed, ${failed} failed`);

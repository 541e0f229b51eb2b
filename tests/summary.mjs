// Adds up the vitest and Playwright JSON reports into one closing line: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const [vitestReport, playwrightReport] = process.argv.slice(2);

if (vitestReport && existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
if (playwrightReport && existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  console.log(`playwright: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

import { writeFileSync } from 'node:fs';
import type { Finding } from './scan-run.ts';

// The scan's verdict. Under the test command (scripts/test.ts) it is written to E2E_PRIVACY_SCAN_REPORT and
// counted there as one test; a plain Playwright run fails with the findings instead.

/** A finding as reported: where, and what kind, with the value masked (the report is itself a log). */
const describe = ({ place, kind, value }: Finding) => `${place}: ${kind} ${value.slice(0, 3)}…`;

export function reportScan({
  scanned,
  findings,
  reportFile,
}: {
  scanned: string[];
  findings: Finding[];
  reportFile: string | undefined;
}): void {
  const summary = { scanned, findings: findings.map(describe) };
  if (reportFile) {
    writeFileSync(reportFile, JSON.stringify(summary, null, 2));
    return;
  }
  if (findings.length > 0) {
    throw new Error(
      `Personal data found after the run (${findings.length}):\n${summary.findings.slice(0, 50).join('\n')}`,
    );
  }
  console.log(`privacy scan: nothing found in ${scanned.length} stores and logs (${scanned.join(', ')})`);
}

// Whether one step of `npm test` passed. A runner's exit code alone has been seen to say 0
// while its report counted a failed test, so a test step must agree on both: exit code 0, a
// report that exists, no failed test and at least one passed (a run that found nothing to run
// proves nothing).

export interface Counts {
  passed: number;
  failed: number;
}

/** No report file, or one that cannot be read: counted as one failure. */
export const missingReport: Counts = { passed: 0, failed: 1 };

export function stepOk(exitCode: number | null, counts?: Counts): boolean {
  if (exitCode !== 0) return false;
  if (!counts) return true;
  return counts.failed === 0 && counts.passed > 0;
}

export function vitestCounts(report: unknown): Counts {
  const r = report as { numPassedTests?: unknown; numFailedTests?: unknown } | null;
  if (typeof r?.numPassedTests !== 'number' || typeof r.numFailedTests !== 'number') {
    return missingReport;
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests };
}

export function playwrightCounts(report: unknown): Counts {
  const stats = (report as { stats?: Record<string, unknown> } | null)?.stats;
  const { expected, unexpected, flaky } = stats ?? {};
  if (typeof expected !== 'number' || typeof unexpected !== 'number') return missingReport;
  return { passed: expected + (typeof flaky === 'number' ? flaky : 0), failed: unexpected };
}

export function stepSummary(
  label: string,
  ok: boolean,
  exitCode: number | null,
  counts?: Counts,
): string {
  const tally = counts ? ` (${counts.passed} pasaron, ${counts.failed} fallaron)` : '';
  if (ok) return `${label}: ok${tally}`;
  return `${label}: FALLÓ${exitCode === 0 ? '' : ` (código ${exitCode})`}${tally}`;
}

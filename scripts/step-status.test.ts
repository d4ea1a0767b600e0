// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { missingReport, playwrightCounts, stepOk, stepSummary, vitestCounts } from './step-status';

describe('stepOk', () => {
  it('a step without a report passes on exit code 0 only', () => {
    expect(stepOk(0)).toBe(true);
    expect(stepOk(1)).toBe(false);
    expect(stepOk(null)).toBe(false);
  });

  it('a test step fails when its report counts a failure even if the runner exited 0', () => {
    expect(stepOk(0, { passed: 120, failed: 1 })).toBe(false);
  });

  it('a test step fails when nothing passed', () => {
    expect(stepOk(0, { passed: 0, failed: 0 })).toBe(false);
  });

  it('a test step fails when the runner exited non-zero with a clean report', () => {
    expect(stepOk(1, { passed: 10, failed: 0 })).toBe(false);
  });

  it('a test step passes with exit 0, no failure and some passed', () => {
    expect(stepOk(0, { passed: 10, failed: 0 })).toBe(true);
  });

  it('a missing report is a failure', () => {
    expect(stepOk(0, missingReport)).toBe(false);
  });
});

describe('report counts', () => {
  it('reads vitest json reports', () => {
    expect(vitestCounts({ numPassedTests: 3, numFailedTests: 1 })).toEqual({
      passed: 3,
      failed: 1,
    });
    expect(vitestCounts({})).toEqual(missingReport);
    expect(vitestCounts(null)).toEqual(missingReport);
  });

  it('reads playwright json reports, counting flaky as passed', () => {
    expect(playwrightCounts({ stats: { expected: 5, unexpected: 2, flaky: 1 } })).toEqual({
      passed: 6,
      failed: 2,
    });
    expect(playwrightCounts({ stats: {} })).toEqual(missingReport);
  });
});

describe('stepSummary', () => {
  it('never prints ok for a failed step', () => {
    expect(stepSummary('unit', false, 0, { passed: 9, failed: 1 })).toBe(
      'unit: FALLÓ (9 pasaron, 1 fallaron)',
    );
    expect(stepSummary('eslint', false, 2)).toBe('eslint: FALLÓ (código 2)');
    expect(stepSummary('eslint', true, 0)).toBe('eslint: ok');
  });
});

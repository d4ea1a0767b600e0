import { describe, expect, it } from 'vitest';
import { alertsBySeverity, RISK_ALERTS } from './risk-alerts';

describe('risk alerts', () => {
  it('only use the severities alto and medio', () => {
    expect(new Set(RISK_ALERTS.map((a) => a.severidad))).toEqual(new Set(['alto', 'medio']));
  });

  it('filter by severity', () => {
    expect(alertsBySeverity(RISK_ALERTS, 'todos')).toHaveLength(RISK_ALERTS.length);
    expect(alertsBySeverity(RISK_ALERTS, 'alto').every((a) => a.severidad === 'alto')).toBe(true);
    expect(alertsBySeverity(RISK_ALERTS, 'medio')).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { compraventaWizardHref } from './wizard-href';

describe('compraventaWizardHref', () => {
  it('opens the wizard on a case, or without one', () => {
    expect(compraventaWizardHref('a1b2')).toBe('/app/flujos/compraventa?expediente=a1b2');
    expect(compraventaWizardHref()).toBe('/app/flujos/compraventa');
  });
});

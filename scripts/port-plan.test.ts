// @vitest-environment node
// Pure checks of the test stacks' port plan (supabase/tests/port-plan.ts); starts nothing.
import { describe, expect, it } from 'vitest';
import {
  defaultTestPortBase,
  overlapsEphemeral,
  parseEphemeralRange,
  parsePortBase,
  secondStackOffset,
  testPortsFor,
} from '../supabase/tests/port-plan';

const linuxDefault: [number, number] = [32768, 60999];

describe('test port plan', () => {
  it('the default base and the second stack stay out of the ephemeral range and below 65536', () => {
    expect(parsePortBase(undefined)).toBe(defaultTestPortBase);
    expect(overlapsEphemeral(defaultTestPortBase, linuxDefault)).toBe(false);
    const ports = testPortsFor(defaultTestPortBase);
    for (const port of Object.values(ports)) {
      expect(port).toBeGreaterThan(linuxDefault[1]);
      expect(port + secondStackOffset).toBeLessThanOrEqual(65535);
    }
  });

  it('flags a base whose ports a port-0 listener could be handed', () => {
    expect(overlapsEphemeral(55300, linuxDefault)).toBe(true);
    expect(overlapsEphemeral(60950, linuxDefault)).toBe(true);
  });

  it('refuses a base that would run past 65535', () => {
    expect(() => parsePortBase('65500')).toThrow(/FEDATARIO_TEST_PORT_BASE/);
    expect(() => parsePortBase('abc')).toThrow(/FEDATARIO_TEST_PORT_BASE/);
    expect(parsePortBase('62600')).toBe(62600);
  });

  it('reads the kernel range file', () => {
    expect(parseEphemeralRange('32768\t60999\n')).toEqual(linuxDefault);
    expect(parseEphemeralRange('')).toBeNull();
  });
});

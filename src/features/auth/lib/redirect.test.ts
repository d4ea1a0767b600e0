import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeRedirectPath('/app/expedientes?clienteId=7')).toBe('/app/expedientes?clienteId=7');
  });

  it('falls back to /app when there is nothing to go back to', () => {
    expect(safeRedirectPath(null)).toBe('/app');
    expect(safeRedirectPath('')).toBe('/app');
  });

  it('refuses anything that would leave the site', () => {
    expect(safeRedirectPath('https://evil.example/app')).toBe('/app');
    expect(safeRedirectPath('//evil.example/app')).toBe('/app');
    expect(safeRedirectPath('/\\evil.example')).toBe('/app');
    expect(safeRedirectPath('javascript:alert(1)')).toBe('/app');
  });
});

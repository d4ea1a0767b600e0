import { describe, expect, it } from 'vitest';
import { linkStatus, portalUrl } from './link-status';

const now = new Date('2026-11-21T12:00:00Z');
const link = (expires_at: string, revoked_at: string | null = null) => ({
  id: 'l',
  created_at: '2026-11-01T00:00:00Z',
  expires_at,
  revoked_at,
});

describe('linkStatus', () => {
  it('is revocado once revoked, vencido after expiry, else activo', () => {
    expect(linkStatus(link('2026-12-01T00:00:00Z', '2026-11-02T00:00:00Z'), now)).toBe('revocado');
    expect(linkStatus(link('2026-11-21T12:00:00Z'), now)).toBe('vencido');
    expect(linkStatus(link('2026-11-21T12:00:01Z'), now)).toBe('activo');
  });
});

describe('portalUrl', () => {
  it('builds /cliente with token and client, encoded', () => {
    expect(portalUrl('https://app.mx', 'a+b/c', 'id-1')).toBe(
      'https://app.mx/cliente?token=a%2Bb%2Fc&client=id-1',
    );
  });
});

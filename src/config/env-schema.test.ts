import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

const anonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const serviceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

describe('parseEnv', () => {
  it('returns the Supabase URL and anon key', () => {
    expect(
      parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: anonKey }),
    ).toEqual({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: anonKey });
  });

  it('explains in Spanish and English which variable is wrong', () => {
    const parse = () => parseEnv({ VITE_SUPABASE_URL: 'not a url' });
    expect(parse).toThrow(/Configuración inválida/);
    expect(parse).toThrow(/Invalid configuration/);
    expect(parse).toThrow(/VITE_SUPABASE_URL: debe ser una URL http\(s\)/);
    expect(parse).toThrow(/VITE_SUPABASE_ANON_KEY: falta la clave/);
  });

  it('rejects URLs that are not http(s)', () => {
    expect(() =>
      parseEnv({ VITE_SUPABASE_URL: 'ftp://example.com', VITE_SUPABASE_ANON_KEY: anonKey }),
    ).toThrow(/VITE_SUPABASE_URL/);
  });

  it('refuses a service-role key, which must never reach the browser', () => {
    for (const key of [serviceRoleKey, 'sb_secret_abc123']) {
      expect(() =>
        parseEnv({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: key }),
      ).toThrow(/service_role/);
    }
  });

  it('accepts a publishable key that is not a JWT', () => {
    expect(
      parseEnv({
        VITE_SUPABASE_URL: 'https://x.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc',
      }).supabaseAnonKey,
    ).toBe('sb_publishable_abc');
  });
});

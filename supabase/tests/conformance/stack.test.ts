import { describe, expect, it } from 'vitest';
import { apiUrl, sql } from '../helpers';

describe('local stack', () => {
  it('answers its health check and lists every API', async () => {
    const res = await fetch(`${apiUrl}/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { services: string[] };
    expect(body.services).toEqual([
      '/rest/v1',
      '/auth/v1',
      '/storage/v1',
      '/realtime/v1',
      '/functions/v1',
    ]);
  });

  it('bootstraps roles, auth, storage and the demo user like Supabase', async () => {
    const roles = await sql<{ rolname: string }>(
      `select rolname from pg_roles where rolname in ('anon','authenticated','service_role','authenticator') order by 1`,
    );
    expect(roles.map((r) => r.rolname)).toEqual([
      'anon',
      'authenticated',
      'authenticator',
      'service_role',
    ]);
    const [demo] = await sql(`select email from auth.users where email = 'demo@fedatario.mx'`);
    expect(demo).toBeDefined();
    const [pub] = await sql(`select 1 from pg_publication where pubname = 'supabase_realtime'`);
    expect(pub).toBeDefined();
  });
});

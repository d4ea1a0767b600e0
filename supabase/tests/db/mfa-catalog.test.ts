// The MFA rule read from the catalog, so a table or RPC added later cannot forget it: every
// table with RLS (and storage.objects) carries the restrictive policy through mfa_satisfied(),
// and every security-definer function members may call checks membership (or MFA) through the
// helpers that consult it.
import { describe, expect, it } from 'vitest';
import { sql } from '../helpers';

const POLICY = 'Only sessions that satisfy MFA can reach';

describe('MFA enforcement in the catalog', () => {
  it('puts the restrictive MFA policy on every RLS table of public and on storage.objects', async () => {
    const missing = await sql<{ table: string }>(
      `select c.oid::regclass::text as table
       from pg_class c
       where ((c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and c.relrowsecurity)
              or c.oid = 'storage.objects'::regclass)
         and not exists (
           select 1 from pg_policy p
           where p.polrelid = c.oid
             and not p.polpermissive
             and p.polcmd = '*'
             and p.polroles = array['authenticated'::regrole::oid]
             and pg_get_expr(p.polqual, p.polrelid) like '%mfa_satisfied()%'
             and pg_get_expr(p.polwithcheck, p.polrelid) like '%mfa_satisfied()%'
             and p.polname like $1
         )
       order by 1`,
      [`${POLICY}%`],
    );
    expect(missing).toEqual([]);
  });

  it('makes every security-definer function members may call check membership or MFA', async () => {
    // client_portal and client_portal_liquidaciones are reached by a link's token (anon), not by
    // a member's session; add_business_days (two arguments) reads only the national calendar;
    // storage_object_signed is called by Storage policies, which carry the MFA policy; the rest
    // of the exempt list are the helpers themselves.
    const exempt = [
      'add_business_days',
      'client_portal',
      'client_portal_liquidaciones',
      'storage_object_signed',
      'has_org_role',
      'is_org_member',
      'member_org_ids',
      'mfa_enrolment_required',
      'mfa_satisfied',
    ];
    const rows = await sql<{ name: string }>(
      `select p.proname as name from pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and p.prosecdef
         and has_function_privilege('authenticated', p.oid, 'EXECUTE')
         and not (p.proname = any ($1))
         and p.prosrc not similar to '%(is_org_member|has_org_role|mfa_satisfied)%'
       order by 1`,
      [exempt],
    );
    expect(rows).toEqual([]);
  });

  it('has the membership helpers consult mfa_satisfied()', async () => {
    const rows = await sql<{ name: string }>(
      `select p.proname as name from pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and p.proname in ('is_org_member', 'has_org_role')
         and p.prosrc like '%public.mfa_satisfied()%'
       order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(['has_org_role', 'is_org_member']);
  });

  it('looks up verified factors by an index on auth.mfa_factors(user_id)', async () => {
    const rows = await sql<{ name: string }>(
      `select i.indexrelid::regclass::text as name
       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
       where i.indrelid = 'auth.mfa_factors'::regclass and a.attname = 'user_id'`,
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});

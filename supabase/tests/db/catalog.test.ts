// Properties of the schema as a whole, read from the catalog, so a table or function added
// later without RLS, without an index on its foreign keys, or reachable by anon fails here.
import { describe, expect, it } from 'vitest';
import { sql } from '../helpers';

const publicTables = async () =>
  (
    await sql<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).map((r) => r.name);

// Helpers called by RLS policies, column defaults and the triggers that run as the caller must
// stay executable; everything else used only inside the database is revoked (issue 13).
const AUTHENTICATED_MAY_EXECUTE = [
  // RPCs the app calls (src/features/*/api.ts).
  'accept_invitation',
  'answer_arco_request',
  'cargar_indicadores',
  'client_portal_liquidaciones',
  'decline_invitation',
  'mfa_enrolment_required',
  'my_invitations',
  'client_portal',
  'complete_deadline',
  'create_client_portal_link',
  'create_expediente',
  'create_generation_job',
  'create_power_case',
  'delete_client_data',
  'export_client_data',
  'has_org_role',
  'prepare_signature_request',
  'revoke_client_portal_link',
  'save_compraventa_partes_inmueble',
  'search_clients',
  'search_documents',
  'search_expedientes',
  // Called by RLS policies.
  'is_org_member',
  'is_platform_staff',
  'is_service_role',
  'member_org_ids',
  'mfa_satisfied',
  'storage_object_org',
  'storage_object_signed',
  // Called as the caller by column defaults, generated columns, CHECKs and invoker triggers:
  // pure or bounded (add_business_days refuses more than 3660 days).
  'add_business_days',
  'f_unaccent',
  'folio_format_numbers',
  'is_api_caller',
  'mx_today',
  'next_expediente_status',
  'request_ip',
  'request_user_agent',
  'series_folio_unnumbered',
  'series_without_counters',
  'valid_plazos_sla',
  'valid_series_folio',
].sort();

describe('schema catalog', () => {
  it('has every entity of both specs, once', async () => {
    expect(await publicTables()).toEqual(
      [
        'arco_requests',
        'audit_logs',
        'client_portal_links',
        'clients',
        'compliance_logs',
        'consent_logs',
        'contact_messages',
        'deadlines',
        'documentos_generados',
        'documents',
        'expediente_partes',
        'expedientes',
        'feedback',
        'flujos',
        'generaciones',
        'indicadores_inpc',
        'indicadores_udi',
        'inmuebles',
        'liquidaciones',
        'memberships',
        'notification_preferences',
        'notification_queue',
        'notification_send_log',
        'notification_templates',
        'national_non_working_days',
        'office_holidays',
        'org_settings',
        'organizations',
        'plantillas',
        'requirements',
        'security_incidents',
        'signature_requests',
        'signature_signers',
        'sugerencias',
        'tareas',
      ].sort(),
    );
  });

  it('enables RLS with at least one policy on every public table', async () => {
    const rows = await sql<{ name: string; rls: boolean; policies: number }>(
      `select c.relname as name, c.relrowsecurity as rls,
              (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'`,
    );
    expect(rows.filter((r) => !r.rls || r.policies === 0)).toEqual([]);
  });

  it('names policies as sentences and applies them to authenticated (or anon for the contact form)', async () => {
    const rows = await sql<{ table: string; policy: string; roles: string[] }>(
      `select c.relname as table, p.polname as policy,
              array(select r.rolname::text from pg_roles r where r.oid = any (p.polroles) order by 1) as roles
       from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public'
          or (n.nspname = 'storage' and coalesce(pg_get_expr(p.polqual, p.polrelid), pg_get_expr(p.polwithcheck, p.polrelid)) like '%''documents''%')`,
    );
    expect(rows.length).toBeGreaterThan(80);
    for (const row of rows) {
      expect(row.policy, row.table).toMatch(/^[A-Z][\w ',-]* can [\w ',-]+$/);
      const expected =
        row.table === 'contact_messages' && row.policy.startsWith('Anyone')
          ? ['anon', 'authenticated']
          : ['authenticated'];
      expect(row.roles, `${row.table}: ${row.policy}`).toEqual(expected);
    }
  });

  it('comments every public table', async () => {
    const rows = await sql<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and obj_description(c.oid, 'pg_class') is null`,
    );
    expect(rows).toEqual([]);
  });

  it('indexes every org_id and every foreign key', async () => {
    // A foreign key is covered when some index starts with one of its columns other than
    // org_id (or with org_id when that is its only column).
    const rows = await sql<{ table: string; fk: string }>(
      `with fks as (
         select con.conrelid, con.conname,
                array(select a.attname::text from unnest(con.conkey) k join pg_attribute a
                      on a.attrelid = con.conrelid and a.attnum = k) as cols
         from pg_constraint con join pg_namespace n on n.oid = con.connamespace
         where con.contype = 'f' and n.nspname = 'public'
       ), lead_cols as (
         select i.indrelid, a.attname::text as col
         from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
       )
       select f.conrelid::regclass::text as table, f.conname as fk
       from fks f
       where not exists (
         select 1 from lead_cols l
         where l.indrelid = f.conrelid
           and l.col = any (case when f.cols = array['org_id'] then f.cols else array_remove(f.cols, 'org_id') end)
       )`,
    );
    expect(rows).toEqual([]);

    const orgIdUnindexed = await sql<{ table: string }>(
      `select c.relname as table
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attname = 'org_id'
       where n.nspname = 'public' and c.relkind = 'r'
         and not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum)`,
    );
    expect(orgIdUnindexed).toEqual([]);
  });

  it('has trigram indexes for accent- and case-insensitive search', async () => {
    const rows = await sql<{ def: string }>(
      `select indexdef as def from pg_indexes where schemaname = 'public' and indexdef like '%gin_trgm_ops%' order by 1`,
    );
    expect(rows.map((r) => r.def.match(/ON public\.(\w+)/)![1])).toEqual([
      'clients',
      'documents',
      'expedientes',
    ]);
    const [row] = await sql<{ a: string; b: string }>(
      `select public.f_unaccent(lower('José MARÍA Ñúñez')) as a, public.f_unaccent(lower('jose maria nunez')) as b`,
    );
    expect(row!.a).toBe(row!.b);
  });

  it('fixes search_path on every function of the public schema', async () => {
    const rows = await sql<{ name: string }>(
      `select p.proname as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and not coalesce('search_path=""' = any (p.proconfig), false)
         and p.prosqlbody is null`,
    );
    expect(rows).toEqual([]);
  });

  it('gives anon nothing but inserting contact messages', async () => {
    const rows = await sql<{ table: string; privilege: string }>(
      `select c.relname as table, p.privilege
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm')
         and (has_table_privilege('anon', c.oid, p.privilege)
              or (p.privilege in ('SELECT', 'INSERT', 'UPDATE') and has_any_column_privilege('anon', c.oid, p.privilege)))`,
    );
    expect(rows).toEqual([{ table: 'contact_messages', privilege: 'INSERT' }]);
  });

  it('lets anon execute only the client portal (and its released cost sheets)', async () => {
    const rows = await sql<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'EXECUTE') order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(['client_portal', 'client_portal_liquidaciones']);
  });

  it('lets signed-in users execute only the RPCs the app calls and what their own statements need', async () => {
    const rows = await sql<{ name: string }>(
      `select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege('authenticated', p.oid, 'EXECUTE')
       order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(AUTHENTICATED_MAY_EXECUTE);
  });

  it('raises no SQLSTATE that PostgREST answers with 500 from a function the API can call', async () => {
    // P0* other than P0001 (e.g. P0002 no_data_found) and 55* (object not in prerequisite
    // state) are 500s: a caller's mistake must be PTnnn or a 22/23/42 class instead.
    const rows = await sql<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and (has_function_privilege('authenticated', p.oid, 'EXECUTE')
              or has_function_privilege('anon', p.oid, 'EXECUTE'))
         and p.prosrc ~* $1
       order by 1`,
      [String.raw`errcode\s*=\s*'(P000[2-9]|55[0-9A-Z]{3})'|no_data_found|into\s+strict`],
    );
    expect(rows).toEqual([]);
  });

  it('keeps internal functions out of the API', async () => {
    const rows = await sql<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and (p.prorettype = 'trigger'::regtype or p.proname = 'next_folio')
         and (has_function_privilege('authenticated', p.oid, 'EXECUTE')
              or has_function_privilege('service_role', p.oid, 'EXECUTE'))`,
    );
    expect(rows).toEqual([]);
  });

  it('lets no API role truncate, and nobody rewrite the audit and compliance logs', async () => {
    const truncatable = await sql<{ table: string }>(
      `select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and (has_table_privilege('authenticated', c.oid, 'TRUNCATE') or has_table_privilege('anon', c.oid, 'TRUNCATE'))`,
    );
    expect(truncatable).toEqual([]);
    const rewritable = await sql<{ table: string; role: string }>(
      `select t as table, r as role
       from unnest(array['public.audit_logs', 'public.compliance_logs']) t, unnest(array['anon', 'authenticated', 'service_role']) r
       where has_table_privilege(r, t, 'UPDATE') or has_table_privilege(r, t, 'DELETE') or has_table_privilege(r, t, 'TRUNCATE')`,
    );
    expect(rewritable).toEqual([]);
  });

  it('publishes what the dashboard follows to realtime', async () => {
    const rows = await sql<{ name: string }>(
      `select tablename as name from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'clients',
      'documents',
      'expedientes',
      'flujos',
      'sugerencias',
      'tareas',
    ]);
  });

  it('creates the private documents bucket with the spec limits', async () => {
    const [bucket] = await sql<{
      public: boolean;
      file_size_limit: string;
      allowed_mime_types: string[];
    }>(
      `select public, file_size_limit::text, allowed_mime_types from storage.buckets where id = 'documents'`,
    );
    expect(bucket).toEqual({
      public: false,
      file_size_limit: '10485760',
      allowed_mime_types: [
        'application/pdf',
        'image/jpeg',
        'image/png',
        'application/msword',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'text/plain',
      ],
    });
  });
});

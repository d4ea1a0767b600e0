-- Roles, schemas and default privileges as Supabase's Postgres image sets them up,
-- so the same migrations behave the same here and under `supabase start`.

-- ─── API roles ────────────────────────────────────────────────────────────────
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit password 'postgres';
grant anon, authenticated, service_role to authenticator;
-- Internal owners Supabase uses; kept so migrations that mention them still apply.
create role supabase_auth_admin nologin noinherit createrole;
create role supabase_storage_admin nologin noinherit createrole;
create role supabase_realtime_admin nologin noinherit;

-- ─── Extensions live in their own schema, as on Supabase ──────────────────────
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;
alter database postgres set search_path to "$user", public, extensions;
alter role authenticator set search_path to "$user", public, extensions;
set search_path to "$user", public, extensions;

-- ─── public: reachable through the REST API ───────────────────────────────────
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- PostgREST-style statement timeouts per role.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- ─── Realtime: tables are added by migrations (`alter publication … add table`) ─
create publication supabase_realtime;

-- ─── Migration bookkeeping, same table the Supabase CLI keeps ─────────────────
create schema supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);

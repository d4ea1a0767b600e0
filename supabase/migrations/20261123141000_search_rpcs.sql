-- Searches that use the trigram indexes.
--
-- Under RLS a caller's filter may become an index condition only if its operator is leakproof
-- (or it belongs to the policy itself): otherwise PostgreSQL must apply the policy first so the
-- filter never sees another office's rows. `ilike` is not leakproof, so every
-- `search_text=ilike.*…*` through the API scanned the office's whole table and never touched the
-- `*_search_text_trgm_idx` indexes (bench/db.ts: a client RFC search 2.5× the superuser's time;
-- bench/app.ts: a folio search over 20,000 expedientes 1.4 s). Marking an operator leakproof
-- needs a superuser, which hosted projects do not have.
--
-- These functions run the search as their owner (no RLS), after checking the same membership the
-- read policies check, on exactly that one office: the planner then chooses the trigram index
-- for selective words and the office's own index otherwise. They return whole rows, so the API
-- still applies select lists, embeds, other filters, order, range and count to the result.

-- ─── Indexes: the office and the words in one GIN index ─────────────────────
-- A trigram index over every office matches a folio prefix such as "cv-2026-00" in all of them
-- and then discards the other offices' rows (13 ms on 100,000 expedientes); with org_id as the
-- first column (btree_gin) the same search reads only the office's entries (0.5 ms). The
-- single-column indexes served nothing else.

create extension if not exists btree_gin with schema extensions;

drop index public.clients_search_text_trgm_idx;
drop index public.expedientes_search_text_trgm_idx;
drop index public.documents_search_text_trgm_idx;
create index clients_org_id_search_text_trgm_idx
  on public.clients using gin (org_id, search_text extensions.gin_trgm_ops);
create index expedientes_org_id_search_text_trgm_idx
  on public.expedientes using gin (org_id, search_text extensions.gin_trgm_ops);
create index documents_org_id_search_text_trgm_idx
  on public.documents using gin (org_id, search_text extensions.gin_trgm_ops);

-- ─── Shared condition ────────────────────────────────────────────────────────

create function public.search_text_condition(p_words integer)
returns text
language sql
immutable
set search_path = ''
as $$
  -- `search_text ilike $2[1] and search_text ilike $2[2] …`: one index-usable condition per
  -- word (an `ilike all (array)` cannot use a GIN index).
  select coalesce(
    string_agg(format('search_text operator(pg_catalog.~~*) $2[%s]', i), ' and '),
    'true'
  )
  from generate_series(1, p_words) as i
$$;
comment on function public.search_text_condition(integer) is
  'The WHERE condition of the search_* functions for the given number of ilike patterns.';
revoke execute on function public.search_text_condition(integer) from public, anon, authenticated;

create function public.search_patterns_checked(p_org_id uuid, p_patterns text[])
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  v_count integer := coalesce(cardinality(p_patterns), 0);
begin
  if v_count > 8 then
    raise exception 'Demasiadas palabras de búsqueda (máximo 8).' using errcode = '22023';
  end if;
  if array_position(p_patterns, null) is not null then
    raise exception 'Los patrones de búsqueda no pueden ser nulos.' using errcode = '22004';
  end if;
  -- The read policies' own test: no rows at all outside the caller's offices.
  if p_org_id is null or not (p_org_id = any (public.member_org_ids())) then
    return null;
  end if;
  return v_count;
end
$$;
comment on function public.search_patterns_checked(uuid, text[]) is
  'Validates search_* arguments; null when the caller is not an active member of p_org_id.';
revoke execute on function public.search_patterns_checked(uuid, text[]) from public, anon, authenticated;

-- ─── The searches ────────────────────────────────────────────────────────────
-- search_clients, search_expedientes and search_documents share one body, written once.

do $do$
declare
  v_table text;
begin
  foreach v_table in array array['clients', 'expedientes', 'documents'] loop
    execute format(
      $f$
      create function public.search_%1$s(
        p_org_id uuid,
        p_patterns text[],
        p_newest integer default null
      )
      returns setof public.%1$I
      language plpgsql
      stable
      security definer
      set search_path = ''
      as $body$
      declare
        v_words integer := public.search_patterns_checked(p_org_id, p_patterns);
      begin
        if v_words is null then return; end if;
        -- Dynamic SQL is planned with the actual patterns, so the plan fits each search: the
        -- GIN index for selective words, the office's own index for a letter or two.
        -- p_newest keeps only the newest matches (a quick search needs a few, not a count).
        -- OFFSET 0 keeps the search's own plan: with ORDER BY … LIMIT in the same query the
        -- planner may walk the office's rows newest first hoping to meet enough matches soon,
        -- which reads the whole office when the words are rare.
        return query execute
          case when p_newest is null then '' else 'select * from (' end
            || 'select * from public.%1$I where org_id = $1 and '
            || public.search_text_condition(v_words)
            || case when p_newest is null then ''
                 else ' offset 0) s order by created_at desc, id desc limit $3' end
          using p_org_id, p_patterns, greatest(p_newest, 0);
      end
      $body$;
      comment on function public.search_%1$s(uuid, text[], integer) is
        'Rows of %1$s in the caller''s office whose search_text matches every ilike pattern; '
        'with p_newest, only that many of the newest.';
      revoke execute on function public.search_%1$s(uuid, text[], integer) from public, anon;
      grant execute on function public.search_%1$s(uuid, text[], integer) to authenticated;
      $f$,
      v_table
    );
  end loop;
end
$do$;

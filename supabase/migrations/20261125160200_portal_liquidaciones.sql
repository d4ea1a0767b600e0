-- The client portal shows the cost sheet the office released (issue 15): for a valid portal link,
-- the latest released liquidación of each of the client's cases, buyer's lines and totals only.
-- A function of its own beside client_portal, so the portal's main read stays as it is.
create function public.client_portal_liquidaciones(p_token text, p_client uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_org uuid;
begin
  if p_token is null or p_client is null or char_length(p_token) not between 16 and 200 then
    return null;
  end if;

  -- The same link rule as client_portal: a live, unrevoked link for this client.
  select l.org_id into v_org
  from public.client_portal_links l
  where l.token_hash = extensions.digest(convert_to(p_token, 'UTF8'), 'sha256')
    and l.client_id = p_client
    and l.revoked_at is null
    and l.expires_at > now();
  if v_org is null then
    return null;
  end if;

  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'expediente_id', e.id,
      'folio', e.folio,
      'title', e.title,
      'version', l.version,
      'released_at', l.released_at,
      'total_comprador', l.result -> 'totalComprador',
      'total_vendedor', l.result -> 'totalVendedor',
      'lineas', coalesce((
        select jsonb_agg(jsonb_build_object('concepto', x ->> 'concepto', 'importe', x -> 'importe'))
        from jsonb_array_elements(
          coalesce(l.result -> 'isai' -> 'lineas', '[]'::jsonb)
          || coalesce(l.result -> 'costos' -> 'lineas', '[]'::jsonb)
        ) as x
        where x ? 'importe' and (x ->> 'clave') not in ('isai.base', 'isai.cuota', 'isai.excedente')
      ), '[]'::jsonb)
    ) order by e.created_at desc)
    from public.expedientes e
    join lateral (
      select li.version, li.released_at, li.result
      from public.liquidaciones li
      where li.expediente_id = e.id and li.released_at is not null
      order by li.released_at desc, li.version desc
      limit 1
    ) l on true
    where e.client_id = p_client and e.org_id = v_org
  ), '[]'::jsonb);
end;
$$;
comment on function public.client_portal_liquidaciones(text, uuid) is
  'Client portal read (anon): the released cost sheet of each of the client''s cases for a valid link, else null.';
revoke execute on function public.client_portal_liquidaciones(text, uuid) from public;
grant execute on function public.client_portal_liquidaciones(text, uuid) to anon, authenticated;

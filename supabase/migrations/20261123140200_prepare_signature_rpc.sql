-- Preparing a document for signature in one transaction (001 §2 screen 22, §4 "Preparing for
-- signature sets documento_status para_firma"): the document marked para_firma, the request
-- with its place and notes, and its signers then witnesses in order. Done as separate API
-- calls from the browser, a failure halfway left a document para_firma without a request, or
-- a request nobody has to sign.

-- ─── prepare_signature_request ───────────────────────────────────────────────
create function public.prepare_signature_request(
  p_document_id uuid,
  p_firmantes text[],
  p_requiere_testigos boolean default false,
  p_testigos text[] default '{}',
  p_lugar_firma text default null,
  p_notas text default null
)
returns public.signature_requests
language plpgsql
volatile
-- Invoker: the document is found, updated and the request written through the caller's RLS and
-- the API-caller triggers (a new request starts pendiente with counts from its signers).
security invoker
set search_path = ''
as $$
declare
  v_document public.documents;
  v_request public.signature_requests;
  v_testigos text[] := case when p_requiere_testigos then coalesce(p_testigos, '{}') else '{}' end;
begin
  -- RLS hides another office's document: to its members it does not exist.
  select d.* into v_document from public.documents d where d.id = p_document_id;
  if not found then
    raise exception 'Documento no encontrado' using errcode = 'P0002';
  end if;
  if v_document.status in ('firmado', 'archived') then
    raise exception 'El documento ya está firmado o archivado; no puede prepararse para firma.'
      using errcode = '22023';
  end if;
  if coalesce(cardinality(p_firmantes), 0) = 0 then
    raise exception 'Indique al menos un firmante' using errcode = '22023';
  end if;
  if p_requiere_testigos and cardinality(v_testigos) = 0 then
    raise exception 'Indique al menos un testigo' using errcode = '22023';
  end if;

  update public.documents d
  set documento_status = 'para_firma'
  where d.id = v_document.id;

  insert into public.signature_requests (org_id, document_id, lugar_firma, requiere_testigos, notas)
  values (
    v_document.org_id, v_document.id, nullif(btrim(p_lugar_firma), ''), p_requiere_testigos,
    nullif(btrim(p_notas), '')
  )
  returning * into v_request;

  -- Signers first, then witnesses, numbered in that order (the CHECK refuses a blank name).
  insert into public.signature_signers (org_id, signature_request_id, nombre, rol, orden)
  select v_document.org_id, v_request.id, s.nombre, s.rol, s.orden
  from (
    select f.nombre, 'firmante' as rol, f.n as orden
    from unnest(p_firmantes) with ordinality as f(nombre, n)
    union all
    select t.nombre, 'testigo', cardinality(p_firmantes) + t.n
    from unnest(v_testigos) with ordinality as t(nombre, n)
  ) as s
  order by s.orden;

  -- Read back: the signers' trigger has set the counts since the insert above returned.
  select r.* into v_request from public.signature_requests r where r.id = v_request.id;
  return v_request;
end;
$$;
comment on function public.prepare_signature_request(uuid, text[], boolean, text[], text, text) is
  'Marks a document para_firma and creates its signature request with signers then witnesses, '
  'atomically (RLS applies).';

revoke execute on function public.prepare_signature_request(uuid, text[], boolean, text[], text, text)
  from public, anon;
grant execute on function public.prepare_signature_request(uuid, text[], boolean, text[], text, text)
  to authenticated, service_role;

-- A signed or archived document is never prepared for signature again, whoever writes.
--
-- prepare_signature_request (20261123140200) refused it, but members may also insert
-- signature_requests and update documents.documento_status through the API directly, so the
-- rule lived in one caller only. It now holds on the tables themselves; the function's own
-- check stays as the earlier, identical answer.

create function public.refuse_signing_signed_document()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_status text;
begin
  if tg_table_name = 'signature_requests' then
    -- Read as the caller: another office's document fails the foreign key instead.
    select d.status into v_status from public.documents d where d.id = new.document_id;
  elsif new.documento_status = 'para_firma'
    and (tg_op = 'INSERT' or old.documento_status is distinct from 'para_firma') then
    v_status := new.status;
  end if;
  if v_status in ('firmado', 'archived') then
    raise exception 'El documento ya está firmado o archivado; no puede prepararse para firma.'
      using errcode = '22023';
  end if;
  return new;
end;
$$;
comment on function public.refuse_signing_signed_document() is
  'Trigger: no signature request for, and no para_firma on, a firmado or archived document.';

create trigger signature_requests_refuse_signed_document
  before insert on public.signature_requests
  for each row execute function public.refuse_signing_signed_document();

create trigger documents_refuse_para_firma_when_signed
  before insert or update of documento_status on public.documents
  for each row execute function public.refuse_signing_signed_document();

-- Triggers only: nothing calls it through the API.
revoke execute on function public.refuse_signing_signed_document()
  from public, anon, authenticated, service_role;

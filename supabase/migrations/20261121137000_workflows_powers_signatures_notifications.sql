-- What the power flows, the signatures screen and the notification queue need beyond the base
-- schema: the validity date of a power, proof of what was signed (who, when, and the document's
-- fingerprint at that moment), and a send queue whose outcome only trusted code may write.

-- ─── expedientes: validity of a power ────────────────────────────────────────
-- General power: optional expiry (null = indefinite). Mandate: required and in the future
-- (checked by the flow; the database refuses a past date from the browser).
alter table public.expedientes
  add column vigencia_hasta date;
comment on column public.expedientes.vigencia_hasta is
  'Powers only: last day the power is valid (poder_general: null = indefinite; poder_mandato: required by the flow).';

create function public.expedientes_check_vigencia()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The browser's "today" may be a day behind UTC (Mexico), so only a day before UTC's today is refused.
  if public.is_api_caller() and new.vigencia_hasta is not null
     and (tg_op = 'INSERT' or new.vigencia_hasta is distinct from old.vigencia_hasta)
     and new.vigencia_hasta < current_date then
    raise exception 'La vigencia debe ser futura' using errcode = '23514', constraint = 'expedientes_vigencia_futura';
  end if;
  return new;
end;
$$;

create trigger expedientes_check_vigencia
  before insert or update of vigencia_hasta on public.expedientes
  for each row execute function public.expedientes_check_vigencia();

-- ─── signature_requests: proof of signing ────────────────────────────────────
alter table public.signature_requests
  add column firmado_en timestamptz,
  add column firmado_por uuid references auth.users (id) on delete set null,
  -- SHA-256 hex of what was signed: the file's checksum (on-upload) or, for a document without
  -- a file (a draft), of its captured data.
  add column documento_checksum text
    constraint signature_requests_documento_checksum_check
    check (documento_checksum is null or documento_checksum ~ '^[0-9a-f]{64}$'),
  add column checksum_origen text
    constraint signature_requests_checksum_origen_check check (checksum_origen in ('archivo', 'contenido')),
  -- First moment the document's fingerprint differed from documento_checksum after signing.
  add column documento_modificado_en timestamptz;
comment on column public.signature_requests.documento_checksum is
  'Fingerprint of the document when the request became firmado (file SHA-256, or SHA-256 of its variables).';
comment on column public.signature_requests.documento_modificado_en is
  'Set when the signed document changes afterwards (its fingerprint no longer matches documento_checksum).';

create index signature_requests_firmado_por_idx on public.signature_requests (firmado_por);

-- The document's fingerprint: its file's checksum when it has one, else its captured data.
create function public.document_fingerprint(p_document uuid)
returns table (checksum text, origen text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    coalesce(d.checksum, encode(extensions.digest(convert_to(d.variables::text, 'UTF8'), 'sha256'), 'hex')),
    case when d.checksum is null then 'contenido' else 'archivo' end
  from public.documents d
  where d.id = p_document
$$;
comment on function public.document_fingerprint(uuid) is
  'Internal: SHA-256 identifying a document''s content (file checksum, else its variables).';

-- Counts and state come from signature_signers (their sync trigger runs as the owner); the
-- browser cannot claim a request is signed nor forge who signed it or what.
-- Not security definer: is_api_caller() must see the role that is writing.
create function public.signature_requests_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_fp record;
begin
  if tg_op = 'INSERT' then
    if public.is_api_caller() then
      new.estado := 'pendiente';
      new.firmantes_requeridos := 0;
      new.firmantes_completados := 0;
    end if;
    new.firmado_en := null;
    new.firmado_por := null;
    new.documento_checksum := null;
    new.checksum_origen := null;
    new.documento_modificado_en := null;
    return new;
  end if;

  if public.is_api_caller() then
    new.firmantes_requeridos := old.firmantes_requeridos;
    new.firmantes_completados := old.firmantes_completados;
    -- A member may reject a request; every other state follows the signers.
    if new.estado is distinct from old.estado and new.estado <> 'rechazado' then
      new.estado := old.estado;
    end if;
    new.firmado_en := old.firmado_en;
    new.firmado_por := old.firmado_por;
    new.documento_checksum := old.documento_checksum;
    new.checksum_origen := old.checksum_origen;
    new.documento_modificado_en := old.documento_modificado_en;
    return new;
  end if;

  if new.estado = 'firmado' and old.estado is distinct from 'firmado' then
    select * into v_fp from public.document_fingerprint(new.document_id);
    new.firmado_en := now();
    new.firmado_por := (select auth.uid());
    new.documento_checksum := v_fp.checksum;
    new.checksum_origen := v_fp.origen;
    new.documento_modificado_en := null;
  end if;
  return new;
end;
$$;

-- Named to sort before signature_requests_set_timestamps; both are BEFORE triggers.
create trigger signature_requests_guard
  before insert or update on public.signature_requests
  for each row execute function public.signature_requests_guard();

-- A signed document whose content changes afterwards: the request records when it happened.
create function public.documents_flag_signed_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fp record;
begin
  select * into v_fp from public.document_fingerprint(new.id);
  update public.signature_requests r
  set documento_modificado_en = now()
  where r.document_id = new.id
    and r.estado = 'firmado'
    and r.documento_modificado_en is null
    and r.documento_checksum is distinct from v_fp.checksum;
  return null;
end;
$$;

create trigger documents_flag_signed_change
  after update of checksum, variables, storage_path on public.documents
  for each row execute function public.documents_flag_signed_change();

-- ─── notification_queue: outcome written by trusted code only ────────────────
-- Members queue messages; the send-notification function (service role) records each attempt,
-- its result and when it went out. From the browser a message always starts pendiente with
-- the spec's 3 attempts, and attempts are never given back (the CHECK caps them at the maximum).
create function public.notification_queue_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_api_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.estado := 'pendiente';
    new.max_intentos := 3;
    new.enviado_en := null;
    new.error_message := null;
  else
    new.estado := old.estado;
    new.intentos := greatest(new.intentos, old.intentos);
    new.max_intentos := old.max_intentos;
    new.enviado_en := old.enviado_en;
    new.error_message := old.error_message;
  end if;
  return new;
end;
$$;

create trigger notification_queue_guard
  before insert or update on public.notification_queue
  for each row execute function public.notification_queue_guard();

-- ─── Privileges ──────────────────────────────────────────────────────────────
-- Trigger functions and the internal fingerprint are not callable through the API (the
-- triggers run them whatever the privileges).
revoke execute on function public.expedientes_check_vigencia() from public, anon, authenticated, service_role;
revoke execute on function public.document_fingerprint(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.signature_requests_guard() from public, anon, authenticated, service_role;
revoke execute on function public.documents_flag_signed_change() from public, anon, authenticated, service_role;
revoke execute on function public.notification_queue_guard() from public, anon, authenticated, service_role;

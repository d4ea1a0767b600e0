-- Documents and their files: the document library, templates, generation jobs and their output,
-- signature requests with their signers, and the private `documents` storage bucket.

-- ─── documents ───────────────────────────────────────────────────────────────
create table public.documents (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  -- Optional: a document may belong to the office rather than a case.
  expediente_id uuid,
  title text not null check (btrim(title) <> '' and char_length(title) <= 300),
  -- Open list in the spec (poder_general, poder_mandato, upload, general, contrato, identificacion, ...).
  doc_type text not null default 'general' check (btrim(doc_type) <> '' and char_length(doc_type) <= 60),
  status text not null default 'draft' check (status in ('draft', 'active', 'archived', 'firmado')),
  documento_status text check (documento_status in ('para_firma')),
  -- Upload metadata (original_name, mime_type, size_bytes, storage_path) or captured form data.
  variables jsonb not null default '{}' check (jsonb_typeof(variables) = 'object'),
  checksum text check (checksum is null or checksum ~ '^[0-9a-f]{64}$'),
  -- Object name inside the documents bucket; always under the office's folder.
  storage_path text check (storage_path is null or split_part(storage_path, '/', 1) = org_id::text),
  file_url text,
  file_size bigint check (file_size is null or file_size >= 0),
  mime_type text,
  version int not null default 1 check (version >= 1),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  search_text text generated always as (public.f_unaccent(lower(title))) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade
);
comment on table public.documents is
  'Document library (uploads and drafts). Files live in the documents bucket under {org_id}/...';

create index documents_org_id_created_at_idx on public.documents (org_id, created_at desc);
create index documents_org_id_status_idx on public.documents (org_id, status);
create index documents_org_id_para_firma_idx on public.documents (org_id) where documento_status = 'para_firma';
create index documents_expediente_id_idx on public.documents (expediente_id);
create index documents_created_by_idx on public.documents (created_by);
create index documents_search_text_trgm_idx on public.documents using gin (search_text extensions.gin_trgm_ops);

-- Who uploaded a document decides who may delete it, so the browser cannot claim someone else.
create function public.documents_stamp_creator()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_api_caller() then
    new.created_by := (select auth.uid());
  end if;
  return new;
end;
$$;

create trigger documents_stamp_creator
  before insert on public.documents
  for each row execute function public.documents_stamp_creator();
create trigger documents_set_timestamps
  before insert or update on public.documents
  for each row execute function public.set_timestamps();
create trigger documents_forbid_org_change
  before update of org_id on public.documents
  for each row execute function public.forbid_org_change();
create trigger documents_audit
  after insert or update or delete on public.documents
  for each row execute function public.audit_row_change('title', 'variables', 'file_url');

-- ─── plantillas ──────────────────────────────────────────────────────────────
create table public.plantillas (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  nombre text not null check (btrim(nombre) <> '' and char_length(nombre) <= 200),
  version int not null default 1 check (version >= 1),
  tipo_acto text not null check (tipo_acto in ('compraventa', 'poder_general', 'poder_mandato', 'testamento')),
  contenido text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id),
  unique (org_id, nombre, version)
);
comment on table public.plantillas is
  'Document templates per act type. Office configuration: owners and admins manage them.';

create index plantillas_org_id_tipo_acto_idx on public.plantillas (org_id, tipo_acto) where is_active;

create trigger plantillas_set_timestamps
  before insert or update on public.plantillas
  for each row execute function public.set_timestamps();
create trigger plantillas_forbid_org_change
  before update of org_id on public.plantillas
  for each row execute function public.forbid_org_change();

-- ─── generaciones ────────────────────────────────────────────────────────────
create table public.generaciones (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  expediente_id uuid not null,
  plantilla_id uuid,
  estado text not null default 'queued' check (estado in ('queued', 'running', 'done', 'failed')),
  progress int not null default 0 check (progress between 0 and 100),
  error_message text,
  payload jsonb not null default '{}' check (jsonb_typeof(payload) = 'object'),
  idempotency_key text not null check (btrim(idempotency_key) <> '' and char_length(idempotency_key) <= 200),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id),
  constraint generaciones_org_id_idempotency_key_key unique (org_id, idempotency_key),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade,
  -- Removing a template keeps the history of jobs made with it.
  foreign key (org_id, plantilla_id) references public.plantillas (org_id, id) on delete set null (plantilla_id)
);
comment on table public.generaciones is
  'Document generation jobs: queued → running → done | failed. Created by create_generation_job; '
  'advanced by the generation worker (service role).';

create index generaciones_org_id_created_at_idx on public.generaciones (org_id, created_at desc);
create index generaciones_expediente_id_idx on public.generaciones (expediente_id);
create index generaciones_plantilla_id_idx on public.generaciones (plantilla_id);
create index generaciones_created_by_idx on public.generaciones (created_by);

create trigger generaciones_set_timestamps
  before insert or update on public.generaciones
  for each row execute function public.set_timestamps();
create trigger generaciones_forbid_org_change
  before update of org_id on public.generaciones
  for each row execute function public.forbid_org_change();

-- create_generation_job: one job per idempotency key and office. A repeated key (a double
-- click, a retried request) returns the job it created the first time.
create function public.create_generation_job(
  p_expediente_id uuid,
  p_plantilla_id uuid,
  p_payload jsonb,
  p_idempotency_key text
)
returns table (id uuid, estado text, progress int)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_org uuid;
  v_job public.generaciones;
begin
  select e.org_id into v_org from public.expedientes e where e.id = p_expediente_id;
  -- Same answer for "no such case" and "not yours": no probing other offices' ids.
  if v_org is null or not (public.is_org_member(v_org) or public.is_service_role()) then
    raise exception 'No tienes acceso a este expediente.' using errcode = '42501';
  end if;
  if p_idempotency_key is null or btrim(p_idempotency_key) = '' then
    raise exception 'Falta la clave de idempotencia.' using errcode = '22023';
  end if;
  if p_payload is not null and jsonb_typeof(p_payload) <> 'object' then
    raise exception 'El payload debe ser un objeto JSON.' using errcode = '22023';
  end if;
  if p_plantilla_id is not null and not exists (
    select 1 from public.plantillas t where t.id = p_plantilla_id and t.org_id = v_org
  ) then
    raise exception 'La plantilla no existe en esta organización.' using errcode = '22023';
  end if;

  insert into public.generaciones (org_id, expediente_id, plantilla_id, payload, idempotency_key, created_by)
  values (v_org, p_expediente_id, p_plantilla_id, coalesce(p_payload, '{}'), p_idempotency_key, auth.uid())
  on conflict (org_id, idempotency_key) do nothing
  returning * into v_job;

  if v_job.id is null then
    select * into v_job
    from public.generaciones g
    where g.org_id = v_org and g.idempotency_key = p_idempotency_key;
    if v_job.expediente_id <> p_expediente_id
       or v_job.plantilla_id is distinct from p_plantilla_id then
      raise exception 'La clave de idempotencia ya se usó para otra generación.' using errcode = '22023';
    end if;
  end if;

  return query select v_job.id, v_job.estado, v_job.progress;
end;
$$;
comment on function public.create_generation_job(uuid, uuid, jsonb, text) is
  'Queues a document generation for a case (members only); idempotent per (office, key).';

-- ─── documentos_generados ────────────────────────────────────────────────────
create table public.documentos_generados (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  expediente_id uuid not null,
  generacion_id uuid,
  titulo text not null check (btrim(titulo) <> '' and char_length(titulo) <= 300),
  path_pdf text check (path_pdf is null or split_part(path_pdf, '/', 1) = org_id::text),
  path_docx text check (path_docx is null or split_part(path_docx, '/', 1) = org_id::text),
  version int not null default 1 check (version >= 1),
  size_bytes bigint check (size_bytes is null or size_bytes >= 0),
  sha256 text check (sha256 is null or sha256 ~ '^[0-9a-f]{64}$'),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (org_id, expediente_id) references public.expedientes (org_id, id) on delete cascade,
  foreign key (org_id, generacion_id) references public.generaciones (org_id, id) on delete set null (generacion_id)
);
comment on table public.documentos_generados is
  'Output of generation jobs (PDF/DOCX paths in the documents bucket, size, SHA-256).';

create index documentos_generados_org_id_created_at_idx on public.documentos_generados (org_id, created_at desc);
create index documentos_generados_expediente_id_idx on public.documentos_generados (expediente_id);
create index documentos_generados_generacion_id_idx on public.documentos_generados (generacion_id);
create index documentos_generados_created_by_idx on public.documentos_generados (created_by);

create trigger documentos_generados_set_timestamps
  before insert or update on public.documentos_generados
  for each row execute function public.set_timestamps();
create trigger documentos_generados_forbid_org_change
  before update of org_id on public.documentos_generados
  for each row execute function public.forbid_org_change();

-- ─── signature_requests and signature_signers ────────────────────────────────
create table public.signature_requests (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  document_id uuid not null,
  estado text not null default 'pendiente' check (estado in ('pendiente', 'en_curso', 'firmado', 'rechazado')),
  -- Maintained from signature_signers.
  firmantes_requeridos int not null default 0 check (firmantes_requeridos >= 0),
  firmantes_completados int not null default 0,
  lugar_firma text check (lugar_firma is null or char_length(lugar_firma) <= 300),
  requiere_testigos boolean not null default false,
  notas text check (notas is null or char_length(notas) <= 2000),
  metadatos_firma jsonb not null default '{}' check (jsonb_typeof(metadatos_firma) = 'object'),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, id),
  constraint signature_requests_completed_range check (firmantes_completados between 0 and firmantes_requeridos),
  foreign key (org_id, document_id) references public.documents (org_id, id) on delete cascade
);
comment on table public.signature_requests is
  'A document prepared for signature: pendiente → en_curso → firmado (or rechazado).';

create index signature_requests_org_id_created_at_idx on public.signature_requests (org_id, created_at desc);
create index signature_requests_org_id_estado_idx on public.signature_requests (org_id, estado);
create index signature_requests_document_id_idx on public.signature_requests (document_id);
create index signature_requests_created_by_idx on public.signature_requests (created_by);

create trigger signature_requests_set_timestamps
  before insert or update on public.signature_requests
  for each row execute function public.set_timestamps();
create trigger signature_requests_forbid_org_change
  before update of org_id on public.signature_requests
  for each row execute function public.forbid_org_change();

create table public.signature_signers (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  signature_request_id uuid not null,
  nombre text not null check (btrim(nombre) <> '' and char_length(nombre) <= 300),
  email text check (email is null or char_length(email) <= 320),
  rol text not null default 'firmante' check (rol in ('firmante', 'testigo')),
  orden int not null default 1 check (orden >= 1),
  signed_at timestamptz,
  -- The staff member who recorded the signature.
  signed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint signature_signers_signed_by_needs_signed_at check (signed_by is null or signed_at is not null),
  foreign key (org_id, signature_request_id) references public.signature_requests (org_id, id) on delete cascade
);
comment on table public.signature_signers is 'Who must sign a signature request, and when each signed (and who recorded it).';

create index signature_signers_org_id_idx on public.signature_signers (org_id);
create index signature_signers_request_id_idx on public.signature_signers (signature_request_id);
create index signature_signers_signed_by_idx on public.signature_signers (signed_by);

-- Recording a signature records who recorded it.
create function public.signature_signers_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.signed_at is null then
    new.signed_by := null;
  elsif tg_op = 'INSERT' or old.signed_at is null then
    if public.is_api_caller() or new.signed_by is null then
      new.signed_by := (select auth.uid());
    end if;
  elsif public.is_api_caller() then
    -- Who recorded a signature is not rewritten from the browser. (Trusted code may still
    -- null it, as deleting that user's account does.)
    new.signed_by := old.signed_by;
  end if;
  return new;
end;
$$;

create trigger signature_signers_stamp
  before insert or update on public.signature_signers
  for each row execute function public.signature_signers_stamp();
create trigger signature_signers_set_timestamps
  before insert or update on public.signature_signers
  for each row execute function public.set_timestamps();
create trigger signature_signers_forbid_org_change
  before update of org_id on public.signature_signers
  for each row execute function public.forbid_org_change();

-- Keeps a request's counts and state in step with its signers; when the last one signs, the
-- request is firmado and its document becomes firmado (what the client portal lists).
create function public.signature_signers_sync_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request uuid := coalesce(new.signature_request_id, old.signature_request_id);
  v_total int;
  v_signed int;
  v_document uuid;
  v_estado text;
begin
  select count(*), count(s.signed_at)
  into v_total, v_signed
  from public.signature_signers s
  where s.signature_request_id = v_request;

  update public.signature_requests r
  set firmantes_requeridos = v_total,
      firmantes_completados = v_signed,
      estado = case
        when r.estado = 'rechazado' then 'rechazado'
        when v_total > 0 and v_signed = v_total then 'firmado'
        when v_signed > 0 then 'en_curso'
        else 'pendiente'
      end
  where r.id = v_request
  returning r.document_id, r.estado into v_document, v_estado;

  if v_estado = 'firmado' then
    update public.documents d
    set status = 'firmado', documento_status = null
    where d.id = v_document and d.status <> 'firmado';
  end if;
  return null;
end;
$$;

create trigger signature_signers_sync_request
  after insert or update or delete on public.signature_signers
  for each row execute function public.signature_signers_sync_request();

-- ─── Row-level security ──────────────────────────────────────────────────────
alter table public.documents enable row level security;
alter table public.plantillas enable row level security;
alter table public.generaciones enable row level security;
alter table public.documentos_generados enable row level security;
alter table public.signature_requests enable row level security;
alter table public.signature_signers enable row level security;

-- documents: members work with them; a member may delete what they uploaded, owners and
-- admins may delete any (the same rule as for the files in storage, below).
create policy "Members can read their organisation's documents"
  on public.documents for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can add documents to their organisation"
  on public.documents for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can update their organisation's documents"
  on public.documents for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Uploaders, owners and admins can delete documents"
  on public.documents for delete to authenticated
  using (
    (select public.has_org_role(org_id, array['owner', 'admin']))
    or ((select public.is_org_member(org_id)) and created_by = (select auth.uid()))
  );

create policy "Members can read their organisation's templates"
  on public.plantillas for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Owners and admins can add templates"
  on public.plantillas for insert to authenticated
  with check ((select public.has_org_role(org_id, array['owner', 'admin'])));
create policy "Owners and admins can edit templates"
  on public.plantillas for update to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])))
  with check ((select public.has_org_role(org_id, array['owner', 'admin'])));
create policy "Owners and admins can delete templates"
  on public.plantillas for delete to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));

-- generaciones: members follow their jobs; only create_generation_job creates them and only
-- the worker (service role) moves them along.
create policy "Members can follow their organisation's generation jobs"
  on public.generaciones for select to authenticated
  using ((select public.is_org_member(org_id)));
revoke insert, update, delete on public.generaciones from anon, authenticated;

-- documentos_generados: written by the worker; members read them, owners and admins tidy up.
create policy "Members can read their organisation's generated documents"
  on public.documentos_generados for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Owners and admins can delete generated documents"
  on public.documentos_generados for delete to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));
revoke insert, update on public.documentos_generados from anon, authenticated;

create policy "Members can read their organisation's signature requests"
  on public.signature_requests for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can prepare documents for signature"
  on public.signature_requests for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can update their organisation's signature requests"
  on public.signature_requests for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Owners and admins can cancel signature requests"
  on public.signature_requests for delete to authenticated
  using ((select public.has_org_role(org_id, array['owner', 'admin'])));

create policy "Members can read their organisation's signers"
  on public.signature_signers for select to authenticated
  using ((select public.is_org_member(org_id)));
create policy "Members can add signers in their organisation"
  on public.signature_signers for insert to authenticated
  with check ((select public.is_org_member(org_id)));
create policy "Members can record signatures in their organisation"
  on public.signature_signers for update to authenticated
  using ((select public.is_org_member(org_id)))
  with check ((select public.is_org_member(org_id)));
create policy "Members can remove signers in their organisation"
  on public.signature_signers for delete to authenticated
  using ((select public.is_org_member(org_id)));

-- ─── Storage: the documents bucket ───────────────────────────────────────────
-- Private; files are reached through signed URLs or the authenticated API. Object names start
-- with the office id: {org_id}/{expediente_id|general}/...
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'documents', 'documents', false, 10485760,
  array[
    'application/pdf', 'image/jpeg', 'image/png', 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain'
  ]
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- The office a storage object belongs to: its first folder, when that is a uuid.
create function public.storage_object_org(p_name text)
returns uuid
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_first text := split_part(p_name, '/', 1);
begin
  if v_first ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     and position('/' in p_name) > 0 then
    return v_first::uuid;
  end if;
  return null;
end;
$$;
comment on function public.storage_object_org(text) is
  'Office id of a documents-bucket object name ({org_id}/...), or null when the name has no such folder.';

create policy "Members can read their organisation's files"
  on storage.objects for select to authenticated
  using (bucket_id = 'documents' and public.is_org_member(public.storage_object_org(name)));
create policy "Members can upload files to their organisation's folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'documents' and public.is_org_member(public.storage_object_org(name)));
create policy "Members can replace files in their organisation's folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'documents' and public.is_org_member(public.storage_object_org(name)))
  with check (bucket_id = 'documents' and public.is_org_member(public.storage_object_org(name)));
-- Same rule as documents rows: your own uploads, or any file when you are an owner or admin.
create policy "Uploaders, owners and admins can delete files"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'documents'
    and (
      public.has_org_role(public.storage_object_org(name), array['owner', 'admin'])
      or (
        public.is_org_member(public.storage_object_org(name))
        and coalesce(owner_id, owner::text) = (select auth.uid())::text
      )
    )
  );

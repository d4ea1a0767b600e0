-- What the on-upload and generate-document edge functions need: the verification state of an
-- uploaded document (which only trusted code may set), the template a generated document came
-- from, and two worker RPCs that claim and complete generation jobs atomically.

-- ─── documents: upload verification ──────────────────────────────────────────
alter table public.documents
  add column upload_status text
    constraint documents_upload_status_check check (upload_status in ('pending', 'verified', 'failed')),
  add column upload_error text
    constraint documents_upload_error_check check (upload_error is null or char_length(upload_error) <= 500),
  add column verified_at timestamptz,
  add constraint documents_upload_failed_has_reason
    check (upload_status is distinct from 'failed' or upload_error is not null);
comment on column public.documents.upload_status is
  'Null for documents without a file; pending until on-upload checks the stored bytes; verified or failed (see upload_error).';
comment on column public.documents.upload_error is 'Why on-upload rejected the file (Spanish, shown to the user).';

-- The checksum and the verdict are only worth something if the browser cannot write them: an
-- API caller's values are replaced by "pending" (a file was named) or kept as they were.
create function public.documents_guard_verification()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_api_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' or new.storage_path is distinct from old.storage_path then
    new.upload_status := case when new.storage_path is null then null else 'pending' end;
    new.upload_error := null;
    new.verified_at := null;
    new.checksum := null;
  else
    new.upload_status := old.upload_status;
    new.upload_error := old.upload_error;
    new.verified_at := old.verified_at;
    new.checksum := old.checksum;
  end if;
  return new;
end;
$$;

create trigger documents_guard_verification
  before insert or update on public.documents
  for each row execute function public.documents_guard_verification();

create index documents_org_id_upload_status_idx on public.documents (org_id, upload_status)
  where upload_status is not null;

-- ─── documentos_generados: the template, one output per job ──────────────────
alter table public.documentos_generados
  add column plantilla_id uuid,
  add constraint documentos_generados_plantilla_fkey foreign key (org_id, plantilla_id)
    references public.plantillas (org_id, id) on delete set null (plantilla_id),
  -- Processing the same job twice must not produce a second document.
  add constraint documentos_generados_generacion_id_key unique (generacion_id);
comment on column public.documentos_generados.plantilla_id is
  'Template used; version counts per (expediente, plantilla). size_bytes and sha256 describe the PDF.';

create index documentos_generados_plantilla_id_idx on public.documentos_generados (plantilla_id);
create index documentos_generados_expediente_plantilla_version_idx
  on public.documentos_generados (expediente_id, plantilla_id, version desc);

-- ─── Worker RPCs (service role only) ─────────────────────────────────────────
-- claim_generation_job: moves a job to running when nobody else is working on it (queued,
-- failed = retry, or running but silent for 5 minutes = a worker that died). Returns no row
-- when the job is done or being processed.
create function public.claim_generation_job(p_generacion_id uuid)
returns table (id uuid, org_id uuid, expediente_id uuid, plantilla_id uuid, payload jsonb)
language sql
volatile
set search_path = ''
as $$
  update public.generaciones g
  set estado = 'running', progress = 5, error_message = null
  where g.id = p_generacion_id
    and (g.estado in ('queued', 'failed')
         or (g.estado = 'running' and g.updated_at < now() - interval '5 minutes'))
  returning g.id, g.org_id, g.expediente_id, g.plantilla_id, g.payload;
$$;
comment on function public.claim_generation_job(uuid) is
  'Worker: queued/failed/stale running → running; no row when done or already being processed.';

-- complete_generation_job: records the output with the next version for its case and template
-- and marks the job done, in one transaction. A job already recorded returns its output.
create function public.complete_generation_job(
  p_generacion_id uuid,
  p_titulo text,
  p_path_pdf text,
  p_path_docx text,
  p_size_bytes bigint,
  p_sha256 text,
  p_created_by uuid
)
returns table (id uuid, version int, path_pdf text, path_docx text, size_bytes bigint, sha256 text)
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_job public.generaciones;
  v_out public.documentos_generados;
  v_version int;
begin
  select * into v_job from public.generaciones g where g.id = p_generacion_id for update;
  if v_job.id is null then
    raise exception 'La generación no existe.' using errcode = 'P0002';
  end if;

  select * into v_out from public.documentos_generados d where d.generacion_id = p_generacion_id;
  if v_out.id is null then
    -- Versions count per case and template; the lock serialises concurrent jobs of that pair.
    perform pg_advisory_xact_lock(
      hashtextextended('documentos_generados:' || v_job.expediente_id || ':' || coalesce(v_job.plantilla_id::text, '-'), 0)
    );
    select coalesce(max(d.version), 0) + 1 into v_version
    from public.documentos_generados d
    where d.expediente_id = v_job.expediente_id
      and d.plantilla_id is not distinct from v_job.plantilla_id;

    insert into public.documentos_generados (
      org_id, expediente_id, generacion_id, plantilla_id, titulo, path_pdf, path_docx, version,
      size_bytes, sha256, created_by
    )
    values (
      v_job.org_id, v_job.expediente_id, v_job.id, v_job.plantilla_id, p_titulo, p_path_pdf,
      p_path_docx, v_version, p_size_bytes, p_sha256, coalesce(p_created_by, v_job.created_by)
    )
    returning * into v_out;
  end if;

  update public.generaciones g
  set estado = 'done', progress = 100, error_message = null
  where g.id = p_generacion_id and (g.estado <> 'done' or g.progress <> 100);

  return query select v_out.id, v_out.version, v_out.path_pdf, v_out.path_docx, v_out.size_bytes, v_out.sha256;
end;
$$;
comment on function public.complete_generation_job(uuid, text, text, text, bigint, text, uuid) is
  'Worker: records a job''s PDF/DOCX with the next version per (expediente, plantilla) and marks it done; idempotent per job.';

-- ─── Privileges ──────────────────────────────────────────────────────────────
revoke execute on function public.documents_guard_verification() from public, anon, authenticated, service_role;
revoke execute on function public.claim_generation_job(uuid) from public, anon, authenticated;
revoke execute on function public.complete_generation_job(uuid, text, text, text, bigint, text, uuid)
  from public, anon, authenticated;
grant execute on function public.claim_generation_job(uuid) to service_role;
grant execute on function public.complete_generation_job(uuid, text, text, text, bigint, text, uuid) to service_role;

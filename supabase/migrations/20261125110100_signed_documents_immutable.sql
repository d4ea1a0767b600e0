-- A signed document is immutable (issue #13, item 3), and nobody destroys a colleague's file
-- (item 2).
--
-- Before this: a plain PATCH of documents.status made a document firmado; after signing, a
-- member could upsert new bytes over its file (the document stayed firmado with the old
-- checksum); and any member could overwrite a colleague's object, since Storage's upsert made
-- them its owner, after which they could also delete it.
--
-- Now:
-- * status becomes firmado only through the signing workflow (signature_signers_sync_request,
--   which runs as the owner once a request's last signer signs) and only when none of the
--   document's requests is still open; a browser can neither insert a firmado document nor
--   set, or leave, that status.
-- * a firmado document's file and content (storage_path, checksum, size, type, variables) do
--   not change and its row is not deleted through the API. Trusted code (the service role's
--   retention and archival paths) still may, and documents_flag_signed_change records any
--   change of content; on-upload, which runs as the service role, refuses signed documents.
-- * in the documents bucket, only the uploader, owners and admins may replace (UPDATE, which
--   is how Storage upserts: the USING clause sees the row before the upsert, i.e. its old
--   owner) or delete an object, and nobody may write or delete the object of a signed document
--   through the API, owners included.

-- ─── Helpers ─────────────────────────────────────────────────────────────────
-- Security definer: storage policies run as the caller, who may not see every request or row.
create function public.document_signing_complete(p_document uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
    select 1 from public.signature_requests r
    where r.document_id = p_document and r.estado = 'firmado'
  ) and not exists (
    select 1 from public.signature_requests r
    where r.document_id = p_document and r.estado in ('pendiente', 'en_curso')
  );
end;
$$;
comment on function public.document_signing_complete(uuid) is
  'Internal: the document has a signed request and no open one (rejected requests do not count).';

create function public.storage_object_signed(p_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
    select 1 from public.documents d where d.storage_path = p_name and d.status = 'firmado'
  );
end;
$$;
comment on function public.storage_object_signed(text) is
  'True when a documents-bucket object is the file of a signed document (write-once).';

-- Serves storage_object_signed: only signed documents, looked up by their object name.
create index documents_signed_storage_path_idx on public.documents (storage_path)
  where status = 'firmado';

-- ─── documents: firmado only through the workflow, then frozen ───────────────
-- Not security definer: is_api_caller() must see the role that is writing.
create function public.documents_guard_signed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'firmado' and public.is_api_caller() then
      raise exception 'Un documento firmado no puede eliminarse.' using errcode = '42501';
    end if;
    return old;
  end if;

  if tg_op = 'INSERT' then
    if new.status = 'firmado' and public.is_api_caller() then
      raise exception 'Un documento solo queda firmado cuando se registran todas sus firmas.'
        using errcode = '42501';
    end if;
    return new;
  end if;

  if new.status = 'firmado' and old.status is distinct from 'firmado' then
    if public.is_api_caller() then
      raise exception 'Un documento solo queda firmado cuando se registran todas sus firmas.'
        using errcode = '42501';
    end if;
    if not public.document_signing_complete(new.id) then
      if pg_trigger_depth() > 1 then
        -- The sync trigger after one request was signed while another is still open: the
        -- document becomes firmado when that one is signed too.
        new.status := old.status;
        new.documento_status := old.documento_status;
        return new;
      end if;
      raise exception 'Un documento solo queda firmado cuando se registran todas sus firmas.'
        using errcode = '42501';
    end if;
    return new;
  end if;

  if old.status = 'firmado' then
    if public.is_api_caller() and new.status is distinct from old.status then
      raise exception 'Un documento firmado no cambia de estado.' using errcode = '42501';
    end if;
    if public.is_api_caller()
       and (new.storage_path is distinct from old.storage_path
            or new.checksum is distinct from old.checksum
            or new.file_size is distinct from old.file_size
            or new.mime_type is distinct from old.mime_type
            or new.file_url is distinct from old.file_url
            or new.variables is distinct from old.variables) then
      raise exception 'El documento está firmado: su archivo y su contenido no pueden modificarse.'
        using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;
comment on function public.documents_guard_signed() is
  'Trigger: firmado only through the signing workflow; a signed document''s file and content are '
  'frozen and its row is not deleted through the API.';

create trigger documents_guard_signed
  before insert or update or delete on public.documents
  for each row execute function public.documents_guard_signed();

-- ─── Storage: who may replace or delete a file ───────────────────────────────
drop policy "Members can upload files to their organisation's folder" on storage.objects;
drop policy "Members can replace files in their organisation's folder" on storage.objects;
drop policy "Uploaders, owners and admins can delete files" on storage.objects;

create policy "Members can upload files to their organisation's folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'documents'
    and public.is_org_member(public.storage_object_org(name))
    and not public.storage_object_signed(name)
  );
-- USING sees the row as it was: on an upsert, its previous owner, not the caller who is about
-- to become the owner.
create policy "Uploaders, owners and admins can replace unsigned files"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'documents'
    and (
      public.has_org_role(public.storage_object_org(name), array['owner', 'admin'])
      or (
        public.is_org_member(public.storage_object_org(name))
        and coalesce(owner_id, owner::text) = (select auth.uid())::text
      )
    )
    and not public.storage_object_signed(name)
  )
  with check (
    bucket_id = 'documents'
    and public.is_org_member(public.storage_object_org(name))
    and not public.storage_object_signed(name)
  );
create policy "Uploaders, owners and admins can delete unsigned files"
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
    and not public.storage_object_signed(name)
  );

-- ─── Privileges ──────────────────────────────────────────────────────────────
-- The trigger is internal. The workflow check runs inside it as the writer, which is the
-- owner or the service role (API callers are refused before it). storage_object_signed is
-- evaluated by the storage policies as the caller, so authenticated keeps EXECUTE on it.
revoke execute on function public.documents_guard_signed() from public, anon, authenticated, service_role;
revoke execute on function public.document_signing_complete(uuid) from public, anon, authenticated;
revoke execute on function public.storage_object_signed(text) from public, anon, service_role;
grant execute on function public.storage_object_signed(text) to authenticated;

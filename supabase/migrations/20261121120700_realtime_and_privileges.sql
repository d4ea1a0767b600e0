-- Realtime publication and the final privilege lockdown.
--
-- Supabase's default privileges grant everything in `public` to anon and authenticated, and
-- PostgreSQL lets PUBLIC execute every new function. RLS guards rows; these REVOKEs guard the
-- rest: anon may only insert contact messages and call the client portal, and internal
-- functions cannot be called through /rest/v1/rpc at all.

-- ─── Realtime ────────────────────────────────────────────────────────────────
-- What the dashboard counts and recent lists follow. Each event reaches only subscribers whose
-- RLS lets them see the row.
alter publication supabase_realtime add table
  public.clients,
  public.expedientes,
  public.documents,
  public.tareas,
  public.sugerencias,
  public.flujos;

-- ─── Tables: anon ────────────────────────────────────────────────────────────
revoke all on all tables in schema public from anon;
revoke all on all sequences in schema public from anon;
grant insert (name, email, phone, message, ip, user_agent) on public.contact_messages to anon;

-- TRUNCATE ignores RLS, and REFERENCES/TRIGGER are never needed by API callers.
revoke truncate, references, trigger on all tables in schema public from authenticated;

-- Tables added later are not reachable by anon until a migration grants it explicitly.
alter default privileges in schema public revoke all on tables from anon;
alter default privileges in schema public revoke all on sequences from anon;
alter default privileges in schema public revoke all on functions from anon;

-- ─── Functions ───────────────────────────────────────────────────────────────
-- Nobody executes through PUBLIC; each API role gets exactly what it needs.
revoke execute on all functions in schema public from public, anon;

-- Internal: trigger functions and helpers used only by security-definer code.
revoke execute on function
  public.next_folio(uuid, text),
  public.set_timestamps(),
  public.forbid_org_change(),
  public.memberships_first_is_owner(),
  public.memberships_keep_an_owner(),
  public.memberships_forbid_user_change(),
  public.organizations_create_settings(),
  public.audit_logs_stamp(),
  public.audit_row_change(),
  public.expedientes_enforce_status(),
  public.expedientes_assign_folio(),
  public.feedback_stamp(),
  public.documents_stamp_creator(),
  public.signature_signers_stamp(),
  public.signature_signers_sync_request(),
  public.contact_messages_before_insert(),
  public.contact_messages_stamp_processed(),
  public.consent_logs_stamp(),
  public.arco_requests_guard(),
  public.compliance_logs_stamp(),
  public.compliance_logs_audit()
from authenticated, service_role;

-- The client portal is the one RPC the public may call.
grant execute on function public.client_portal(text, uuid) to anon, authenticated;

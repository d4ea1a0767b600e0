-- The invitee's RPCs act on memberships with the definer's rights, so the restrictive MFA
-- policy never sees them: a password-only session of a user with a verified factor (or of a
-- member of an office that requires MFA, who has no factor yet) must not list, accept or decline
-- invitations either. Same bodies as 20261125120000, plus mfa_satisfied().
create or replace function public.my_invitations()
returns table (membership_id uuid, org_id uuid, org_name text, role text, invited_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.mfa_satisfied() then
    return;
  end if;
  return query
    select m.id, m.org_id, o.name, m.role, m.created_at
    from public.memberships m
    join public.organizations o on o.id = m.org_id
    where m.user_id = (select auth.uid()) and m.status = 'invited'
    order by m.created_at, m.id;
end;
$$;

create or replace function public.accept_invitation(p_membership_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_org uuid;
begin
  if not public.mfa_satisfied() then
    raise exception 'Confirma tu código de verificación en dos pasos para aceptar la invitación.'
      using errcode = '42501';
  end if;
  -- The update runs as the invitee (auth.uid() is theirs), so the audit trail names them.
  update public.memberships m
  set status = 'active'
  where m.id = p_membership_id
    and m.user_id = (select auth.uid())
    and m.status = 'invited'
  returning m.org_id into v_org;
  if v_org is null then
    raise exception 'No tienes una invitación pendiente con ese identificador.'
      using errcode = 'PT404';
  end if;
  return v_org;
end;
$$;

create or replace function public.decline_invitation(p_membership_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.mfa_satisfied() then
    raise exception 'Confirma tu código de verificación en dos pasos para rechazar la invitación.'
      using errcode = '42501';
  end if;
  delete from public.memberships m
  where m.id = p_membership_id
    and m.user_id = (select auth.uid())
    and m.status = 'invited';
  if not found then
    raise exception 'No tienes una invitación pendiente con ese identificador.'
      using errcode = 'PT404';
  end if;
end;
$$;

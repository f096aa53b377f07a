-- Companions (docs/decisions/032-companions.md, 033-invitations.md): who invited whom to which
-- booking, in the Supabase project's own database. Run once in the SQL editor (or as a migration).
-- The sandbox mirrors this file: sandbox/supabase/schema.ts, rest-tables.ts and rest-rpc.ts.

create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null,          -- the booking system's opportunity id
  guest_id uuid not null,            -- the booking guest invited
  contact_id uuid not null,          -- the booking-system contact the invitee's profile is linked to
  email text not null,
  invited_by uuid not null references auth.users (id) on delete cascade,
  invitee_user_id uuid references auth.users (id) on delete set null,
  state text not null default 'pending' check (state in ('pending', 'accepted', 'revoked')),
  created_at timestamptz not null default now(),
  sent_at timestamptz not null default now(),
  accepted_at timestamptz,
  revoked_at timestamptz
);

-- One live invitation per address and per guest on a booking; a revoked one no longer counts.
create unique index invitations_live_email on public.invitations (booking_id, lower(email)) where state <> 'revoked';
create unique index invitations_live_guest on public.invitations (booking_id, guest_id) where state <> 'revoked';

-- Row-level security: a guest reads only their own invitations (those they sent, or those sent to
-- them) and writes none; the portal's server writes with the service role, which bypasses RLS.
alter table public.invitations enable row level security;
revoke all on public.invitations from anon, authenticated;
grant select on public.invitations to authenticated;
create policy "guests read their own invitations" on public.invitations
  for select to authenticated
  using (invited_by = (select auth.uid()) or invitee_user_id = (select auth.uid()));

-- Whether an address already has an account, and its profile's contact: an invitation to an
-- existing user links them instead of inviting them again. Only the service role may call it.
create function public.portal_user_by_email(email text)
returns table (user_id uuid, confirmed boolean, msd_contact_id text)
language sql stable security definer set search_path = ''
as $$
  select u.id, u.email_confirmed_at is not null, p.msd_contact_id
  from auth.users u left join public.profiles p on p.id = u.id
  where lower(u.email) = lower(portal_user_by_email.email)
$$;
revoke execute on function public.portal_user_by_email(text) from public, anon, authenticated;
grant execute on function public.portal_user_by_email(text) to service_role;

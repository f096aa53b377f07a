-- Companions (docs/decisions/032-companions.md, 033-invitations.md): who invited whom to which
-- booking, in the Supabase project's own database. Applied by `supabase db push` (decision 039).
-- The sandbox mirrors it: sandbox/supabase/schema.ts and rest-tables.ts; test/supabase/ proves it on Postgres.
--
-- Written so that it also applies over a project where this SQL was once pasted by hand: every
-- statement leaves an existing object as it is, or sets it to what this file says.

create table if not exists public.invitations (
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
create unique index if not exists invitations_live_email
  on public.invitations (booking_id, lower(email)) where state <> 'revoked';
create unique index if not exists invitations_live_guest
  on public.invitations (booking_id, guest_id) where state <> 'revoked';

-- Row-level security: a guest reads only their own invitations (those they sent, or those sent to
-- them) and writes none; the portal's server writes with the service role, which bypasses RLS.
-- Supabase's default privileges give anon and authenticated everything on a new table: take it back.
alter table public.invitations enable row level security;
revoke all on public.invitations from public, anon, authenticated;
grant select on public.invitations to authenticated;
grant select, insert, update, delete on public.invitations to service_role;
drop policy if exists "guests read their own invitations" on public.invitations;
create policy "guests read their own invitations" on public.invitations
  for select to authenticated
  using (invited_by = (select auth.uid()) or invitee_user_id = (select auth.uid()));

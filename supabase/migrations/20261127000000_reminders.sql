-- Reminders (issue 41, docs/reminders.md, decision 050): what each guest chose, the devices they turned push on for,
-- and every reminder delivery, claimed before it is sent so that it goes out exactly once. Applied by
-- `supabase db push` (decision 039). The sandbox mirrors it: sandbox/supabase/schema.ts and rest-tables.ts;
-- test/supabase/reminders.test.ts proves it on Postgres as each role.
--
-- Written so that it also applies over itself: every statement leaves an existing object as it is, or sets it to what
-- this file says.

-- One row per reminder, guest, booking and day. The consumer claims a row (queued → sending, with a claim id) before
-- it sends and marks it sent after; a failed send puts it back to queued for the queue's retry; a row the dead-letter
-- queue reports is failed. A claim older than a few minutes was lost with its worker and may be taken over.
create table if not exists public.reminder_deliveries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  booking_id uuid not null,          -- the booking system's opportunity id
  kind text not null check (kind in ('advance', 'arrange', 'wellness', 'way-home', 'answers')),
  day date not null,                 -- the resort's day it is due
  state text not null default 'queued' check (state in ('queued', 'sending', 'sent', 'failed')),
  claim_id uuid,
  claimed_at timestamptz,
  channel text check (channel in ('push', 'email')),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint reminder_deliveries_once unique (user_id, booking_id, kind, day)
);

-- What a guest turned off, per channel: the kinds' names, space-separated (a kind the portal adds later is on for
-- everyone until they choose). email_version counts the changes of the email choice: an unsubscribe link carries the
-- version it was sent under and works only while it holds (src/features/reminders/link-token.ts).
create table if not exists public.reminder_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email_off text not null default '',
  push_off text not null default '',
  email_version integer not null default 0,
  updated_at timestamptz not null default now()
);

-- The devices a guest turned push on for: a browser's push subscription (RFC 8030 endpoint, RFC 8291 keys) and the
-- time zone the device gave, for quiet hours. Deleted at sign-out from the device, and when the push service answers
-- 404 or 410.
create table if not exists public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  endpoint text not null unique check (endpoint like 'https://%'),
  p256dh text not null,
  auth text not null,
  time_zone text,
  created_at timestamptz not null default now()
);
create index if not exists push_subscriptions_user on public.push_subscriptions (user_id);

-- Row-level security: a guest reads only their own rows and writes none; the portal's server writes with the service
-- role, which bypasses RLS. Supabase's default privileges give anon and authenticated everything on a new table: take
-- it back.
alter table public.reminder_deliveries enable row level security;
alter table public.reminder_settings enable row level security;
alter table public.push_subscriptions enable row level security;
revoke all on public.reminder_deliveries, public.reminder_settings, public.push_subscriptions
  from public, anon, authenticated;
grant select on public.reminder_deliveries, public.reminder_settings, public.push_subscriptions to authenticated;
grant select, insert, update, delete on public.reminder_deliveries, public.reminder_settings, public.push_subscriptions
  to service_role;

drop policy if exists "guests read their own reminder deliveries" on public.reminder_deliveries;
create policy "guests read their own reminder deliveries" on public.reminder_deliveries
  for select to authenticated using (user_id = (select auth.uid()));
drop policy if exists "guests read their own reminder settings" on public.reminder_settings;
create policy "guests read their own reminder settings" on public.reminder_settings
  for select to authenticated using (user_id = (select auth.uid()));
drop policy if exists "guests read their own push subscriptions" on public.push_subscriptions;
create policy "guests read their own push subscriptions" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));

-- Whether an address already has an account, and its profile's contact (decision 033): an
-- invitation to an existing user links them instead of inviting them again. Only the service role
-- may call it. The sandbox mirrors it in sandbox/supabase/rest-rpc.ts.
--
-- Assumes the operator's public.profiles (SPEC §3), which no migration creates or changes:
-- `id uuid` (the auth user's id) and `msd_contact_id` (the booking-system contact id).
do $$
begin
  if to_regclass('public.profiles') is null then
    raise exception 'public.profiles is missing: the portal reads the profile table the project already has (README, "Supabase")';
  end if;
  if (select count(*) from information_schema.columns
      where table_schema = 'public' and table_name = 'profiles' and column_name in ('id', 'msd_contact_id')) < 2 then
    raise exception 'public.profiles needs the columns id and msd_contact_id';
  end if;
end
$$;

-- An address is at most 320 characters (RFC 3696 with its erratum); anything empty or longer is
-- nobody's, and answers no rows without reading auth.users.
create or replace function public.portal_user_by_email(email text)
returns table (user_id uuid, confirmed boolean, msd_contact_id text)
language sql stable security definer set search_path = ''
as $$
  select u.id, u.email_confirmed_at is not null, p.msd_contact_id::text
  from auth.users u left join public.profiles p on p.id = u.id
  where length(btrim(portal_user_by_email.email)) between 1 and 320
    and lower(u.email) = lower(btrim(portal_user_by_email.email))
$$;

-- Supabase's default privileges grant execute on every new function to anon and authenticated.
revoke execute on function public.portal_user_by_email(text) from public, anon, authenticated;
grant execute on function public.portal_user_by_email(text) to service_role;

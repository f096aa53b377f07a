-- The custom access token hook (decisions 012 and 019): copies the profile's booking-system contact
-- id, first name and wellness client id into every access token as the claims msd_contact_id,
-- first_name and mindbody_client_id, so a page needs no profile read before it starts. supabase/config.toml
-- enables it as pg-functions://postgres/public/custom_access_token_hook. The sandbox issues the same
-- claims (sandbox/supabase/sessions.ts); test/sandbox/supabase-contract.test.ts holds the two equal.
--
-- Assumes the operator's public.profiles (SPEC §3), which no migration creates or changes: `id uuid`
-- (the auth user's id), `first_name`, `msd_contact_id` and `mindbody_client_id` (each read as text).
-- It adds a grant and one policy there so that the auth service may read it for the hook.
do $$
begin
  if to_regclass('public.profiles') is null then
    raise exception 'public.profiles is missing: the portal reads the profile table the project already has (README, "Supabase")';
  end if;
  if (select count(*) from information_schema.columns
      where table_schema = 'public' and table_name = 'profiles'
        and column_name in ('id', 'first_name', 'msd_contact_id', 'mindbody_client_id')) < 4 then
    raise exception 'public.profiles needs the columns id, first_name, msd_contact_id and mindbody_client_id';
  end if;
end
$$;

-- Never fails: the auth service refuses every sign-in while its hook errors, and the portal works
-- without these claims (it reads the profile instead, decision 012). So an event it cannot read
-- (no claims object, no user id, an id that is not a uuid) goes back unchanged, as does the event of
-- a user without a profile; an empty value adds no claim; any other error is logged and ignored.
create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  claims jsonb := event -> 'claims';
  user_text text := event ->> 'user_id';
  profile record;
begin
  if jsonb_typeof(claims) is distinct from 'object'
    or user_text is null
    or user_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return event;
  end if;
  select p.msd_contact_id::text as msd_contact_id, p.first_name::text as first_name,
         p.mindbody_client_id::text as mindbody_client_id
    into profile
    from public.profiles p
   where p.id = user_text::uuid;
  if not found then
    return event;
  end if;
  return jsonb_set(event, '{claims}', claims || jsonb_strip_nulls(jsonb_build_object(
    'msd_contact_id', nullif(profile.msd_contact_id, ''),
    'first_name', nullif(profile.first_name, ''),
    'mindbody_client_id', nullif(profile.mindbody_client_id, '')
  )));
exception when others then
  raise warning 'custom_access_token_hook: % (%)', sqlerrm, sqlstate;
  return event;
end;
$$;

-- Only the auth service runs it (Supabase's documented grants for a Postgres hook). Supabase's default
-- privileges grant execute on every new function to anon, authenticated and service_role: revoke them all.
grant usage on schema public to supabase_auth_admin;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
revoke execute on function public.custom_access_token_hook(jsonb) from public, anon, authenticated, service_role;

-- The hook runs as supabase_auth_admin, which row-level security on profiles would show no rows.
grant select on public.profiles to supabase_auth_admin;
drop policy if exists "the auth service reads profiles for the access token hook" on public.profiles;
create policy "the auth service reads profiles for the access token hook" on public.profiles
  for select to supabase_auth_admin
  using (true);

import { PostgrestClient } from '@supabase/postgrest-js'
import type { Config } from '../config.ts'
import { retryingFetch } from '../fetch-with-retry.ts'

/** What the portal's table reads and writes need of a client: `from`, as SupabaseClient and PostgrestClient have it. */
export type Tables = Pick<PostgrestClient, 'from'>

// SPEC §8 retries with a per-attempt timeout, as the auth client's (src/integrations/auth/client.ts).
const fetchOnce = retryingFetch({ timeoutMs: 8000, maxWaitMs: 2000 })

/**
 * The auth service's tables as the signed-in user (row-level security applies to the access token), or as nobody
 * without one. A page's reads need only the tables, so no whole Supabase client (auth, realtime, storage) is built
 * for them (decision 037).
 */
export function tablesAs(config: Config, accessToken: string | undefined): Tables {
  return new PostgrestClient(`${config.SUPABASE_URL}/rest/v1`, {
    headers: { apikey: config.SUPABASE_ANON_KEY, Authorization: `Bearer ${accessToken ?? config.SUPABASE_ANON_KEY}` },
    fetch: fetchOnce,
  })
}

// The auth service's admin side, for the companions feature only (decision 033): a supabase-js
// client with the service-role key, which bypasses row-level security. It lives on the server:
// the key is read from the environment here, never put in a page, a cookie or a report.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import type { Config } from '../config.ts'
import { retryingFetch } from '../fetch-with-retry.ts'
import type { ExistingAccount } from '../../domain/invitation.ts'
import { InvitationWords } from '../../domain/invitation.ts'
import type { AuthResult } from './actions.ts'
import { toAuthFailure } from './failure.ts'

/** A database call of the admin side failed: PostgREST's code (23505 duplicate …) and the HTTP status. */
export class AdminStoreError extends Error {
  override name = 'AdminStoreError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Whether the companions feature is configured (SUPABASE_SERVICE_ROLE_KEY is set). */
export const invitationsEnabled = (config: Config) => !!config.SUPABASE_SERVICE_ROLE_KEY?.trim()

/** The service-role client, or undefined when SUPABASE_SERVICE_ROLE_KEY is not configured (the feature is off). */
export function adminClient(config: Config): SupabaseClient | undefined {
  const key = config.SUPABASE_SERVICE_ROLE_KEY?.trim()
  if (!key) return undefined
  return createClient(config.SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // A POST (an invitation, an insert) is sent once; reads and deletes are retried (SPEC §8).
    global: { fetch: retryingFetch({ timeoutMs: 8000, maxWaitMs: 2000 }) },
  })
}

/** A PostgREST answer's error as an AdminStoreError (the message names the table, never a value). */
export function storeError(what: string, answer: { status: number; error: { code?: string; message?: string } }) {
  return new AdminStoreError(answer.status, answer.error.code ?? 'unknown', `${what} failed (${answer.status})`)
}

const Account = v.object({ user_id: v.string(), confirmed: v.boolean(), msd_contact_id: v.nullable(v.string()) })

/** The admin calls of the companions feature, each answering a value or throwing/returning a typed failure. */
export function adminAuth(admin: SupabaseClient) {
  return {
    /** Emails an invitation (GoTrue admin invite); answers the invited user's id. */
    async invite(email: string, data: Record<string, string>, redirectTo: string): Promise<AuthResult<string>> {
      try {
        const { data: answer, error } = await admin.auth.admin.inviteUserByEmail(email, { data, redirectTo })
        if (error || !answer.user) return { ok: false, failure: toAuthFailure(error) }
        return { ok: true, value: answer.user.id }
      } catch (error) {
        return { ok: false, failure: toAuthFailure(error) }
      }
    },
    /**
     * Puts an invitation's words in the invitee's metadata before an email goes to an account that already exists: the
     * auth service writes an invitation's `data` only into an account it creates (decision 057).
     */
    async setInvitationWords(userId: string, words: Record<string, string>): Promise<void> {
      const { error } = await admin.auth.admin.updateUserById(userId, { user_metadata: words })
      if (error) throw toStoreError('user update', error)
    },
    /** The invitation's words in the invitee's metadata; undefined when the user is gone or holds none. */
    async invitationWords(userId: string): Promise<InvitationWords | undefined> {
      const { data, error } = await admin.auth.admin.getUserById(userId)
      if (error?.status === 404) return undefined
      if (error) throw toStoreError('user read', error)
      const words = v.safeParse(InvitationWords, data.user?.user_metadata ?? {})
      return words.success ? words.output : undefined
    },
    /** Deletes a user who never accepted (their emailed link stops working); a user already gone is fine. */
    async deleteUnconfirmed(userId: string): Promise<void> {
      const { data, error } = await admin.auth.admin.getUserById(userId)
      if (error?.status === 404) return
      if (error) throw toStoreError('user read', error)
      if (data.user?.email_confirmed_at) return
      const deleted = await admin.auth.admin.deleteUser(userId)
      if (deleted.error && deleted.error.status !== 404) throw toStoreError('user delete', deleted.error)
    },
    /** The account an address already has, through the database function only the service role may call. */
    async accountByEmail(email: string): Promise<ExistingAccount | undefined> {
      const answer = await admin.rpc('portal_user_by_email', { email }).maybeSingle()
      if (answer.error) throw storeError('account lookup', answer)
      if (answer.data === null) return undefined
      const row = v.safeParse(Account, answer.data)
      if (!row.success) throw new AdminStoreError(200, 'shape', 'account lookup answered an unexpected shape')
      return {
        userId: row.output.user_id,
        confirmed: row.output.confirmed,
        contactId: row.output.msd_contact_id ?? undefined,
      }
    },
    /** The booking-system contact an account's profile is linked to, if any. */
    async profileContact(userId: string): Promise<string | undefined> {
      const answer = await admin.from('profiles').select('msd_contact_id').eq('id', userId).maybeSingle()
      if (answer.error) throw storeError('profile read', answer)
      const contact = (answer.data as { msd_contact_id?: unknown } | null)?.msd_contact_id
      return typeof contact === 'string' && contact ? contact : undefined
    },
    /** Links an account's profile to a booking-system contact (creating the profile of a new account). */
    async linkProfile(
      userId: string,
      profile: { msd_contact_id: string; first_name?: string | undefined; last_name?: string | undefined },
    ): Promise<void> {
      const answer = await admin.from('profiles').upsert({ id: userId, ...profile }, { onConflict: 'id' })
      if (answer.error) throw storeError('profile link', answer)
    },
  }
}

function toStoreError(what: string, error: { status?: number; code?: string }) {
  return new AdminStoreError(
    error.status ?? 0,
    error.code ?? 'unknown',
    `${what} failed (${error.status ?? 'network'})`,
  )
}

export type AdminAuth = ReturnType<typeof adminAuth>

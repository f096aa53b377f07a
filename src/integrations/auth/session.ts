import type { SupabaseClient } from '@supabase/supabase-js'
import { toAuthFailure } from './failure.ts'
import type { AuthFailure } from '../../domain/auth-messages.ts'

/** The signed-in user as the portal knows it: confirmed by the JWT signature, never by the cookie alone. */
export interface SignedInUser {
  readonly id: string
  readonly email: string | undefined
  /**
   * The booking-system contact id from the token's `msd_contact_id` claim, which the auth
   * service's custom access token hook copies from the profile; undefined without the hook.
   */
  readonly contactId: string | undefined
}

export type SessionCheck =
  | { readonly user: SignedInUser }
  | { readonly user: null; readonly failure?: AuthFailure }

/**
 * Reads the session from the cookies, refreshing an access token that is about to expire
 * (the refreshed cookies reach the jar before any byte is streamed), then verifies the token's
 * ES256 signature against the auth service's published keys (`getClaims`, cached JWKS).
 */
export async function checkSession(client: SupabaseClient): Promise<SessionCheck> {
  try {
    const { data, error } = await client.auth.getClaims()
    if (error) return { user: null, failure: toAuthFailure(error) }
    if (!data) return { user: null }
    const claims = data.claims
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
    return { user: { id: claims.sub, email: text(claims.email), contactId: text(claims.msd_contact_id) } }
  } catch (error) {
    return { user: null, failure: toAuthFailure(error) }
  }
}

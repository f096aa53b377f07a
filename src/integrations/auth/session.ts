import type { SupabaseClient } from '@supabase/supabase-js'
import { toAuthFailure } from './failure.ts'
import type { AuthFailure } from '../../domain/auth-failure.ts'

/** The signed-in user as the portal knows it: confirmed by the JWT signature, never by the cookie alone. */
export interface SignedInUser {
  readonly id: string
  readonly email: string | undefined
  /**
   * The booking-system contact id from the token's `msd_contact_id` claim, which the auth
   * service's custom access token hook copies from the profile; undefined without the hook.
   */
  readonly contactId: string | undefined
  /**
   * The first name for the header, from the token's `first_name` claim (the same hook) or the
   * user metadata the token carries; undefined when neither has it (then the profile is read).
   */
  readonly firstName: string | undefined
  /** The wellness (Mindbody) client id from the token's `mindbody_client_id` claim, when the hook adds it. */
  readonly wellnessClientId: string | undefined
  /** The language the guest last chose, from the user metadata the token carries (decision 045); unchecked text. */
  readonly locale: string | undefined
}

/** A session whose access token has been verified. */
export interface VerifiedSession {
  readonly user: SignedInUser
  /** The verified access token, for reads as the user (row-level security). */
  readonly accessToken: string
  /** The access token's `exp` (seconds since the epoch). */
  readonly expiresAt: number
}

export type SessionCheck = VerifiedSession | { readonly user: null; readonly failure?: AuthFailure }

/**
 * Reads the session from the cookies, refreshing an access token that is about to expire
 * (the refreshed cookies reach the jar before any byte is streamed), then verifies the token's
 * ES256 signature against the auth service's published keys (`getClaims`, cached JWKS). The session is read
 * once and its token handed to `getClaims`, which is what `getClaims()` does itself, so the token can be answered too.
 */
export async function checkSession(client: SupabaseClient): Promise<SessionCheck> {
  try {
    const session = await client.auth.getSession()
    if (session.error) return { user: null, failure: toAuthFailure(session.error) }
    const accessToken = session.data.session?.access_token
    if (!accessToken) return { user: null }
    const { data, error } = await client.auth.getClaims(accessToken)
    if (error) return { user: null, failure: toAuthFailure(error) }
    if (!data) return { user: null }
    const claims = data.claims
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
    const metadata = claims.user_metadata as Record<string, unknown> | undefined
    return {
      user: {
        id: claims.sub,
        email: text(claims.email),
        contactId: text(claims.msd_contact_id),
        firstName: text(claims.first_name)?.trim() || text(metadata?.first_name)?.trim() || undefined,
        wellnessClientId: text(claims.mindbody_client_id)?.trim() || undefined,
        locale: text(metadata?.locale),
      },
      accessToken,
      expiresAt: claims.exp,
    }
  } catch (error) {
    return { user: null, failure: toAuthFailure(error) }
  }
}

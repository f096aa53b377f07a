import type { SupabaseClient } from '@supabase/supabase-js'
import type { AuthFailure } from '../../domain/auth-failure.ts'
import { toAuthFailure } from './failure.ts'
import { passwordNotSet } from './password-state.ts'

export type AuthResult<T = undefined> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly failure: AuthFailure }

type Answer = { data?: unknown; error: unknown }

async function attempt<A extends Answer, T = undefined>(
  call: () => Promise<A>,
  pick?: (data: A['data']) => T,
): Promise<AuthResult<T>> {
  try {
    const answer = await call()
    if (answer.error) return { ok: false, failure: toAuthFailure(answer.error) }
    return { ok: true, value: (pick ? pick(answer.data) : undefined) as T }
  } catch (error) {
    return { ok: false, failure: toAuthFailure(error) }
  }
}

/**
 * The auth service calls of the sign-in area, each answering ok or a typed failure.
 * Session cookies are written through the client's cookie jar.
 */
export function authActions(client: SupabaseClient) {
  const auth = client.auth
  return {
    signIn: (email: string, password: string) => attempt(() => auth.signInWithPassword({ email, password })),
    /**
     * Emails a six-digit sign-in code (and a link to `redirectTo`) to an existing account only. `locale` is the
     * language the guest is reading: the auth service keeps it as the metadata of an account that has none yet (one
     * whose address is still unconfirmed), so the email's template can speak it (supabase/templates/).
     */
    sendCode: (email: string, redirectTo: string, locale: string) =>
      attempt(() =>
        auth.signInWithOtp({
          email,
          options: { shouldCreateUser: false, emailRedirectTo: redirectTo, data: { locale } },
        }),
      ),
    /** Signs in with an emailed code. */
    verifyCode: (email: string, code: string) => attempt(() => auth.verifyOtp({ email, token: code, type: 'email' })),
    /** Sends a recovery (or first-time set-up) link; the link lands on `redirectTo` with a PKCE code. */
    sendPasswordLink: (email: string, redirectTo: string) =>
      attempt(() => auth.resetPasswordForEmail(email, { redirectTo })),
    /** Exchanges an emailed link's code for a session; answers the user's id and email. */
    exchangeCode: (code: string) =>
      attempt(
        () => auth.exchangeCodeForSession(code),
        (data) => ({ id: data?.user?.id, email: data?.user?.email }),
      ),
    /** Sets the signed-in user's password; answers whether the account was recorded as having none before. */
    setPassword: (password: string) =>
      attempt(
        () => auth.updateUser({ password }),
        (data) => ({ hadNone: passwordNotSet(data?.user) }),
      ),
    /**
     * Whether the signed-in user has a password (password-state.ts), read from the auth service itself: the access
     * token's copy of app_metadata is as old as the token.
     */
    hasPassword: () =>
      attempt(
        () => auth.getUser(),
        (data) => !passwordNotSet(data?.user),
      ),
    /** Re-checks the current password by signing in again before a change (account settings). */
    confirmPassword: (email: string, password: string) => attempt(() => auth.signInWithPassword({ email, password })),
    /** Confirms an email address from its link's token hash; answers the email, now signed in. */
    verifyEmail: (tokenHash: string) =>
      attempt(
        () => auth.verifyOtp({ type: 'signup', token_hash: tokenHash }),
        (data) => data?.user?.email,
      ),
    /** Accepts an emailed invitation from its link's token hash (sent alone); answers the user, now signed in. */
    acceptInvite: (tokenHash: string) =>
      attempt(
        () => auth.verifyOtp({ type: 'invite', token_hash: tokenHash }),
        (data) => ({ id: data?.user?.id, email: data?.user?.email }),
      ),
    resendVerification: (email: string, redirectTo: string) =>
      attempt(() => auth.resend({ type: 'signup', email, options: { emailRedirectTo: redirectTo } })),
    /** Signs out this browser's session only; a failure still clears the cookies (supabase-js). */
    signOut: () => attempt(() => auth.signOut({ scope: 'local' })),
  }
}

export type AuthActions = ReturnType<typeof authActions>

// A new email-confirmation link, sent from the sign-in page and from the confirmation page (decision 034's limits
// first): shared by those two routes, and taking their request, so it lives beside them.
import type { Context } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { authFailureMessage } from '../../features/sign-in/auth-messages.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { overLimit } from '../../http/middleware/limits.ts'
import { failureStatus, hidingWhoHasAnAccount, reportIfRetryable } from '../../features/sign-in/auth-results.ts'

/** Why a new confirmation link was not sent: the sentence beside the address, and the status. */
export interface ResendRefusal {
  readonly message: string
  readonly status: 400 | 429 | 503
}

/**
 * Sends a new email-confirmation link (it lands on /account/verify-email), counted first against the
 * confirmation-link limits (decision 034). Undefined when it went, or is answered as gone so as not to say who has
 * an account; else the sentence the form shows again and its status. Signing in with an unconfirmed address and
 * opening a spent confirmation link both offer it.
 *
 * @example
 * const refused = await resendConfirmation(c, email)
 * if (refused) return page(c, <VerifyEmail action={action} email={email} message={refused.message} />, refused.status)
 * return c.redirect(`${action}?sent=1`, 303)
 */
export async function resendConfirmation(c: Context<AppEnv>, email: string): Promise<ResendRefusal | undefined> {
  const limited = await overLimit(c, 'confirmationLink', email)
  if (limited) return { message: limited, status: 429 }
  const redirectTo = new URL('/account/verify-email', c.get('config').SITE_URL).href
  const sent = hidingWhoHasAnAccount(
    reportIfRetryable(
      c.get('scope'),
      'auth.resend',
      await authActions(c.get('auth')()).resendVerification(email, redirectTo),
    ),
  )
  if (sent.ok) return undefined
  return {
    message: authFailureMessage(sent.failure, 'email', c.get('texts')),
    status: failureStatus(sent.failure, 400),
  }
}

import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { writeCookie } from '../../http/middleware/cookies.ts'
import { takeAfterLoginTarget } from '../../http/middleware/after-login.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { authFailureMessage } from '../../features/sign-in/auth-messages.ts'
import { LinkProblem } from '../../features/sign-in/LinkProblem.tsx'
import { failureStatus, reportIfRetryable } from '../../features/sign-in/auth-results.ts'
import { routeModule } from '../route-module.ts'

/**
 * Where an emailed link may lead: the two password screens, or home for a sign-in link (decision 028); anything else
 * falls back to reset.
 */
const Next = v.fallback(
  v.picklist(['/account/reset-password', '/account/update-password', '/account']),
  '/account/reset-password',
)
const ConfirmQuery = v.object({
  code: v.optional(v.pipe(v.string(), v.maxLength(512))),
  next: Next,
  error_code: v.optional(v.string()),
})

/**
 * The landing of an emailed password link (SPEC §7 PKCE): exchanges the code for a session
 * with the verifier cookie this browser holds, then goes on to choose the password.
 */
const handlers = new Hono<AppEnv>().get('/', async (c) => {
  const parsed = v.safeParse(ConfirmQuery, c.req.query())
  const query = parsed.success
    ? parsed.output
    : { next: '/account/reset-password' as const, code: undefined, error_code: undefined }
  const retry =
    query.next === '/account/update-password' ? '/account/forgot-password?purpose=setup' : '/account/forgot-password'
  const t = c.get('texts')
  const problem = (message: string, status: 400 | 429 | 503) =>
    render(c, <LinkProblem message={message} retryHref={retry} />, { title: t.auth_link_failed(), status })

  if (!parsed.success) return problem(t.auth_link_damaged(), 400)
  if (query.error_code) return problem(authFailureMessage({ code: query.error_code, retryable: false }, 'link', t), 400)
  if (!query.code) return problem(t.auth_link_incomplete(), 400)
  const result = reportIfRetryable(
    c.get('scope'),
    'auth.exchangeCode',
    await authActions(c.get('auth')()).exchangeCode(query.code),
  )
  if (!result.ok) return problem(authFailureMessage(result.failure, 'link', t), failureStatus(result.failure, 400))
  if (result.value.email) writeCookie(c, 'previouslySignedIn', result.value.email)
  // A sign-in code's link: signed in as a password would, on to where the guest was going.
  if (query.next === '/account') return c.redirect(takeAfterLoginTarget(c), 303)
  // The password screens accept a new password without the current one only right after this.
  if (result.value.id) writeCookie(c, 'passwordLink', result.value.id)
  return c.redirect(query.next, 303)
})

export const confirmRoute = routeModule(
  '/account/confirm',
  [{ name: 'account-confirm', overlayHeader: false, auth: false, layout: 'guest-hub-login' }],
  handlers,
)

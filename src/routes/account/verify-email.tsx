import { Hono, type Context } from 'hono'
import type { ReactElement } from 'react'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { readLinkEmail, writeCookie } from '../../http/middleware/cookies.ts'
import { takeAfterLoginTarget } from '../../http/middleware/after-login.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { authForms } from '../../features/sign-in/auth-forms.ts'
import type { Texts } from '../../i18n/texts.ts'
import { authFailureMessage } from '../../features/sign-in/auth-messages.ts'
import { ConfirmEmailButton, VerifyEmail } from '../../features/sign-in/VerifyEmail.tsx'
import { failureStatus, reportIfRetryable } from '../../features/sign-in/auth-results.ts'
import { resendConfirmation } from './confirmation-link.ts'
import { routeModule } from '../route-module.ts'

const tokenHash = /^[A-Za-z0-9_-]{8,128}$/

/** The two forms of the page (confirm a token, or ask for a new link), with their sentences in the guest's language. */
const verifyForm = (t: Texts) =>
  v.variant('intent', [
    v.object({
      intent: v.literal('confirm'),
      token_hash: v.pipe(v.string(), v.regex(tokenHash, t.auth_link_not_complete())),
    }),
    v.object({ intent: v.literal('resend'), ...authForms(t).EmailForm.entries }),
  ])

const page = (c: Context<AppEnv>, body: ReactElement, status: 200 | 400 | 403 | 429 | 503 = 200, noStore = false) =>
  render(c, body, { title: c.get('texts').auth_confirm_email(), status, noStore })

/**
 * The email-confirmation link lands here (`?token_hash=…&type=signup`). GET only shows a
 * button; the POST spends the token, so mail scanners that prefetch links cannot.
 */
const handlers = new Hono<AppEnv>()
  .get('/', (c) => {
    const token = c.req.query('token_hash')
    if (token !== undefined && tokenHash.test(token)) return page(c, <ConfirmEmailButton tokenHash={token} />)
    const sent = c.req.query('sent') === '1'
    const email = sent ? readLinkEmail(c) : undefined
    return page(c, <VerifyEmail action="/account/verify-email" sent={sent} email={email} />, 200, email !== undefined)
  })
  .post('/', async (c) => {
    const form = await readForm(c, verifyForm(c.get('texts')))
    if (!form.ok) {
      const message = form.raw.intent === 'confirm' ? (form.errors.token_hash ?? form.errors['']) : undefined
      return page(
        c,
        <VerifyEmail action="/account/verify-email" email={form.raw.email} errors={form.errors} message={message} />,
        400,
      )
    }
    if (form.data.intent === 'resend') {
      const refused = await resendConfirmation(c, form.data.email)
      if (refused)
        return page(
          c,
          <VerifyEmail action="/account/verify-email" email={form.data.email} message={refused.message} />,
          refused.status,
        )
      writeCookie(c, 'linkEmail', form.data.email)
      return c.redirect('/account/verify-email?sent=1', 303)
    }
    const result = reportIfRetryable(
      c.get('scope'),
      'auth.verifyEmail',
      await authActions(c.get('auth')()).verifyEmail(form.data.token_hash),
    )
    if (!result.ok) {
      return page(
        c,
        <VerifyEmail
          action="/account/verify-email"
          message={authFailureMessage(result.failure, 'link', c.get('texts'))}
        />,
        failureStatus(result.failure, 403),
      )
    }
    if (result.value) writeCookie(c, 'previouslySignedIn', result.value)
    return c.redirect(takeAfterLoginTarget(c), 303)
  })

export const verifyEmailRoute = routeModule(
  '/account/verify-email',
  [{ name: 'account-verify-email', overlayHeader: false, auth: false, layout: 'guest-hub-login' }],
  handlers,
)

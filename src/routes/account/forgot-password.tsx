import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { authForms } from '../../features/sign-in/auth-forms.ts'
import { authFailureMessage } from '../../features/sign-in/auth-messages.ts'
import { ForgotPassword, type PasswordLinkPurpose } from '../../features/sign-in/ForgotPassword.tsx'
import { failureStatus, hidingWhoHasAnAccount, reportIfRetryable } from '../../features/sign-in/auth-results.ts'
import { overLimit } from '../../http/middleware/limits.ts'
import { readLinkEmail, writeCookie } from '../../http/middleware/cookies.ts'
import { routeModule } from '../route-module.ts'

const Purpose = v.fallback(v.picklist(['reset', 'setup']), 'reset')

/** Where the emailed link lands: /account/confirm exchanges its code, then goes on to `next`. */
const nextStep: Record<PasswordLinkPurpose, string> = {
  reset: '/account/reset-password',
  setup: '/account/update-password',
}

type C = Context<AppEnv>
type PageProps = Omit<Parameters<typeof ForgotPassword>[0], 'purpose'>

const title = (c: C, purpose: PasswordLinkPurpose) =>
  purpose === 'setup' ? c.get('texts').auth_set_up_your_password() : c.get('texts').auth_reset_your_password()

function page(c: C, purpose: PasswordLinkPurpose, props: PageProps, status: 200 | 400 | 429 | 503 = 200) {
  // A page that shows an address is the guest's own: no cache keeps it.
  return render(c, <ForgotPassword purpose={purpose} {...props} />, {
    title: title(c, purpose),
    status,
    noStore: props.email !== undefined,
  })
}

/** Forgot password, and first-time set-up (?purpose=setup): both send a PKCE password link. */
const handlers = new Hono<AppEnv>()
  .get('/', (c) => {
    const sent = c.req.query('sent') === '1'
    // "Send the link again" keeps the address the link went to (issue 38, item 9).
    return page(c, v.parse(Purpose, c.req.query('purpose')), { sent, email: sent ? readLinkEmail(c) : undefined })
  })
  .post('/', async (c) => {
    const form = await readForm(c, v.object({ ...authForms(c.get('texts')).EmailForm.entries, purpose: Purpose }))
    const purpose = v.parse(Purpose, form.raw.purpose)
    if (!form.ok) return page(c, purpose, { email: form.raw.email, errors: form.errors }, 400)
    const refused = await overLimit(c, 'passwordLink', form.data.email)
    if (refused) return page(c, purpose, { email: form.data.email, message: refused }, 429)
    const confirm = new URL('/account/confirm', c.get('config').SITE_URL)
    confirm.searchParams.set('next', nextStep[purpose])
    const sent = await authActions(c.get('auth')()).sendPasswordLink(form.data.email, confirm.href)
    const result = hidingWhoHasAnAccount(reportIfRetryable(c.get('scope'), 'auth.recover', sent))
    if (!result.ok) {
      return page(
        c,
        purpose,
        { email: form.data.email, message: authFailureMessage(result.failure, 'email', c.get('texts')) },
        failureStatus(result.failure, 400),
      )
    }
    writeCookie(c, 'linkEmail', form.data.email)
    return c.redirect(`/account/forgot-password?sent=1&purpose=${purpose}`, 303)
  })

export const forgotPasswordRoute = routeModule(
  '/account/forgot-password',
  [{ name: 'account-forgot-password', overlayHeader: false, auth: false, layout: 'guest-hub-login' }],
  handlers,
)

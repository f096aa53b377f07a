import { Hono, type Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { readCookie, readLinkEmail, readRememberedEmail, writeCookie } from '../../http/middleware/cookies.ts'
import { takeAfterLoginTarget } from '../../http/middleware/after-login.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { authForms } from '../../features/sign-in/auth-forms.ts'
import type { FieldErrors } from '../../domain/field-errors.ts'
import { authFailureMessage } from '../../features/sign-in/auth-messages.ts'
import { LoginLanding } from '../../features/sign-in/LoginLanding.tsx'
import { LoginForm } from '../../features/sign-in/LoginForm.tsx'
import { VerifyEmail } from '../../features/sign-in/VerifyEmail.tsx'
import { failureStatus, reportIfRetryable } from '../../features/sign-in/auth-results.ts'
import { resendConfirmation } from './confirmation-link.ts'
import { overLimit } from '../../http/middleware/limits.ts'
import { routeModule } from '../route-module.ts'
import { loginSteps, oneOf } from '../../domain/routes.ts'

/**
 * SPEC §2: a visitor redirected here from a deep link keeps the URL hash (browsers carry it
 * across the redirect); this saves it in the hash cookie and strips it from the address bar.
 * Only on pages reached through that redirect (docs/decisions/004-hash-cookie.md).
 */
const saveHashScript =
  "(function(){var h=location.hash;if(h.length>1){document.cookie='gp_hash='+encodeURIComponent(h)+';path=/;max-age=604800;samesite=strict;secure';" +
  'history.replaceState(null,"",location.pathname+location.search)}})()'

/**
 * `reuseAs`: the page depends on nothing else (no typed values, no remembered email), so it is rendered once per
 * isolate.
 */
type C = Context<AppEnv>

const pageFor = (
  c: C,
  body: ReactNode,
  status: 200 | 400 | 401 | 403 | 429 | 503 = 200,
  reuseAs?: string,
  noStore = false,
) => {
  const inlineScript = readCookie(c, 'redirectPath') ? saveHashScript : undefined
  return render(c, body, {
    title: c.get('texts').auth_sign_in(),
    status,
    inlineScript,
    reuseAs: reuseAs && `${reuseAs}|${inlineScript ? 'hash' : ''}`,
    noStore,
  })
}

function renderStep(
  c: C,
  step: 'email' | 'password',
  state: { email?: string; errors?: FieldErrors; message?: string },
  status: 200 | 400 | 401 | 429 | 503,
) {
  return pageFor(c, <LoginForm step={step} {...state} />, status)
}

export const loginRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const remembered = readRememberedEmail(c)
    const returning = readCookie(c, 'previouslySignedIn') !== undefined
    const notice = c.req.query('signed-out') ? c.get('texts').auth_signed_out_notice() : undefined
    const reuseAs = remembered ? undefined : `landing|${notice ? 'signed-out' : ''}|${returning ? 'returning' : ''}`
    return pageFor(c, <LoginLanding rememberedEmail={remembered} returning={returning} notice={notice} />, 200, reuseAs)
  })
  .get('/email', (c) => pageFor(c, <LoginForm step="email" />, 200, 'email'))
  .get('/password', async (c) => {
    const email = readRememberedEmail(c)
    return email ? renderStep(c, 'password', { email }, 200) : c.redirect('/account/login/email', 302)
  })
  .get('/verify', (c) => {
    const sent = c.req.query('sent') === '1'
    const email = sent ? readLinkEmail(c) : undefined
    const body = <VerifyEmail action="/account/login/verify" sent={sent} email={email} />
    return pageFor(c, body, 200, undefined, email !== undefined)
  })
  .post('/:step{email|password}', async (c) => {
    const step = c.req.param('step') as 'email' | 'password'
    const form = await readForm(c, authForms(c.get('texts')).SignInForm)
    if (!form.ok) return renderStep(c, step, { email: form.raw.email, errors: form.errors }, 400)
    const { email, password } = form.data
    const refused = await overLimit(c, 'signIn', email)
    if (refused) return renderStep(c, step, { email, message: refused }, 429)
    const result = reportIfRetryable(
      c.get('scope'),
      'auth.signIn',
      await authActions(c.get('auth')()).signIn(email, password),
    )
    if (result.ok) {
      writeCookie(c, 'previouslySignedIn', email)
      return c.redirect(takeAfterLoginTarget(c), 303)
    }
    if (result.failure.code === 'email_not_confirmed') {
      return pageFor(
        c,
        <VerifyEmail
          action="/account/login/verify"
          email={email}
          message={authFailureMessage(result.failure, 'sign-in', c.get('texts'))}
        />,
        403,
      )
    }
    return renderStep(
      c,
      step,
      { email, message: authFailureMessage(result.failure, 'sign-in', c.get('texts')) },
      failureStatus(result.failure, 401),
    )
  })
  .post('/verify', async (c) => {
    const form = await readForm(c, authForms(c.get('texts')).EmailForm)
    if (!form.ok)
      return pageFor(c, <VerifyEmail action="/account/login/verify" email={form.raw.email} errors={form.errors} />, 400)
    const refused = await resendConfirmation(c, form.data.email)
    if (refused)
      return pageFor(
        c,
        <VerifyEmail action="/account/login/verify" email={form.data.email} message={refused.message} />,
        refused.status,
      )
    writeCookie(c, 'linkEmail', form.data.email)
    return c.redirect('/account/login/verify?sent=1', 303)
  })

export const loginRoute = routeModule(
  '/account/login',
  [
    // Its steps (decision 002); the code steps are login-code.tsx's, mounted beside this file's.
    {
      name: 'account-login',
      path: '/:step?',
      overlayHeader: false,
      auth: true,
      layout: 'guest-hub-login',
      validate: oneOf(loginSteps, 'step'),
    },
  ],
  loginRoutes,
)

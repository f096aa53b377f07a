import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { readForm } from '../../http/forms.ts'
import { clearCookie, readCookie } from '../../http/cookies.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { NewPasswordForm, type FieldErrors } from '../../domain/auth-forms.ts'
import { authFailureMessage } from '../../domain/auth-messages.ts'
import { NewPassword } from '../../views/pages/auth/NewPassword.tsx'
import { LinkProblem } from '../../views/pages/auth/LinkProblem.tsx'
import { failureStatus, reportIfRetryable } from '../../http/auth-results.ts'
import { notePasswordSet } from '../../actions/password-state.ts'
import { routeModule } from '../route-module.ts'

export interface PasswordScreen {
  readonly title: string
  readonly heading: string
  readonly intro: string
  readonly submitLabel: string
  /** Where to go once the password is set. */
  readonly afterSaving: string
  /** Where to ask for a new link when the session from the email has gone. */
  readonly retryHref: string
}

/**
 * A screen that sets a password for the session an emailed link opened: reset-password and
 * the first step of first-time set-up (update-password) differ only in words and what follows.
 */
export function passwordScreen(screen: PasswordScreen) {
  const page = (
    c: Context<AppEnv>,
    state: { errors?: FieldErrors; message?: string },
    status: 200 | 400 | 422 | 429 | 503 = 200,
  ) =>
    render(
      c,
      <NewPassword heading={screen.heading} intro={screen.intro} submitLabel={screen.submitLabel} {...state} />,
      { title: screen.title, status },
    )
  const expired = (c: Context<AppEnv>) =>
    render(
      c,
      <LinkProblem
        message="Your link has expired or was opened in another browser. Please ask for a new one."
        retryHref={screen.retryHref}
        retryLabel="Send me a new link"
      />,
      { title: "That link didn't work", status: 401 },
    )
  // Only a session opened by an emailed password link, in the last 15 minutes, may set a password
  // without the current one; otherwise a borrowed session could take the account over.
  const fromLink = (c: Context<AppEnv>) => {
    const user = c.get('user')
    return user !== null && readCookie(c, 'passwordLink') === user.id
  }
  return new Hono<AppEnv>()
    .get('/', (c) => (fromLink(c) ? page(c, {}) : expired(c)))
    .post('/', async (c) => {
      if (!fromLink(c)) return expired(c)
      const form = await readForm(c, NewPasswordForm)
      if (!form.ok) return page(c, { errors: form.errors }, 400)
      const result = reportIfRetryable(
        c,
        'auth.updatePassword',
        await authActions(c.get('auth')()).setPassword(form.data.password),
      )
      if (!result.ok)
        return page(c, { message: authFailureMessage(result.failure, 'password') }, failureStatus(result.failure, 422))
      clearCookie(c, 'passwordLink')
      const user = c.get('user')
      if (user) await notePasswordSet(c, user.id, result.value.hadNone)
      return c.redirect(screen.afterSaving, 303)
    })
}

export const resetPasswordRoutes = passwordScreen({
  title: 'Choose a new password',
  heading: 'Choose a new password',
  intro: 'Choose a new password for your Guest Hub. You will stay signed in on this device.',
  submitLabel: 'Save my new password',
  afterSaving: '/account',
  retryHref: '/account/forgot-password',
})

export const resetPasswordRoute = routeModule(
  '/account/reset-password',
  [{ name: 'account-reset-password', overlayHeader: false, auth: false, layout: 'guest-hub-login' }],
  resetPasswordRoutes,
)

import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { clearCookie, readCookie } from '../../http/middleware/cookies.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { authForms } from '../../features/sign-in/auth-forms.ts'
import type { FieldErrors } from '../../domain/field-errors.ts'
import { authFailureMessage } from '../../features/sign-in/auth-messages.ts'
import { NewPassword } from '../../features/sign-in/NewPassword.tsx'
import { LinkProblem } from '../../features/sign-in/LinkProblem.tsx'
import { failureStatus, reportIfRetryable } from '../../features/sign-in/auth-results.ts'
import { notePasswordSet } from '../../features/sign-in/password-state.ts'
import { routeModule } from '../route-module.ts'
import type { PlainTextKey } from '../../i18n/texts.ts'

/** A password screen's words, as message names (the page words them in the guest's language). */
export interface PasswordScreen {
  readonly title: PlainTextKey
  readonly heading: PlainTextKey
  readonly intro: PlainTextKey
  readonly submitLabel: PlainTextKey
  /** Where to go once the password is set. */
  readonly afterSaving: string
  /** Where to ask for a new link when the session from the email has gone. */
  readonly retryHref: string
}

type C = Context<AppEnv>

/**
 * A screen that sets a password for the session an emailed link opened: reset-password and
 * the first step of first-time set-up (update-password) differ only in words and what follows.
 */
export function passwordScreen(screen: PasswordScreen) {
  const page = (c: C, state: { errors?: FieldErrors; message?: string }, status: 200 | 400 | 422 | 429 | 503 = 200) => {
    const t = c.get('texts')
    return render(
      c,
      <NewPassword
        heading={t[screen.heading]()}
        intro={t[screen.intro]()}
        submitLabel={t[screen.submitLabel]()}
        {...state}
      />,
      { title: t[screen.title](), status },
    )
  }
  const expired = (c: C) =>
    render(c, <LinkProblem message={c.get('texts').auth_link_expired_elsewhere()} retryHref={screen.retryHref} />, {
      title: c.get('texts').auth_link_failed(),
      status: 401,
    })
  // Only a session opened by an emailed password link, in the last 15 minutes, may set a password
  // without the current one; otherwise a borrowed session could take the account over.
  const fromLink = (c: C) => {
    const user = c.get('user')
    return user !== null && readCookie(c, 'passwordLink') === user.id
  }
  return new Hono<AppEnv>()
    .get('/', (c) => (fromLink(c) ? page(c, {}) : expired(c)))
    .post('/', async (c) => {
      if (!fromLink(c)) return expired(c)
      const form = await readForm(c, authForms(c.get('texts')).NewPasswordForm)
      if (!form.ok) return page(c, { errors: form.errors }, 400)
      const result = reportIfRetryable(
        c.get('scope'),
        'auth.updatePassword',
        await authActions(c.get('auth')()).setPassword(form.data.password),
      )
      if (!result.ok)
        return page(
          c,
          { message: authFailureMessage(result.failure, 'password', c.get('texts')) },
          failureStatus(result.failure, 422),
        )
      clearCookie(c, 'passwordLink')
      const user = c.get('user')
      if (user) await notePasswordSet(c.get('scope'), user.id, result.value.hadNone)
      return c.redirect(screen.afterSaving, 303)
    })
}

export const resetPasswordRoutes = passwordScreen({
  title: 'auth_choose_new_password',
  heading: 'auth_choose_new_password',
  intro: 'auth_reset_password_intro',
  submitLabel: 'auth_save_new_password',
  afterSaving: '/account',
  retryHref: '/account/forgot-password',
})

export const resetPasswordRoute = routeModule(
  '/account/reset-password',
  [{ name: 'account-reset-password', overlayHeader: false, auth: false, layout: 'guest-hub-login' }],
  resetPasswordRoutes,
)

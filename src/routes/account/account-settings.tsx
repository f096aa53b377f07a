import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { readForm } from '../../http/forms.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { ChangePasswordForm, type FieldErrors } from '../../domain/auth-forms.ts'
import { authFailureMessage } from '../../domain/auth-messages.ts'
import { AccountSettings } from '../../views/pages/AccountSettings.tsx'
import { failureStatus, reportIfRetryable } from '../../http/auth-results.ts'

type State = { errors?: FieldErrors; message?: string; changed?: boolean }

const page = (c: Context<AppEnv>, state: State, status: 200 | 400 | 401 | 422 | 429 | 503 = 200) =>
  render(c, <AccountSettings email={c.var.user?.email} {...state} />, {
    title: 'Account settings',
    heading: 'Account settings',
    status,
  })

/** Account settings: change the password, after re-checking the current one. */
export const accountSettingsRoutes = new Hono<AppEnv>()
  .get('/', (c) => page(c, { changed: c.req.query('changed') === '1' }))
  .post('/', async (c) => {
    const form = await readForm(c, ChangePasswordForm)
    if (!form.ok) return page(c, { errors: form.errors }, 400)
    const email = c.var.user?.email
    if (!email)
      return page(
        c,
        { message: 'Your account has no email address, so its password cannot be changed here. Please contact us.' },
        400,
      )
    const actions = authActions(c.var.auth())
    const checked = reportIfRetryable(
      c,
      'auth.confirmPassword',
      await actions.confirmPassword(email, form.data.current),
    )
    if (!checked.ok) {
      const wrong = checked.failure.code === 'invalid_credentials'
      return wrong
        ? page(c, { errors: { current: 'That is not your current password.' } }, 401)
        : page(c, { message: authFailureMessage(checked.failure, 'password') }, failureStatus(checked.failure, 400))
    }
    const changed = reportIfRetryable(c, 'auth.updatePassword', await actions.setPassword(form.data.password))
    if (!changed.ok)
      return page(c, { message: authFailureMessage(changed.failure, 'password') }, failureStatus(changed.failure, 422))
    return c.redirect('/account/account-settings?changed=1', 303)
  })

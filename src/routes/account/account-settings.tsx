import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { readCookie } from '../../http/middleware/cookies.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { authForms } from '../../features/sign-in/auth-forms.ts'
import type { FieldErrors } from '../../domain/field-errors.ts'
import { authFailureMessage } from '../../features/sign-in/auth-messages.ts'
import { AccountSettings } from '../../features/sign-in/AccountSettings.tsx'
import { failureStatus, reportIfRetryable } from '../../features/sign-in/auth-results.ts'
import { notePasswordSet } from '../../features/sign-in/password-state.ts'
import { routeModule } from '../route-module.ts'
import { readReminderSettings } from '../../features/reminders/settings.ts'
import { SettingsSection } from '../../features/reminders/SettingsSection.tsx'

type C = Context<AppEnv>
type State = { errors?: FieldErrors; message?: string; changed?: boolean; set?: boolean }

/** What the reminders form's redirect says its save did. */
const remindersOutcome = (c: C) => {
  const outcome = c.req.query('reminders')
  return outcome === 'saved' || outcome === 'failed' ? outcome : undefined
}

/** What turning push off on this device did (its form's redirect), or that the island just turned it on. */
const pushOutcome = (c: C) => {
  const outcome = c.req.query('push')
  return outcome === 'on' || outcome === 'off' || outcome === 'failed' ? outcome : undefined
}

async function page(c: C, hasPassword: boolean, state: State, status: 200 | 400 | 401 | 422 | 429 | 503 = 200) {
  const reminders = await readReminderSettings(c.get('scope'), readCookie(c, 'pushDevice'))
  return render(
    c,
    <AccountSettings email={c.get('user')?.email} hasPassword={hasPassword} {...state}>
      <SettingsSection settings={reminders} outcome={remindersOutcome(c)} push={pushOutcome(c)} />
    </AccountSettings>,
    {
      title: c.get('texts').nav_account_settings(),
      heading: c.get('texts').nav_account_settings(),
      status,
    },
  )
}

/**
 * Whether the guest has a password to confirm (src/integrations/auth/password-state.ts), read from the auth service
 * on each visit and post. When it cannot say, the current password is asked for: the safe side.
 */
async function hasPassword(c: C): Promise<boolean> {
  const answer = reportIfRetryable(
    c.get('scope'),
    'auth.passwordState',
    await authActions(c.get('auth')()).hasPassword(),
  )
  return answer.ok ? answer.value : true
}

/** A guest with no password yet (invited, signed in by link or code) sets one; nothing to confirm. */
async function setFirstPassword(c: C): Promise<Response> {
  const t = c.get('texts')
  const form = await readForm(c, authForms(t).NewPasswordForm)
  if (!form.ok) return page(c, false, { errors: form.errors }, 400)
  const set = reportIfRetryable(
    c.get('scope'),
    'auth.updatePassword',
    await authActions(c.get('auth')()).setPassword(form.data.password),
  )
  if (!set.ok)
    return page(c, false, { message: authFailureMessage(set.failure, 'password', t) }, failureStatus(set.failure, 422))
  const user = c.get('user')
  if (user) await notePasswordSet(c.get('scope'), user.id, set.value.hadNone)
  return c.redirect('/account/account-settings?set=1', 303)
}

/**
 * Account settings: change the password after re-checking the current one, or, for a guest who has none yet, set one
 * (the auth service asks no current password of them either).
 */
export const accountSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) =>
    page(c, await hasPassword(c), { changed: c.req.query('changed') === '1', set: c.req.query('set') === '1' }),
  )
  .post('/', async (c) => {
    if (!(await hasPassword(c))) return setFirstPassword(c)
    const t = c.get('texts')
    const form = await readForm(c, authForms(t).ChangePasswordForm)
    if (!form.ok) return page(c, true, { errors: form.errors }, 400)
    const email = c.get('user')?.email
    if (!email) return page(c, true, { message: t.auth_no_email_address() }, 400)
    const actions = authActions(c.get('auth')())
    const checked = reportIfRetryable(
      c.get('scope'),
      'auth.confirmPassword',
      await actions.confirmPassword(email, form.data.current),
    )
    if (!checked.ok) {
      const wrong = checked.failure.code === 'invalid_credentials'
      return wrong
        ? page(c, true, { errors: { current: t.auth_wrong_current_password() } }, 401)
        : page(
            c,
            true,
            { message: authFailureMessage(checked.failure, 'password', t) },
            failureStatus(checked.failure, 400),
          )
    }
    const changed = reportIfRetryable(
      c.get('scope'),
      'auth.updatePassword',
      await actions.setPassword(form.data.password),
    )
    if (!changed.ok)
      return page(
        c,
        true,
        { message: authFailureMessage(changed.failure, 'password', t) },
        failureStatus(changed.failure, 422),
      )
    return c.redirect('/account/account-settings?changed=1', 303)
  })

export const accountSettingsRoute = routeModule(
  '/account/account-settings',
  [
    {
      name: 'account-account-settings',
      overlayHeader: false,
      auth: true,
      bookingFree: true,
      nav: { label: 'nav_account_settings', order: 10, accountMenu: true },
    },
  ],
  accountSettingsRoutes,
)

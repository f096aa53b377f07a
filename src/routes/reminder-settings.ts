import { Hono } from 'hono'
import type { AppEnv } from '../http/middleware/app-env.ts'
import { readForm } from '../http/middleware/forms.ts'
import { SettingsForm, saveReminderSettings } from '../features/reminders/settings.ts'
import { routeModule } from './route-module.ts'

const back = (outcome: 'saved' | 'failed') => `/account/account-settings?reminders=${outcome}#reminders`

/**
 * POST /account/account-settings/reminders: account settings' reminders form (issue 41), a plain form: saves the
 * guest's choices and goes back to the settings (post/redirect/get), which say whether they were saved.
 */
export const reminderSettingsRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const form = await readForm(c, SettingsForm)
  if (!form.ok) return c.redirect(back('failed'), 303)
  try {
    await saveReminderSettings(c.get('scope'), form.data)
  } catch (error) {
    c.get('scope').report('reminders.settings.save', error)
    return c.redirect(back('failed'), 303)
  }
  return c.redirect(back('saved'), 303)
})

export const reminderSettingsRoute = routeModule(
  '/account/account-settings/reminders',
  [{ name: 'account-reminder-settings', overlayHeader: false, auth: true, bookingFree: true }],
  reminderSettingsRoutes,
)

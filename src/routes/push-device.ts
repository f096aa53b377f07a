import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/middleware/app-env.ts'
import { clearCookie, readCookie, writeCookie } from '../http/middleware/cookies.ts'
import { DeviceBody, removeThisDevice, saveThisDevice } from '../features/reminders/devices.ts'
import { routeModule } from './route-module.ts'

const back = (outcome: 'off' | 'failed') => `/account/account-settings?push=${outcome}#reminders`

/**
 * Push on this device (issue 41). POST /account/account-settings/push: the settings' island posts the subscription
 * the browser made (JSON, checked with valibot; a cross-site page cannot send JSON here without a CORS preflight,
 * which the portal never allows), saved for the guest, its id kept in a cookie on this device. POST …/push/remove: a
 * plain form turns it off here (post/redirect/get).
 */
const handlers = new Hono<AppEnv>()
  .post('/', async (c) => {
    const body = v.safeParse(DeviceBody, await c.req.json().catch(() => undefined))
    if (!body.success)
      return c.json({ error: `${v.getDotPath(body.issues[0]) ?? 'body'}: ${body.issues[0].message}` }, 400)
    try {
      const id = await saveThisDevice(c.get('scope'), body.output)
      writeCookie(c, 'pushDevice', id)
      return c.json({ id }, 201)
    } catch (error) {
      c.get('scope').report('reminders.push.save', error)
      return c.json({ error: 'not_saved' }, 503) // the island says so in the guest's words
    }
  })
  .post('/remove', async (c) => {
    const id = readCookie(c, 'pushDevice')
    try {
      if (id) await removeThisDevice(c.get('scope'), id)
    } catch (error) {
      c.get('scope').report('reminders.push.remove', error)
      return c.redirect(back('failed'), 303)
    }
    clearCookie(c, 'pushDevice')
    return c.redirect(back('off'), 303)
  })

export const pushDeviceRoute = routeModule(
  '/account/account-settings/push',
  [
    { name: 'account-push-device', overlayHeader: false, auth: true, bookingFree: true },
    { name: 'account-push-device-remove', path: '/remove', overlayHeader: false, auth: true, bookingFree: true },
  ],
  handlers,
)

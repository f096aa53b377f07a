import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { clearSelection } from '../../http/middleware/booking-selection.ts'
import { clearCookie, readCookie, signedOutMark, writeCookie } from '../../http/middleware/cookies.ts'
import { removeThisDevice } from '../../features/reminders/devices.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { Goodbye } from '../../features/sign-in/Goodbye.tsx'
import { reportIfRetryable } from '../../features/sign-in/auth-results.ts'
import { routeModule } from '../route-module.ts'

/**
 * Every offline copy on the device goes with the session (decision 031): "cache" empties the HTTP
 * cache, "storage" the service worker's caches and its registration (the service worker also
 * drops its copies when it sees the sign-out go by).
 */
const clearOfflineCopies = '"cache", "storage"'

/**
 * Signing out of a device removes its push subscription (issue 41), known by its cookie: no reminder reaches a device
 * the guest left. A failure is reported and the sign-out goes on.
 */
async function forgetThisDevice(c: Context<AppEnv>): Promise<void> {
  const device = readCookie(c, 'pushDevice')
  if (!device) return
  clearCookie(c, 'pushDevice')
  if (!c.get('user')) return
  try {
    await removeThisDevice(c.get('scope'), device)
  } catch (error) {
    c.get('scope').report('reminders.push.signOut', error)
  }
}

/**
 * Sign out (SPEC §4: clears the user and the saved booking id). A POST, so no link or
 * prefetch can sign a guest out; the auth cookies are cleared even if the service is down.
 */
export const goodbyeRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    // The farewell clears again, for a browser that got here without the sign-out's own answer.
    if (!c.get('user')) c.header('Clear-Site-Data', clearOfflineCopies)
    return render(c, <Goodbye signedIn={c.get('user') !== null} />, {
      title: c.get('user') ? c.get('texts').auth_sign_out() : c.get('texts').auth_signed_out_title(),
    })
  })
  .post('/', async (c) => {
    await forgetThisDevice(c)
    if (c.get('user')) reportIfRetryable(c.get('scope'), 'auth.signOut', await authActions(c.get('auth')()).signOut())
    clearSelection(c)
    // The next guest on this device is greeted as returning, but never shown the last one's address.
    if (readCookie(c, 'previouslySignedIn')) writeCookie(c, 'previouslySignedIn', signedOutMark)
    c.header('Clear-Site-Data', clearOfflineCopies)
    return c.redirect('/account/goodbye', 303)
  })

export const goodbyeRoute = routeModule(
  '/account/goodbye',
  [{ name: 'account-goodbye', overlayHeader: false, auth: true, layout: 'guest-hub-login' }],
  goodbyeRoutes,
)

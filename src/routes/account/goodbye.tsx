import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { clearSelection } from '../../http/booking-selection.ts'
import { authActions } from '../../integrations/auth/actions.ts'
import { Goodbye } from '../../views/pages/auth/Goodbye.tsx'
import { reportIfRetryable } from '../../http/auth-results.ts'

/**
 * Sign out (SPEC §4: clears the user and the saved booking id). A POST, so no link or
 * prefetch can sign a guest out; the auth cookies are cleared even if the service is down.
 */
export const goodbyeRoutes = new Hono<AppEnv>()
  .get('/', (c) =>
    render(c, <Goodbye signedIn={c.var.user !== null} />, { title: c.var.user ? 'Sign out' : 'Signed out' }),
  )
  .post('/', async (c) => {
    if (c.var.user) reportIfRetryable(c, 'auth.signOut', await authActions(c.var.auth()).signOut())
    clearSelection(c)
    return c.redirect('/account/goodbye', 303)
  })

import type { Context } from 'hono'
import type { AppEnv } from '../middleware/app-env.ts'

/**
 * The frame of a page anyone may read (contact us, the accessibility statement): the default
 * layout only for a signed-in guest with a selected booking, otherwise the login layout (SPEC §2
 * contact us), so a guest who cannot sign in still reaches it.
 */
export async function publicPageLayout(c: Context<AppEnv>): Promise<'default' | 'guest-hub-login'> {
  // A selection saved for this guest is enough to choose the frame: such pages show no booking data.
  const withBooking =
    c.get('user') !== null &&
    (c.get('bookingId') !== undefined ||
      (await c
        .get('booking')()
        .catch(() => undefined)) !== undefined)
  return withBooking ? 'default' : 'guest-hub-login'
}

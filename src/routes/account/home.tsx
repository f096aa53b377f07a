import { Hono } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { renderStreamed } from '../../http/rendering/streamed.tsx'
import { nameToGreet } from '../../domain/greeting.ts'
import { companionNotice } from '../../features/companions/invitations.ts'
import type { PlainTextKey, Texts } from '../../i18n/texts.ts'
import { homeBody } from '../../features/bookings/home.tsx'
import { routeModule } from '../route-module.ts'

/** Notices after a post/redirect/get round trip, by query value. */
const notices: Record<string, PlainTextKey> = {
  guest: 'home_notice_guest_saved',
  wellness: 'home_notice_wellness_cancelled',
}
const noticeFor = (t: Texts, key: string | undefined) =>
  key && Object.hasOwn(notices, key) ? t[notices[key] as PlainTextKey]() : companionNotice(t, key)

/**
 * /account: greeting, the stay and countdown, the home mode (SPEC §4), and the people in the
 * booking. The shell (greeting from the token) goes out first; every read starts at once, the
 * scoped ones with the saved booking id, and the body follows (docs/decisions/019-shell-first.md).
 */
const handlers = new Hono<AppEnv>().get('/', async (c) => {
  const t = c.get('texts')
  const body = homeBody(c.get('scope'), {
    id: c.get('bookingId'),
    booking: c.get('booking')(),
    contactId: c.get('bookings')().contactId(),
    bookings: c.get('bookings')().list(),
  })
  // Without the name in the token (no auth hook) the greeting waits for the profile, read beside the rest; the body is
  // handled (by renderStreamed) only after that, so a failure meanwhile must not count as unhandled.
  body.catch(() => undefined)
  const firstName =
    c.get('user')?.firstName ??
    (
      await c
        .get('profile')()
        .catch(() => null)
    )?.first_name
  return renderStreamed(c, body, t.home_your_holiday(), {
    title: t.home_title(),
    heading: t.home_greeting({ name: nameToGreet(firstName) }),
    notice: noticeFor(t, c.req.query('saved') ?? c.req.query('cancelled') ?? c.req.query('companion')),
  })
})

export const homeRoute = routeModule(
  '/account',
  [
    {
      name: 'account',
      overlayHeader: true,
      auth: true,
      kept: true,
      nav: { label: 'nav_home', order: 1, primary: true },
    },
  ],
  handlers,
)

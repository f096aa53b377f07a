import { Hono } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { renderStreamed } from '../../http/rendering/streamed.tsx'
import { MyBookingsPage } from '../../features/bookings/MyBookingsPage.tsx'
import { summarise } from '../../features/bookings/booking-summary.ts'
import { villasOf } from '../../features/bookings/villa-names.ts'
import { stayWellness, wideSchedule } from '../../features/wellness/wellness-schedule.ts'
import { bookingExtras } from '../../features/extras/booking-extras.ts'
import { companionSlots, guestName, sentInvitations } from '../../features/companions/reads.ts'
import { companionNotice } from '../../features/companions/invitations.ts'
import { routeModule } from '../route-module.ts'

/**
 * /account/my-bookings: all of the guest's bookings, accounts they are primary contact for first
 * (SPEC §4). The shell goes out first; the bookings, the saved booking's extras and the wellness
 * schedule are read side by side (docs/decisions/019-shell-first.md).
 */
const handlers = new Hono<AppEnv>().get('/', (c) => {
  const t = c.get('texts')
  const scope = c.get('scope')
  const id = c.get('bookingId')
  const saved = c.get('booking')()
  // The extras are rendered in the body (no streamed section of their own): their read starts now.
  const extras = id ? bookingExtras(scope, id, saved) : undefined
  const wide = wideSchedule(scope)
  const invitations = sentInvitations(scope)
  const notice =
    c.req.query('cancelled') === 'wellness'
      ? t.home_notice_wellness_cancelled()
      : companionNotice(t, c.req.query('companion'))
  const guestBookings = c.get('bookings')()
  const body = Promise.all([guestBookings.list(), guestBookings.contactId(), saved]).then(
    async ([bookings, contact, saved]) => {
      const villas = await villasOf(scope, bookings)
      const contactId = contact.ok ? contact.id : undefined
      const selected = saved?.id
      // The selected booking's wellness visits in every mode (the home shows them only near and during the stay).
      return (
        <MyBookingsPage
          bookings={bookings.map((b) => summarise(b, contactId, selected, villas, t, c.get('locale')))}
          companions={Object.fromEntries(
            bookings.map((b) => {
              const slots = companionSlots(scope, b, contactId, invitations)
              const guests = b.guests
                .filter((g) => slots.eligible.has(g.id))
                .map((g) => ({ guestId: g.id, name: guestName(t, b, g) }))
              return [b.id, { guests, statuses: slots.statuses }]
            }),
          )}
          wellness={saved ? stayWellness(scope, saved, wide) : undefined}
          extras={saved ? (extras && id === saved.id ? extras : bookingExtras(scope, saved.id, saved)) : undefined}
        />
      )
    },
  )
  return renderStreamed(c, body, t.bookings_yours(), {
    title: t.bookings_title(),
    heading: t.bookings_title(),
    notice,
  })
})

export const myBookingsRoute = routeModule(
  '/account/my-bookings',
  [
    {
      name: 'account-my-bookings',
      overlayHeader: true,
      auth: true,
      bookingFree: true,
      kept: true,
      nav: { label: 'nav_my_bookings', short: 'nav_my_bookings_short', order: 2, primary: true },
    },
  ],
  handlers,
)

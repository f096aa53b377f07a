import { requireGuest } from '../../scope/scope.ts'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { renderStreamed } from '../../http/rendering/streamed.tsx'
import { report } from '../../http/middleware/report.ts'
import { BookOptionsPage } from '../../features/extras/BookOptionsPage.tsx'
import { BookingNotFound } from '../../features/bookings/BookingNotFound.tsx'
import { buyableOffers, optionLinks } from '../../features/extras/booking-extras.ts'
import { savedBookingRead } from '../../features/bookings/saved-booking-read.ts'
import { hasUpgrades } from '../../features/extras/upgrades.ts'
import { routeModule } from '../route-module.ts'

/**
 * /account/book-options: the book options panel as a page, for browsers without JavaScript. Shell first; the products
 * (which say whether club places are offered) are read with the saved id beside the booking (decision 019).
 */
const handlers = new Hono<AppEnv>().get('/', (c) => {
  const products = savedBookingRead(
    requireGuest(c.get('scope')).selected,
    async (id) => (await (await c.get('bookings')().reads())?.products(id)) ?? [],
  )
  const body = c
    .get('booking')()
    .then(async (booking) => {
      if (!booking && c.get('bookingId')) return <BookingNotFound />
      let upgrades = false
      const offers = buyableOffers(c.get('scope'), booking)
      try {
        upgrades = !!booking && hasUpgrades(await products(booking))
      } catch (error) {
        // Without the products the page still lists everything but club places.
        report(c, 'bookOptions.products', error, 'warning')
      }
      return <BookOptionsPage options={optionLinks(c.get('scope'), upgrades, booking, await offers)} />
    })
  const t = c.get('texts')
  return renderStreamed(c, body, t.extras_book_what(), {
    title: t.extras_book_extras(),
    heading: t.extras_book_extras(),
  })
})

export const bookOptionsRoute = routeModule(
  '/account/book-options',
  [
    // Our addition: the book options panel as a page (docs/book-options.md).
    { name: 'account-book-options', overlayHeader: false, auth: true },
  ],
  handlers,
)

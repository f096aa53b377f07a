import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { report } from '../../http/report.ts'
import { BookOptionsPage } from '../../views/pages/BookOptionsPage.tsx'
import { optionLinks } from '../../loaders/booking-extras.ts'
import { hasUpgrades } from '../../domain/upgrades.ts'

/** /account/book-options: the book options panel as a page, for browsers without JavaScript. */
export const bookOptionsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  let upgrades = false
  const booking = await c.var.booking()
  try {
    const reads = await c.var.bookings().reads()
    upgrades = !!(reads && booking && hasUpgrades(await reads.products(booking.id)))
  } catch (error) {
    // Without the products the page still lists everything but club places.
    report(c, 'bookOptions.products', error, 'warning')
  }
  return render(c, <BookOptionsPage options={optionLinks(c, upgrades, booking)} />, {
    title: 'Book extras',
    heading: 'Book extras',
  })
})

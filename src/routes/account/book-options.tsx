import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import { renderStreamed } from '../../http/streamed.tsx'
import { report } from '../../http/report.ts'
import { BookOptionsPage } from '../../views/pages/BookOptionsPage.tsx'
import { BookingNotFound } from '../../views/parts/BookingNotFound.tsx'
import { optionLinks } from '../../loaders/booking-extras.ts'
import { hasUpgrades } from '../../domain/upgrades.ts'

/**
 * /account/book-options: the book options panel as a page, for browsers without JavaScript. Shell first; the products
 * (which say whether club places are offered) are read with the saved id beside the booking (decision 019).
 */
export const bookOptionsRoutes = new Hono<AppEnv>().get('/', (c) => {
  const id = c.var.bookingId
  const productsOf = async (bookingId: string) => (await (await c.var.bookings().reads())?.products(bookingId)) ?? []
  const early = id ? productsOf(id) : undefined
  early?.catch(() => undefined) // awaited below, or not needed
  const body = c.var.booking().then(async (booking) => {
    if (!booking && id) return <BookingNotFound />
    let upgrades = false
    try {
      const own = booking && (booking.id === id && early ? await early : await productsOf(booking.id))
      upgrades = !!own && hasUpgrades(own)
    } catch (error) {
      // Without the products the page still lists everything but club places.
      report(c, 'bookOptions.products', error, 'warning')
    }
    return <BookOptionsPage options={optionLinks(c, upgrades, booking)} />
  })
  return renderStreamed(c, body, 'The extras you can book', { title: 'Book extras', heading: 'Book extras' })
})

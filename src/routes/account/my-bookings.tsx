import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import { render } from '../../http/render.tsx'
import { savedBooking } from '../../http/booking-selection.ts'
import { MyBookingsPage } from '../../views/pages/MyBookingsPage.tsx'
import { summarise } from './booking-summary.ts'
import { villasOf } from './villa-names.ts'
import { stayWellness } from './wellness-schedule.ts'
import { bookingExtras } from './booking-extras.ts'

/** /account/my-bookings: all of the guest's bookings, accounts they are primary contact for first (SPEC §4). */
export const myBookings = new Hono<AppEnv>().get('/', async (c) => {
  const [bookings, contact] = await Promise.all([c.var.bookings().list(), c.var.bookings().contactId()])
  const saved = savedBooking(c, bookings)
  // The extras are rendered in the shell: their read starts now, beside the villa names.
  const extras = saved ? bookingExtras(c, saved) : undefined
  const villas = await villasOf(c, bookings)
  const contactId = contact.ok ? contact.id : undefined
  const selected = saved?.opportunityid
  // The selected booking's wellness visits in every mode (the home shows them only near and during the stay).
  return render(c, <MyBookingsPage bookings={bookings.map((b) => summarise(b, contactId, selected, villas))} wellness={saved ? stayWellness(c, saved) : undefined} extras={extras} />, { title: 'My bookings', heading: 'My bookings' })
})

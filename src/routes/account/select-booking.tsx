import { Hono } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import { render } from '../../http/rendering/render.tsx'
import { readForm } from '../../http/middleware/forms.ts'
import { takeAfterLoginTarget } from '../../http/middleware/after-login.ts'
import { savedBooking, saveSelection } from '../../http/middleware/booking-selection.ts'
import { checkId } from '../../domain/request-ids.ts'
import * as v from 'valibot'
import { SelectBookingPage } from '../../features/bookings/SelectBookingPage.tsx'
import { summarise } from '../../features/bookings/booking-summary.ts'
import { villasOf } from '../../features/bookings/villa-names.ts'
import { routeModule } from '../route-module.ts'

const ChooseForm = v.object({ opportunityId: v.optional(v.string(), '') })

/**
 * /account/select-booking (SPEC §4 steps 3–5): choose among several bookings; the choice is
 * kept in the booking id cookie (7 days, strict, secure), then the guest goes where they were
 * going, or home, with any saved hash.
 */
const handlers = new Hono<AppEnv>()
  .get('/', async (c) => {
    const t = c.get('texts')
    const [bookings, contact] = await Promise.all([c.get('bookings')().list(), c.get('bookings')().contactId()])
    const villas = await villasOf(c.get('scope'), bookings)
    const contactId = contact.ok ? contact.id : undefined
    const selected = savedBooking(c, bookings)?.id
    const message = c.req.query('unknown') === '1' ? t.bookings_unknown() : undefined
    const summaries = bookings.map((b) => summarise(b, contactId, selected, villas, t, c.get('locale')))
    return render(c, <SelectBookingPage bookings={summaries} message={message} />, {
      title: t.bookings_choose(),
      heading: t.bookings_choose(),
    })
  })
  .post('/', async (c) => {
    const form = await readForm(c, ChooseForm)
    const id = checkId(form.raw.opportunityId)
    const bookings = await c.get('bookings')().list()
    const chosen = id.ok ? bookings.find((b) => b.id === id.id) : undefined
    // SPEC §4 step 4: an unknown id goes (back) to select-booking.
    if (!chosen) return c.redirect('/account/select-booking?unknown=1', 303)
    saveSelection(c, chosen.id)
    return c.redirect(takeAfterLoginTarget(c), 303)
  })

export const selectBookingRoute = routeModule(
  '/account/select-booking',
  [{ name: 'account-select-booking', overlayHeader: false, auth: true, bookingFree: true }],
  handlers,
)

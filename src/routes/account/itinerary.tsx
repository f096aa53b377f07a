import { Hono } from 'hono'
import type { AppEnv } from '../../http/middleware/app-env.ts'
import type { Texts } from '../../i18n/texts.ts'
import { renderBookingPage, type BookingPageTexts } from '../booking-page.tsx'
import { readItinerary } from '../../features/itinerary/reads.ts'
import { ItineraryPage } from '../../features/itinerary/ItineraryPage.tsx'
import { routeModule } from '../route-module.ts'

/** The page's frame and its sentences for want of a booking or a read, in the guest's language. */
const pageTexts = (t: Texts): BookingPageTexts => ({
  title: t.itinerary_title(),
  frame: { title: t.itinerary_frame_title(), heading: t.itinerary_title() },
  noBooking: <p className="lead">{t.itinerary_no_booking()}</p>,
  unavailable: (
    <p className="lead" data-offline-skip="">
      {t.itinerary_unavailable()}
    </p>
  ),
})

/**
 * /account/itinerary (issue 30, docs/itinerary.md): the stay day by day, from the one itinerary the calendar file
 * reads too. Its reads start at once, the shell goes out first (decision 019), and the body is one view of them.
 */
const handlers = new Hono<AppEnv>().get('/', (c) => {
  const texts = pageTexts(c.get('texts'))
  return renderBookingPage(c, readItinerary(c.get('scope')), texts, (read, page) =>
    page(<ItineraryPage read={read} />, { title: texts.title, heading: texts.title }),
  )
})

export const itineraryRoute = routeModule(
  '/account/itinerary',
  [
    // Our addition (issue 30): kept offline, guests read it on the move.
    {
      name: 'account-itinerary',
      overlayHeader: false,
      auth: true,
      kept: true,
      nav: { label: 'nav_itinerary', order: 4.5, under: '/account' }, // after wellness, before upgrades
    },
  ],
  handlers,
)

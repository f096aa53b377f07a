import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env.ts'
import { renderBookingPage } from '../booking-page.tsx'
import { readItinerary } from '../../loaders/itinerary.ts'
import { ItineraryPage } from '../../views/pages/ItineraryPage.tsx'
import { routeModule } from '../route-module.ts'

const texts = {
  title: 'Your itinerary',
  frame: { title: 'Itinerary', heading: 'Your itinerary' },
  noBooking: <p className="lead">We couldn't find a booking for your account.</p>,
  unavailable: (
    <p className="lead" data-offline-skip="">
      Your itinerary is unavailable just now. Please try again in a few minutes.
    </p>
  ),
}

/**
 * /account/itinerary (issue 30, docs/itinerary.md): the stay day by day, from the one itinerary the calendar file
 * reads too. Its reads start at once, the shell goes out first (decision 019), and the body is one view of them.
 */
export const itineraryRoutes = new Hono<AppEnv>().get('/', (c) =>
  renderBookingPage(c, readItinerary(c), texts, (read, page) =>
    page(<ItineraryPage read={read} />, { title: texts.title, heading: texts.title }),
  ),
)

export const itineraryRoute = routeModule(
  '/account/itinerary',
  [
    // Our addition (issue 30): kept offline, guests read it on the move.
    {
      name: 'account-itinerary',
      overlayHeader: false,
      auth: true,
      kept: true,
      nav: { label: 'nav_itinerary', order: 4.5 }, // after wellness, before upgrades
    },
  ],
  itineraryRoutes,
)

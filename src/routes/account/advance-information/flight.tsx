import invariant from 'tiny-invariant'
import { readForm } from '../../../http/middleware/forms.ts'
import { saveFlightsPart } from '../../../features/advance-information/writes.ts'
import { flightForm, localFlightInstant } from '../../../features/advance-information/flight-form.ts'
import { FlightPage } from '../../../features/advance-information/AdvancePartPages.tsx'
import { flightFacts, flightValues } from '../../../features/advance-information/reads.ts'
import { formPage, readOnlyPage, afterSave, withState, type C } from './part-page.tsx'

/**
 * /account/advance-information/flight: arrival and departure, each time the local time at its airport (decision 026).
 */
export const flight = (c: C) => {
  const t = c.get('texts')
  const title = t.advance_part_flight()
  return withState(c, title, async (state, page) => {
    const own = state.own
    const show = formPage(page, c, title, FlightPage)
    if (!state.canChange || !own)
      return readOnlyPage(c, page, title, {
        entries: flightFacts(own, t, c.get('locale')),
        empty: t.advance_no_flights(),
      })
    if (c.req.method === 'GET') return show(flightValues(own))
    const form = await readForm(c, flightForm(state.booking, t))
    if (!form.ok) return show(form.raw, form.errors, undefined, 400)
    const f = form.data
    const at = (airport: string, date: string, time: string) => {
      const instant = localFlightInstant(airport, date, time)
      invariant(instant !== undefined, 'the flight form accepts only airports it knows')
      return new Date(instant).toISOString()
    }
    const legs = [
      {
        direction: 'arrival',
        flightNumber: f.arrivalFlight,
        airport: f.arrivalAirport,
        dateTime: at(f.arrivalAirport, f.arrivalDate, f.arrivalTime),
      },
      {
        direction: 'departure',
        flightNumber: f.departureFlight,
        airport: f.departureAirport,
        dateTime: at(f.departureAirport, f.departureDate, f.departureTime),
      },
    ] as const
    return afterSave(c, 'flight', await saveFlightsPart(c.get('scope'), own, legs), (message, status) =>
      show(form.raw, undefined, message, status),
    )
  })
}

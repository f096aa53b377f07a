import { describe, expect, it } from 'vitest'
import { flightLine, localAtAirport } from '../../../src/features/advance-information/flight-times.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const t = textsFor('en-GB')

describe('flight times', () => {
  it('shows a stored instant in the local time of its airport', () => {
    expect(localAtAirport('PMI', '2027-08-01T12:35:00.000Z')).toEqual(['2027-08-01', '14:35'])
    expect(localAtAirport('JFK', '2027-08-01T02:00:00Z')).toEqual(['2027-07-31', '22:00'])
    expect(localAtAirport('XXX', '2027-08-01T12:35:00Z')).toBeUndefined()
    expect(localAtAirport('PMI', 'soon')).toBeUndefined()
  })

  it('writes one line per flight', () => {
    expect(
      flightLine(
        { direction: 'arrival', flightNumber: 'BA2712', airport: 'PMI', dateTime: '2027-08-01T12:35:00Z' },
        t,
        'en-GB',
      ),
    ).toBe('Arrival: BA2712 at Palma de Mallorca (PMI), Sunday, 1 August 2027 at 14:35 local time')
    expect(
      flightLine({ direction: 'departure', flightNumber: 'BA2713', airport: 'ZZZ', dateTime: null }, t, 'en-GB'),
    ).toBe('Departure: BA2713 at ZZZ')
  })
})

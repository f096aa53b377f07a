import { describe, expect, it } from 'vitest'
import { mayBuy, mayRefund, notOnSale, refundableUntil, saleWindow } from '../../../src/features/payments/rules.ts'
import { date, hamper, stay, trip } from './fixtures.ts'

describe('when an offer is on sale', () => {
  it('sells a hamper until three days before arrival, and not after', () => {
    expect(saleWindow(hamper, stay)).toEqual({ until: date('2027-08-07') })
    expect(notOnSale(hamper, stay, date('2027-08-07'))).toBeUndefined()
    expect(notOnSale(hamper, stay, date('2027-08-08'))).toEqual({ reason: 'closed', until: date('2027-08-07') })
  })

  it('opens an offer with a start only that many days before arrival', () => {
    expect(notOnSale(trip, stay, date('2027-06-10'))).toEqual({ reason: 'notYet', from: date('2027-06-11') })
    expect(notOnSale(trip, stay, date('2027-06-11'))).toBeUndefined()
  })

  it('reaches into the stay with a negative limit, but never past its last night', () => {
    expect(saleWindow(trip, stay).until).toEqual(date('2027-08-12'))
    const late = { ...trip, untilDaysBefore: -30 }
    expect(saleWindow(late, stay).until).toEqual(date('2027-08-16'))
    expect(notOnSale(late, stay, date('2027-08-17'))).toMatchObject({ reason: 'closed' })
  })
})

describe('who may buy', () => {
  it('lets the lead booker buy anything', () => {
    expect(mayBuy(trip, { role: 'lead', adult: true })).toBe(true)
    expect(mayBuy(hamper, { role: 'lead', adult: false })).toBe(true)
  })

  it('lets another adult on the booking buy only what the offer opens to any adult', () => {
    expect(mayBuy(hamper, { role: 'companion', adult: true })).toBe(true)
    expect(mayBuy(trip, { role: 'companion', adult: true })).toBe(false)
    expect(mayBuy(hamper, { role: 'companion', adult: false })).toBe(false)
  })

  it('lets nobody off the booking buy', () => {
    expect(mayBuy(hamper, { role: 'none', adult: true })).toBe(false)
  })
})

describe('cancelling for a refund', () => {
  it('is allowed up to and on the last day of the terms', () => {
    const until = refundableUntil(hamper, stay.arrival)
    expect(until).toEqual(date('2027-08-03'))
    expect(mayRefund(until, date('2027-08-03'))).toBe(true)
    expect(mayRefund(until, date('2027-08-04'))).toBe(false)
  })

  it('is never allowed for an offer without refund terms', () => {
    expect(refundableUntil(trip, stay.arrival)).toBeUndefined()
    expect(mayRefund(undefined, date('2027-01-01'))).toBe(false)
  })
})

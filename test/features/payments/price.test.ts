import { describe, expect, it } from 'vitest'
import { priceOf } from '../../../src/features/payments/price.ts'
import { hamper, trip } from './fixtures.ts'

const choice = { day: undefined, quantity: 1, guestIds: [] as string[] }
const stay = { nights: 7, guests: 5 }

describe('the price of an order', () => {
  it('is the unit price times the quantity for an offer priced per stay', () => {
    expect(priceOf(hamper, { ...choice, quantity: 2 }, stay)).toEqual({
      unitAmount: 8500,
      currency: 'GBP',
      quantity: 2,
      persons: undefined,
      nights: undefined,
      total: 17000,
    })
  })

  it('counts the guests chosen for an offer priced per person, else everyone on the booking', () => {
    expect(priceOf(trip, { ...choice, guestIds: ['a', 'b', 'c'] }, stay)).toMatchObject({ persons: 3, total: 13500 })
    const everyone = { ...trip, choose: { ...trip.choose, guests: false } }
    expect(priceOf(everyone, choice, stay)).toMatchObject({ persons: 5, total: 22500 })
  })

  it('counts the stay’s nights for an offer priced per night', () => {
    const water = { ...hamper, per: 'night' as const, unitAmount: 350 }
    expect(priceOf(water, { ...choice, quantity: 2 }, stay)).toMatchObject({ nights: 7, total: 4900 })
  })

  it('stays in whole minor units', () => {
    const odd = { ...hamper, per: 'night' as const, unitAmount: 333 }
    expect(Number.isInteger(priceOf(odd, { ...choice, quantity: 3 }, stay).total)).toBe(true)
  })
})

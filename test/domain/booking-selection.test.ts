import { describe, expect, it } from 'vitest'
import {
  isLeadBooker,
  ownBooking,
  selectBooking,
  sortBookings,
  usableSavedId,
} from '../../src/domain/booking-selection.ts'

const a = { id: 'aaaaaaaa-0000-4000-8000-000000000001', leadContactId: 'c1' }
const b = {
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  leadContactId: 'c2',
  accounts: [{ group: { primaryContactId: 'C1' } }],
}

describe('selectBooking (SPEC §4)', () => {
  it('selects the only booking, whatever was saved', () => {
    expect(selectBooking([a], 'something-else')).toEqual({ kind: 'selected', bookingId: a.id })
  })
  it('selects the saved booking among several (ids compare case-insensitively)', () => {
    expect(selectBooking([a, b], b.id.toUpperCase())).toEqual({
      kind: 'selected',
      bookingId: b.id,
    })
  })
  it('asks the guest to choose without a saved id, or with an unknown one', () => {
    expect(selectBooking([a, b], undefined)).toEqual({ kind: 'choose' })
    expect(selectBooking([a, b], 'cccccccc-0000-4000-8000-000000000003')).toEqual({ kind: 'choose' })
    expect(selectBooking([], undefined)).toEqual({ kind: 'choose' })
  })
})

describe('lead booker and order', () => {
  it('is the lead booker when the contact is the parent contact', () => {
    expect(isLeadBooker(a, 'C1')).toBe(true)
    expect(isLeadBooker(b, 'c1')).toBe(false)
    expect(isLeadBooker(a, null)).toBe(false)
  })
  it('puts bookings soonest first for everyone, whoever is the primary contact, and undated ones last', () => {
    const january = { ...a, arrival: '2027-01-10' }
    const april = { ...b, arrival: '2027-04-02' }
    const undated = { id: 'cccccccc-0000-4000-8000-000000000003' }
    for (const contact of ['c1', 'c2', 'c9'])
      expect(sortBookings([undated, april, january], contact).map((x) => x.id)).toEqual([a.id, b.id, undated.id])
  })
  it("puts the account whose group's primary contact is the user first within each booking (SPEC §4)", () => {
    const mine = { group: { primaryContactId: 'C1' } }
    const theirs = { group: { primaryContactId: 'c2' } }
    const booking = { id: a.id, accounts: [theirs, mine] }
    expect(sortBookings([booking], 'c1')[0]!.accounts).toEqual([mine, theirs])
    expect(sortBookings([booking], 'c2')[0]).toBe(booking)
  })
})

describe('usableSavedId (decision 019)', () => {
  it('answers a GUID saved for this very user, in lower case', () => {
    expect(usableSavedId(a.id.toUpperCase(), 'user-1', 'user-1')).toBe(a.id)
  })
  it('refuses an id saved for someone else, without a user, or not a GUID', () => {
    expect(usableSavedId(a.id, 'user-2', 'user-1')).toBeUndefined()
    expect(usableSavedId(a.id, undefined, 'user-1')).toBeUndefined()
    expect(usableSavedId('not-a-guid', 'user-1', 'user-1')).toBeUndefined()
    expect(usableSavedId(undefined, 'user-1', 'user-1')).toBeUndefined()
  })
})

describe('ownBooking (decision 019)', () => {
  it('finds the saved booking among the guest’s own', () => {
    expect(ownBooking([a, b], b.id.toUpperCase())).toBe(b)
  })
  it('finds nothing for an id that is not theirs, even when they have exactly one booking', () => {
    expect(ownBooking([a], b.id)).toBeUndefined()
  })
})

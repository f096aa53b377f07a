import { describe, expect, it } from 'vitest'
import {
  isLeadBooker,
  ownBooking,
  selectBooking,
  sortBookings,
  usableSavedId,
} from '../../src/domain/booking-selection.ts'

const a = { opportunityid: 'aaaaaaaa-0000-4000-8000-000000000001', _parentcontactid_value: 'c1' }
const b = {
  opportunityid: 'bbbbbbbb-0000-4000-8000-000000000002',
  _parentcontactid_value: 'c2',
  groupPrimaryContactIds: ['C1'],
}

describe('selectBooking (SPEC §4)', () => {
  it('selects the only booking, whatever was saved', () => {
    expect(selectBooking([a], 'something-else')).toEqual({ kind: 'selected', opportunityId: a.opportunityid })
  })
  it('selects the saved booking among several (ids compare case-insensitively)', () => {
    expect(selectBooking([a, b], b.opportunityid.toUpperCase())).toEqual({
      kind: 'selected',
      opportunityId: b.opportunityid,
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
  it("puts bookings whose group's primary contact is the user first, keeping the rest in order", () => {
    expect(sortBookings([a, b], 'c1').map((x) => x.opportunityid)).toEqual([b.opportunityid, a.opportunityid])
    expect(sortBookings([a, b], 'c9').map((x) => x.opportunityid)).toEqual([a.opportunityid, b.opportunityid])
  })
})

describe('usableSavedId (decision 019)', () => {
  it('answers a GUID saved for this very user, in lower case', () => {
    expect(usableSavedId(a.opportunityid.toUpperCase(), 'user-1', 'user-1')).toBe(a.opportunityid)
  })
  it('refuses an id saved for someone else, without a user, or not a GUID', () => {
    expect(usableSavedId(a.opportunityid, 'user-2', 'user-1')).toBeUndefined()
    expect(usableSavedId(a.opportunityid, undefined, 'user-1')).toBeUndefined()
    expect(usableSavedId('not-a-guid', 'user-1', 'user-1')).toBeUndefined()
    expect(usableSavedId(undefined, 'user-1', 'user-1')).toBeUndefined()
  })
})

describe('ownBooking (decision 019)', () => {
  it('finds the saved booking among the guest’s own', () => {
    expect(ownBooking([a, b], b.opportunityid.toUpperCase())).toBe(b)
  })
  it('finds nothing for an id that is not theirs, even when they have exactly one booking', () => {
    expect(ownBooking([a], b.opportunityid)).toBeUndefined()
  })
})

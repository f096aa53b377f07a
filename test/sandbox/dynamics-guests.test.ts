import { describe, expect, it } from 'vitest'
import { guestRecordChanges, visibleContact, visibleGuest } from '../../src/integrations/dynamics/guests.ts'
import { toBookingGuest } from '../../src/integrations/dynamics/booking-records.ts'
import { guestFormValues } from '../../src/domain/guest-form.ts'

// The guest form's fields on the booking-guest record (src/integrations/dynamics/guests.ts).
describe('guest record mapping', () => {
  it('turns empty optional fields into nulls, and leaves passport fields alone when not asked', () => {
    expect(guestRecordChanges({ fullName: 'A B', email: '', dateOfBirth: '2015-01-01' }, false)).toEqual({
      adr_guestname: 'A B',
      adr_emailaddress: null,
      new_dateofbirth: '2015-01-01',
    })
    expect(
      guestRecordChanges({ fullName: 'A B', passportNumber: '123456789', passportExpiry: '2031-05-01' }, true),
    ).toMatchObject({
      adr_passportnumber: '123456789',
      adr_expirydate: '2031-05-01',
      adr_passportname: null,
    })
  })

  it('reads a record into the form, dates as YYYY-MM-DD', () => {
    const record = {
      adr_bookingguestid: 'x',
      adr_guestname: 'Sophie Bennett',
      new_dateofbirth: '2017-01-01T00:00:00Z',
      adr_emailaddress: null,
    } as never
    expect(guestFormValues(toBookingGuest(record))).toEqual({ fullName: 'Sophie Bennett', dateOfBirth: '2017-01-01' })
  })
})

describe('visibleGuest', () => {
  const guest = {
    adr_guestname: 'Sophie Bennett',
    adr_passportnumber: '123456789',
    new_dateofbirth: '2017-01-01',
    adr_emailaddress: 's@example.com',
  }
  it('hides passport, date of birth and email from those who may not edit the guest', () => {
    expect(visibleGuest(guest, false)).toEqual({
      adr_guestname: 'Sophie Bennett',
      adr_passportnumber: null,
      new_dateofbirth: null,
      adr_emailaddress: null,
    })
  })
  it('shows everything to those who may', () => {
    expect(visibleGuest(guest, true)).toBe(guest)
  })
})

describe('visibleContact', () => {
  const contact = { contactid: 'c', firstname: 'Harry', lastname: 'Patel', emailaddress1: 'harry.patel@example.com' }
  it('hides a household contact’s address from those who may not see it, as visibleGuest does', () => {
    expect(visibleContact(contact, false)).toEqual({ ...contact, emailaddress1: null })
    expect(visibleContact(contact, true)).toBe(contact)
  })
})

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { guestFormSchema, guestRecordChanges, mayEditGuest } from '../../src/domain/guest-form.ts'
import { fieldErrors } from '../../src/domain/auth-forms.ts'
import { parseLocalDate } from '../../src/domain/local-date.ts'

const today = parseLocalDate('2026-11-23')!
const lead = guestFormSchema({ passportRequired: true, leaving: '2026-12-10', today })
const other = guestFormSchema({ passportRequired: false, leaving: '2026-12-10', today })
const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}
const passport = { adr_passportname: 'OLIVIA BENNETT', adr_passportnumber: '123456789', adr_passportnationality: 'gbr', adr_expirydate: '2031-05-01' }

describe('guest details form', () => {
  it('needs only a name from other guests', () => {
    expect(v.parse(other, { adr_guestname: ' Sophie Bennett ' })).toMatchObject({ adr_guestname: 'Sophie Bennett', adr_emailaddress: '' })
    expect(errors(other, {}).adr_guestname).toBe("Please enter the guest's full name.")
  })

  it('needs the four passport fields under the lead booker rule, and upper-cases the nationality', () => {
    expect(v.parse(lead, { adr_guestname: 'Olivia Bennett', ...passport }).adr_passportnationality).toBe('GBR')
    const missing = errors(lead, { adr_guestname: 'Olivia Bennett' })
    expect(Object.keys(missing).sort()).toEqual(['adr_expirydate', 'adr_passportname', 'adr_passportnationality', 'adr_passportnumber'])
  })

  it('checks dates, emails, numbers and codes', () => {
    const bad = errors(lead, {
      adr_guestname: 'O B',
      adr_emailaddress: 'nope',
      new_dateofbirth: '2027-01-01',
      adr_passportname: 'O B',
      adr_passportnumber: '12 34',
      adr_passportnationality: 'UK',
      adr_expirydate: '2026-12-10',
    })
    expect(bad).toMatchObject({
      adr_emailaddress: expect.stringMatching(/valid email/),
      new_dateofbirth: 'The date of birth must be in the past.',
      adr_passportnumber: expect.stringMatching(/5 to 20/),
      adr_passportnationality: expect.stringMatching(/three-letter/),
      adr_expirydate: 'The passport must still be valid on the day you leave.',
    })
    expect(errors(other, { adr_guestname: 'X', new_dateofbirth: '2023-02-29' }).new_dateofbirth).toMatch(/real date/)
  })

  it('turns empty optional fields into nulls, and leaves passport fields alone when not asked', () => {
    expect(guestRecordChanges({ adr_guestname: 'A B', adr_emailaddress: '', new_dateofbirth: '2015-01-01' }, false)).toEqual({
      adr_guestname: 'A B',
      adr_emailaddress: null,
      new_dateofbirth: '2015-01-01',
    })
  })

  it('lets the lead booker edit anyone, others only themselves', () => {
    expect(mayEditGuest(true, 'x', 'me')).toBe(true)
    expect(mayEditGuest(false, 'ME', 'me')).toBe(true)
    expect(mayEditGuest(false, 'x', 'me')).toBe(false)
    expect(mayEditGuest(false, null, undefined)).toBe(false)
  })
})

import { visibleGuest } from '../../src/domain/guest-form.ts'

describe('visibleGuest', () => {
  const guest = { adr_guestname: 'Sophie Bennett', adr_passportnumber: '123456789', new_dateofbirth: '2017-01-01', adr_emailaddress: 's@example.com' }
  it('hides passport, date of birth and email from those who may not edit the guest', () => {
    expect(visibleGuest(guest, false)).toEqual({ adr_guestname: 'Sophie Bennett', adr_passportnumber: null, new_dateofbirth: null, adr_emailaddress: null })
  })
  it('shows everything to those who may', () => {
    expect(visibleGuest(guest, true)).toBe(guest)
  })
})

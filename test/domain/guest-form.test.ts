import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { guestFormSchema, guestFormValues, knownName } from '../../src/domain/guest-form.ts'
import type { BookingGuest } from '../../src/domain/booking.ts'
import { fieldErrors } from '../../src/domain/field-errors.ts'
import { parseLocalDate } from '../../src/domain/local-date.ts'
import { textsFor } from '../../src/i18n/texts.ts'

const today = parseLocalDate('2026-11-23')!
const lead = guestFormSchema({ passportRequired: true, leaving: '2026-12-10', today }, textsFor('en-GB'))
const other = guestFormSchema({ passportRequired: false, leaving: '2026-12-10', today }, textsFor('en-GB'))
const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}
const passport = {
  passportName: 'OLIVIA BENNETT',
  passportNumber: '123456789',
  passportNationality: 'gbr',
  passportExpiry: '2031-05-01',
}

describe('guest details form', () => {
  it('needs only a name from other guests', () => {
    expect(v.parse(other, { fullName: ' Sophie Bennett ' })).toMatchObject({ fullName: 'Sophie Bennett', email: '' })
    expect(errors(other, {}).fullName).toBe("Please enter the guest's full name.")
  })

  it('needs the four passport fields under the lead booker rule, and upper-cases the nationality', () => {
    expect(v.parse(lead, { fullName: 'Olivia Bennett', ...passport }).passportNationality).toBe('GBR')
    const missing = errors(lead, { fullName: 'Olivia Bennett' })
    expect(Object.keys(missing).sort()).toEqual([
      'passportExpiry',
      'passportName',
      'passportNationality',
      'passportNumber',
    ])
  })

  it('checks dates, emails, numbers and codes', () => {
    const bad = errors(lead, {
      fullName: 'O B',
      email: 'nope',
      dateOfBirth: '2027-01-01',
      passportName: 'O B',
      passportNumber: '12 34',
      passportNationality: 'UK',
      passportExpiry: '2026-12-10',
    })
    expect(bad).toMatchObject({
      email: expect.stringMatching(/valid email/),
      dateOfBirth: 'The date of birth must be in the past.',
      passportNumber: expect.stringMatching(/5 to 20/),
      passportNationality: expect.stringMatching(/three-letter/),
      passportExpiry: 'The passport must still be valid on the day you leave.',
    })
    expect(errors(other, { fullName: 'X', dateOfBirth: '2023-02-29' }).dateOfBirth).toMatch(/real date/)
  })
})

describe('the name the booking system knows (issue 25)', () => {
  const contacts = [{ id: 'C-FINN', firstName: 'Finn', lastName: 'Bennett ', email: undefined }]
  const unnamed: BookingGuest = {
    id: 'g',
    contactId: 'c-finn',
    fullName: undefined,
    label: 'Adult 6',
    email: undefined,
    dateOfBirth: '2025-06-01T00:00:00Z',
    week1: undefined,
    week2: undefined,
    passportName: undefined,
    passportNumber: undefined,
    passportNationality: undefined,
    passportExpiry: undefined,
    version: undefined,
  }

  it("takes the guest's contact's name, then the booking's label unless it names a place, not a person", () => {
    expect(knownName(unnamed, contacts)).toBe('Finn Bennett')
    expect(knownName({ contactId: undefined, label: 'Finn Bennett' }, contacts)).toBe('Finn Bennett')
    expect(knownName({ contactId: 'other', label: ' Adult 6 ' }, contacts)).toBeUndefined()
    expect(knownName({ contactId: undefined, label: 'child2' }, [])).toBeUndefined()
    expect(knownName({ contactId: undefined, label: undefined }, [])).toBeUndefined()
  })

  it('prefills the form with it only when the guest has given no name', () => {
    expect(guestFormValues(unnamed, contacts)).toEqual({ fullName: 'Finn Bennett', dateOfBirth: '2025-06-01' })
    expect(guestFormValues({ ...unnamed, fullName: 'Finnley Bennett' }, contacts).fullName).toBe('Finnley Bennett')
    expect(guestFormValues(unnamed)).toEqual({ dateOfBirth: '2025-06-01' })
  })
})

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { guestFormSchema } from '../../src/domain/guest-form.ts'
import { fieldErrors } from '../../src/domain/auth-forms.ts'
import { parseLocalDate } from '../../src/domain/local-date.ts'

const today = parseLocalDate('2026-11-23')!
const lead = guestFormSchema({ passportRequired: true, leaving: '2026-12-10', today })
const other = guestFormSchema({ passportRequired: false, leaving: '2026-12-10', today })
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

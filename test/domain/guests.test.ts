import { describe, expect, it } from 'vitest'
import { groupComplete, guestComplete, inFamilyGroup, initials, splitName } from '../../src/domain/guests.ts'

const passport = {
  adr_passportname: 'OLIVIA BENNETT',
  adr_passportnumber: '123456789',
  adr_passportnationality: 'GBR',
  adr_expirydate: '2030-01-01',
}

describe('guestComplete (SPEC §5)', () => {
  it('needs a guest name', () => {
    expect(guestComplete({ adr_guestname: 'Olivia Bennett' }, false)).toBe(true)
    expect(guestComplete({ adr_guestname: '  ' }, false)).toBe(false)
    expect(guestComplete({}, false)).toBe(false)
  })
  it('needs all four passport fields when the lead booker rule applies', () => {
    expect(guestComplete({ adr_guestname: 'Olivia Bennett', ...passport }, true)).toBe(true)
    for (const field of Object.keys(passport)) {
      expect(guestComplete({ adr_guestname: 'Olivia Bennett', ...passport, [field]: null }, true), field).toBe(false)
    }
  })
})

describe('groupComplete', () => {
  it('is complete when complete guests reach the total', () => {
    expect(groupComplete(4, 4)).toBe(true)
    expect(groupComplete(5, 4)).toBe(true)
    expect(groupComplete(3, 4)).toBe(false)
    expect(groupComplete(0, 0)).toBe(true)
  })
})

describe('names', () => {
  it('splits at the first space', () => {
    expect(splitName('Mary Ann Smith')).toEqual({ first: 'Mary', last: 'Ann Smith' })
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: '' })
    expect(splitName(null)).toEqual({ first: '', last: '' })
  })
  it('takes initials from first and last name', () => {
    expect(initials('olivia bennett')).toBe('OB')
    expect(initials('Mary Ann Smith')).toBe('MA')
    expect(initials('Cher')).toBe('C')
    expect(initials('Émile Zola')).toBe('ÉZ')
    expect(initials('')).toBe('')
  })
})

import { contactsNotOnBooking } from '../../src/domain/guests.ts'

describe('contactsNotOnBooking (SPEC §6)', () => {
  it('lists family contacts whose id is on no guest, ignoring case', () => {
    const contacts = [{ contactid: 'AA' }, { contactid: 'bb' }, { contactid: 'cc' }]
    expect(
      contactsNotOnBooking(contacts, [
        { _adr_contactid_value: 'aa' },
        { _adr_contactid_value: null },
        { _adr_contactid_value: 'cc' },
      ]),
    ).toEqual([{ contactid: 'bb' }])
  })
})

describe('family group membership', () => {
  it('counts the primary contact and every contact of the group', () => {
    const group = { _primarycontactid_value: 'lead', adr_account_contact: [{ contactid: 'child' }] }
    expect(inFamilyGroup(group, 'lead')).toBe(true)
    expect(inFamilyGroup(group, 'child')).toBe(true)
    expect(inFamilyGroup(group, 'other')).toBe(false)
    expect(inFamilyGroup(null, 'lead')).toBe(false)
    expect(inFamilyGroup({ _primarycontactid_value: null }, undefined)).toBe(false)
  })
})

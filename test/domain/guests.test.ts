import { describe, expect, it } from 'vitest'
import { groupComplete, guestComplete, inFamilyGroup, initials, splitName } from '../../src/domain/guests.ts'

const passport = {
  passportName: 'OLIVIA BENNETT',
  passportNumber: '123456789',
  passportNationality: 'GBR',
  passportExpiry: '2030-01-01',
}

describe('guestComplete (SPEC §5)', () => {
  it('needs a guest name', () => {
    expect(guestComplete({ fullName: 'Olivia Bennett' }, false)).toBe(true)
    expect(guestComplete({ fullName: '  ' }, false)).toBe(false)
    expect(guestComplete({}, false)).toBe(false)
  })
  it('needs all four passport fields when the lead booker rule applies', () => {
    expect(guestComplete({ fullName: 'Olivia Bennett', ...passport }, true)).toBe(true)
    for (const field of Object.keys(passport)) {
      expect(guestComplete({ fullName: 'Olivia Bennett', ...passport, [field]: null }, true), field).toBe(false)
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
    const contacts = [{ id: 'AA' }, { id: 'bb' }, { id: 'cc' }]
    expect(contactsNotOnBooking(contacts, [{ contactId: 'aa' }, { contactId: null }, { contactId: 'cc' }])).toEqual([
      { id: 'bb' },
    ])
  })
})

describe('family group membership', () => {
  it('counts the primary contact and every contact of the group', () => {
    const group = { primaryContactId: 'lead', contacts: [{ id: 'child' }] }
    expect(inFamilyGroup(group, 'lead')).toBe(true)
    expect(inFamilyGroup(group, 'child')).toBe(true)
    expect(inFamilyGroup(group, 'other')).toBe(false)
    expect(inFamilyGroup(null, 'lead')).toBe(false)
    expect(inFamilyGroup({ primaryContactId: null }, undefined)).toBe(false)
  })
})

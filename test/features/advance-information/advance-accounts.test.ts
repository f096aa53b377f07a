import { describe, expect, it } from 'vitest'
import { accountParts, ownAccount } from '../../../src/features/advance-information/advance-accounts.ts'
import type { AdvanceAccount, FamilyGroup } from '../../../src/domain/booking.ts'
import type { BookingRole } from '../../../src/domain/companion-rights.ts'

const group = (id: string, primaryContactId: string, members: string[] = []): FamilyGroup => ({
  id,
  name: undefined,
  primaryContactId,
  contacts: members.map((m) => ({ id: m, firstName: undefined, lastName: undefined, email: undefined })),
  address: { line1: undefined, city: undefined, stateOrProvince: undefined, postalCode: undefined, country: undefined },
  version: undefined,
})
const account = (id: string, g?: FamilyGroup, more: Partial<AdvanceAccount> = {}): AdvanceAccount => ({
  id,
  group: g,
  roomConfigurations: undefined,
  flights: [],
  registrations: [],
  version: undefined,
  ...more,
})

const lead = account('a1', group('g1', 'lead', ['partner']))
const friends = account('a2', group('g2', 'friend', ['friend-child']))
const as = (contactId: string, role: BookingRole = 'companion') => ({ role, contactId })

describe('ownAccount (advance information)', () => {
  it("finds the guest's own family group's account, changeable by its primary contact", () => {
    expect(ownAccount([lead, friends], as('friend'))).toEqual({ own: friends, canChange: true })
  })

  it('lets a member of the group see but not change it', () => {
    expect(ownAccount([lead, friends], as('friend-child'))).toEqual({ own: friends, canChange: false })
  })

  it('gives the lead booker the first account when they are in no group, and lets them change any', () => {
    expect(ownAccount([friends, lead], as('lead', 'lead'))).toEqual({ own: lead, canChange: true })
    expect(ownAccount([friends], as('someone', 'lead'))).toEqual({ own: friends, canChange: true })
  })

  it('gives someone in no group who is not the lead booker nothing', () => {
    expect(ownAccount([lead, friends], as('stranger'))).toEqual({ own: undefined, canChange: false })
  })
})

describe('accountParts (SPEC §5)', () => {
  it('says which account-level parts hold something (a blank set-up holds nothing)', () => {
    expect(accountParts(account('a', undefined, { roomConfigurations: '  ' }))).toEqual({
      roomConfigurations: false,
      travel: false,
      registration: false,
    })
    const flight = {
      id: 'f',
      direction: 'arrival',
      flightNumber: 'BA1',
      airport: 'PMI',
      dateTime: undefined,
      version: undefined,
    }
    expect(
      accountParts(
        account('a', undefined, {
          roomConfigurations: '1201: Twin',
          flights: [flight],
          registrations: [{ fullName: 'A' }],
        }),
      ),
    ).toEqual({ roomConfigurations: true, travel: true, registration: true })
  })
})

import { describe, expect, it } from 'vitest'
import { describeExtra, groupExtras } from '../../../src/features/extras/extras.ts'
import type { ExtraDetails } from '../../../src/domain/extra.ts'
import { extraKinds, type ExtraKind } from '../../../src/domain/extra-kinds.ts'
import { guestStatusCodes, statusLabel, type ExtraStatus } from '../../../src/domain/extra-status.ts'
import { neutralMessage } from '../../../src/features/extras/extra-messages.ts'
import { textsFor } from '../../../src/i18n/texts.ts'

const en = textsFor('en-GB')

const { invoiced, confirmed } = guestStatusCodes

const details: ExtraDetails = {
  guests: 4,
  product: 'Bakery',
  villa: 'Villa Aurora',
  reservationNumber: 'CR-2231',
  carType: 'Estate',
  tripName: 'Sunset',
  tripDay: '2027-08-03',
  adults: 2,
  children: 1,
  hamperType: 'Breakfast',
  persons: 2,
  upgradeType: 'watersportsUpgrade',
}

/** Every kind × status: the label and the sentence (SPEC §4; docs/extras.md). */
const table: [ExtraKind, ExtraStatus, string, string][] = [
  ['transfer', 'pending', 'Pending', 'A transfer for 4 guests has been requested.'],
  ['transfer', 'invoiced', 'Invoiced', 'A transfer for 4 guests has been invoiced.'],
  ['transfer', 'confirmed', 'Done', 'A transfer for 4 guests has been confirmed.'],
  ['petitDelivery', 'pending', 'Pending', 'Your Petit Bakery delivery to Villa Aurora has been requested.'],
  ['petitDelivery', 'invoiced', 'Invoiced', 'Your Petit Bakery delivery to Villa Aurora has been invoiced.'],
  ['petitDelivery', 'confirmed', 'Done', 'Your Petit Bakery delivery to Villa Aurora has been confirmed!'],
  ['waterDelivery', 'pending', 'Pending', 'Your water delivery to Villa Aurora has been requested.'],
  ['waterDelivery', 'invoiced', 'Invoiced', 'Your water delivery to Villa Aurora has been invoiced.'],
  ['waterDelivery', 'confirmed', 'Done', 'Your water delivery to Villa Aurora has been confirmed!'],
  ['carHire', 'pending', 'Pending', 'Your Estate car hire (reservation CR-2231) has been requested.'],
  ['carHire', 'invoiced', 'Invoiced', 'Your Estate car hire (reservation CR-2231) has been invoiced.'],
  ['carHire', 'confirmed', 'Done', 'Your Estate car hire (reservation CR-2231) has been confirmed!'],
  [
    'odysseyTrip',
    'pending',
    'Pending',
    'Your Sunset trip on Tuesday, 3 August 2027 for 2 adults and 1 child has been requested.',
  ],
  [
    'odysseyTrip',
    'invoiced',
    'Invoiced',
    'Your Sunset trip on Tuesday, 3 August 2027 for 2 adults and 1 child has been invoiced.',
  ],
  [
    'odysseyTrip',
    'confirmed',
    'Done',
    'Your Sunset trip on Tuesday, 3 August 2027 for 2 adults and 1 child has been confirmed!',
  ],
  [
    'shipwreckTrip',
    'pending',
    'Pending',
    'Your Sunset trip on Tuesday, 3 August 2027 for 2 adults and 1 child has been requested.',
  ],
  [
    'shipwreckTrip',
    'invoiced',
    'Invoiced',
    'Your Sunset trip on Tuesday, 3 August 2027 for 2 adults and 1 child has been invoiced.',
  ],
  [
    'shipwreckTrip',
    'confirmed',
    'Done',
    'Your Sunset trip on Tuesday, 3 August 2027 for 2 adults and 1 child has been confirmed!',
  ],
  ['hamper', 'pending', 'Pending', 'Your Breakfast hamper has been requested.'],
  ['hamper', 'invoiced', 'Invoiced', 'Your Breakfast hamper has been invoiced.'],
  ['hamper', 'confirmed', 'Done', 'Your Breakfast hamper has been confirmed!'],
  ['shoppingList', 'pending', 'Done', 'Your shopping list has been confirmed!'],
  ['shoppingList', 'invoiced', 'Done', 'Your shopping list has been confirmed!'],
  ['shoppingList', 'confirmed', 'Done', 'Your shopping list has been confirmed!'],
  ['powerboat', 'pending', 'Pending', 'Your powerboat course enquiry for 2 people is being processed.'],
  ['powerboat', 'invoiced', 'Invoiced', 'Powerboat course enquiry for 2 people has been invoiced.'],
  ['powerboat', 'confirmed', 'Done', 'Powerboat course enquiry for 2 people has been confirmed!'],
  ['skiTow', 'pending', 'Done', 'Ski tow enquiry has been confirmed!'],
  ['skiTow', 'invoiced', 'Done', 'Ski tow enquiry has been confirmed!'],
  ['skiTow', 'confirmed', 'Done', 'Ski tow enquiry has been confirmed!'],
  ['privateTennis', 'pending', 'Done', 'Private tennis lessons enquiry has been confirmed!'],
  ['privateTennis', 'invoiced', 'Done', 'Private tennis lessons enquiry has been confirmed!'],
  ['privateTennis', 'confirmed', 'Done', 'Private tennis lessons enquiry has been confirmed!'],
  ['upgrade', 'pending', 'Pending', 'Your watersports upgrade enquiry is being processed.'],
  ['upgrade', 'invoiced', 'Invoiced', 'Watersports upgrade enquiry has been invoiced.'],
  ['upgrade', 'confirmed', 'Done', 'Watersports upgrade enquiry has been confirmed!'],
  ['registrationForm', 'pending', 'Pending', 'Your registration form enquiry is being processed.'],
  ['registrationForm', 'invoiced', 'Invoiced', 'Registration form enquiry has been invoiced.'],
  ['registrationForm', 'confirmed', 'Done', 'Registration form enquiry has been confirmed!'],
]

// Shopping, ski tow and private tennis always show 'Done' (SPEC §4), and their sentence says the same.
describe('extra status and message, every kind × status', () => {
  it('covers every kind in every status', () => {
    expect(new Set(table.map(([kind, status]) => `${kind}/${status}`)).size).toBe(extraKinds.length * 3)
  })

  it.each(table)('%s %s → %s: %s', (kind, status, label, message) => {
    const view = describeExtra({ id: 'x', kind, status: guestStatusCodes[status], details }, en, 'en-GB')
    expect(view.label).toBe(label)
    expect(view.message).toBe(message)
    expect(view.understood).toBe(true)
  })
})

describe('status rules', () => {
  it('defaults powerboat and odyssey items from a product opportunity to confirmed', () => {
    expect(
      describeExtra(
        { id: 'p', kind: 'powerboat', status: null, fromProduct: true, details: { persons: 1 } },
        en,
        'en-GB',
      ),
    ).toMatchObject({ label: 'Done', message: 'Powerboat course enquiry for 1 person has been confirmed!' })
    expect(
      describeExtra({ id: 'o', kind: 'odysseyTrip', status: null, fromProduct: true, details: {} }, en, 'en-GB').label,
    ).toBe('Done')
    expect(describeExtra({ id: 'o', kind: 'odysseyTrip', status: null, details: {} }, en, 'en-GB').label).toBe(
      'Pending',
    )
  })

  it('shows an unknown status or kind as Pending with a neutral message, flagged for reporting', () => {
    expect(describeExtra({ id: 'u', kind: 'hamper', status: 100000099, details }, en, 'en-GB')).toMatchObject({
      label: 'Pending',
      message: neutralMessage(en),
      understood: false,
    })
    expect(describeExtra({ id: 'k', kind: undefined, status: confirmed, details }, en, 'en-GB')).toMatchObject({
      label: 'Pending',
      message: neutralMessage(en),
      understood: false,
    })
    expect(statusLabel('skiTow', 'pending', false)).toBe('Done')
  })

  it('words missing details plainly', () => {
    expect(
      describeExtra({ id: 't', kind: 'transfer', status: null, details: { guests: 1 } }, en, 'en-GB').message,
    ).toBe('A transfer for 1 guest has been requested.')
    expect(describeExtra({ id: 't', kind: 'transfer', status: null, details: {} }, en, 'en-GB').message).toBe(
      'A transfer has been requested.',
    )
    expect(describeExtra({ id: 'c', kind: 'carHire', status: null, details: {} }, en, 'en-GB').message).toBe(
      'Your car hire has been requested.',
    )
    expect(describeExtra({ id: 's', kind: 'shipwreckTrip', status: null, details: {} }, en, 'en-GB').message).toBe(
      'Your Shipwreck trip has been requested.',
    )
    expect(
      describeExtra(
        {
          id: 's',
          kind: 'odysseyTrip',
          status: null,
          details: { tripName: 'Sunset', adults: 2, children: 0 },
        },
        en,
        'en-GB',
      ).message,
    ).toBe('Your Sunset trip for 2 adults has been requested.')
  })
})

describe('grouping', () => {
  it('groups by kind in a fixed order, newest first, unknown kinds last', () => {
    const view = (id: string, kind: ExtraKind | undefined, createdOn: string) =>
      describeExtra({ id, kind, status: null, createdOn, details: {} }, en, 'en-GB')
    const groups = groupExtras(
      [
        view('h1', 'hamper', '2026-01-01'),
        view('t1', 'transfer', '2026-01-01'),
        view('h2', 'hamper', '2026-03-01'),
        view('x', undefined, '2026-02-01'),
      ],
      en,
    )
    expect(groups.map((g) => g.heading)).toEqual(['Transfers', 'Hampers', 'Other requests'])
    expect(groups[1]!.extras.map((e) => e.id)).toEqual(['h2', 'h1'])
  })
})

describe('in the guest’s language', () => {
  const de = textsFor('de')
  const ar = textsFor('ar')

  it('words the sentence, its plurals, its date and its party in German', () => {
    expect(describeExtra({ id: 't', kind: 'transfer', status: null, details: { guests: 1 } }, de, 'de').message).toBe(
      'Ein Transfer für 1 Gast wurde angefragt.',
    )
    expect(
      describeExtra(
        {
          id: 's',
          kind: 'odysseyTrip',
          status: confirmed,
          details: { tripName: 'Sunset', tripDay: '2027-08-03', adults: 2, children: 1 },
        },
        de,
        'de',
      ).message,
    ).toBe('Ihr Ausflug Sunset am Dienstag, 3. August 2027 für 2 Erwachsene und 1 Kind wurde bestätigt!')
    expect(
      describeExtra({ id: 't', kind: 'transfer', status: invoiced, details: { direction: 'both' } }, de, 'de'),
    ).toMatchObject({ label: 'Invoiced', note: 'Zum Resort und zurück' })
    expect(describeExtra({ id: 'k', kind: undefined, status: null, details }, de, 'de').message).toBe(
      'Wir haben Ihre Anfrage erhalten und halten Sie über den Stand auf dem Laufenden.',
    )
  })

  it('counts people by the Arabic plural rules (one, two, few, many), with Western digits', () => {
    const powerboat = (persons: number) =>
      describeExtra({ id: 'p', kind: 'powerboat', status: confirmed, details: { persons } }, ar, 'ar').message
    expect(powerboat(1)).toBe('تم تأكيد طلب دورة القوارب السريعة لـ شخص واحد!')
    expect(powerboat(2)).toBe('تم تأكيد طلب دورة القوارب السريعة لـ شخصين!')
    expect(powerboat(3)).toBe('تم تأكيد طلب دورة القوارب السريعة لـ 3 أشخاص!')
    expect(powerboat(11)).toBe('تم تأكيد طلب دورة القوارب السريعة لـ 11 شخصًا!')
    expect(powerboat(100)).toBe('تم تأكيد طلب دورة القوارب السريعة لـ 100 شخص!')
  })

  it('heads the groups in the guest’s language', () => {
    const view = (id: string, kind: ExtraKind | undefined) =>
      describeExtra({ id, kind, status: null, details: {} }, de, 'de')
    expect(groupExtras([view('h', 'hamper'), view('x', undefined)], de).map((g) => g.heading)).toEqual([
      'Präsentkörbe',
      'Weitere Anfragen',
    ])
  })
})

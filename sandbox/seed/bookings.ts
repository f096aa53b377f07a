// Demo bookings in the Dynamics part, dated from today so every home mode can be seen
// (README "Demo sign-ins"). Contact ids match the demo users' profiles.
import { complete } from '../dynamics/model.ts'
import { extraTables } from '../dynamics/extra-tables.ts'
import {
  guestHubTypeOptions,
  guestStatusOptions,
  membershipClassificationOptions as m,
  transferDirectionOptions,
} from '../dynamics/option-sets.ts'
import { insertStatement } from '../dynamics/store.ts'
import { demoUsers } from './demo-users.ts'
import { pendingInvitee } from './invitations.ts'

type Row = Record<string, unknown>

const day = 86_400_000
/** 'YYYY-MM-DD' `offset` days from today (UTC). */
export const dayFrom = (offset: number, from = Date.now()) => new Date(from + offset * day).toISOString().slice(0, 10)
/** A date of birth that makes someone `years` old (and a month) on `date`. */
const bornBefore = (date: string, years: number) => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCFullYear(d.getUTCFullYear() - years)
  d.setUTCDate(d.getUTCDate() - 30)
  return d.toISOString().slice(0, 10)
}

/**
 * The instant of a wall-clock time at Palma (Europe/Madrid), as an ISO string. The zone's offset is read at that
 * time taken as UTC, an hour or two off: the seed's flights land in the afternoon, never near a clock change (01:00
 * UTC). The sandbox's own, not the portal's time-zone code, which it must not share.
 */
function atPalma(date: string, time: string): string {
  const asUtc = Date.parse(`${date}T${time}:00Z`)
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', timeZoneName: 'shortOffset' })
    .formatToParts(asUtc)
    .find((part) => part.type === 'timeZoneName')?.value
  const [, sign = '+', hours = '0', minutes = '0'] = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(zone ?? '') ?? []
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000
  return new Date(asUtc - offsetMs).toISOString()
}

const contactOf = (email: string) => demoUsers.find((u) => u.email === email)!.profile.msd_contact_id
/** Priya Patel, on both of Harry's bookings, has joined as his companion (seed/invitations.ts). */
const companion = 'companion@example.com'
let counter = 0
/** Stable-looking ids for seeded records: a fixed prefix and a counter. */
const id = (prefix: string) => `${prefix}-0000-4000-8000-${String(++counter).padStart(12, '0')}`

export interface Person {
  readonly first: string
  readonly last: string
  /** Age on the leaving date; undefined: no date of birth recorded. */
  readonly age?: number
  readonly named?: boolean
  readonly passport?: boolean
  readonly wk1?: number
  readonly wk2?: number
  readonly contactId?: string
}

export interface BookingSeed {
  readonly lead: string
  readonly arrival: number
  readonly nights: number
  readonly villas: string
  readonly party: readonly Person[]
  /** Family-group contacts not on the booking. */
  readonly others?: readonly Person[]
  readonly products: readonly [string, number, number][]
  /** The family group's primary contact, when not the lead booker. */
  readonly primary?: string
  /** Extras on the booking account: [entity set, cm_gueststatus, own columns, days ago created]. */
  readonly extras?: readonly ExtraSeed[]
  /** How many days before the seed the booking was made (Dataverse's `createdon`); 60 unless said. */
  readonly bookedDaysAgo?: number
  /** Advance information already given (address, room configuration, flights). */
  readonly advance?: { readonly address?: boolean; readonly rooms?: string; readonly flights?: boolean }
}

type ExtraSeed = readonly [set: string, status: number | null, columns: Row, daysAgo: number]

const { pending: P, invoiced: I, confirmed: C } = guestStatusOptions

/** The organisation's currencies (Dataverse's `transactioncurrencies`): every Money column names one. */
export const currencies = {
  GBP: {
    transactioncurrencyid: 'f0000000-0000-4000-8000-000000000826',
    currencyname: 'Pound Sterling',
    currencysymbol: '£',
  },
  EUR: { transactioncurrencyid: 'f0000000-0000-4000-8000-000000000978', currencyname: 'Euro', currencysymbol: '€' },
} as const

/** What the resort invoiced for an extra: the Money column and its currency (pounds, as Dataverse holds money). */
const owed = (pounds: number) => ({
  cm_amountdue: pounds,
  _transactioncurrencyid_value: currencies.GBP.transactioncurrencyid,
})
const hub = guestHubTypeOptions
const way = transferDirectionOptions

/** A return airport transfer for two the resort invoiced for `pounds`, asked for today. */
export const invoicedTransfer = (pounds: number): ExtraSeed => [
  'adr_transfers',
  I,
  { adr_guests: 2, adr_direction: way.both, ...owed(pounds) },
  0,
]

export const demoBookings: readonly BookingSeed[] = [
  {
    lead: contactOf('returning@example.com'),
    arrival: 10,
    nights: 7,
    villas: '1201,1202',
    party: [
      {
        first: 'Olivia',
        last: 'Bennett',
        age: 40,
        contactId: contactOf('returning@example.com'),
        wk1: m.adult,
        wk2: m.adult,
      },
      { first: 'James', last: 'Bennett', age: 42, passport: true, wk1: m.adult, wk2: m.waterSports },
      { first: 'Sophie', last: 'Bennett', age: 9, passport: true, wk1: m.child, wk2: m.waterSports },
      { first: 'Leo', last: 'Bennett', age: 5, passport: true, wk1: m.rascals, wk2: m.rascals },
      { first: 'Mia', last: 'Bennett', age: 3, passport: true, wk1: m.creche, wk2: m.infant },
      { first: 'Finn', last: 'Bennett', age: 1, named: false, wk1: m.infant, wk2: m.infant },
    ],
    others: [{ first: 'Margaret', last: 'Bennett' }],
    products: [
      ['Adult Membership', 2, m.adult],
      ['Child Membership 7-12yrs', 1, m.child],
      ['Rascals 4-5yrs', 1, m.rascals],
      ['Toddler Membership 2yrs', 1, m.infant],
      ['Infant Membership 4 months', 1, m.infant],
      ['Full Watersports Upgrade', 2, m.waterSports],
      ['Crèche', 1, m.creche],
      ['Powerboat Course', 2, m.powerboat],
      ['Ski Tows', 1, m.skiTow],
    ],
    extras: [
      ['adr_transfers', P, { adr_guests: 6, adr_direction: way.both }, 2],
      ['new_petitdeliveries', C, { new_product: 'Bakery', new_villa: 'Villa Aurora' }, 9],
      ['new_waterdeliveries', I, { new_villa: 'Villa Marina', ...owed(42) }, 8],
      ['new_carhires', C, { new_reservationnumber: 'CR-2231', new_type: 'Estate' }, 20],
      ['new_hampers', P, { new_hampertype: 'Breakfast', cm_gueststatuspendinginvoiced: I, ...owed(65) }, 5],
      ['new_shoppinglists', P, {}, 1],
      [
        'adr_shipwrecktrips',
        P,
        { adr_name: 'Shipwreck snorkel', adr_dateoftrip: 12, adr_numberofadults: 2, adr_numberofchildren: 2 },
        3,
      ],
      ['cm_guesthubenquiries', P, { cm_guesthubtype: hub.rascals, cm_details: 'Rascals, week 1: Leo Bennett' }, 4],
    ],
  },
  {
    lead: contactOf('several@example.com'),
    arrival: 42,
    nights: 7,
    villas: '2101',
    party: [
      {
        first: 'Harry',
        last: 'Patel',
        age: 45,
        passport: true,
        contactId: contactOf('several@example.com'),
        wk1: m.adult,
      },
      { first: 'Priya', last: 'Patel', age: 43, passport: true, wk1: m.adult, contactId: contactOf(companion) },
    ],
    products: [['Adult Membership', 2, m.adult]],
    primary: 'partner',
    extras: [
      ['adr_transfers', C, { adr_guests: 2, adr_direction: way.toResort }, 30],
      [
        'adr_odysseytrips',
        I,
        { adr_name: 'Island odyssey', adr_dateoftrip: 45, adr_numberofadults: 2, adr_numberofchildren: 0 },
        12,
      ],
      ['new_powerboatbookings', P, { new_numberofpersons: 2 }, 6],
      ['new_hampers', C, { new_hampertype: 'Celebration' }, 14],
      ['new_carhires', P, { new_type: 'Convertible' }, 2],
      ['adr_registrationforms', P, { adr_fullname: 'Harry Patel' }, 1],
    ],
  },
  {
    lead: contactOf('several@example.com'),
    arrival: 150,
    nights: 14,
    villas: '3105',
    party: [
      {
        first: 'Harry',
        last: 'Patel',
        age: 45,
        passport: true,
        contactId: contactOf('several@example.com'),
        wk1: m.adult,
        wk2: m.adult,
      },
      {
        first: 'Priya',
        last: 'Patel',
        age: 43,
        passport: true,
        wk1: m.adult,
        wk2: m.adult,
        contactId: contactOf(companion),
      },
      { first: 'Arjun', last: 'Patel', age: 12, wk1: m.child, wk2: m.child },
    ],
    products: [
      ['Adult Membership', 2, m.adult],
      ['Child Membership 7-12yrs', 1, m.child],
      ['Paddleboard Upgrade', 1, m.paddleSports],
    ],
    extras: [
      ['new_petitdeliveries', P, { new_product: 'Deli', new_villa: 'Villa Cala' }, 3],
      ['new_waterdeliveries', P, { new_villa: 'Villa Cala' }, 3],
      [
        'adr_shipwrecktrips',
        C,
        { adr_name: 'Wreck dive', adr_dateoftrip: 155, adr_numberofadults: 2, adr_numberofchildren: 1 },
        10,
      ],
      ['new_carhires', I, { new_reservationnumber: 'CR-3390', new_type: 'People carrier' }, 11],
      ['new_shoppinglists', C, {}, 2],
      ['adr_transfers', I, { adr_guests: 3, adr_direction: way.fromResort }, 15],
    ],
  },
  {
    lead: contactOf('midstay@example.com'),
    arrival: -3,
    nights: 7,
    villas: '1410',
    party: [
      {
        first: 'Grace',
        last: 'Lee',
        age: 35,
        passport: true,
        contactId: contactOf('midstay@example.com'),
        wk1: m.adult,
      },
      { first: 'Daniel', last: 'Lee', age: 36, passport: true, wk1: m.adult, contactId: pendingInvitee.contactId },
    ],
    products: [
      ['Adult Membership', 2, m.adult],
      ['Private Tennis Lessons', 1, m.privateTennis],
      ['Odyssey Day Trip', 2, m.odyssey],
    ],
    extras: [
      ['adr_transfers', C, { adr_guests: 2, adr_direction: way.both }, 40],
      ['new_petitdeliveries', I, { new_product: 'Bakery', new_villa: 'Villa Pinia' }, 10],
      ['new_waterdeliveries', C, { new_villa: 'Villa Pinia' }, 10],
      [
        'adr_odysseytrips',
        C,
        { adr_name: 'Island odyssey', adr_dateoftrip: 1, adr_numberofadults: 2, adr_numberofchildren: 0 },
        9,
      ],
      ['new_powerboatbookings', I, { new_numberofpersons: 1 }, 8],
      [
        'cm_guesthubenquiries',
        C,
        { cm_guesthubtype: hub.watersportsUpgrade, cm_details: 'Full Watersports Upgrade, week 1: Daniel Lee' },
        20,
      ],
      ['new_hampers', P, { new_hampertype: 'Family' }, 1],
      [
        'adr_registrationforms',
        C,
        { adr_fullname: 'Grace Lee', adr_mobilephone: '+44 7700 900123', adr_arrivaltime: '16:00' },
        25,
      ],
    ],
    advance: { address: true, rooms: '1410: Double beds', flights: true },
  },
  {
    lead: contactOf('poststay@example.com'),
    arrival: -12,
    nights: 7,
    villas: '1720',
    party: [
      {
        first: 'Tom',
        last: 'Fischer',
        age: 50,
        passport: true,
        contactId: contactOf('poststay@example.com'),
        wk1: m.adult,
      },
    ],
    products: [['Adult Membership', 1, m.adult]],
    extras: [
      ['adr_transfers', I, { adr_guests: 1, adr_direction: way.both }, 30],
      ['new_powerboatbookings', C, { new_numberofpersons: 1 }, 25],
      [
        'adr_odysseytrips',
        P,
        { adr_name: 'Sunset odyssey', adr_dateoftrip: -8, adr_numberofadults: 1, adr_numberofchildren: 0 },
        20,
      ],
      [
        'adr_shipwrecktrips',
        I,
        { adr_name: 'Shipwreck snorkel', adr_dateoftrip: -9, adr_numberofadults: 1, adr_numberofchildren: 0 },
        21,
      ],
      [
        'cm_guesthubenquiries',
        I,
        { cm_guesthubtype: hub.crecheUpgrade, cm_details: 'Crèche, week 1: Tom Fischer' },
        28,
      ],
      // A status value the portal does not know: shown as Pending and reported.
      ['new_hampers', 100000099, { new_hampertype: 'Wine' }, 26],
      ['adr_registrationforms', I, { adr_fullname: 'Tom Fischer' }, 27],
      ['new_shoppinglists', I, {}, 24],
    ],
  },
  {
    lead: contactOf('firsttime@example.com'),
    arrival: 55,
    nights: 7,
    villas: '1105',
    party: [{ first: 'Noah', last: 'Clarke', age: 31, contactId: contactOf('firsttime@example.com'), wk1: m.adult }],
    products: [['Adult Membership', 1, m.adult]],
  },
  {
    lead: contactOf('unverified@example.com'),
    arrival: 120,
    nights: 7,
    villas: '2210',
    party: [{ first: 'Ava', last: 'Morgan', age: 29, contactId: contactOf('unverified@example.com'), wk1: m.adult }],
    products: [['Adult Membership', 1, m.adult]],
  },
]

/** Inserts every demo booking; ids are the same on every seed. */
export async function seedBookings(db: D1Database, now = Date.now()): Promise<void> {
  counter = 0
  const currencyRows = Object.entries(currencies).map(([code, currency]) =>
    insertStatement(db, 'transactioncurrencies', currency.transactioncurrencyid, {
      ...complete('transactioncurrencies', { ...currency, isocurrencycode: code }),
    }),
  )
  await db.batch([...currencyRows, ...demoBookings.flatMap((booking) => bookingStatements(db, booking, now))])
}

/**
 * The statements that insert one booking with its family group, accounts, guests and products; `makeId` gives the
 * records' ids (the demo's are stable, a test's booking takes random ones).
 */
export function bookingStatements(
  db: D1Database,
  seed: BookingSeed,
  now: number,
  makeId: (prefix: string) => string = id,
): D1PreparedStatement[] {
  const put = (set: string, row: Row) =>
    insertStatement(db, set, String(Object.values(row)[0]), complete(set, row), set === 'contacts')
  const arrival = dayFrom(seed.arrival, now)
  const leaving = dayFrom(seed.arrival + seed.nights, now)
  const opportunityid = makeId('0a000000')
  const familyId = makeId('0b000000')
  const accountId = makeId('0c000000')
  const people = [...seed.party, ...(seed.others ?? [])].map((p) => ({
    ...p,
    contactId: p.contactId ?? makeId('0d000000'),
  }))
  const primary = seed.primary === 'partner' ? people[1]!.contactId : seed.lead
  const adults = seed.party.filter((p) => (p.age ?? 99) >= 13).length
  const children = seed.party.filter((p) => p.age !== undefined && p.age >= 4 && p.age < 13).length
  const infants = seed.party.length - adults - children
  const statements = [
    put('opportunities', {
      opportunityid,
      name: bookingName(seed.party[0]!.last, seed.villas),
      new_arrivaldateuserlocal: arrival,
      new_leavingdateuserlocal: leaving,
      _parentcontactid_value: seed.lead,
      adr_accommodationsupercontrolcodes: seed.villas,
      createdon: new Date(now - (seed.bookedDaysAgo ?? 60) * day).toISOString(),
    }),
    put('adr_bookings', {
      adr_bookingid: makeId('0e000000'),
      _adr_opportunity_value: opportunityid,
      adr_adults: adults,
      adr_children: children,
      adr_infants: infants,
      adr_guesttotal: seed.party.length,
    }),
    put('accounts', {
      accountid: familyId,
      name: `${seed.party[0]!.last} family`,
      _primarycontactid_value: primary,
      ...(seed.advance?.address
        ? {
            address1_line1: '12 Harbour Lane',
            address1_city: 'Falmouth',
            address1_stateorprovince: 'Cornwall',
            address1_postalcode: 'TR11 3AB',
            address1_country: 'United Kingdom',
          }
        : {}),
    }),
    put('adr_accountses', {
      adr_accountsid: accountId,
      _adr_opportunity_value: opportunityid,
      _adr_groupfamily_value: familyId,
      new_roomconfigurations: seed.advance?.rooms ?? null,
    }),
  ]
  if (seed.advance?.flights) {
    statements.push(
      // Instants, as the portal writes them: the local times at Palma.
      put('adr_travels', {
        adr_travelid: makeId('11000000'),
        _adr_bookingaccount_value: accountId,
        adr_direction: 'arrival',
        adr_flightnumber: 'BA2712',
        adr_airport: 'PMI',
        adr_datetime: atPalma(arrival, '14:35'),
      }),
      put('adr_travels', {
        adr_travelid: makeId('11000000'),
        _adr_bookingaccount_value: accountId,
        adr_direction: 'departure',
        adr_flightnumber: 'BA2713',
        adr_airport: 'PMI',
        adr_datetime: atPalma(leaving, '17:10'),
      }),
    )
  }
  for (const [set, status, columns, daysAgo] of seed.extras ?? []) {
    const extra = extraTables.find((e) => e.set === set)!
    // Trip dates are given as days from today, like the stay.
    const dated =
      typeof columns.adr_dateoftrip === 'number'
        ? { ...columns, adr_dateoftrip: dayFrom(columns.adr_dateoftrip, now) }
        : columns
    statements.push(
      put(set, {
        [extra.key]: makeId('12000000'),
        [extra.account]: accountId,
        ...dated,
        cm_gueststatus: status,
        createdon: `${dayFrom(-daysAgo, now)}T09:00:00Z`,
      }),
    )
  }
  for (const person of people) {
    statements.push(
      put('contacts', {
        contactid: person.contactId,
        firstname: person.first,
        lastname: person.last,
        emailaddress1: `${person.first}.${person.last}@example.com`.toLowerCase(),
        _parentcustomerid_value: familyId,
      }),
    )
  }
  for (const person of people.slice(0, seed.party.length)) {
    const name = `${person.first} ${person.last}`
    statements.push(
      put('adr_bookingguests', {
        adr_bookingguestid: makeId('0f000000'),
        _adr_opportunity_value: opportunityid,
        _adr_bookingaccount_value: accountId,
        _adr_contactid_value: person.contactId,
        adr_membershipwk1: person.wk1 ?? null,
        adr_membershipwk2: person.wk2 ?? null,
        adr_guestname: person.named === false ? null : name,
        adr_emailaddress:
          person.age !== undefined && person.age >= 18
            ? `${person.first}.${person.last}@example.com`.toLowerCase()
            : null,
        new_dateofbirth: person.age === undefined ? null : bornBefore(leaving, person.age),
        adr_passportname: person.passport ? name.toUpperCase() : null,
        adr_passportnumber: person.passport ? String(500_000_000 + counter) : null,
        adr_passportnationality: person.passport ? 'GBR' : null,
        adr_expirydate: person.passport ? dayFrom(2000, now) : null,
        adr_name: name,
      }),
    )
  }
  for (const [productname, quantity, code] of seed.products) {
    statements.push(
      put('opportunityproducts', {
        opportunityproductid: makeId('10000000'),
        _opportunityid_value: opportunityid,
        productname,
        quantity,
        adr_membershipclassification: code,
      }),
    )
  }
  return statements
}

/** The opportunity's name as the operator's staff write it: "Bennett family, villas 1201, 1202" ("villa" for one). */
function bookingName(family: string, villas: string): string {
  const codes = villas.split(',').map((code) => code.trim())
  return `${family} family, ${codes.length === 1 ? 'villa' : 'villas'} ${codes.join(', ')}`
}
